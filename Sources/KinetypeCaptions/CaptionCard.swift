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
/// try captions.titleCard().export(to: URL(fileURLWithPath: "talk.webm"), format: .webm, options: ExportOptions())
/// ```
public struct CaptionCard: Sendable {
    /// The cues and words to show; ``timedTrack()`` gives them word times before paging.
    public var track: CaptionTrack
    /// The canvas width in pixels (1280 by default); make it the video's when drawing over one.
    public var width = 1280
    /// The canvas height in pixels (720 by default).
    public var height = 720
    /// Frames a second of the card (30 by default); make it the video's when drawing over one.
    public var fps = 30.0
    /// The canvas behind the captions; `.clear` for an overlay.
    public var background: Color = .clear
    /// The font the words are drawn, measured and paged in: bold 56-point system by default.
    public var font: Font = .system(size: 56, weight: .bold)
    /// The caption style; nil is `karaoke` with its defaults.
    public var style: LayerRenderer?
    /// The colour of the word being spoken in caption files written from the card (ASS's karaoke
    /// fill, ``ASSWriter``): the style's `active` colour; nil is karaoke's yellow.
    public var activeColor: Color?
    /// Whether ``font`` is bold, for caption files whose style says so (``ASSWriter``), as a
    /// `Font` does not tell its weight: true by default, as the default font is.
    public var isBold = true
    /// Kinetype: whether an ASS script written from the card carries its style's motion
    /// (``ASSMotionWriter``: a line a word, placed, scaled and coloured over time as the card
    /// draws it) rather than karaoke tags alone (``ASSWriter``); false by default.
    public var assMotion = false
    /// How the words group into pages: two lines of 42 characters at most by default (``CaptionPaging``).
    public var paging = CaptionPaging()
    /// The point of the canvas the pages sit at: bottom centre by default.
    public var anchor: UnitPoint = .bottom
    /// The safe margins, as a share of the canvas's width (sides) and height (top and bottom);
    /// a ``safeArea``, when given, takes their place.
    public var margin = CGSize(width: 0.08, height: 0.08)
    /// The part of the canvas a platform's interface leaves clear (`SafeArea`): when given, the
    /// pages' lines are as wide as it and the pages sit at ``anchor`` inside it (less a padding
    /// for the outline and shadow), instead of inside ``margin``; nil (the default) and
    /// `SafeArea.none` keep ``margin``.
    public var safeArea: SafeArea?
    /// The letter case the words are shown and written in, by the rules of ``language`` (else the
    /// track's): ``CaptionCase/none`` (the default) keeps the file's.
    public var letterCase: CaptionCase = .none
    /// The outline that keeps words legible over video; nil for none.
    public var stroke: TextStroke? = TextStroke(AnyShapeStyle(Color.black), lineWidth: 6)
    /// Shadows under each page, drawn once for the whole page (so a word's shadow never falls
    /// on the word before it, whichever way the style draws the words).
    public var shadows: [TextShadow] = [TextShadow(color: Color(white: 0, opacity: 0.6), radius: 6, y: 3)]
    /// How long the card lasts; nil is until the last word ends (a video drawn under the
    /// captions sets its own length).
    public var duration: Double?
    /// The language, for hyphenating a word wider than a line (a BCP 47 tag: `de`, `en-US`);
    /// nil is the track's own (``CaptionTrack/language``).
    public var language: String?
    /// The least a page holding a word wider than a line shrinks to before the word is
    /// hyphenated and broken, as a factor of ``font``'s size: 0.6 by default (``pages()``).
    ///
    /// At 0.6 the default size stays legible: 56 points at 720p and 84 at 1080p become 34 and
    /// 50, still 4.7% of the picture's height, above the smallest size game accessibility
    /// guidance allows for subtitles (46 px at 1080p) and close to the 5% QuickTime gives
    /// subtitles by default; a page much smaller than its neighbours would read as another voice.
    public var minimumScale = 0.6
    /// Kinetype: when set, only the pages shown within these seconds of the card are made, with
    /// the cues their places depend on (`cues(shownIn:of:hold:)`), so a still at a time of a long
    /// file lays out its own page instead of every page before it. Its pixels at those times are
    /// the whole card's. Nil (the default) makes every page.
    public var window: ClosedRange<Double>?
    /// Where the emoji words carry (``CaptionWord/emoji``, `--emoji`) sit: after the word, on
    /// its line (the default), or above it.
    public var emojiPlacement: CaptionEmojiAttribute.Placement = .after
    /// Each word's entrance from its own start (`--entrance`), through the caption style
    /// (`CaptionStyleRenderer/entrance`); nil shows each page's words from the page's start.
    public var entrance: TextTransition?
    /// Kinetype: shows the lines as a music player's scrolling lyric list (``LyricList``): every
    /// line in one column, the sung line at the centre; nil (the default) shows pages at ``anchor``.
    public var lyrics: LyricList?

    /// A card of `track` with the defaults: 1280×720 at 30 fps, clear, karaoke style at the bottom.
    public init(track: CaptionTrack) {
        self.track = track
    }

    /// The widest a line may be: the canvas less its side margins, or the width of the
    /// ``safeArea``'s room (``placement``).
    public var lineWidth: CGFloat { placement?.width ?? CGFloat(width) * (1 - 2 * margin.width) }

    /// A line's advance in the font: two lines' height less one's.
    var lineHeight: Double {
        let oneLine = (try? Text("Ag").font(font).layout().size.height) ?? 0
        let twoLines = (try? Text("Ag\nAg").font(font).layout().size.height) ?? 0
        return Double(twoLines > oneLine ? twoLines - oneLine : CGFloat(font.size) * 1.2)
    }

    /// The track with every word timed (spread by width where the file gives no word times),
    /// measured in the card's font.
    public func timedTrack() -> CaptionTrack {
        var widths = WordWidths(font: font)
        return shownTrack.timed { widths.width($0) }
    }

    /// The pages of the timed words, cue by cue: pages break where ``paging`` says and where a
    /// page would take more lines than it allows at ``lineWidth``; each page's lines are broken
    /// as a subtitler would (``CaptionPaging/lineBreaks(_:metrics:)``).
    ///
    /// A page never splits a word. A word wider than a line shrinks its page (``CaptionPage/scale``:
    /// the line width over the word's width) down to ``minimumScale``; a word wider than a line
    /// even then is hyphenated with the patterns of ``language`` (or the track's) and broken
    /// across lines, between letters where there are none, its pieces kept on one page (which
    /// may take more lines than ``paging`` allows, up to the safe area's height). A word of one
    /// character (an emoji), which cannot break, shrinks its page further, until it fits.
    ///
    /// A cue's first page comes when the file says the cue starts, and its last page leaves when
    /// the file says it ends (the author's timing wins);
    /// where the file gives word times alone (Whisper), it stays ``CaptionPaging/hold`` after
    /// its last word, until the next cue starts. Pages shown at the same time at the same place
    /// (overlapping cues: two-line karaoke, speakers talking over each other) take rows, each
    /// page keeping its row while it is shown. With a ``window``, only the pages of the cues
    /// that may show in it, and of the cues overlapping those, are made.
    public func pages() -> [CaptionPage] {
        var widths = WordWidths(font: font)
        // With a window, only the cues it needs are timed (a cue's words keep within its span).
        let shown = shownTrack
        let wanted = window.map { Self.cues(shownIn: $0, of: shown, hold: paging.hold) }
        var track = shown
        if let wanted {
            var part = shown
            part.cues = wanted.map { shown.cues[$0] }
            for (timed, index) in zip(part.timed { widths.width($0) }.cues, wanted) { track.cues[index] = timed }
        } else {
            track = shown.timed { widths.width($0) }
        }
        let space = widths.space
        let lineWidth = Double(self.lineWidth)
        let minimum = min(1, max(0.01, minimumScale.isFinite ? minimumScale : 1))
        /// The scale a page of `words` is drawn at: the least its words need to fit a line.
        func scale(_ words: [CaptionWord]) -> Double {
            words.reduce(1) { scale, word in
                let width = widths.width(of: word, emoji: emojiPlacement)
                guard width > lineWidth else { return scale }
                return min(scale, word.text.count > 1 ? max(minimum, lineWidth / width) : lineWidth / width)
            }
        }
        func metrics(_ words: [CaptionWord]) -> CaptionLineMetrics {
            CaptionLineMetrics(widths: words.map { widths.width(of: $0, emoji: emojiPlacement) }, space: space, lineWidth: lineWidth / scale(words))
        }
        // Found now, read only when a word needs it.
        let hyphenation = (language ?? track.language).flatMap(Hyphenation.init(language:))
        var pages: [CaptionPage] = []
        for index in wanted ?? Array(track.cues.indices) {
            guard !track.cues[index].words.isEmpty else { continue }
            var cue = track.cues[index]
            // The pieces of broken words after each word's first: kept on its page, up to as
            // many lines as fit the safe area's height.
            var kept: Set<Int> = []
            if cue.words.contains(where: { $0.text.count > 1 && widths.width($0.text) > lineWidth / minimum }) {
                let room = placement.map { Double($0.height) } ?? Double(height) * (1 - 2 * Double(margin.height))
                let fitting = room / max(lineHeight * minimum, 1)
                let pieceLines = max(paging.maxLines, Int(min(max(fitting, 1), 10_000)))
                var words: [CaptionWord] = []
                for word in cue.words {
                    guard word.text.count > 1, widths.width(word.text) > lineWidth / minimum else {
                        words.append(word)
                        continue
                    }
                    let pieces = Self.split(word, lineWidth: lineWidth / minimum, hyphenation: hyphenation) { widths.width($0) }
                    for piece in pieces.indices where piece % pieceLines != 0 { kept.insert(words.count + piece) }
                    words += pieces
                }
                cue.words = words
            }
            // A cue the file gives as text alone is a page its author set: only a page too long
            // for the lines splits it, not its sentences (a dialogue pair stays together).
            var paging = self.paging
            let given = self.track.cues[index]
            if given.words.allSatisfy({ $0.start == given.start && $0.end == given.end }) { paging.breaksAfterSentences = false }
            var cuePages = paging.pages(cue.words, breaksBefore: [], keptWithPrevious: kept) { paging.lineCount($0, metrics: metrics($0)) }
            let last = cuePages.count - 1, lastWord = cue.words.last!.end
            if cue.endIsTimed {
                // The first page comes when the cue does (a karaoke line's lead-in shows the
                // line before its first syllable is sung).
                cuePages[0].start = min(cuePages[0].start, max(cue.start, 0))
                cuePages[last].end = max(cue.end, cuePages[last].start + 0.001)
            } else {
                let next = track.cues[(index + 1)...].lazy.map(\.start).first { $0 >= lastWord - 0.001 }
                cuePages[last].end = max(lastWord, min(lastWord + paging.hold, next ?? .infinity))
            }
            for page in cuePages.indices {
                cuePages[page].lineBreaks = paging.lineBreaks(cuePages[page].words, metrics: metrics(cuePages[page].words))
                cuePages[page].anchor = cue.anchor
                cuePages[page].scale = scale(cuePages[page].words)
            }
            pages += cuePages
        }
        // Rows: each page, in order of its start, takes the lowest row free then at its place.
        var rowEnds: [UnitPoint: [Double]] = [:]
        for index in pages.indices.sorted(by: { (pages[$0].start, $0) < (pages[$1].start, $1) }) {
            let place = pages[index].anchor ?? anchor
            var ends = rowEnds[place, default: []]
            let row = ends.firstIndex { $0 <= pages[index].start + 0.001 } ?? ends.count
            if row == ends.count { ends.append(0) }
            ends[row] = pages[index].end
            rowEnds[place] = ends
            pages[index].row = row
        }
        return pages
    }

    /// The page's text: each word a span carrying its `CaptionWordAttribute` (times from the
    /// page's start), in the card's font, centred and outlined, its lines broken where the page
    /// says.
    public func text(of page: CaptionPage) -> Text {
        var text: Text?
        let pageFont = page.scale == 1 ? font : font.size(font.size * CGFloat(page.scale))
        for (index, word) in page.words.enumerated() {
            var piece = Text(word.text).customAttribute(CaptionWordAttribute(index: index, start: word.start - page.start, end: word.end - page.start,
                                                                              color: word.color, spokenColor: word.spokenColor,
                                                                              keywordColor: word.keyword?.color))
            piece = accented(piece, word, start: word.start - page.start, font: pageFont)
            if word.emphasis.contains(.italic) { piece = piece.italic() }
            if word.emphasis.contains(.bold) { piece = piece.bold() }
            if word.emphasis.contains(.underline) { piece = piece.underline() }
            if let joined = text {
                let gap = page.lineBreaks.contains(index) ? "\n" : word.spaceBefore ? " " : ""
                text = (gap.isEmpty ? joined : joined + Text(gap)) + piece
            } else {
                text = piece
            }
        }
        var styled = (text ?? Text("")).font(pageFont).multilineTextAlignment(.center)
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
        if let lyrics { return try lyricLayers(lyrics) }
        let style = try self.style ?? RendererCatalog.shared.renderer(named: "karaoke")
        let entering = try enteringStyle(style)
        // Layers sit inside the card's own 5% margin; the rest of the safe margin is an offset.
        let extra = CGSize(width: max(0, margin.width - 0.05) * CGFloat(width), height: max(0, margin.height - 0.05) * CGFloat(height))
        let pages = self.pages()
        let lineHeight = self.lineHeight, placement = self.placement
        // The pages of each row, so a page looks only at the rows below it (not every page for
        // each row: a file of a thousand cues at once took a minute).
        let rows = Dictionary(grouping: pages.indices) { pages[$0].row }
        let shown = pages.filter { page in window.map { page.start <= $0.upperBound && page.end >= $0.lowerBound } ?? true }
        return try shown.enumerated().map { index, page in
            // Laying out thousands of pages takes seconds: a signal stops it between pages.
            if index % 64 == 0 { try Interruption.checkpoint() }
            let place = page.anchor ?? anchor
            var offset = placement.map { self.offset(of: place, in: $0) }
                ?? CGSize(width: (0.5 - anchor.x) * 2 * extra.width, height: (0.5 - anchor.y) * 2 * extra.height)
            if page.row > 0 {
                // Rows sit towards the centre, each as tall as the tallest page in the rows
                // below it while this page is shown, and a quarter line apart.
                var rise = 0.0
                for row in 0..<page.row {
                    var lines: Double?
                    for index in rows[row] ?? [] {
                        let other: CaptionPage = pages[index]
                        guard (other.anchor ?? anchor) == place, other.start < page.end, other.end > page.start else { continue }
                        let height: Double = Double(other.lineCount) * other.scale
                        lines = max(lines ?? height, height)
                    }
                    let tallest: Double = lines ?? 1
                    rise += (tallest + 0.25) * lineHeight
                }
                offset.height += CGFloat(place.y > 0.5 ? -rise : rise)
            }
            // A little slack: lines are measured word by word, and kerning across words may
            // make a line a pixel wider than the sum.
            var layer = TitleCard.Layer(text(of: page), anchor: place, offset: offset, maxWidth: lineWidth * 1.05, start: page.start, end: page.end)
            layer.renderer = entering
            layer.shaders = shadows.flatMap(\.filters).map { filter in LayerShader(name: "shadow") { _ in filter } }
            if !shadows.isEmpty {
                // Vector outputs refuse the soft shadow the card adds by default: say how to leave it out.
                let words = page.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                layer.messageName = "the caption page “\(words.count > 24 ? words.prefix(23) + "…" : Substring(words))”, "
                    + "whose soft shadow --shadow none (captions.shadow: none in a scene) leaves out"
            }
            return layer
        }
    }
}

/// Words' widths in a font, each measured once.
struct WordWidths {
    let font: Font
    var cache: [String: Double] = [:]

    init(font: Font) {
        self.font = font
    }

    mutating func width(_ word: String) -> Double {
        if let width = cache[word] { return width }
        let width = Double((try? Text(word).font(font).layout().size.width) ?? 0)
        cache[word] = width
        return width
    }

    /// The width a space adds between two words.
    var space: Double {
        mutating get { max(0, width("x x") - 2 * width("x")) }
    }
}
