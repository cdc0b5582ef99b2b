/// The edge a `move` or `push` transition comes from or goes to: SwiftUI's `Edge` cases, by name.
public enum SceneEdge: String, CaseIterable, Hashable, Sendable {
    case leading, trailing, top, bottom
}
