/// How the lines of a layer align with each other: SwiftUI's `TextAlignment` cases, by name.
///
/// Default: `center`, as a title card usually wants.
public enum SceneAlignment: String, CaseIterable, Hashable, Sendable {
    /// Lines start at the leading edge (left in left-to-right text).
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the trailing edge.
    case trailing
}
