import Foundation
import KinetypeAnimation
import KinetypeCard
import KinetypeEffects
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

extension CaptionCard {
    /// The paging of a lyric list: a line of the file is one entry, never split at a pause or a
    /// sentence's end, wrapped onto up to three lines (a longer one goes on in the next entry).
    var lyricPaging: CaptionPaging {
        CaptionPaging(maxLines: max(3, paging.maxLines), maxCharacters: paging.maxCharacters, pause: .infinity, hold: 0,
                      breaksAfterSentences: false)
    }

    /// The layers of a lyric list (``lyrics``): one a line of the file, centred on the canvas,
    /// drawn through the card's caption style (its words fill as they are sung) and moved by a
    /// ``LyricScrollStage``. A line's layer lasts while it may be on the canvas: from the time
    /// the line a canvas's height before it is sung until the line a canvas's height after it is.
    func lyricLayers(_ list: LyricList) throws -> [TitleCard.Layer] {
        let style = try enteringStyle(try self.style ?? RendererCatalog.shared.renderer(named: "karaoke"))
        var card = self
        card.paging = lyricPaging
        card.window = nil
        let pages = card.pages().enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
        guard !pages.isEmpty else { return [] }
        let lineHeight = self.lineHeight
        let heights = pages.map { Double($0.lineCount) * lineHeight * $0.scale }
        let timeline = LyricTimeline(times: pages.map { ($0.start, $0.end) }, heights: heights, gap: list.gap * lineHeight, list: list)
        let end = duration ?? max(track.end, 1 / fps)
        // Lines further than this from the centre are off the canvas, at any scroll.
        let reach = Double(height) / 2 + 2 * (heights.max() ?? lineHeight) + lineHeight
        var layers: [TitleCard.Layer] = []
        var first = 0, last = 0
        for (index, page) in pages.enumerated() {
            if index % 256 == 0 { try Interruption.checkpoint() }
            // The lines whose being at the centre shows this one: first...last.
            while timeline.centres[index] - timeline.centres[first] > reach { first += 1 }
            last = max(last, index)
            while last + 1 < pages.count, timeline.centres[last + 1] - timeline.centres[index] <= reach { last += 1 }
            let start = first > 0 ? timeline.starts[first - 1] : 0
            let stop = last + 2 < pages.count ? timeline.starts[last + 2] : end
            if let window, start > window.upperBound || stop < window.lowerBound { continue }
            var shown = page
            shown.start = start
            var layer = TitleCard.Layer(text(of: shown), anchor: .center, maxWidth: lineWidth * 1.05, start: start, end: max(stop, start + 1 / fps))
            layer.renderer = style
            layer.add(LyricScrollStage(index: index, timeline: timeline))
            layer.shaders = shadows.flatMap(\.filters).map { filter in LayerShader(name: "shadow") { _ in filter } }
            if !shadows.isEmpty {
                let words = page.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                layer.messageName = "the lyric line “\(words.count > 24 ? words.prefix(23) + "…" : Substring(words))”, "
                    + "whose soft shadow --shadow none (captions.shadow: none in a scene) leaves out"
            }
            layers.append(layer)
        }
        return layers
    }
}
