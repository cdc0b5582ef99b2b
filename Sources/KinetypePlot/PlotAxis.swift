import Foundation

/// One axis of a plot: the range it shows and its ticks at "nice" steps (1, 2, 2.5 or 5 times a
/// power of ten), about `targetTicks` of them, with the range widened to whole steps.
public struct PlotAxis: Hashable, Sendable {
    /// The value at the axis's start: the lowest value covered, rounded down to a whole ``step``.
    public let lower: Double
    /// The value at the axis's end: the highest value covered, rounded up to a whole ``step``.
    public let upper: Double
    /// The distance between ticks: 1, 2, 2.5 or 5 times a power of ten, the first of these that
    /// gives no more than about `targetTicks` ticks.
    public let step: Double
    /// Tick values from `lower` to `upper`, every `step`.
    public var ticks: [Double] {
        let steps = ((upper - lower) / step).rounded()
        // About the target number of ticks by construction; an axis too wide or too fine for
        // that (non-finite ends) has its ends alone.
        guard steps.isFinite, steps >= 0, steps <= 100 else { return [lower, upper].filter(\.isFinite) }
        return (0...Int(steps)).map { lower + Double($0) * step }
    }

    /// An axis covering `lower...upper` (widened to whole steps; an empty range is widened by 1).
    public init(covering lower: Double, _ upper: Double, targetTicks: Int = 6) {
        var (low, high) = (min(lower, upper), max(lower, upper))
        if !(high - low > 1e-12) { low -= 0.5; high += 0.5 }
        let raw = (high - low) / Double(max(1, targetTicks - 1))
        let power = pow(10, (log10(raw)).rounded(.down))
        let step = [1.0, 2, 2.5, 5, 10].map { $0 * power }.first { $0 >= raw * 0.999 } ?? 10 * power
        self.step = step
        self.lower = (low / step + 1e-9).rounded(.down) * step
        self.upper = (high / step - 1e-9).rounded(.up) * step
    }

    /// Where `value` falls between `start` (at ``lower``) and `end` (at ``upper``), in pixels.
    public func position(of value: Double, from start: Double, to end: Double) -> Double {
        start + (value - lower) / (upper - lower) * (end - start)
    }

    /// A tick's label: as many decimals as the step needs, no "-0".
    public func label(_ value: Double) -> String {
        var decimals = 0
        while decimals < 6, abs((step * pow(10, Double(decimals))).rounded() - step * pow(10, Double(decimals))) > 1e-9 { decimals += 1 }
        let text = PlotFormat.fixed(value, decimals: decimals)
        return text
    }
}

/// Fixed decimal formatting for plot output: the same text on every machine and locale.
enum PlotFormat {
    /// `value` rounded to `decimals` places, "." as the separator, without a "-" on zero.
    static func fixed(_ value: Double, decimals: Int) -> String {
        let scale = pow(10, Double(decimals))
        var scaled = (value * scale).rounded()
        if scaled == 0 { scaled = 0 }   // no "-0"
        let negative = scaled < 0
        guard abs(scaled) < 1e18 else { return String(format: "%g", value) }
        let digits = String(Int64(abs(scaled)))
        guard decimals > 0 else { return (negative ? "-" : "") + digits }
        let padded = String(repeating: "0", count: max(0, decimals + 1 - digits.count)) + digits
        let split = padded.index(padded.endIndex, offsetBy: -decimals)
        return (negative ? "-" : "") + padded[..<split] + "." + padded[split...]
    }
}
