import Foundation
import KinetypePrimitives

/// TTML, the XML captions of streaming services and broadcasters: Netflix's and Amazon's DFXP
/// and IMSC 1.1 text profile, EBU-TT-D, and `.ttml` from yt-dlp. Read by ``XMLReader``, which
/// defines no entity and reads nothing outside the file.
///
/// - Each `<p>` is a cue. Its times are `begin`, `end` or `dur`, each relative to its parent's
///   begin (`<body>`, `<div>`; a `timeContainer="seq"` parent starts each child where the one
///   before ends), in any of TTML's spellings: `00:00:01.500`, `00:00:01:12` (frames at
///   `ttp:frameRate`, times `ttp:frameRateMultiplier`), `1.5s`, `1500ms`, `36f`, or ticks
///   (`15000000t` at `ttp:tickRate`, as Netflix writes them).
/// - `<br/>` breaks a line; `<span>`s with their own times give their words those times.
/// - Styles, referenced (`style="s1 s2"`, from `<styling>`, and chained) or inline, and a
///   region's, inherited down the tree: `tts:fontStyle` italic or oblique, `tts:fontWeight`
///   bold, `tts:textDecoration` underline, `tts:color` (`#rrggbb`, `#rrggbbaa`, `rgb()`,
///   `rgba()`, a name) become the words' emphasis and colour.
/// - A region's `tts:displayAlign="before"`, or its origin in the top third, places the cue at
///   the top; `tts:textAlign` start/left or end/right, at that side.
/// - Ruby annotations (`tts:ruby="text"`, Japanese readings) are left out; their base stays.
struct TTMLReader {
    let fileName: String
    let text: String

    func cues() throws(CaptionError) -> [CaptionCue] {
        let root = try document()
        guard root.name == "tt" else {
            throw CaptionError(file: fileName, line: root.line, "a TTML file's root is <tt>; this one's is <\(root.name)>")
        }
        let clock = Clock(root.attributes)
        var styles: [String: [String: String]] = [:], regions: [String: [String: String]] = [:]
        for element in root.descendants() {
            guard let id = element.attributes["id"] else { continue }
            if element.name == "style" { styles[id] = element.attributes }
            if element.name == "region" {
                // A region's own attributes over the styles it references and holds.
                var attributes = element.children.compactMap(\.element).filter { $0.name == "style" }.reduce(into: [String: String]()) {
                    $0.merge($1.attributes) { _, new in new }
                }
                attributes.merge(element.attributes) { _, new in new }
                regions[id] = attributes
            }
        }
        guard let body = root.children.compactMap(\.element).first(where: { $0.name == "body" }) else {
            throw CaptionError(file: fileName, line: root.line, "the TTML file has no <body>, so no captions")
        }
        var cues: [CaptionCue] = []
        let context = Context(begin: 0, end: .infinity, style: [:], region: nil)
        try walk(body, in: context, clock: clock, styles: styles, regions: regions, into: &cues)
        return cues
    }

    /// What an element inherits: its parent's begin and end (seconds from the file's start), the
    /// computed style and the region.
    private struct Context {
        var begin: Double
        var end: Double
        var style: [String: String]
        var region: String?
    }

    /// The style attributes TTML inherits, by their local names.
    private static let styleNames: Set<String> = ["color", "fontStyle", "fontWeight", "textDecoration", "textAlign", "displayAlign", "origin", "ruby"]

    /// `element`'s own style: the styles it references (each with those it references, to a
    /// depth of 8), then its inline `tts:` attributes.
    private func style(of element: [String: String], styles: [String: [String: String]], depth: Int = 0) -> [String: String] {
        var style: [String: String] = [:]
        for id in (element["style"] ?? "").split(whereSeparator: \.isWhitespace) where depth < 8 {
            if let referenced = styles[String(id)] {
                style.merge(self.style(of: referenced, styles: styles, depth: depth + 1)) { _, new in new }
            }
        }
        style.merge(element.filter { Self.styleNames.contains($0.key) }) { _, new in new }
        return style
    }

    /// The span of `element` within `context`, or nil when it has no time of its own (it takes
    /// its parent's). Throws on a time that does not read.
    private func times(of element: Element, in context: Context, clock: Clock) throws(CaptionError) -> (Double, Double)? {
        let attributes = element.attributes
        guard attributes["begin"] != nil || attributes["end"] != nil || attributes["dur"] != nil else { return nil }
        func parse(_ key: String) throws(CaptionError) -> Double? {
            guard let value = attributes[key] else { return nil }
            guard let seconds = clock.seconds(value), seconds.isFinite, seconds >= 0 else {
                throw CaptionError(file: fileName, line: element.line, """
                    \(key)="\(value)" is not a TTML time: write 00:00:01.500, 00:00:01:12 (frames), 1.5s, 1500ms, 36f or 15000000t (ticks)
                    """)
            }
            return seconds
        }
        let begin = context.begin + (try parse("begin") ?? 0)
        var end = context.end
        if let value = try parse("end") { end = min(end, context.begin + value) }
        if let duration = try parse("dur") { end = min(end, begin + duration) }
        return (begin, end)
    }

    private func walk(_ element: Element, in parent: Context, clock: Clock, styles: [String: [String: String]],
                      regions: [String: [String: String]], into cues: inout [CaptionCue]) throws(CaptionError) {
        var context = parent
        context.region = element.attributes["region"] ?? parent.region
        context.style.merge(style(of: element.attributes, styles: styles)) { _, new in new }
        if let (begin, end) = try times(of: element, in: parent, clock: clock) {
            (context.begin, context.end) = (begin, end)
        }
        if element.name == "p" {
            if let cue = try cue(element, in: context, clock: clock, styles: styles, regions: regions) { cues.append(cue) }
            return
        }
        var previousEnd: Double?
        for child in element.children.compactMap(\.element) where child.name == "div" || child.name == "p" {
            if element.attributes["timeContainer"] == "seq" {
                // In a sequence each child starts where the one before ended.
                var sequenced = context
                sequenced.begin = previousEnd ?? context.begin
                try walk(child, in: sequenced, clock: clock, styles: styles, regions: regions, into: &cues)
                previousEnd = cues.last?.end ?? previousEnd
            } else {
                try walk(child, in: context, clock: clock, styles: styles, regions: regions, into: &cues)
            }
        }
    }

    /// One `<p>`: its text with ``Marker``s for its spans' styles, split into words.
    private func cue(_ paragraph: Element, in context: Context, clock: Clock, styles: [String: [String: String]],
                     regions: [String: [String: String]]) throws(CaptionError) -> CaptionCue? {
        guard context.end.isFinite else {
            throw CaptionError(file: fileName, line: paragraph.line, "the caption has no end: give the <p> (or a parent) an end or dur time")
        }
        let regionStyle = context.region.flatMap { regions[$0] }.map { self.style(of: $0, styles: styles) } ?? [:]
        // The region's style under the paragraph's own.
        let paragraphStyle = regionStyle.merging(context.style) { _, own in own }
        var words: [(word: CaptionWord, timed: Bool)] = []
        var state = Marker.State()
        var segment = ""
        func flush(times: (Double, Double)?) {
            guard !segment.isEmpty else { return }
            // A break at the start of a timed span's text breaks before its first word.
            let breaks = !words.isEmpty && segment.drop { $0 == " " || Marker.isMarker($0) }.first == "\n"
            for (index, var word) in CaptionText.words(segment, state: &state).enumerated() {
                if index == 0, breaks { word.lineBreakBefore = true }
                word.start = times?.0 ?? context.begin
                word.end = times?.1 ?? context.end
                word.line = paragraph.line
                words.append((word, times != nil))
            }
            segment = ""
        }
        func add(_ node: Node, style parentStyle: [String: String], times: (Double, Double)?) throws(CaptionError) {
            switch node {
            case .text(let text):
                // XML's white space (line ends and indents in the file) is one space.
                segment += Pattern.xmlSpace.replacing(in: text, with: " ")
            case .element(let element):
                if element.name == "br" {
                    segment += "\n"
                    return
                }
                guard element.name == "span" else { return }
                let own = self.style(of: element.attributes, styles: styles)
                let spanStyle = parentStyle.merging(own) { _, new in new }
                if spanStyle["ruby"] == "text" || spanStyle["ruby"] == "textContainer" { return }
                let spanContext = Context(begin: times?.0 ?? context.begin, end: times?.1 ?? context.end, style: spanStyle, region: nil)
                let spanTimes = try self.times(of: element, in: spanContext, clock: clock)
                    .map { (max($0.0, context.begin), min($0.1, context.end)) }
                if spanTimes != nil { flush(times: times) }
                segment += Self.markers(from: parentStyle, to: spanStyle)
                for child in element.children { try add(child, style: spanStyle, times: spanTimes ?? times) }
                segment += Self.markers(from: spanStyle, to: parentStyle)
                if spanTimes != nil { flush(times: spanTimes) }
            }
        }
        segment = Self.markers(from: [:], to: paragraphStyle)
        for child in paragraph.children { try add(child, style: paragraphStyle, times: nil) }
        flush(times: nil)
        guard !words.isEmpty else { return nil }
        // Words between timed spans take the time between their neighbours.
        var list = words.map(\.word)
        if words.contains(where: \.timed) {
            for index in list.indices where !words[index].timed {
                let before = index > 0 ? list[index - 1].end : context.begin
                let after = list[(index + 1)...].indices.first { words[$0].timed }.map { list[$0].start } ?? context.end
                list[index].start = min(before, after)
                list[index].end = max(before, after)
            }
        }
        var cue = CaptionCue(start: context.begin, end: context.end, text: "", words: list, line: paragraph.line)
        cue.text = CaptionText.text(of: list)
        cue.anchor = Self.anchor(paragraphStyle)
        return cue
    }

    /// The ``Marker`` characters that take a word from `old`'s emphasis and colour to `new`'s.
    private static func markers(from old: [String: String], to new: [String: String]) -> String {
        var markers = ""
        let (was, now) = (emphasis(old), emphasis(new))
        for marker in Marker.all where was.contains(marker.kind) != now.contains(marker.kind) && marker.on == now.contains(marker.kind) {
            markers.append(marker.character)
        }
        let (oldColor, newColor) = (old["color"].flatMap(color), new["color"].flatMap(color))
        if oldColor != newColor {
            if oldColor != nil { markers.append(Marker.pop) }
            if let newColor { markers += Marker.push(.push, newColor) }
        }
        return markers
    }

    private static func emphasis(_ style: [String: String]) -> CaptionEmphasis {
        var emphasis: CaptionEmphasis = []
        if ["italic", "oblique"].contains(style["fontStyle"] ?? "") { emphasis.insert(.italic) }
        if style["fontWeight"] == "bold" { emphasis.insert(.bold) }
        if (style["textDecoration"] ?? "").split(whereSeparator: \.isWhitespace).contains("underline") { emphasis.insert(.underline) }
        return emphasis
    }

    /// A `tts:color`: `#rrggbb`, `#rrggbbaa`, `rgb(r, g, b)`, `rgba(r, g, b, a)` (a 0…255) or a
    /// name; nil when it reads as none.
    static func color(_ value: String) -> Color? {
        let value = value.trimmingCharacters(in: .whitespaces)
        if let match = value.wholeMatch(of: #/(?i)rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(\d{1,3})\s*)?\)/#) {
            let channels = [match.1, match.2, match.3].compactMap { Double($0) }.map { min(255, $0) / 255 }
            let alpha = match.4.flatMap { Double($0) }.map { min(255, $0) / 255 } ?? 1
            return Color(red: channels[0], green: channels[1], blue: channels[2], opacity: alpha)
        }
        return Marker.htmlColor(value)
    }

    /// Where a cue's style places it, or nil for the card's own position (the bottom, centred).
    private static func anchor(_ style: [String: String]) -> UnitPoint? {
        var top = style["displayAlign"] == "before"
        if style["displayAlign"] == nil, let origin = style["origin"],
           let y = origin.split(whereSeparator: \.isWhitespace).last.flatMap({ Double($0.replacingOccurrences(of: "%", with: "")) }),
           origin.contains("%") {
            top = y < 100.0 / 3
        }
        let x: Double? = switch style["textAlign"] {
        case "start", "left": 0
        case "end", "right": 1
        default: nil
        }
        guard top || x != nil else { return nil }
        return UnitPoint(x: x ?? 0.5, y: top ? 0 : 1)
    }

    /// TTML's time expressions at a file's `ttp:` rates.
    struct Clock {
        var frameRate = 30.0, subFrameRate = 1.0, tickRate = 1.0

        init(_ attributes: [String: String]) {
            if let rate = attributes["frameRate"].flatMap(Double.init), rate > 0, rate.isFinite { frameRate = rate }
            let multiplier = (attributes["frameRateMultiplier"] ?? "").split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
            if multiplier.count == 2, multiplier[0] > 0, multiplier[1] > 0 { frameRate *= multiplier[0] / multiplier[1] }
            if let rate = attributes["subFrameRate"].flatMap(Double.init), rate > 0, rate.isFinite { subFrameRate = rate }
            if let rate = attributes["tickRate"].flatMap(Double.init), rate > 0, rate.isFinite {
                tickRate = rate
            } else if attributes["frameRate"] != nil {
                tickRate = frameRate * subFrameRate
            }
        }

        /// Seconds of a clock time (`hh:mm:ss`, `.fraction` or `:frames[.subframes]`) or an
        /// offset (`1.5s`, `2m`, `1h`, `1500ms`, `36f`, `15000000t`); nil when it reads as neither.
        func seconds(_ text: String) -> Double? {
            let text = text.trimmingCharacters(in: .whitespaces)
            if let match = Pattern.offsetTime.wholeMatch(in: text), let value = match[1].flatMap({ Double($0) }) {
                switch match[2] ?? "" {
                case "h": return value * 3600
                case "m": return value * 60
                case "s": return value
                case "ms": return value / 1000
                case "f": return value / frameRate
                default: return value / tickRate
                }
            }
            guard let match = Pattern.clockTime.wholeMatch(in: text),
                  let hours = match[1].flatMap({ Double($0) }), let minutes = match[2].flatMap({ Double($0) }), let seconds = match[3].flatMap({ Double($0) }),
                  minutes < 60, seconds < 60 else { return nil }
            var total = hours * 3600 + minutes * 60 + seconds
            if let fraction = match[4].flatMap({ Double("0" + $0) }) { total += fraction }
            if let frames = match[5].flatMap({ Double($0) }) { total += frames / frameRate }
            if let subFrames = match[6].flatMap({ Double($0) }) { total += subFrames / (frameRate * subFrameRate) }
            return total
        }
    }

    /// The expressions read on every cue, compiled once.
    private enum Pattern {
        /// XML's white space, read as one space.
        static let xmlSpace = TextPattern(#"[ \t\r\n]+"#)
        /// An offset time, `1.5s`, `1500ms`, `36f`: group 1 the number, group 2 the unit.
        static let offsetTime = TextPattern(#"(\d+(?:\.\d+)?)(h|ms|m|s|f|t)"#)
        /// A clock time, `00:00:01.500` or `00:00:01:12.1`: hours, minutes, seconds, then the
        /// fraction, or the frames and sub-frames.
        static let clockTime = TextPattern(#"(\d{1,}):(\d{2}):(\d{2})(?:(\.\d+)|:(\d+)(?:\.(\d+))?)?"#)
    }

    // MARK: The document

    /// A node of the document: an element or text.
    indirect enum Node {
        case element(Element)
        case text(String)

        var element: Element? { if case .element(let element) = self { element } else { nil } }
    }

    /// An element by its local name (no prefix), its attributes by their local names, its line.
    struct Element {
        var name: String
        var attributes: [String: String]
        var children: [Node] = []
        var line: Int

        /// Every element below this one, depth first.
        func descendants() -> [Element] {
            children.compactMap(\.element).flatMap { [$0] + $0.descendants() }
        }
    }

    /// The parsed document's root element (``XMLReader``); throws on XML that does not parse.
    private func document() throws(CaptionError) -> Element {
        var reader = XMLReader(text)
        do throws(XMLReader.Failure) {
            return try reader.root()
        } catch {
            throw CaptionError(file: fileName, line: error.line, "not well-formed TTML (XML): \(error.reason)")
        }
    }
}

extension CaptionFormat {
    /// TTML (and DFXP, IMSC, EBU-TT-D): XML with a `<p>` a cue, as Netflix, Amazon and
    /// broadcasters deliver captions (`TTMLReader`).
    public static let ttml = CaptionFormat(name: "ttml")
}

extension TTMLReader: CaptionFormatReader {
    static let format = CaptionFormat.ttml
    static let extensions = ["ttml", "dfxp", "xml"]
    static let fileKind = ".ttml/.dfxp"

    /// XML with a `<tt>` element.
    static func sniff(text head: Substring) -> Bool {
        head.hasPrefix("<") && head.contains("<tt")
    }

    static func read(_ input: CaptionInput) throws(CaptionError) -> CaptionReading {
        return CaptionReading(cues: try TTMLReader(fileName: input.fileName, text: input.text()).cues())
    }
}
