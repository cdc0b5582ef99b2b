import Foundation
import KinetypeDiagnostics
import KinetypePrimitives

/// Paged, word-timed captions written back out, so other players show the same timing: ASS with
/// karaoke tags and WebVTT with inline timestamps.
public enum CaptionExport {
    /// An ASS script of `pages` on a `width`×`height` canvas: one `Dialogue` a page, each word
    /// after a `\kf` tag of its length in centiseconds (silences as empty `\k` syllables), so a
    /// player's fill sweeps each word while it is spoken. `active` is the sung colour (ASS's
    /// primary), `upcoming` the unsung one (secondary).
    public static func ass(_ pages: [CaptionPage], width: Int, height: Int, fontName: String, fontSize: Double,
                           active: Color, upcoming: Color, outline: Double = 3, marginV: Int? = nil) -> String {
        func color(_ color: Color) -> String {
            // &HAABBGGRR, alpha 00 opaque.
            let c = color.resolve()
            func byte(_ v: Float) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
            return String(format: "&H%02X%02X%02X%02X", 255 - byte(c.opacity), byte(c.blue), byte(c.green), byte(c.red))
        }
        var lines = [
            "[Script Info]",
            "ScriptType: v4.00+",
            "PlayResX: \(width)",
            "PlayResY: \(height)",
            "WrapStyle: 0",
            "ScaledBorderAndShadow: yes",
            "",
            "[V4+ Styles]",
            "Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding",
            "Style: Default,\(fontName),\(format(fontSize)),\(color(active)),\(color(upcoming)),&H00000000,&H80000000,-1,0,0,0,100,100,0,0,1,\(format(outline)),0,2,\(width / 12),\(width / 12),\(marginV ?? height / 12),1",
            "",
            "[Events]",
            "Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text",
        ]
        for page in pages {
            var text = ""
            // Centisecond boundaries from the page's start, rounded once, so lengths add up exactly.
            func centiseconds(_ time: Double) -> Int { Int(saturating: ((time - page.start) * 100).rounded()) }
            var clock = 0
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
                text += "{\\kf\(end - max(start, clock))}" + escaped
                clock = max(end, clock)
            }
            lines.append("Dialogue: 0,\(assTime(page.start)),\(assTime(page.end)),Default,,0,0,0,,\(text)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A WebVTT file of `pages`: one cue a page, its lines as the page breaks them, each word
    /// after the first behind its start as an inline timestamp; a page at the top or middle
    /// says so with `line:`.
    public static func webVTT(_ pages: [CaptionPage]) -> String {
        var lines = ["WEBVTT", ""]
        for page in pages {
            let placement = page.anchor.map { $0.y < 0.25 ? " line:0" : $0.y < 0.75 ? " line:50%" : "" } ?? ""
            lines.append("\(vttTime(page.start)) --> \(vttTime(page.end))\(placement)")
            var text = ""
            for (index, word) in page.words.enumerated() {
                if index > 0 { text += (page.lineBreaks.contains(index) ? "\n" : word.spaceBefore ? " " : "") + "<\(vttTime(word.start))>" }
                text += word.text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                    .replacingOccurrences(of: ">", with: "&gt;")
            }
            lines.append(text)
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// `H:MM:SS.cc`.
    static func assTime(_ seconds: Double) -> String {
        let cs = Int(saturating: (max(0, seconds) * 100).rounded())
        return String(format: "%d:%02d:%02d.%02d", cs / 360_000, cs / 6000 % 60, cs / 100 % 60, cs % 100)
    }

    /// `HH:MM:SS.mmm`.
    static func vttTime(_ seconds: Double) -> String {
        let ms = Int(saturating: (max(0, seconds) * 1000).rounded())
        return String(format: "%02d:%02d:%02d.%03d", ms / 3_600_000, ms / 60_000 % 60, ms / 1000 % 60, ms % 1000)
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%.2f", value)
    }
}
