import Foundation
import KinetypeGraphics
import KinetypePrimitives

/// Writes a caption card's pages as SRT (`.srt`), which every player, editor and upload page
/// takes: a numbered cue a page.
public struct SRTWriter: CaptionWriter {
    /// An SRT writer.
    public init() {}

    /// `srt`.
    public var name: String { "srt" }
    /// `.srt`.
    public var extensions: [String] { ["srt"] }

    /// `card`'s pages (``CaptionCard/pages()``) as SRT.
    public func text(of card: CaptionCard) -> String {
        Self.text(card.pages())
    }

    /// An SRT file of `pages`: one numbered cue a page, its lines as the page breaks them. A
    /// page at the top or in the middle starts with `{\an8}` or `{\an5}` (as YouTube, VLC and
    /// mpv read it); words keep their emphasis (`<i>`, `<b>`, `<u>`) and colour (`<font
    /// color="#rrggbb">`, the colour they are spoken in), a tag around each run of words that
    /// share them.
    public static func text(_ pages: [CaptionPage]) -> String {
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
                    if let color { text += "<font color=\"\(Self.hex(color))\">" }
                    for (flag, tag) in [(CaptionEmphasis.italic, "i"), (.bold, "b"), (.underline, "u")] where word.emphasis.contains(flag) {
                        text += "<\(tag)>"
                    }
                    open = (color, word.emphasis)
                }
                text += word.text
            }
            close()
            blocks.append("\(number + 1)\n\(CaptionTime.srt(page.start)) --> \(CaptionTime.srt(page.end))\n\(text)\n")
        }
        return blocks.joined(separator: "\n")
    }

}
