import Foundation
import KinetypeDiagnostics
import KinetypePrimitives

/// Paged, word-timed captions written back out, so other players show the same timing: ASS with
/// karaoke tags, WebVTT with inline timestamps, SRT, which every player, editor and upload
/// page takes (a page a cue), and TTML in IMSC 1.1's text profile, which streaming services take.
public enum CaptionExport {
    /// The caption files Kinetype writes, named by their extension.
    public enum Format: String, CaseIterable, Sendable {
        /// ASS (``CaptionExport/ass(_:width:height:fontName:fontSize:active:upcoming:outline:marginV:bold:)``) for
        /// `.ass` and `.ssa`; WebVTT (``CaptionExport/webVTT(_:)``) for `.vtt`; SRT
        /// (``CaptionExport/srt(_:)``) for `.srt`; TTML in IMSC 1.1's text profile
        /// (``CaptionExport/ttml(_:language:)``) for `.ttml` and `.dfxp`.
        case ass, ssa, vtt, srt, ttml, dfxp

        /// The format of a file called `path`, by its extension (any case); nil for another.
        public init?(path: String) {
            self.init(rawValue: (path as NSString).pathExtension.lowercased())
        }
    }

    /// An ASS script of `pages` on a `width`×`height` canvas: one `Dialogue` a page, each word
    /// after a `\kf` tag of its length in centiseconds (silences as empty `\k` syllables), so a
    /// player's fill sweeps each word while it is spoken. `active` is the sung colour (ASS's
    /// primary), `upcoming` the unsung one (secondary). A word's own colours (SRT's `<font
    /// color>`, ASS's `\1c` and `\2c`) and emphasis (italic, underline, and bold unless the
    /// style is: `bold` sets it) go in the same block as its karaoke tag, where they change from
    /// the word before.
    public static func ass(_ pages: [CaptionPage], width: Int, height: Int, fontName: String, fontSize: Double,
                           active: Color, upcoming: Color, outline: Double = 3, marginV: Int? = nil, bold: Bool = true) -> String {
        // &HAABBGGRR, alpha 00 opaque.
        func color(_ color: Color) -> String { String(format: "&H%08X", Marker.assValue(color)) }
        // An override's colour, &HBBGGRR&.
        func override(_ color: Color) -> String { String(format: "&H%06X&", Marker.assValue(color) & 0xFF_FFFF) }
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
            "Style: Default,\(fontName),\(format(fontSize)),\(color(active)),\(color(upcoming)),&H00000000,&H80000000,\(bold ? -1 : 0),0,0,0,100,100,0,0,1,\(format(outline)),0,2,\(width / 12),\(width / 12),\(marginV ?? height / 12),1",
            "",
            "[Events]",
            "Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text",
        ]
        for page in pages {
            var text = ""
            // Centisecond boundaries from the page's start, rounded once, so lengths add up exactly.
            func centiseconds(_ time: Double) -> Int { Int(saturating: ((time - page.start) * 100).rounded()) }
            var clock = 0
            // What the text is set in so far: the style's colours and no emphasis at each line's start.
            var sung = active, unsung = upcoming, emphasis: CaptionEmphasis = []
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
                if (word.spokenColor ?? active) != sung { sung = word.spokenColor ?? active; tags += "\\1c" + override(sung) }
                if (word.color ?? upcoming) != unsung { unsung = word.color ?? upcoming; tags += "\\2c" + override(unsung) }
                for (flag, tag) in [(CaptionEmphasis.italic, "i"), (.bold, "b"), (.underline, "u")]
                    where word.emphasis.contains(flag) != emphasis.contains(flag) && !(bold && flag == .bold) {
                    tags += "\\\(tag)\(word.emphasis.contains(flag) ? 1 : 0)"
                }
                emphasis = word.emphasis
                text += "{\\kf\(end - max(start, clock))\(tags)}" + escaped
                clock = max(end, clock)
            }
            // The Name field: the page's speaker (commas would end the field early).
            let name = (page.words.lazy.compactMap(\.speaker).first ?? "").replacingOccurrences(of: ",", with: " ")
            lines.append("Dialogue: 0,\(assTime(page.start)),\(assTime(page.end)),Default,\(name),0,0,0,,\(text)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A WebVTT file of `pages`: one cue a page, its lines as the page breaks them, each word
    /// after the first behind its start as an inline timestamp; a page at the top or middle
    /// says so with `line:`. A word's emphasis is kept (`<i>`, `<b>`, `<u>`), and its colour
    /// where it is one of WebVTT's colour classes (`<c.yellow>`). A word's speaker starts a voice
    /// span (`<v Roger>`) where the speaker changes.
    public static func webVTT(_ pages: [CaptionPage]) -> String {
        var lines = ["WEBVTT", ""]
        for page in pages {
            let placement = page.anchor.map { $0.y < 0.25 ? " line:0" : $0.y < 0.75 ? " line:50%" : "" } ?? ""
            lines.append("\(vttTime(page.start)) --> \(vttTime(page.end))\(placement)")
            var text = ""
            var voice: String?
            for (index, word) in page.words.enumerated() {
                if index > 0 { text += (page.lineBreaks.contains(index) ? "\n" : word.spaceBefore ? " " : "") + "<\(vttTime(word.start))>" }
                if let speaker = word.speaker, speaker != voice {
                    text += (voice == nil ? "" : "</v>") + "<v \(speaker.replacingOccurrences(of: ">", with: " "))>"
                    voice = speaker
                }
                var marked = word.text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                    .replacingOccurrences(of: ">", with: "&gt;")
                if let color = word.color, let name = Marker.classColors.first(where: { $0.value == color })?.key {
                    marked = "<c.\(name)>\(marked)</c>"
                }
                for (flag, tag) in [(CaptionEmphasis.underline, "u"), (.bold, "b"), (.italic, "i")] where word.emphasis.contains(flag) {
                    marked = "<\(tag)>\(marked)</\(tag)>"
                }
                text += marked
            }
            lines.append(text)
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// An SRT file of `pages`: one numbered cue a page, its lines as the page breaks them. A
    /// page at the top or in the middle starts with `{\an8}` or `{\an5}` (as YouTube, VLC and
    /// mpv read it); words keep their emphasis (`<i>`, `<b>`, `<u>`) and colour (`<font
    /// color="#rrggbb">`, the colour they are spoken in), a tag around each run of words that
    /// share them.
    public static func srt(_ pages: [CaptionPage]) -> String {
        var blocks: [String] = []
        for (number, page) in pages.enumerated() {
            var text = page.anchor.map { $0.y < 0.25 ? "{\\an8}" : $0.y < 0.75 ? "{\\an5}" : "" } ?? ""
            // The tags open now, outermost first: a colour, then emphasis.
            var open: (color: Color?, emphasis: CaptionEmphasis) = (nil, [])
            func close() {
                for (flag, tag) in [(CaptionEmphasis.italic, "i"), (.bold, "b"), (.underline, "u")].reversed() where open.emphasis.contains(flag) {
                    text += "</\(tag)>"
                }
                if open.color != nil { text += "</font>" }
                open = (nil, [])
            }
            for (index, word) in page.words.enumerated() {
                let color = word.spokenColor ?? word.color
                let breaks = page.lineBreaks.contains(index)
                if (color, word.emphasis) != (open.color, open.emphasis) || breaks { close() }
                if breaks { text += "\n" } else if index > 0 && word.spaceBefore { text += " " }
                if open.color == nil, open.emphasis.isEmpty {
                    if let color { text += "<font color=\"\(hex(color))\">" }
                    for (flag, tag) in [(CaptionEmphasis.italic, "i"), (.bold, "b"), (.underline, "u")] where word.emphasis.contains(flag) {
                        text += "<\(tag)>"
                    }
                    open = (color, word.emphasis)
                }
                text += word.text
            }
            close()
            blocks.append("\(number + 1)\n\(srtTime(page.start)) --> \(srtTime(page.end))\n\(text)\n")
        }
        return blocks.joined(separator: "\n")
    }

    /// A TTML document of `pages` in IMSC 1.1's text profile, as streaming services take
    /// captions: a `<p>` a page (times as `HH:MM:SS.mmm`), `<br/>` where its lines break, in a
    /// region at the bottom, or at the top or middle where the page is placed there; each run of
    /// words with the same emphasis and colour in a `<span>` with `tts:fontStyle`,
    /// `tts:fontWeight`, `tts:textDecoration` and `tts:color`. `language` is the document's
    /// `xml:lang` (empty when unknown, as TTML allows).
    public static func ttml(_ pages: [CaptionPage], language: String? = nil) -> String {
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<tt xmlns=\"http://www.w3.org/ns/ttml\" xmlns:tts=\"http://www.w3.org/ns/ttml#styling\" "
                + "xmlns:ttp=\"http://www.w3.org/ns/ttml#parameter\" xmlns:ittp=\"http://www.w3.org/ns/ttml/profile/imsc1#parameter\" "
                + "ttp:contentProfiles=\"http://www.w3.org/ns/ttml/profile/imsc1.1/text\" ttp:timeBase=\"media\" xml:lang=\"\((language ?? "").xmlEscaped)\">",
            "  <head>",
            "    <layout>",
        ]
        for (id, align) in [("bottom", "after"), ("middle", "center"), ("top", "before")] {
            lines.append("      <region xml:id=\"\(id)\" tts:origin=\"10% 10%\" tts:extent=\"80% 80%\" tts:displayAlign=\"\(align)\" tts:textAlign=\"center\"/>")
        }
        lines += ["    </layout>", "  </head>", "  <body>", "    <div>"]
        for page in pages {
            let region = page.anchor.map { $0.y < 0.25 ? "top" : $0.y < 0.75 ? "middle" : "bottom" } ?? "bottom"
            var text = ""
            var run: (style: String, words: String)?
            func flush() {
                guard let current = run else { return }
                text += current.style.isEmpty ? current.words : "<span\(current.style)>\(current.words)</span>"
                run = nil
            }
            for (index, word) in page.words.enumerated() {
                var style = ""
                if word.emphasis.contains(.italic) { style += " tts:fontStyle=\"italic\"" }
                if word.emphasis.contains(.bold) { style += " tts:fontWeight=\"bold\"" }
                if word.emphasis.contains(.underline) { style += " tts:textDecoration=\"underline\"" }
                if let color = word.spokenColor ?? word.color { style += " tts:color=\"\(hex(color))\"" }
                let breaks = page.lineBreaks.contains(index)
                if breaks || run?.style != style { flush() }
                if breaks { text += "<br/>" }
                let space = !breaks && index > 0 && word.spaceBefore ? " " : ""
                if run == nil { text += space }
                run = (style, (run.map { $0.words + space } ?? "") + word.text.xmlEscaped)
            }
            flush()
            lines.append("      <p begin=\"\(vttTime(page.start))\" end=\"\(vttTime(page.end))\" region=\"\(region)\">\(text)</p>")
        }
        lines += ["    </div>", "  </body>", "</tt>", ""]
        return lines.joined(separator: "\n")
    }

    /// `#RRGGBB`.
    private static func hex(_ color: Color) -> String {
        String(color.resolve().description.prefix(7))
    }

    /// `HH:MM:SS,mmm`.
    static func srtTime(_ seconds: Double) -> String {
        vttTime(seconds).replacingOccurrences(of: ".", with: ",")
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
