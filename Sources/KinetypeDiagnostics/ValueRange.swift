/// The numbers a value may take, with the unit they count: the one description of a numeric
/// limit that every check quotes (a scene key, a command-line option, a renderer's or a
/// transition's parameter), so that `validate`, `render` and the listings agree.
///
/// A range is closed, or open at the bottom for values that must be greater than a bound (a
/// duration, a scale); it may take whole numbers only. A value that is NaN or infinite is never
/// in a range.
///
/// ```swift
/// let side = ValueRange(1...16384, unit: "pixels", whole: true)
/// side.contains(1280)           // true
/// side.expectation              // "a whole number of pixels from 1 to 16384"
/// ValueRange(above: 0, through: 3600, unit: "seconds").expectation
///                               // "a number of seconds greater than 0 and at most 3600"
/// ```
public struct ValueRange: Sendable, Hashable, CustomStringConvertible {
    /// The smallest valid value, or the bound values must exceed when `excludesLowerBound`.
    public let lowerBound: Double
    /// The largest valid value.
    public let upperBound: Double
    /// True when values must be greater than `lowerBound` rather than equal to it or more.
    public let excludesLowerBound: Bool
    /// True when only whole numbers are valid.
    public let isWhole: Bool
    /// What the numbers count, plural ("pixels", "seconds", "frames per second"); empty for a
    /// plain number such as a factor.
    public let unit: String

    /// The values from `bounds.lowerBound` to `bounds.upperBound`, both included.
    public init(_ bounds: ClosedRange<Double>, unit: String = "", whole: Bool = false) {
        lowerBound = bounds.lowerBound
        upperBound = bounds.upperBound
        excludesLowerBound = false
        isWhole = whole
        self.unit = unit
    }

    /// The values greater than `lower` and at most `upper`.
    public init(above lower: Double, through upper: Double, unit: String = "") {
        lowerBound = lower
        upperBound = upper
        excludesLowerBound = true
        isWhole = false
        self.unit = unit
    }

    /// Whether `value` is finite, within the bounds and, for a whole range, whole.
    public func contains(_ value: Double) -> Bool {
        guard value.isFinite, value <= upperBound else { return false }
        guard excludesLowerBound ? value > lowerBound : value >= lowerBound else { return false }
        return !isWhole || value == value.rounded()
    }

    /// Whether `value` is within the bounds.
    public func contains(_ value: Int) -> Bool {
        contains(Double(value))
    }

    /// `value` moved into the range: NaN to the lower bound, anything beyond a bound to that
    /// bound (for an open range, the lower bound itself is kept). For code that must go on with
    /// a value it cannot refuse, such as a drawing call.
    public func clamp(_ value: Double) -> Double {
        guard !value.isNaN else { return lowerBound }
        return min(max(value, lowerBound), upperBound)
    }

    /// The bounds in words: "from 1 to 16384", "greater than 0 and at most 3600".
    public var bounds: String {
        let lower = Self.format(lowerBound), upper = Self.format(upperBound)
        return excludesLowerBound ? "greater than \(lower) and at most \(upper)" : "from \(lower) to \(upper)"
    }

    /// What a valid value is, for "expected …" and "give …": "a whole number of pixels from 1 to
    /// 16384", "a number of seconds greater than 0 and at most 3600", "a number from -1 to 1".
    public var expectation: String {
        let noun = isWhole ? "a whole number" : "a number"
        return unit.isEmpty ? "\(noun) \(bounds)" : "\(noun) of \(unit) \(bounds)"
    }

    /// The bounds and unit, short, for listings and help text: "1 to 16384 pixels",
    /// "> 0 to 3600 seconds".
    public var description: String {
        let lower = (excludesLowerBound ? "> " : "") + Self.format(lowerBound)
        return "\(lower) to \(Self.format(upperBound))" + (unit.isEmpty ? "" : " \(unit)")
    }

    /// A number as errors and listings show it: whole numbers without a fraction (`30`, not
    /// `30.0`), others as Swift prints them (`0.25`, `1e+300`).
    public static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
