import Foundation
import KinetypeGraphics
import KinetypePrimitives

/// Writes a caption card's pages as WebVTT (`.vtt`) with inline timestamps, so a player can
/// highlight each word while it is spoken.
public struct WebVTTWriter: CaptionWriter {
    /// A WebVTT writer.
    public init() {}

    /// `webvtt`.
    public var name: String { "webvtt" }
    /// `.vtt`.
    public var extensions: [String] { ["vtt"] }

    /// `card`'s pages (``CaptionCard/pages()``) as WebVTT.
    public func text(of card: CaptionCard) -> String {
        Self.text(card.pages())
    }

    /// A WebVTT file of `pages`: one cue a page, its lines as the page breaks them, each word
    /// after the first behind its start as an inline timestamp; a page at the top or middle
    /// says so with `line:`. A word's emphasis is kept (`<i>`, `<b>`, `<u>`), and its colour
    /// where it is one of WebVTT's colour classes (`<c.yellow>`). A word's speaker starts a voice
    /// span (`<v Roger>`) where the speaker changes.
    public static func text(_ pages: [CaptionPage]) -> String {
        var lines = ["WEBVTT", ""]
        for page in pages {
            let placement = page.anchor.map { $0.y < 0.25 ? " line:0" : $0.y < 0.75 ? " line:50%" : "" } ?? ""
            lines.append("\(CaptionTime.webVTT(page.start)) --> \(CaptionTime.webVTT(page.end))\(placement)")
            var text = ""
            var voice: String?
            for (index, word) in page.words.enumerated() {
                if index > 0 { text += (page.lineBreaks.contains(index) ? "\n" : word.spaceBefore ? " " : "") + "<\(CaptionTime.webVTT(word.start))>" }
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

}
