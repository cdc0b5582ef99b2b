extension Color {
    /// The colour `amount` of the way from this colour to `other` (0 is this colour, 1 is
    /// `other`): each resolved component, opacity included, interpolated linearly in
    /// gamma-encoded sRGB, as a gradient blends between two stops and a mesh between keyframes.
    ///
    /// `c = a + (b − a)·amount` for each of red, green, blue and opacity, in `Double`.
    ///
    /// ```swift
    /// Color.black.interpolated(towards: .white, amount: 0.5)   // sRGB (0.5, 0.5, 0.5)
    /// ```
    public func interpolated(towards other: Color, amount: Double) -> Color {
        let a = resolve(), b = other.resolve()
        func mix(_ x: Float, _ y: Float) -> Double { Double(x) + (Double(y) - Double(x)) * amount }
        return Color(red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue),
                     opacity: mix(a.opacity, b.opacity))
    }
}
