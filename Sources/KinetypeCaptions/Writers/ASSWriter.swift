import Foundation
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

/// Writes a caption card's pages as an ASS script (`.ass`, `.ssa`) with karaoke tags: a
/// `Dialogue` a page, each word filled while it is spoken, in the card's font family and size,
/// outline and spoken colour (``CaptionCard/activeColor``), bold as ``CaptionCard/isBold`` says.
public struct ASSWriter: CaptionWriter {
    /// An ASS writer.
    public init() {}

    /// `ass`.
    public var name: String { "ass" }
    /// `.ass`, and `.ssa`, which players read as the same script.
    public var extensions: [String] { ["ass", "ssa"] }

    /// `card`'s pages as an ASS script: its font's family (Noto Sans when it cannot tell) and size,
    /// an outline of half its stroke's pen (ASS outlines each side of a glyph's edge by its width),
    /// its spoken colour (karaoke's yellow by default) over white. A card with
    /// ``CaptionCard/assMotion`` is written by ``ASSMotionWriter`` instead.
    public func text(of card: CaptionCard) -> String {
        if card.assMotion { return ASSMotionWriter().text(of: card) }
        let family = Self.family(of: card)
        let outline = card.stroke.map { Double($0.lineWidth) / 2 } ?? 0
        return Self.text(card.pages(), width: card.width, height: card.height, fontName: family, fontSize: Double(card.font.size),
                         active: card.activeColor ?? .yellow, upcoming: .white, outline: outline, bold: card.isBold)
    }

    /// An ASS script of `pages` on a `width`×`height` canvas: one `Dialogue` a page, each word
    /// after a `\kf` tag of its length in centiseconds (silences as empty `\k` syllables), so a
    /// player's fill sweeps each word while it is spoken. `active` is the sung colour (ASS's
    /// primary), `upcoming` the unsung one (secondary). A word's own colours (SRT's `<font
    /// color>`, ASS's `\1c` and `\2c`) and emphasis (italic, underline, and bold unless the
    /// style is: `bold` sets it) go in the same block as its karaoke tag, where they change from
    /// the word before.
    public static func text(_ pages: [CaptionPage], width: Int, height: Int, fontName: String, fontSize: Double,
                            active: Color, upcoming: Color, outline: Double = 3, marginV: Int? = nil, bold: Bool = true) -> String {
        var lines = header(width: width, height: height, fontName: fontName, fontSize: fontSize, active: active, upcoming: upcoming,
                           outline: outline, marginV: marginV, bold: bold)
        for page in pages {
            lines.append("Dialogue: 0,\(CaptionTime.ass(page.start)),\(CaptionTime.ass(page.end)),Default,\(name(of: page)),0,0,0,,"
                         + karaoke(page, active: active, upcoming: upcoming, bold: bold))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The script's header up to its events' `Format:` line: `PlayResX`/`PlayResY` of the canvas
    /// and the `Default` style (``text(_:width:height:fontName:fontSize:active:upcoming:outline:marginV:bold:)``).
    package static func header(width: Int, height: Int, fontName: String, fontSize: Double, active: Color, upcoming: Color,
                               outline: Double, marginV: Int?, bold: Bool, info: [String] = [], styles: [String] = []) -> [String] {
        ["[Script Info]", "ScriptType: v4.00+", "PlayResX: \(width)", "PlayResY: \(height)", "WrapStyle: 0", "ScaledBorderAndShadow: yes"]
            + info + [
            "",
            "[V4+ Styles]",
            "Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding",
            "Style: Default,\(fontName),\(format(fontSize)),\(styleColor(active)),\(styleColor(upcoming)),&H00000000,&H80000000,\(bold ? -1 : 0),0,0,0,100,100,0,0,1,\(format(outline)),0,2,\(width / 12),\(width / 12),\(marginV ?? height / 12),1",
        ] + styles + [
            "",
            "[Events]",
            "Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text",
        ]
    }

    /// The family of `card`'s font as its face names it; Noto Sans when it cannot tell.
    package static func family(of card: CaptionCard) -> String {
        (try? Text("A").font(card.font).layout()).flatMap { $0.first?.first?.font.familyName } ?? "Noto Sans"
    }

    /// A style line's colour, `&HAABBGGRR` (alpha 00 opaque).
    package static func styleColor(_ color: Color) -> String { String(format: "&H%08X", Marker.assValue(color)) }

    /// An override's colour, `&HBBGGRR&`.
    package static func overrideColor(_ color: Color) -> String { String(format: "&H%06X&", Marker.assValue(color) & 0xFF_FFFF) }

    /// The `Name` field of `page`'s line: its speaker (commas would end the field early).
    package static func name(of page: CaptionPage) -> String {
        (page.words.lazy.compactMap(\.speaker).first ?? "").replacingOccurrences(of: ",", with: " ")
    }

    /// The text of `page`'s karaoke line: each word after a `\kf` tag of its length in
    /// centiseconds from the page's start (silences as empty `\k` syllables), with its own
    /// colours and emphasis where they change from the word before; a keyword (``CaptionWord/keyword``)
    /// in its colour, sung and unsung, and at its scale (`\fscx`, `\fscy`).
    package static func karaoke(_ page: CaptionPage, active: Color, upcoming: Color, bold: Bool) -> String {
        let override = overrideColor
        var text = ""
        // Centisecond boundaries from the page's start, rounded once, so lengths add up exactly.
        func centiseconds(_ time: Double) -> Int { Int(saturating: ((time - page.start) * 100).rounded()) }
        var clock = 0
        // What the text is set in so far: the style's colours and no emphasis at each line's start.
        var sung = active, unsung = upcoming, emphasis: CaptionEmphasis = [], scale = 1.0
        if let anchor = page.anchor {
            // Numpad alignment: 7 8 9 at the top, 4 5 6 in the middle, 1 2 3 at the bottom.
            let row = anchor.y < 0.25 ? 6 : anchor.y < 0.75 ? 3 : 0, column = anchor.x < 0.25 ? 1 : anchor.x < 0.75 ? 2 : 3
            text += "{\\an\(row + column)}"
        }
        for (index, word) in page.words.enumerated() {
            let start = centiseconds(word.start), end = max(centiseconds(word.end), start)
            if page.lineBreaks.contains(index) { text += "\\N" } else if index > 0 && word.spaceBefore { text += " " }
            if start > clock { text += "{\\k\(start - clock)}" }
            let escaped = word.text.replacingOccurrences(of: "{", with: "(").replacingOccurrences(of: "}", with: ")")
            var tags = ""
            // A keyword (--emphasis) keeps its colour sung and unsung, at its scale.
            let keyword = word.keyword
            let spoken = keyword?.color ?? word.spokenColor ?? active, waiting = keyword?.color ?? word.color ?? upcoming
            if spoken != sung { sung = spoken; tags += "\\1c" + override(sung) }
            if waiting != unsung { unsung = waiting; tags += "\\2c" + override(unsung) }
            if (keyword?.scale ?? 1) != scale {
                scale = keyword?.scale ?? 1
                let percent = format((scale * 100 * 100).rounded() / 100)
                tags += "\\fscx\(percent)\\fscy\(percent)"
            }
            for (flag, tag) in [(CaptionEmphasis.italic, "i"), (.bold, "b"), (.underline, "u")]
                where word.emphasis.contains(flag) != emphasis.contains(flag) && !(bold && flag == .bold) {
                tags += "\\\(tag)\(word.emphasis.contains(flag) ? 1 : 0)"
            }
            emphasis = word.emphasis
            text += "{\\kf\(end - max(start, clock))\(tags)}" + escaped
            clock = max(end, clock)
        }
        return text
    }

    /// A size in the style line: whole, or to two decimals.
    package static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%.2f", value)
    }
}
