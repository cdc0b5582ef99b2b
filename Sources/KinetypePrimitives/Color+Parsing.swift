import Foundation
import KinetypeDiagnostics

extension Color {
    /// A color from a hex code: `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`, with or without the
    /// `#`, digits in either case (a Kinetype extension; SwiftUI has none). Nil for anything else.
    ///
    /// A short digit stands for itself twice (`f` is `ff`), as in CSS. The components are sRGB.
    ///
    /// ```swift
    /// Color(hex: "#ff3b8e")     // opaque pink
    /// Color(hex: "00000080")    // black at 50% (128/255) opacity
    /// ```
    public init?(hex: String) {
        var digits = Substring(hex.trimmingCharacters(in: .whitespaces))
        if digits.first == "#" { digits = digits.dropFirst() }
        var values: [Int] = []
        for character in digits {
            guard let value = character.hexDigitValue, character.isASCII else { return nil }
            values.append(value)
        }
        let levels: [Int]
        switch values.count {
        case 3, 4: levels = values.map { $0 * 17 }
        case 6, 8: levels = stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
        default: return nil
        }
        self.init(sRGBRed: Double(levels[0]) / 255, green: Double(levels[1]) / 255,
                  blue: Double(levels[2]) / 255, opacity: levels.count == 4 ? Double(levels[3]) / 255 : 1)
    }

    /// A color from a string: a standard color name (`"red"`, `"secondary"`; any case, and
    /// `"transparent"` for `.clear`) or a hex code with its `#` (`#rgb`, `#rgba`, `#rrggbb`,
    /// `#rrggbbaa`). This is Kinetype's one colour grammar: scene files, markup attributes,
    /// renderer parameters and command-line options all read colours with it.
    ///
    /// Names mean SwiftUI's colors, not CSS's: `"red"` is `Color.red`, (255, 59, 48), not
    /// `#ff0000`. The `#` is required so that a misspelt name such as `"bad"` is reported rather
    /// than read as `#bbaadd`; a bare word of hex digits gets "did you mean "#bad"?". (In YAML the
    /// value must be quoted, because an unquoted `#` starts a comment.) Throws `PrimitivesError`
    /// naming the input, with the nearest name when the input looks like a misspelt one.
    ///
    /// ```swift
    /// try Color(parsing: "white")     // .white
    /// try Color(parsing: "#ff3b8e")
    /// try? Color(parsing: "rde")      // nil: it throws unknown color name "rde"; did you mean "red"? …
    /// try? Color(parsing: "ff3b8e")   // nil: it throws hex color "ff3b8e" needs its #: write "#ff3b8e" …
    /// ```
    public init(parsing text: String) throws(PrimitivesError) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .emptyColor }
        let lowered = trimmed.lowercased()
        if lowered == "transparent" {
            self = .clear
            return
        }
        if let named = Color.standardColors.first(where: { $0.name == lowered }) {
            self = named.color
            return
        }
        if trimmed.first == "#" {
            guard let color = Color(hex: trimmed) else { throw .malformedHexColor(trimmed) }
            self = color
            return
        }
        if Color(hex: trimmed) != nil { throw .hexWithoutHash(trimmed) }
        throw .unknownColorName(trimmed, suggestion: NameSuggestion.nearest(to: trimmed, among: Color.parsableNames))
    }

    /// The colour names `init(parsing:)` accepts, in SwiftUI's documentation order.
    public static var parsableNames: [String] { standardColors.map(\.name) + ["transparent"] }
}
