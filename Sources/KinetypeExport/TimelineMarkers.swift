/// The markers on a timeline's clip.
public enum TimelineMarkers: String, CaseIterable, Sendable {
    /// Each layer's enter (green, over all that brings it in: its enter transition, reveal and
    /// keys that fade or move it in) and exit (red, over its exit transition, conceal and keys
    /// that take it out; at its end when nothing does).
    case layers
    /// One marker a layer spanning its time (yellow): a caption card's pages.
    case pages
}
