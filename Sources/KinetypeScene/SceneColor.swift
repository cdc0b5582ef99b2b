import Foundation

/// A colour in a scene file: a SwiftUI colour name or a hex code, parsed to sRGB components.
///
/// The scene module sits below the graphics layer, so it keeps colours as plain components; the
/// renderer maps them to its `Color` with `Color(sRGBRed:green:blue:opacity:)`.
///
/// Accepted spellings, case-insensitive:
/// - SwiftUI's standard colours with the values SwiftUI resolves them to in light mode on iOS
///   (`red` is (255, 59, 48), not CSS's `#ff0000`): red, orange, yellow, green, mint, teal, cyan,
///   blue, indigo, purple, pink, brown, white, gray, black, clear, primary, secondary; and
///   `transparent` for `clear`. These match Kinetype's `Color.red` etc.
/// - Hex codes with a leading `#`: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` (a short digit stands
///   for itself twice, as in CSS). The `#` is required so that a misspelt name such as `"bad"`
///   is reported rather than read as `#bbaadd`; in YAML the value must be quoted, because an
///   unquoted `#` starts a comment.
///
/// ```swift
/// SceneColor("#ff3b8e")    // (1.0, 0.231, 0.557, 1.0)
/// SceneColor("white")      // .white
/// SceneColor("fff")        // nil: hex needs its "#"
/// ```
public struct SceneColor: Hashable, Sendable, CustomStringConvertible {
    /// sRGB red, 0…1, not premultiplied.
    public var red: Double
    /// sRGB green, 0…1, not premultiplied.
    public var green: Double
    /// sRGB blue, 0…1, not premultiplied.
    public var blue: Double
    /// Opacity, 0…1.
    public var alpha: Double

    /// A colour from sRGB components and an opacity, each 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The colour a name or hex code spells, or nil when it spells none.
    public init?(_ text: String) {
        let lowered = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let named = Self.named.first(where: { $0.name == lowered }) {
            self = named.color
        } else if lowered.first == "#", let color = Self.hex(lowered.dropFirst()) {
            self = color
        } else {
            return nil
        }
    }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque, each component rounded to 8 bits.
    public var description: String {
        func byte(_ value: Double) -> String {
            let level = Int((min(max(value, 0), 1) * 255).rounded())
            return (level < 16 ? "0" : "") + String(level, radix: 16)
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    /// Opaque white, the default text colour.
    public static let white = SceneColor(red: 1, green: 1, blue: 1)
    /// Opaque black, the default background.
    public static let black = SceneColor(red: 0, green: 0, blue: 0)

    /// The colour names `init(_:)` accepts, in SwiftUI's documentation order.
    public static var names: [String] { named.map(\.name) }

    private static func level(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Double = 1) -> SceneColor {
        SceneColor(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }

    private static let named: [(name: String, color: SceneColor)] = [
        ("red", level(255, 59, 48)), ("orange", level(255, 149, 0)), ("yellow", level(255, 204, 0)),
        ("green", level(52, 199, 89)), ("mint", level(0, 199, 190)), ("teal", level(48, 176, 199)),
        ("cyan", level(50, 173, 230)), ("blue", level(0, 122, 255)), ("indigo", level(88, 86, 214)),
        ("purple", level(175, 82, 222)), ("pink", level(255, 45, 85)), ("brown", level(162, 132, 94)),
        ("white", level(255, 255, 255)), ("gray", level(142, 142, 147)), ("black", level(0, 0, 0)),
        ("clear", level(0, 0, 0, 0)), ("transparent", level(0, 0, 0, 0)),
        ("primary", level(0, 0, 0)), ("secondary", level(60, 60, 67, 0.6)),
    ]

    /// The colour of 3, 4, 6 or 8 hex digits.
    static func hex(_ digits: Substring) -> SceneColor? {
        var values: [Int] = []
        for character in digits {
            guard character.isASCII, let value = character.hexDigitValue else { return nil }
            values.append(value)
        }
        let levels: [Int]
        switch values.count {
        case 3, 4: levels = values.map { $0 * 17 }
        case 6, 8: levels = stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
        default: return nil
        }
        return level(levels[0], levels[1], levels[2], levels.count == 4 ? Double(levels[3]) / 255 : 1)
    }
}
