import Foundation
import KinetypeDiagnostics

/// Kinetype: what an interpolate replace changes, written as the argument of `interpolate` in a
/// dot string: `replace.interpolate(wght: 900)`, `replace.interpolate(size: 96, tracking: 4,
/// color: "#ff3b8e")`.
///
/// The same text moves smoothly from how it looks to how these options say the new one looks
/// (SwiftUI's `.contentTransition(.interpolate)`): a variable font's axes (any four-letter tag,
/// `wght`, `wdth`, `slnt`…), the font size in points, the tracking in points and the colour, the
/// text laid out again at the values in between on every frame. Settings left out keep the
/// new text's own.
public struct InterpolateOptions: Hashable, Sendable, CustomStringConvertible {
    /// Axis settings of the new text, in the order given: tag and value in the axis's units.
    public var axes: [Axis]
    /// The new text's font size in points; nil keeps its own.
    public var size: Double?
    /// The new text's tracking in points; nil keeps its own.
    public var tracking: Double?
    /// The new text's colour as written (`"#ff3b8e"`, `"red"`); nil keeps its own. The effects
    /// layer reads it as a colour.
    public var color: String?

    /// One axis setting: a four-letter OpenType tag and its value.
    public struct Axis: Hashable, Sendable {
        /// The axis tag, as `wght`.
        public var tag: String
        /// The value in the axis's units.
        public var value: Double

        /// The setting of axis `tag` at `value`.
        public init(_ tag: String, _ value: Double) {
            self.tag = tag
            self.value = value
        }
    }

    /// Options that set `axes`, `size`, `tracking` and `color` of the new text.
    public init(axes: [Axis] = [], size: Double? = nil, tracking: Double? = nil, color: String? = nil) {
        self.axes = axes
        self.size = size
        self.tracking = tracking
        self.color = color
    }

    /// The sizes `size:` takes: more than 0, at most 2,000 points (as a layer's font size).
    public static let sizeRange = ValueRange(above: 0, through: 2000, unit: "points")
    /// The tracking `tracking:` takes: -1,000 to 1,000 points.
    public static let trackingRange = ValueRange(-1000...1000, unit: "points")
    /// The values an axis takes here: OpenType's 16.16 fixed-point range (the font's own range
    /// is checked against its face).
    public static let axisRange = ValueRange(-32768...32767, unit: "axis units")

    /// The canonical argument list: axes, then size, tracking and colour.
    var arguments: String {
        var parts = axes.map { "\($0.tag): \(ValueRange.format($0.value))" }
        if let size { parts.append("size: \(ValueRange.format(size))") }
        if let tracking { parts.append("tracking: \(ValueRange.format(tracking))") }
        if let color { parts.append("color: \"\(color)\"") }
        return parts.joined(separator: ", ")
    }

    /// `interpolate`, or `interpolate(…)` with its settings.
    public var description: String { arguments.isEmpty ? "interpolate" : "interpolate(\(arguments))" }

    /// Reads `interpolate`'s argument: labelled entries separated by commas; throws the reason
    /// naming the key.
    static func parse(_ argument: String?) throws(ScrambleOptions.Problem) -> InterpolateOptions {
        var options = InterpolateOptions()
        guard let argument, !argument.isEmpty else { return options }
        for item in try ScrambleOptions.split(argument) {
            guard let colon = item.firstIndex(of: ":"), !item.hasPrefix("\"") else {
                throw .init("'\(item)' needs a label: an axis tag (wght: 900), size:, tracking: or color:")
            }
            let key = item[..<colon].trimmingCharacters(in: .whitespaces)
            let value = item[item.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            switch key {
            case "color":
                guard value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") else {
                    throw .init("color '\(value)' needs double quotes, as color: \"#ff3b8e\"")
                }
                options.color = String(value.dropFirst().dropLast())
            case "size":
                options.size = try number(value, key: key, in: sizeRange)
            case "tracking":
                options.tracking = try number(value, key: key, in: trackingRange)
            default:
                guard key.count == 4, key.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
                    throw .init("unknown key '\(key)': interpolate takes a four-letter axis tag (wght: 900), size:, tracking: and color:")
                }
                let axis = Axis(key, try number(value, key: key, in: axisRange))
                options.axes.removeAll { $0.tag == key }
                options.axes.append(axis)
            }
        }
        return options
    }

    /// `value` as a number within `range`, or the reason naming `key`.
    private static func number(_ value: String, key: String, in range: ValueRange) throws(ScrambleOptions.Problem) -> Double {
        guard let number = Double(value), number.isFinite else {
            throw .init("\(key) '\(value)' is not a number")
        }
        guard range.contains(number) else {
            throw .init("\(key) \(value) is out of range: give \(range.expectation)")
        }
        return number
    }
}
