import Foundation
import KinetypePrimitives
import KinetypeDiagnostics
import Yams

/// YouTube's own timed text, as yt-dlp saves it (`--sub-format json3`, `srv3`, `srv2`, `srv1`)
/// and as YouTube's player fetches it: both the captions a channel uploads and the automatic
/// ones, whose words carry their own times.
///
/// - json3: `events[]` of `tStartMs`, `dDurationMs` and `segs[]` of `utf8`, each with its
///   `tOffsetMs` from the event's start (automatic captions) and a pen (`pPenId` into `pens[]`);
///   an event's `wpWinPosId` into `wpWinPositions[]` places it.
/// - srv3: the same as XML: `<timedtext format="3">` with `<pen>`, `<wp>` in `<head>`, and
///   `<p t d wp p>` of `<s t p>` spans and `<br/>` in `<body>` (times in milliseconds).
/// - srv1 and srv2: `<transcript>` or `<timedtext>` of `<text start dur>` (seconds) or
///   `<text t d>` (milliseconds), whose text is HTML escaped once more (`&amp;#39;`).
///
/// Automatic captions roll: each line is an event that stays on screen under the next one, and
/// an event of a line break alone (`aAppend`) moves the window up. Each line is read once, as a
/// cue that ends when the next line starts (or its own end, if sooner); a word lasts until the
/// next word starts, and the line's last word at most a second. Events with no text (a
/// window's definition) are passed over.
///
/// A pen's bold, italic and underline (`b`, `i`, `u`; json3's `bAttr`, `iAttr`, `uAttr`) and its
/// colour (`fc`, `fcForeColor`) become the words' emphasis and colour; white, the colour every
/// pen of YouTube's editor writes, is left to the caption style. A window position in the top
/// third (`av`, or the anchor point `ap` 0–2) puts the cue at the top, in the middle third in
/// the middle.
struct YouTubeTimedTextReader {
    let fileName: String
    let text: String

    /// How a stretch of text is written.
    struct Pen {
        var emphasis: CaptionEmphasis = []
        var color: Color?
    }

    /// A stretch of an event's text: its pen, and its start in seconds from the event's when
    /// the file times it.
    struct Segment {
        var text: String
        var offset: Double?
        var pen: Pen
    }

    /// One `<p>`, `<text>` or json3 event.
    struct Event {
        var start: Double
        var duration: Double?
        var anchor: UnitPoint?
        var segments: [Segment]
        var line: Int
        /// srv1's text, HTML escaped: tags such as `<font color>` are read in it.
        var isMarkup = false
    }

    func cues(json: Bool) throws(CaptionError) -> [CaptionCue] {
        let events = try json ? jsonEvents() : xmlEvents()
        let shown = events.filter { event in event.segments.contains { !$0.text.allSatisfy(\.isWhitespace) } }
        return shown.indices.compactMap { index in
            cue(shown[index], next: index + 1 < shown.count ? shown[index + 1].start : nil)
        }
    }

    private func cue(_ event: Event, next: Double?) -> CaptionCue? {
        var end = event.start + (event.duration ?? .infinity)
        // A rolling line (automatic captions, timed a word) stays under the next one: it is read
        // until the next line starts. Uploaded captions keep their own ends, overlaps and all.
        let rolling = event.segments.contains { $0.offset != nil }
        if let next, next > event.start, rolling || event.duration == nil { end = min(end, next) }
        if !end.isFinite { end = event.start + 2 }
        var cue = CaptionCue(start: CaptionTime.rounded(event.start), end: CaptionTime.rounded(end), text: "", line: event.line, anchor: event.anchor)
        if rolling {
            var fragments: [WhisperParser.Fragment] = []
            var offset = 0.0
            // Each segment's next timed segment's offset, found in one backward pass.
            var following: [Double?] = Array(repeating: nil, count: event.segments.count)
            for index in event.segments.indices.dropLast().reversed() {
                following[index] = event.segments[index + 1].offset ?? following[index + 1]
            }
            for (index, segment) in event.segments.enumerated() where !segment.text.allSatisfy(\.isWhitespace) {
                // A stretch with no time of its own (another pen in a word) goes with the one before.
                offset = segment.offset ?? offset
                let start = event.start + offset
                let nextStart = following[index].map { event.start + $0 }
                let wordEnd = nextStart ?? min(end, start + 1)
                fragments.append(.init(text: segment.text, start: CaptionTime.rounded(min(start, end)),
                                       end: CaptionTime.rounded(max(min(start, end), min(wordEnd, end))), line: event.line))
            }
            cue.words = WhisperParser.merge(fragments)
            guard !cue.words.isEmpty else { return nil }
            cue.text = CaptionText.text(of: cue.words)
            return cue
        }
        // Plain text is escaped for the markup reader; srv1's text is markup already.
        let marked = event.segments.map { segment in
            Marker.wrapping(event.isMarkup ? segment.text : segment.text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;"),
                            emphasis: segment.pen.emphasis, color: segment.pen.color)
        }.joined()
        return CaptionText.cue(marked, start: cue.start, end: cue.end, line: event.line, anchor: event.anchor)
    }

    /// A pen's colour from its 24-bit value; nil for white, YouTube's own.
    private static func color(rgb value: UInt32) -> Color? {
        let value = value & 0xFF_FFFF
        guard value != 0xFF_FFFF, value != 0xFE_FEFE else { return nil }
        return Color(red: Double(value >> 16) / 255, green: Double((value >> 8) & 0xFF) / 255, blue: Double(value & 0xFF) / 255)
    }

    /// Where a window position places a cue: nil in the bottom third (the card's own place).
    private static func anchor(anchorPoint: Int?, vertical: Double?) -> UnitPoint? {
        let third: Int
        if let vertical, vertical.isFinite {
            third = vertical < 100.0 / 3 ? 0 : vertical < 200.0 / 3 ? 1 : 2
        } else if let anchorPoint, (0...8).contains(anchorPoint) {
            third = anchorPoint / 3
        } else {
            return nil
        }
        return third == 2 ? nil : UnitPoint(x: 0.5, y: third == 0 ? 0 : 0.5)
    }

    // MARK: json3

    private func jsonEvents() throws(CaptionError) -> [Event] {
        guard let root = try WhisperParser.document(text, fileName: fileName), case .mapping = root, let eventList = root["events"] else {
            throw CaptionError(file: fileName, line: 1, "expected YouTube's json3: an object with \"events\"")
        }
        guard case .sequence(let events) = eventList else {
            throw CaptionError(file: fileName, line: line(eventList), "\"events\" must be a list of events with tStartMs, dDurationMs and segs")
        }
        let pens = try list(root["pens"]).map { pen throws(CaptionError) in
            var emphasis: CaptionEmphasis = []
            if try number(pen, "iAttr") == 1 { emphasis.insert(.italic) }
            if try number(pen, "bAttr") == 1 { emphasis.insert(.bold) }
            if try number(pen, "uAttr") == 1 { emphasis.insert(.underline) }
            let color = try number(pen, "fcForeColor").flatMap { $0 >= 0 && $0 <= 0xFF_FFFF ? Self.color(rgb: UInt32($0)) : nil }
            return Pen(emphasis: emphasis, color: color)
        }
        let positions = try list(root["wpWinPositions"]).map { position throws(CaptionError) in
            Self.anchor(anchorPoint: try number(position, "apPoint").map { Int($0) }, vertical: try number(position, "avVerPos"))
        }
        func pen(_ node: Node?) throws(CaptionError) -> Pen? {
            guard let node, let index = try number(node, "pPenId") else { return nil }
            return pens.indices.contains(Int(index)) ? pens[Int(index)] : nil
        }
        return try events.map { event throws(CaptionError) in
            guard let start = try number(event, "tStartMs") else {
                throw CaptionError(file: fileName, line: line(event), "missing \"tStartMs\": each event starts at a time in milliseconds")
            }
            let eventPen = try pen(event) ?? Pen()
            let segments = try list(event["segs"]).map { segment throws(CaptionError) in
                guard case .scalar(let text)? = segment["utf8"] else {
                    throw CaptionError(file: fileName, line: line(segment), "a seg's \"utf8\" must be its text")
                }
                return Segment(text: text.string, offset: try number(segment, "tOffsetMs").map { $0 / 1000 }, pen: try pen(segment) ?? eventPen)
            }
            let position = try number(event, "wpWinPosId").map { Int($0) }
            return Event(start: start / 1000, duration: try number(event, "dDurationMs").map { $0 / 1000 },
                         anchor: position.flatMap { positions.indices.contains($0) ? positions[$0] : nil }, segments: segments,
                         line: line(event["tStartMs"] ?? event))
        }
    }

    private func line(_ node: Node) -> Int { node.mark.map { $0.line } ?? 0 }

    /// The items of an optional list; a value that is not a list is an error.
    private func list(_ node: Node?) throws(CaptionError) -> [Node] {
        guard let node else { return [] }
        guard case .sequence(let items) = node else { throw CaptionError(file: fileName, line: line(node), "expected a list") }
        return Array(items)
    }

    /// A whole number's value, nil when the key is missing; a value that is not a finite number is an error.
    private func number(_ node: Node, _ key: String) throws(CaptionError) -> Double? {
        guard let value = node[key] else { return nil }
        guard case .scalar(let scalar) = value else {
            throw CaptionError(file: fileName, line: line(value), "\"\(key)\" must be a number; got \(Excerpt.quote(String(describing: value.any)))")
        }
        switch CaptionNumber.time(scalar.string, scale: 1000) {
        case .success(let number): return number
        case .failure(.notANumber): throw CaptionError(file: fileName, line: line(value), "\"\(key)\" must be a number; got \(Excerpt.quote(String(describing: value.any)))")
        case .failure(let failure):
            throw CaptionError(file: fileName, line: line(value), "\"\(key)\": \(Excerpt.of(scalar.string)) \(CaptionNumber.reason(failure, unit: "milliseconds"))")
        }
    }

    // MARK: srv3, srv2, srv1

    private func xmlEvents() throws(CaptionError) -> [Event] {
        var reader = XMLReader(text)
        let root: TTMLReader.Element
        do throws(XMLReader.Failure) {
            root = try reader.root()
        } catch {
            throw CaptionError(file: fileName, line: error.line, "not well-formed YouTube timed text (XML): \(error.reason)")
        }
        guard root.name == "timedtext" || root.name == "transcript" else {
            throw CaptionError(file: fileName, line: root.line, "YouTube's timed text has the root <timedtext> or <transcript>; this one's is <\(root.name)>")
        }
        var pens: [String: Pen] = [:], positions: [String: UnitPoint?] = [:]
        for element in root.descendants() {
            guard let id = element.attributes["id"] else { continue }
            if element.name == "pen" {
                var pen = Pen()
                for (kind, key) in [(CaptionEmphasis.italic, "i"), (.bold, "b"), (.underline, "u")] where element.attributes[key] == "1" {
                    pen.emphasis.insert(kind)
                }
                if let fc = element.attributes["fc"] {
                    let hex = fc.hasPrefix("#") ? UInt32(fc.dropFirst(), radix: 16) : nil
                    pen.color = hex.map { Self.color(rgb: $0) } ?? Marker.htmlColor(fc)
                }
                pens[id] = pen
            }
            if element.name == "wp" {
                positions[id] = Self.anchor(anchorPoint: element.attributes["ap"].flatMap { Int($0) },
                                            vertical: element.attributes["av"].flatMap { Double($0) })
            }
        }
        var events: [Event] = []
        for element in root.descendants() where element.name == "p" || element.name == "text" {
            events.append(try event(element, pens: pens, positions: positions))
        }
        return events
    }

    private func event(_ element: TTMLReader.Element, pens: [String: Pen], positions: [String: UnitPoint?]) throws(CaptionError) -> Event {
        // srv1 times in seconds (`start`, `dur`), srv2 and srv3 in milliseconds (`t`, `d`).
        func time(_ key: String, scale: Double) throws(CaptionError) -> Double? {
            guard let value = element.attributes[key] else { return nil }
            switch CaptionNumber.time(value, scale: scale) {
            case .success(let number): return number / scale
            case .failure(let failure):
                throw CaptionError(file: fileName, line: element.line, """
                    <\(element.name) \(key)="\(value.prefix(40))">: \(value.prefix(40)) \(CaptionNumber.reason(failure, unit: scale == 1 ? "seconds" : "milliseconds"))
                    """)
            }
        }
        let milliseconds = try time("t", scale: 1000), seconds = try time("start", scale: 1)
        guard let start = milliseconds ?? seconds else {
            throw CaptionError(file: fileName, line: element.line, "<\(element.name)> has no start time: give it t (milliseconds) or start (seconds)")
        }
        let durationMilliseconds = try time("d", scale: 1000), durationSeconds = try time("dur", scale: 1)
        let duration = durationMilliseconds ?? durationSeconds
        let eventPen = element.attributes["p"].flatMap { pens[$0] } ?? Pen()
        var segments: [Segment] = []
        for child in element.children {
            switch child {
            case .text(let text):
                segments.append(Segment(text: text, pen: eventPen))
            case .element(let span) where span.name == "br":
                segments.append(Segment(text: "\n", pen: eventPen))
            case .element(let span):
                let offset = span.attributes["t"].flatMap { Double($0) }.flatMap { $0.isFinite && abs($0) < 1e15 ? $0 / 1000 : nil }
                let pen = span.attributes["p"].flatMap { pens[$0] } ?? eventPen
                let text = span.children.map { node in
                    switch node {
                    case .text(let text): text
                    case .element(let inner): inner.name == "br" ? "\n" : ""
                    }
                }.joined()
                segments.append(Segment(text: text, offset: offset, pen: pen))
            }
        }
        let anchor = element.attributes["wp"].flatMap { positions[$0] } ?? nil
        // srv1's and srv2's text is escaped once more than XML asks (`&amp;#39;`).
        let isMarkup = element.name == "text"
        if isMarkup { segments = segments.map { Segment(text: XMLReader.decodingReferences($0.text), offset: $0.offset, pen: $0.pen) } }
        return Event(start: start, duration: duration, anchor: anchor, segments: segments, line: element.line, isMarkup: isMarkup)
    }
}

extension CaptionFormat {
    /// YouTube's own timed text as yt-dlp saves it: json3, srv3, srv2 and srv1, automatic
    /// captions with their words' times (`YouTubeTimedTextReader`).
    public static let youtube = CaptionFormat(name: "youtube")
}

extension YouTubeTimedTextReader: CaptionFormatReader {
    static let format = CaptionFormat.youtube
    static let extensions = ["json3", "srv3", "srv2", "srv1", "json", "xml"]
    static let fileKind = "YouTube's .json3/.srv3"

    /// XML whose root is `<timedtext>` (or srv1's `<transcript>`), or JSON with `tStartMs`.
    static func sniff(text head: Substring) -> Bool {
        if head.hasPrefix("<") { return head.prefix(4096).firstMatch(of: #/<(timedtext|transcript)[\s>]/#) != nil }
        return CaptionInput.startsJSON(head) && head.contains("\"tStartMs\"")
    }

    static func read(_ input: CaptionInput) throws(CaptionError) -> CaptionReading {
        let json = CaptionInput.startsJSON(try input.head())
        return CaptionReading(cues: try YouTubeTimedTextReader(fileName: input.fileName, text: input.text()).cues(json: json))
    }
}
