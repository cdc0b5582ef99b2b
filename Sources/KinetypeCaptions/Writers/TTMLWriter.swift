import Foundation
import KinetypeGraphics
import KinetypePrimitives

/// Writes a caption card's pages as TTML (`.ttml`, `.dfxp`) in IMSC 1.1's text profile, which
/// streaming services take.
public struct TTMLWriter: CaptionWriter {
    /// A TTML writer.
    public init() {}

    /// `ttml`.
    public var name: String { "ttml" }
    /// `.ttml`, and `.dfxp`, TTML's older name.
    public var extensions: [String] { ["ttml", "dfxp"] }

    /// `card`'s pages (``CaptionCard/pages()``) as TTML, in the card's language (else its track's).
    public func text(of card: CaptionCard) -> String {
        Self.text(card.pages(), language: card.language ?? card.track.language)
    }

    /// A TTML document of `pages` in IMSC 1.1's text profile, as streaming services take
    /// captions: a `<p>` a page (times as `HH:MM:SS.mmm`), `<br/>` where its lines break, in a
    /// region at the bottom, or at the top or middle where the page is placed there; each run of
    /// words with the same emphasis and colour in a `<span>` with `tts:fontStyle`,
    /// `tts:fontWeight`, `tts:textDecoration` and `tts:color`. `language` is the document's
    /// `xml:lang` (empty when unknown, as TTML allows).
    public static func text(_ pages: [CaptionPage], language: String? = nil) -> String {
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
                if let color = word.spokenColor ?? word.color { style += " tts:color=\"\(Self.hex(color))\"" }
                let breaks = page.lineBreaks.contains(index)
                if breaks || run?.style != style { flush() }
                if breaks { text += "<br/>" }
                let space = !breaks && index > 0 && word.spaceBefore ? " " : ""
                if run == nil { text += space }
                run = (style, (run.map { $0.words + space } ?? "") + word.text.xmlEscaped)
            }
            flush()
            lines.append("      <p begin=\"\(CaptionTime.webVTT(page.start))\" end=\"\(CaptionTime.webVTT(page.end))\" region=\"\(region)\">\(text)</p>")
        }
        lines += ["    </div>", "  </body>", "</tt>", ""]
        return lines.joined(separator: "\n")
    }

}
