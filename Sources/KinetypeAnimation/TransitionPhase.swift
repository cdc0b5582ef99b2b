import Foundation

/// The phases a view (here: a piece of text) passes through in a transition.
///
/// SwiftUI's `TransitionPhase`: `.willAppear` before insertion, `.identity`
/// while shown, `.didDisappear` after removal.
public enum TransitionPhase: Hashable, Sendable, CaseIterable {
    /// The phase before the content appears.
    case willAppear
    /// The phase while the content is shown: no transition effect applies.
    case identity
    /// The phase after the content disappears.
    case didDisappear

    /// Whether this is ``identity``.
    public var isIdentity: Bool { self == .identity }

    /// A number for the phase: −1 for ``willAppear``, 0 for ``identity`` and
    /// 1 for ``didDisappear``, handy to scale an effect's direction.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}
