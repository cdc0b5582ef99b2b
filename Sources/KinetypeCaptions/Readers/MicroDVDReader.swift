import Foundation
import KinetypePrimitives

/// MicroDVD and MPL2 (`.sub`, `.mpl`, `.txt`), the frame- and tenth-timed subtitles of older
/// archives, a cue a line, as VLC and mpv read them.
///
/// - MicroDVD: `{start}{end}text` in frames. A first line `{1}{1}25` gives the frame rate
///   (1 to 1000; another number is refused); without it the rate is 23.976 (as mpv takes it),
///   with a warning saying so.
/// - MPL2: `[start][end]text` in tenths of a second.
/// - An empty end (`{100}{}`) lasts until the next line starts.
/// - `|` breaks a line. `{y:i}`, `{y:b}`, `{y:u}` set a line in italic, bold or underline and
///   `{c:$BBGGRR}` colours it (`{Y:…}` and `{C:…}` the lines after it too); a line that starts with
///   `/` is italic (MPL2's mark). Other control codes (`{f:…}`, `{s:…}`, `{P:…}`) are passed over.
struct MicroDVDReader {
    let fileName: String
    let lines: [String]

    /// The rate frames are counted at when the file does not say.
    static let defaultFrameRate = 23.976

    /// The frame rates a first line may give: film's slowest to a high-speed camera's.
    static let frameRates = 1.0...1000

    /// The number a first line `{1}{1}25` gives (any number, so one out of ``frameRates`` is
    /// refused by name rather than read as a caption), or nil when its text is not one.
    static func rate(_ text: Substring) -> Double? {
        let text = text.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }) else { return nil }
        return Double(text)
    }

    func cues() throws(CaptionError) -> (cues: [CaptionCue], warnings: [String]) {
        var frameRate: Double?
        var usesFrames = false
        // Each line's start and end as written (frames or tenths), its text and its line number.
        var entries: [(start: Double, end: Double?, text: Substring, line: Int)] = []
        for (index, raw) in lines.enumerated() {
            let line = Substring(raw).drop { $0 == "\u{FEFF}" }.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty else { continue }
            guard let (start, end, text, frames) = Self.stamps(Substring(line)) else {
                throw CaptionError(file: fileName, line: index + 1, """
                    expected {start frame}{end frame}text (MicroDVD) or [start][end]text in tenths of a second (MPL2), as {25}{75}Hello|world
                    """)
            }
            usesFrames = usesFrames || frames
            // `{1}{1}25` on the first line: the frame rate, not a caption.
            if frames, entries.isEmpty, frameRate == nil, start <= 1, end == start, let rate = Self.rate(text) {
                guard Self.frameRates.contains(rate) else {
                    throw CaptionError(file: fileName, line: index + 1, """
                        the frame rate '\(text.prefix(40))' is out of range: give \(Int(Self.frameRates.lowerBound)) to \
                        \(Int(Self.frameRates.upperBound)) frames a second, as {1}{1}25 or {1}{1}23.976
                        """)
                }
                frameRate = rate
                continue
            }
            entries.append((start, end, text, index + 1))
        }
        let scale = usesFrames ? 1 / (frameRate ?? Self.defaultFrameRate) : 0.1
        var cues: [CaptionCue] = []
        for (position, entry) in entries.enumerated() {
            let start = entry.start * scale
            // An open end lasts until the next later line.
            let next = entry.end == nil ? entries[(position + 1)...].first { $0.start > entry.start }.map { $0.start * scale } : nil
            let end = entry.end.map { $0 * scale } ?? next ?? start + 2
            if let cue = CaptionText.cue(Self.marked(entry.text), start: start, end: end, line: entry.line, endIsTimed: entry.end != nil || next != nil) {
                cues.append(cue)
            }
        }
        var warnings: [String] = []
        if usesFrames, frameRate == nil, !cues.isEmpty {
            warnings.append("""
                \(fileName): the file counts frames but does not say at what rate: read at \(Self.defaultFrameRate) fps \
                (a first line such as {1}{1}25 sets the rate)
                """)
        }
        return (cues, warnings)
    }

    /// A line's two stamps (`{12}{34}` or `[12][34]`, the second may be empty), its text, and
    /// whether the stamps are frames; nil when the line does not start so.
    static func stamps(_ line: Substring) -> (start: Double, end: Double?, text: Substring, frames: Bool)? {
        guard let open = line.first, open == "{" || open == "[" else { return nil }
        let close: Character = open == "{" ? "}" : "]"
        var rest = line
        var values: [Double?] = []
        for _ in 0..<2 {
            guard rest.first == open, let end = rest.firstIndex(of: close) else { return nil }
            let digits = rest[rest.index(after: rest.startIndex)..<end]
            guard digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber), digits.count <= 12 else { return nil }
            values.append(digits.isEmpty ? nil : Double(digits))
            rest = rest[rest.index(after: end)...]
        }
        guard let start = values[0] else { return nil }
        return (start, values[1], rest, open == "{")
    }

    /// The text with its lines' control codes as the markup ``CaptionText`` reads: each `|` a
    /// line break, each line between the ``Marker``s its codes set.
    static func marked(_ text: Substring) -> String {
        var lasting = (emphasis: CaptionEmphasis(), color: Color?.none)
        var result: [String] = []
        for var line in text.split(separator: "|", omittingEmptySubsequences: false) {
            var emphasis = lasting.emphasis, color = lasting.color
            while line.first == "{", let close = line.firstIndex(of: "}") {
                let code = line[line.index(after: line.startIndex)..<close]
                let parts = code.split(separator: ":", maxSplits: 1)
                // A code is a letter, a colon and a value ({y:i}); other braces ({Laughs}) are text.
                guard parts.count == 2, let kind = parts[0].first, parts[0].count == 1, kind.isLetter else { break }
                line = line[line.index(after: close)...]
                let value = parts[1].lowercased()
                switch kind {
                case "y", "Y":
                    var set: CaptionEmphasis = []
                    if value.contains("i") { set.insert(.italic) }
                    if value.contains("b") { set.insert(.bold) }
                    if value.contains("u") { set.insert(.underline) }
                    emphasis.formUnion(set)
                    if kind == "Y" { lasting.emphasis.formUnion(set) }
                case "c", "C":
                    // $BBGGRR, blue first.
                    guard value.hasPrefix("$"), let bgr = UInt32(value.dropFirst(), radix: 16), value.count == 7 else { continue }
                    let parsed = Color(red: Double(bgr & 0xFF) / 255, green: Double((bgr >> 8) & 0xFF) / 255, blue: Double(bgr >> 16) / 255)
                    color = parsed
                    if kind == "C" { lasting.color = parsed }
                default: continue
                }
            }
            if line.first == "/" {
                line = line.dropFirst()
                emphasis.insert(.italic)
            }
            result.append(Marker.wrapping(String(line), emphasis: emphasis, color: color))
        }
        return result.joined(separator: "\n")
    }
}

extension CaptionFormat {
    /// MicroDVD (`{25}{75}text`, frames) and MPL2 (`[10][30]text`, tenths of a second), `.sub`
    /// and `.mpl` (`MicroDVDReader`).
    public static let microDVD = CaptionFormat(name: "microdvd")
}

extension MicroDVDReader: CaptionFormatReader {
    static let format = CaptionFormat.microDVD
    static let extensions = ["sub", "mpl"]
    static let fileKind = ".sub"

    /// A first line of two stamps and text.
    static func sniff(text head: Substring) -> Bool {
        stamps(head.prefix { $0 != "\n" }) != nil
    }

    static func read(_ input: CaptionInput) throws(CaptionError) -> CaptionReading {
        let (cues, notes) = try MicroDVDReader(fileName: input.fileName, lines: input.lines()).cues()
        return CaptionReading(cues: cues, notes: notes)
    }
}
