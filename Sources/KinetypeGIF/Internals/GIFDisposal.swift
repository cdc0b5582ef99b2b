/// How a frame leaves the screen when the next one is drawn (the GIF disposal method).
package enum GIFDisposal: Sendable {
    /// `DISPOSE_DO_NOT` (1): the next frame draws over this one.
    case keep
    /// `DISPOSE_BACKGROUND` (2): this frame's rectangle is cleared to transparent first.
    case clearToBackground
}
