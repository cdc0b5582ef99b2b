/// How a rounded rectangle's corners are drawn, as SwiftUI's `RoundedCornerStyle`.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter ellipses (quarter circles for square corner sizes): the curvature jumps where
    /// the corner meets the straight edge.
    case circular
    /// Apple's smooth ("squircle") corners: the curve leaves the straight edge about 1.53 radii
    /// from the corner and its curvature eases in. SwiftUI's default.
    case continuous
}
