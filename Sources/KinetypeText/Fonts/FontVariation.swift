import Foundation
import KinetypeDiagnostics

/// A variable font's axis setting, as `hb_variation_from_string` reads it (`wght=650`, `wdth=90`):
/// a four-letter OpenType axis tag and a value in the axis's own units (design coordinates).
///
/// A face without the axis ignores the setting; a value outside the axis's range is clamped
/// to it (HarfBuzz and FreeType both clamp). Scene files and the command line check both
/// first and say what the face has (``Font/checkVariations(_:)``).
///
/// ```swift
/// let font = Font.custom("Inter", size: 72).variation("wght", 650).variation("slnt", -5)
/// ```
public struct FontVariation: Hashable, Sendable, CustomStringConvertible {
    /// The four-letter OpenType axis tag, for example `wght`.
    public var tag: String
    /// The value in the axis's units (`wght`: 100–900 in most fonts).
    public var value: Double

    /// A setting of axis `tag` (four letters, such as `wght`) at `value` in the axis's units.
    /// Nothing is checked here: a face without the axis ignores it when the text is laid out.
    public init(_ tag: String, _ value: Double) {
        self.tag = tag
        self.value = value
    }

    /// Parses HarfBuzz's variation syntax (`wght=650`); nil when it is not one.
    public init?(parsing string: String) {
        guard let (tag, value) = HarfBuzz.variation(parsing: string) else { return nil }
        self.init(tag, value)
    }

    /// Parses a comma-separated list (`wght=650,wdth=90`); nil when an item is not a setting.
    public static func list(parsing string: String) -> [FontVariation]? {
        var list: [FontVariation] = []
        for part in string.split(separator: ",") {
            guard let variation = FontVariation(parsing: part.trimmingCharacters(in: .whitespaces)) else { return nil }
            list.append(variation)
        }
        return list
    }

    /// `wght=650`, the syntax `hb-shape --variations` takes; whole values print without a fraction.
    public var description: String {
        "\(tag)=\(ValueRange.format(value))"
    }
}

/// One axis of a variable font (`hb_ot_var_get_axis_infos`), in design units.
public struct FontAxis: Hashable, Sendable, CustomStringConvertible {
    /// The four-letter tag, for example `wght`.
    public var tag: String
    /// The lowest value the axis takes.
    public var minimum: Double
    /// The axis's value in the face's default instance.
    public var defaultValue: Double
    /// The highest value the axis takes.
    public var maximum: Double

    /// `wght 100…900 (default 400)`.
    public var description: String {
        let format = ValueRange.format
        return "\(tag) \(format(minimum))…\(format(maximum)) (default \(format(defaultValue)))"
    }
}
