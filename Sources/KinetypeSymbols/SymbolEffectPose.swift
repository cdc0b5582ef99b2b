/// How one layer of a symbol looks at one instant of an effect: pure numbers, no drawing.
///
/// Conventions: offsets are fractions of the layer's height, `dx` positive to the right and `dy`
/// positive downward (screen coordinates); `rotation` is in degrees, positive clockwise, about the
/// layer's centre; `scale` about the centre too; `opacity` multiplies the layer's alpha (variable
/// color dims inactive layers through it); `drawProgress` is the visible fraction of each
/// outline's length, drawn from the stroke's start, or from its end when `drawsFromEnd`.
public struct SymbolEffectPose: Hashable, Sendable {
    /// Horizontal offset, as a fraction of the layer's height, positive to the right (0 at rest).
    public var dx: Double
    /// Vertical offset, as a fraction of the layer's height, positive downward (0 at rest).
    public var dy: Double
    /// Scale factor about the layer's centre (1 at rest).
    public var scale: Double
    /// Rotation in degrees about the layer's centre, positive clockwise (0 at rest).
    public var rotation: Double
    /// Factor on the layer's alpha, 0...1 (1 at rest).
    public var opacity: Double
    /// The visible fraction of each outline's length, 0...1 (1, fully drawn, at rest); only draw
    /// on and draw off change it.
    public var drawProgress: Double
    /// Whether the visible part of each stroke is its last `drawProgress` fraction (draw off).
    public var drawsFromEnd: Bool

    /// A pose; every value left out keeps its value at ``rest``.
    public init(dx: Double = 0, dy: Double = 0, scale: Double = 1, rotation: Double = 0,
                opacity: Double = 1, drawProgress: Double = 1, drawsFromEnd: Bool = false) {
        self.dx = dx
        self.dy = dy
        self.scale = scale
        self.rotation = rotation
        self.opacity = opacity
        self.drawProgress = drawProgress
        self.drawsFromEnd = drawsFromEnd
    }

    /// The pose with no effect: no offset, scale 1, rotation 0, opacity 1, fully drawn.
    public static let rest = SymbolEffectPose()
}
