import Foundation
import KinetypeEffects
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

/// Writes a caption card's pages as an ASS script that plays the card's caption style in any
/// libass player (mpv, VLC, Jellyfin, ffmpeg's `ass` filter): `kinetype captions talk.vtt -o
/// talk.ass --ass-motion`, or ``CaptionCard/assMotion``.
///
/// Each word is its own line, placed with `\pos` where the card's own layout puts it
/// (``PlacedCaptionPage``), in the card's font, size, outline and shadow, on a script whose
/// `PlayResX`/`PlayResY` are the canvas, so a player's frames line up with Kinetype's:
///
/// - `pop`: the spoken word grows on the style's spring and its neighbours move aside, as
///   straight pieces (`\move`, and `\t` on `\fscx`/`\fscy`/`\bord`) a new line each time the
///   motion bends by more than a third of a pixel; colours (`\1c`) and dimming (`\alpha`)
///   change at each word's times.
/// - `highlight`: the box behind the spoken word is a drawing (`\p1`, a rounded rectangle) on a
///   layer under the words.
/// - `karaoke`: each word's fill sweeps with `\kf`; `reveal` fades each word in with `\t` on
///   its `\alpha`; `plain` places the words; any style's `plate` is a drawing under each line,
///   and its `outline` a border-only copy of the spoken word under it.
/// - The card's soft shadow is a blurred copy (`\blur`) of each line on the lowest layer.
///
/// The lines drawn carry the `Effect` `fx`, and each page is also written as one `Comment` line
/// whose `Effect` is `karaoke`, holding its words' times as `\kf` tags (``ASSWriter``'s page
/// line), as Aegisub's karaoke templater leaves its sources: `kinetype captions` reads such a
/// script back from the comments (the same pages and word times), other tools see each page's
/// text once.
///
/// A word's own look besides its style's (emphasis, a colour or size given to one word) is
/// mapped in one place, ``look(of:word:placed:)``; the text is the layout's own, so a case
/// change made before layout reaches the script unchanged.
public struct ASSMotionWriter: CaptionWriter {
    /// An animated ASS writer.
    public init() {}

    /// `ass`.
    public var name: String { "ass" }
    /// `.ass`, and `.ssa`, which players read as the same script.
    public var extensions: [String] { ["ass", "ssa"] }

    /// `card`'s pages as an animated ASS script (see ``ASSMotionWriter``); the karaoke script of
    /// ``ASSWriter`` when the pages cannot be laid out.
    public func text(of card: CaptionCard) -> String {
        guard let pages = try? card.placedPages() else {
            var plain = card
            plain.assMotion = false
            return ASSWriter().text(of: plain)
        }
        let style = card.style?.captionStyle() ?? CaptionStyleRenderer(style: .karaoke, time: 0)
        let script = Script(card: card, style: style, firstWord: pages.lazy.flatMap(\.words).first)
        var lines = script.header(card: card)
        for page in pages {
            lines.append("Comment: 0,\(CaptionTime.ass(page.page.start)),\(CaptionTime.ass(page.page.end)),Default,\(ASSWriter.name(of: page.page)),0,0,0,karaoke,"
                         + ASSWriter.karaoke(page.page, active: card.activeColor ?? .yellow, upcoming: .white, bold: card.isBold))
            lines += script.events(of: page)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The hook where a word's own look meets its style: `pose` is the style's look of the
    /// word at a moment (colour, opacity, size, move), `word` the caption model's word and
    /// `placed` where the layout draws it. Today it returns `pose` as it is: a word's colours
    /// from the file already reach it through ``CaptionWordAttribute``. Emphasis (a keyword's
    /// colour, scale or weight) belongs here, so every line of the word (its fill, its outline,
    /// its shadow, `highlight`'s box) follows it; a scale given here grows the word about its
    /// centre as `pop` does.
    package static func look(of pose: CaptionStyleRenderer.WordPose, word: CaptionWord?, placed: PlacedCaptionPage.Word)
        -> CaptionStyleRenderer.WordPose {
        pose
    }

    /// `H:MM:SS.cc` of `centiseconds`.
    static func time(_ centiseconds: Int) -> String {
        let cs = max(0, centiseconds)
        return String(format: "%d:%02d:%02d.%02d", cs / 360_000, cs / 6000 % 60, cs / 100 % 60, cs % 100)
    }

    /// `value` with at most two decimals, without trailing zeros.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() && abs(rounded) < 1e12 { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// An override's alpha, `&HXX&` (00 opaque) of `opacity`, 0…1.
    static func alpha(_ opacity: Double) -> String {
        String(format: "&H%02X&", 255 - Int((min(max(opacity, 0), 1) * 255).rounded()))
    }

    /// A rounded rectangle `width`×`height` with corners of `radius`, as an ASS drawing from (0, 0)
    /// (`\p1` commands: `m`, `l`, and `b` cubic arcs).
    static func roundedRectangle(width: Double, height: Double, radius: Double) -> String {
        let r = max(0, min(radius, width / 2, height / 2)), k = r * (1 - 0.5523)
        let (w, h) = (width, height)
        let points: [String] = [
            "m \(number(r)) 0", "l \(number(w - r)) 0", "b \(number(w - k)) 0 \(number(w)) \(number(k)) \(number(w)) \(number(r))",
            "l \(number(w)) \(number(h - r))", "b \(number(w)) \(number(h - k)) \(number(w - k)) \(number(h)) \(number(w - r)) \(number(h))",
            "l \(number(r)) \(number(h))", "b \(number(k)) \(number(h)) 0 \(number(h - k)) 0 \(number(h - r))",
            "l 0 \(number(r))", "b 0 \(number(k)) \(number(k)) 0 \(number(r)) 0",
        ]
        return points.joined(separator: " ")
    }
}
