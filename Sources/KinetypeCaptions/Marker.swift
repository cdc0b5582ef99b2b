import Foundation
import KinetypePrimitives

/// Emphasis and colour tags as private-use characters between reading a cue's text and
/// splitting it into words: each starts or ends italic, bold or underline, or sets a colour.
///
/// A colour travels as three characters: what it sets (a `<font color>` or WebVTT colour class
/// pushed, ASS's primary `\c`/`\1c` or secondary `\2c`), then its red–green–blue value in two
/// halves of 12 bits.
enum Marker {
    static let all: [(tag: String, character: Character, kind: CaptionEmphasis, on: Bool)] = [
        ("i", "\u{F0000}", .italic, true), ("/i", "\u{F0001}", .italic, false),
        ("b", "\u{F0002}", .bold, true), ("/b", "\u{F0003}", .bold, false),
        ("u", "\u{F0004}", .underline, true), ("/u", "\u{F0005}", .underline, false),
    ]

    /// What a colour marker does.
    enum ColorSetting: UInt32 {
        /// `<font color>` or `<c.yellow>`: pushed, until `</font>` or `</c>`.
        case push = 0xF0010
        /// ASS's `\c` / `\1c`: the primary colour from here on.
        case primary = 0xF0011
        /// ASS's `\2c`: the secondary (karaoke's unsung) colour from here on.
        case secondary = 0xF0012
    }
    /// `<font>` or `<c.class>` without a colour: a push that keeps the colour as it is.
    static let pushSame: Character = "\u{F0013}"
    /// `</font>`, `</c>`: back to the colour before the push.
    static let pop: Character = "\u{F0014}"
    /// ASS's `\c` or `\1c` with no value, or `\r`: the primary colour back to the style's.
    static let primaryReset: Character = "\u{F0015}"
    /// ASS's `\2c` with no value, or `\r`: the secondary colour back to the style's.
    static let secondaryReset: Character = "\u{F0016}"
    private static let highHalf: UInt32 = 0xF1000, lowHalf: UInt32 = 0xF2000

    /// What the markers read so far set: emphasis and colours.
    struct State {
        var emphasis: CaptionEmphasis = []
        /// `<font color>` and `<c.class>` pushes, innermost last (nil keeps the one below).
        var pushed: [Color?] = []
        /// ASS's `\1c` and `\2c`, nil for the style's.
        var primary: Color?
        var secondary: Color?
        fileprivate var pending: (setting: ColorSetting, high: UInt32?)?

        /// The colour a word takes when spoken (and, off karaoke lines, before): ASS's primary
        /// override, else the innermost pushed colour.
        var color: Color? { primary ?? pushed.last { $0 != nil } ?? nil }
    }

    /// `text` between the markers that set `emphasis` and `color` and those that end them.
    static func wrapping(_ text: String, emphasis: CaptionEmphasis, color: Color?) -> String {
        var open = "", close = ""
        for marker in all where emphasis.contains(marker.kind) {
            if marker.on { open.append(marker.character) } else { close.append(marker.character) }
        }
        if let color {
            open += push(.push, color)
            close = String(pop) + close
        }
        return open + text + close
    }

    /// The WebVTT default colour classes (`<c.yellow>`), which YouTube's captions use, as the
    /// WebVTT specification defines them; HTML `<font color>` takes the same names.
    static let classColors: [String: Color] = [
        "white": Color(red: 1, green: 1, blue: 1), "lime": Color(red: 0, green: 1, blue: 0), "cyan": Color(red: 0, green: 1, blue: 1),
        "red": Color(red: 1, green: 0, blue: 0), "yellow": Color(red: 1, green: 1, blue: 0), "magenta": Color(red: 1, green: 0, blue: 1),
        "blue": Color(red: 0, green: 0, blue: 1), "black": Color(red: 0, green: 0, blue: 0),
    ]

    /// `text` with `<i>`, `</i>` … (any case), `<font color>`, `<c.class>` and their ends, and
    /// SubStation's `\i1`, `\b0`, `\c&H…&`, `\2c&H…&`, `\r` … inside override blocks as markers
    /// (the tags and blocks themselves are left for the caller to drop).
    static func mark(_ text: String) -> String {
        // Most cues hold no tag: text without a pattern's opening character skips it.
        let tags = text.containsASCII("<"), blocks = text.containsASCII("{")
        guard tags || blocks else { return text }
        var result = tags ? markingEmphasisTags(text) : text
        if tags {
            result = CaptionText.replacingColorTags(in: result, opening: { attributes, isFont in
                var color: Color?
                if isFont {
                    if let value = Pattern.colorAttribute.firstMatch(in: String(attributes))?[1] { color = htmlColor(String(value)) }
                } else {
                    color = attributes.split(separator: ".").lazy.compactMap { classColors[$0.lowercased()] }.first
                }
                return color.map { push(.push, $0) } ?? String(pushSame)
            }, closing: String(pop))
        }
        guard blocks else { return result }
        // {\i1}, {\b1}, {\b700}, {\u0}, {\c&H0000FF&}: markers before the block for the switches inside it.
        return CaptionText.replacingBlocks(in: result, requiringBackslash: true) { inside in
            let block = String(inside)
            var markers = ""
            for setting in emphasisSwitches(in: block) {
                let on = (Int(setting.digits) ?? 0) != 0
                if let marker = all.first(where: { $0.tag == (on ? "" : "/") + String(setting.letter) }) { markers.append(marker.character) }
            }
            for setting in colorSwitches(in: block) {
                let secondary = setting.number == "2"
                if setting.number == nil {
                    markers += String(primaryReset) + String(secondaryReset)
                } else if let hex = setting.hex, let value = UInt32(hex, radix: 16) {
                    markers += push(secondary ? .secondary : .primary, assColor(value))
                } else {
                    markers.append(secondary ? secondaryReset : primaryReset)
                }
            }
            return markers + "{" + block + "}"
        }
    }

    /// `text` with `<i>`, `</i>`, `<b>`, `</b>`, `<u>` and `</u>` in any case as their markers
    /// (``all``), in one pass over its scalars: a file may hold 100,000 tagged cues.
    private static func markingEmphasisTags(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index] == "<" {
                let closing = index + 1 < scalars.count && scalars[index + 1] == "/"
                let letter = index + (closing ? 2 : 1), end = letter + 1
                if end < scalars.count, scalars[end] == ">", scalars[letter].isASCII {
                    let tag = (closing ? "/" : "") + String(scalars[letter]).lowercased()
                    if let marker = all.first(where: { $0.tag == tag }) {
                        result.append(contentsOf: marker.character.unicodeScalars)
                        index = end + 1
                        continue
                    }
                }
            }
            result.append(scalars[index])
            index += 1
        }
        return String(result)
    }

    /// The expressions ``mark(_:)`` uses, compiled once (a file may hold 100,000 tagged cues).
    private enum Pattern {
        /// `color=…` among `<font>`'s attributes: group 1 the value.
        static let colorAttribute = TextPattern(#"color\s*=\s*["']?([^"'\s>]+)"#, caseInsensitive: true)
    }

    /// A colour as HTML's `<font color>` gives it: a name, `#rrggbb`, or the hex digits alone
    /// (as VLC and mpv read them); nil when it reads as neither.
    static func htmlColor(_ text: String) -> Color? {
        if let named = classColors[text.lowercased()] { return named }
        if let color = try? Color(parsing: text) { return color }
        return try? Color(parsing: "#" + text)
    }

    /// An ASS colour, `&HAABBGGRR` read as a number (blue in the high byte; alpha 0 is opaque).
    static func assColor(_ value: UInt32) -> Color {
        func byte(_ shift: UInt32) -> Double { Double((value >> shift) & 0xFF) / 255 }
        return Color(red: byte(0), green: byte(8), blue: byte(16), opacity: 1 - byte(24))
    }

    /// The number ``assColor(_:)`` reads as `color`, each channel to the nearest of 256 steps.
    static func assValue(_ color: Color) -> UInt32 {
        let c = color.resolve()
        func byte(_ value: Float) -> UInt32 { UInt32((min(max(value, 0), 1) * 255).rounded()) }
        return (255 - byte(c.opacity)) << 24 | byte(c.blue) << 16 | byte(c.green) << 8 | byte(c.red)
    }

    static func push(_ setting: ColorSetting, _ color: Color) -> String {
        let resolved = color.resolve()
        func channel(_ value: Float) -> UInt32 { UInt32((min(max(value, 0), 1) * 255).rounded()) }
        let rgb = channel(resolved.red) << 16 | channel(resolved.green) << 8 | channel(resolved.blue)
        return String(Character(Unicode.Scalar(setting.rawValue)!)) + String(Character(Unicode.Scalar(highHalf + (rgb >> 12))!))
            + String(Character(Unicode.Scalar(lowHalf + (rgb & 0xFFF))!))
    }

    /// Whether `character` is a marker.
    static func isMarker(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value, character.unicodeScalars.count == 1 else { return false }
        return (0xF0000...0xF2FFF).contains(value)
    }

    /// Applies a marker to `state`; false (and nothing done) for any other character.
    static func apply(_ character: Character, to state: inout State) -> Bool {
        guard isMarker(character), let value = character.unicodeScalars.first?.value else { return false }
        if let marker = all.first(where: { $0.character == character }) {
            if marker.on { state.emphasis.insert(marker.kind) } else { state.emphasis.remove(marker.kind) }
        } else if let setting = ColorSetting(rawValue: value) {
            state.pending = (setting, nil)
        } else if value >= lowHalf, let pending = state.pending, let high = pending.high {
            let rgb = high << 12 | (value - lowHalf)
            let color = Color(red: Double(rgb >> 16) / 255, green: Double(rgb >> 8 & 0xFF) / 255, blue: Double(rgb & 0xFF) / 255)
            switch pending.setting {
            case .push: state.pushed.append(color)
            case .primary: state.primary = color
            case .secondary: state.secondary = color
            }
            state.pending = nil
        } else if value >= highHalf, value < lowHalf, state.pending != nil {
            state.pending?.high = value - highHalf
        } else if character == pushSame {
            state.pushed.append(nil)
        } else if character == pop {
            _ = state.pushed.popLast()
        } else if character == primaryReset {
            state.primary = nil
        } else if character == secondaryReset {
            state.secondary = nil
        }
        return true
    }

    /// `text` without markers.
    static func strip(_ text: String) -> String {
        String(text.filter { !isMarker($0) })
    }
}
