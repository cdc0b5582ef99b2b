extension FixedWidthInteger {
    /// The integer nearest to `value` rounded toward zero, held to the type's range: NaN becomes
    /// 0, anything beyond `min` or `max` becomes that bound.
    ///
    /// Swift's `Int(_:)` of a floating-point value stops the program when the value is NaN,
    /// infinite or out of range. Input is checked against its ``ValueRange`` first; this is the
    /// line behind that check, for conversions of values that are computed from input (a glyph's
    /// bounds after a transform, a blur's reach), so that no number a user can write reaches a
    /// trap.
    ///
    /// ```swift
    /// Int(saturating: 1e300)         // Int.max
    /// UInt32(saturating: -3.5)       // 0
    /// Int(saturating: Double.nan)    // 0
    /// ```
    @inlinable
    public init<Source: BinaryFloatingPoint>(saturating value: Source) {
        if value.isNaN {
            self = 0
        } else if let exact = Self(exactly: value.rounded(.towardZero)) {
            self = exact
        } else {
            self = value < 0 ? .min : .max
        }
    }
}
