import KinetypeCard
import Foundation
import KinetypeAnimation
import KinetypeEffects
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

/// A caption track as a title card: the words in pages, each page a layer at the bottom of the
/// canvas for its time, drawn through a caption style of the renderer catalogue (`karaoke`,
/// `pop`, `highlight`, `reveal`, `plain`), outlined and shadowed so it reads over any video.
///
/// ```swift
/// let track = try CaptionReader.read(contentsOf: URL(fileURLWithPath: "talk.vtt"))
/// var captions = CaptionCard(track: track)
/// captions.style = try RendererCatalog.shared.renderer(named: "pop")
/// try captions.titleCard().export(to: URL(fileURLWithPath: "talk.webm"), format: .webm)
/// ```
public struct CaptionCard: Sendable {
    public var track: CaptionTrack
    public var width = 1280
    public var height = 720
    public var fps = 30.0
    /// The canvas behind the captions; `.clear` for an overlay.
    public var background: Color = .clear
    public var font: Font = .system(size: 56, weight: .bold)
    /// The caption style; nil is `karaoke` with its defaults.
    public var style: LayerRenderer?
    public var paging = CaptionPaging()
    /// The point of the canvas the pages sit at: bottom centre by default.
    public var anchor: UnitPoint = .bottom
    /// The safe margins, as a share of the canvas's width (sides) and height (top and bottom).
    public var margin = CGSize(width: 0.08, height: 0.08)
    /// The outline that keeps words legible over video; nil for none.
    public var stroke: TextStroke? = TextStroke(AnyShapeStyle(Color.black), lineWidth: 6)
    /// Shadows under each page, drawn once for the whole page (so a word's shadow never falls
    /// on the word before it, whichever way the style draws the words).
    public var shadows: [TextShadow] = [TextShadow(color: Color(white: 0, opacity: 0.6), radius: 6, y: 3)]
    /// How long the card lasts; nil is until the last word ends (a video drawn under the
    /// captions sets its own length).
    public var duration: Double?

    public init(track: CaptionTrack) {
        self.track = track
    }

    /// The widest a line may be: the canvas less its side margins.
    public var lineWidth: CGFloat { CGFloat(width) * (1 - 2 * margin.width) }

    /// The track with every word timed (spread by width where the file gives no word times),
    /// measured in the card's font.
    public func timedTrack() -> CaptionTrack {
        let font = self.font
        return track.timed { word in Double((try? Text(word).font(font).layout().size.width) ?? 0) }
    }

    /// The pages of the timed words: each cue starts a page, and pages break where ``paging``
    /// says and where a page would take more lines than it allows at ``lineWidth``.
    public func pages() -> [CaptionPage] {
        let font = self.font, width = lineWidth
        let track = timedTrack()
        return paging.pages(track.words, breaksBefore: track.cueStarts) { text in
            (try? Text(text).font(font).layout(maxWidth: width).count) ?? 1
        }
    }

    /// The page's text: each word a span carrying its ``CaptionWordAttribute`` (times from the
    /// page's start), in the card's font, centred and outlined.
    public func text(of page: CaptionPage) -> Text {
        var text: Text?
        for (index, word) in page.words.enumerated() {
            let piece = Text(word.text).customAttribute(CaptionWordAttribute(index: index, start: word.start - page.start,
                                                                              end: word.end - page.start))
            if let joined = text {
                text = (index > 0 && word.spaceBefore ? joined + Text(" ") : joined) + piece
            } else {
                text = piece
            }
        }
        var styled = (text ?? Text("")).font(font).multilineTextAlignment(.center).lineLimit(paging.maxLines)
        if let stroke { styled = styled.stroke(stroke) }
        return styled
    }

    /// The card: one layer a page (``layers()``), lasting as long as the track (its last word's end).
    public func titleCard() throws -> TitleCard {
        let duration = self.duration ?? max(track.end, 1 / fps)
        return TitleCard(width: width, height: height, fps: fps, duration: duration, background: .color(background), layers: try layers())
    }

    /// One layer a page: its text through the style, at the anchor inside the safe margins, for
    /// the page's time, its shadows drawn under the whole page.
    public func layers() throws -> [TitleCard.Layer] {
        let style = try self.style ?? RendererCatalog.shared.renderer(named: "karaoke")
        // Layers sit inside the card's own 5% margin; the rest of the safe margin is an offset.
        let extra = CGSize(width: max(0, margin.width - 0.05) * CGFloat(width), height: max(0, margin.height - 0.05) * CGFloat(height))
        let offset = CGSize(width: (0.5 - anchor.x) * 2 * extra.width, height: (0.5 - anchor.y) * 2 * extra.height)
        return pages().map { page in
            var layer = TitleCard.Layer(text(of: page), anchor: anchor, offset: offset, maxWidth: lineWidth, start: page.start, end: page.end)
            layer.renderer = style
            layer.shaders = shadows.flatMap(\.filters).map { filter in LayerShader(name: "shadow") { _ in filter } }
            return layer
        }
    }
}
