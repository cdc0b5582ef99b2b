/// A bare number is a length in pixels: `ScenePosition(offsetX: 40, offsetY: -40)`.
extension SceneLength: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// `value` pixels.
    public init(floatLiteral value: Double) {
        self.init(value)
    }

    /// `value` pixels.
    public init(integerLiteral value: Int) {
        self.init(Double(value))
    }
}
