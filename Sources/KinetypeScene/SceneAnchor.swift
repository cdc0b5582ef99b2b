/// A point of the canvas, named as SwiftUI names `UnitPoint`s.
///
/// A layer places its text block's anchor point at the same point of the canvas (as a SwiftUI view
/// framed to fill with this alignment would), so `bottomLeading` sits the text in the bottom-left
/// corner and `center` centres it. Default: `center`.
public enum SceneAnchor: String, CaseIterable, Hashable, Sendable {
    case topLeading, top, topTrailing
    case leading, center, trailing
    case bottomLeading, bottom, bottomTrailing

    /// The unit x coordinate: 0 at the leading edge, 1 at the trailing edge.
    public var x: Double {
        switch self {
        case .topLeading, .leading, .bottomLeading: return 0
        case .top, .center, .bottom: return 0.5
        case .topTrailing, .trailing, .bottomTrailing: return 1
        }
    }

    /// The unit y coordinate: 0 at the top, 1 at the bottom.
    public var y: Double {
        switch self {
        case .topLeading, .top, .topTrailing: return 0
        case .leading, .center, .trailing: return 0.5
        case .bottomLeading, .bottom, .bottomTrailing: return 1
        }
    }
}
