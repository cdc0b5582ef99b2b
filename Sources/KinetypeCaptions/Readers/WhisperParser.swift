import Foundation
import KinetypeDiagnostics
import Yams

/// Word-level JSON from the common Whisper tools, read through libyaml (JSON is YAML) so every
/// problem names its line.
///
/// - openai-whisper (`--word_timestamps True`): `segments[]` with `start`, `end`, `text` and
///   `words[]` of `word`, `start`, `end` in seconds.
/// - whisper.cpp (`--output-json-full`): `transcription[]` with `offsets` {`from`, `to`} in
///   milliseconds, `text` and `tokens[]` of `text` and `offsets`; special tokens (`[_BEG_]`) are
///   skipped.
///
/// Fragments merge into words: a token that starts with a space starts a word; one that does not
/// (the rest of a word, or punctuation) joins the word before, whose end moves to its end. Han
/// and kana tokens are words of their own.
///
/// Variants read by shape: faster-whisper writes openai-whisper's shape; WhisperX writes words
/// without leading spaces (each a word) and leaves out the times of words it could not align;
/// whisper-timestamped names each word `text`; whisper.cpp's `--max-len 1` writes a segment a
/// word, read as one stream of words; insanely-fast-whisper (Hugging Face transformers'
/// pipeline) writes `chunks[]` of `timestamp` [start, end] and `text`.
struct WhisperParser {
    let fileName: String
    let text: String

    /// How help and messages name the word-level JSON files (Whisper's, whisper.cpp's, and the
    /// speech services').
    static let fileKind = "the word-level .json of Whisper or a speech service"

    /// The file's cues, and the language it says it is in: openai-whisper's and WhisperX's
    /// top-level `"language"`, whisper.cpp's `result.language`.
    func reading(_ format: CaptionFormat) throws(CaptionError) -> CaptionReading {
        guard let root = try Self.document(text, fileName: fileName), case .mapping = root else {
            throw CaptionError(file: fileName, line: 1, "expected a JSON object with \(format == .whisper ? "segments" : "transcription")")
        }
        let language = CaptionReading.languageTag(format == .whisper ? root["language"] : root["result"]?["language"])
        if format == .whisper, root["segments"] == nil, root["chunks"] != nil { return CaptionReading(cues: try chunks(root), language: language) }
        return CaptionReading(cues: format == .whisper ? try openAI(root) : try whisperCpp(root), language: language)
    }

    /// A JSON file's root node, each node with its line; nil for a file of white space.
    static func document(_ text: String, fileName: String) throws(CaptionError) -> Node? {
        do {
            return try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw CaptionError(file: fileName, line: line(of: error), "invalid JSON: \(reason(of: error))")
        } catch {
            throw CaptionError(file: fileName, line: 0, "invalid JSON: \(error)")
        }
    }

    private func line(_ node: Node) -> Int { node.mark.map { $0.line } ?? 0 }

    private func list(_ node: Node, _ key: String, expected: String) throws(CaptionError) -> [Node] {
        guard let value = node[key] else { throw CaptionError(file: fileName, line: line(node), "missing \"\(key)\": expected \(expected)") }
        guard case .sequence(let sequence) = value else {
            throw CaptionError(file: fileName, line: line(value), "\"\(key)\" must be a list of \(expected)")
        }
        return Array(sequence)
    }

    private func number(_ node: Node, _ key: String) throws(CaptionError) -> Double {
        guard let value = node[key] else { throw CaptionError(file: fileName, line: line(node), "missing \"\(key)\": expected a number") }
        guard case .scalar(let scalar) = value else {
            throw CaptionError(file: fileName, line: line(value), "\"\(key)\" must be a number; got \(Excerpt.quote(String(describing: value.any)))")
        }
        switch CaptionNumber.time(scalar.string, scale: ["from", "to"].contains(key) ? 1000 : 1) {
        case .success(let number): return number
        case .failure(.notANumber): throw CaptionError(file: fileName, line: line(value), "\"\(key)\" must be a number; got \(Excerpt.quote(String(describing: value.any)))")
        case .failure(let failure):
            throw CaptionError(file: fileName, line: line(value), "\"\(key)\": \(Excerpt.of(scalar.string)) \(CaptionNumber.reason(failure, unit: "seconds"))")
        }
    }

    private func string(_ node: Node, _ key: String) throws(CaptionError) -> String {
        guard let value = node[key] else { throw CaptionError(file: fileName, line: line(node), "missing \"\(key)\": expected a string") }
        guard case .scalar(let scalar) = value else { throw CaptionError(file: fileName, line: line(value), "\"\(key)\" must be a string") }
        return scalar.string
    }

    private func openAI(_ root: Node) throws(CaptionError) -> [CaptionCue] {
        var cues: [CaptionCue] = []
        for segment in try list(root, "segments", expected: "segments with start, end, text and words") {
            var cue = CaptionCue(start: try number(segment, "start"), end: try number(segment, "end"),
                                 text: CaptionText.plain(segment["text"]?.string ?? ""), line: line(segment), endIsTimed: false)
            if segment["words"] != nil {
                var fragments: [Fragment] = []
                var untimed: [Int] = []
                for word in try list(segment, "words", expected: "words with word, start and end") {
                    // whisper-timestamped names the word "text"; WhisperX leaves out the times of
                    // words it could not align (numbers, symbols), which take their neighbours'.
                    let text = word["word"] != nil ? try string(word, "word") : try string(word, "text")
                    if word["start"] == nil && word["end"] == nil { untimed.append(fragments.count) }
                    fragments.append(Fragment(text: text, start: word["start"] == nil ? cue.start : try number(word, "start"),
                                              end: word["end"] == nil ? cue.start : try number(word, "end"), line: line(word)))
                }
                for index in untimed {
                    let nextTimed = fragments.indices.first { $0 > index && !untimed.contains($0) }
                    fragments[index].start = index > 0 ? fragments[index - 1].end : cue.start
                    fragments[index].end = max(fragments[index].start, nextTimed.map { fragments[$0].start } ?? cue.end)
                }
                cue.words = Self.merge(fragments)
                cue.text = CaptionText.text(of: cue.words)
            }
            // WhisperX's diarization names each segment's speaker.
            cue.assign(speaker: segment["speaker"]?.string)
            cues.append(cue)
        }
        return cues
    }

    /// Hugging Face transformers' speech pipeline, as insanely-fast-whisper writes it:
    /// `chunks[]` of `timestamp` [start, end] in seconds and `text`, a word each
    /// (`--timestamp word`) or a phrase each. The pipeline may leave the last end out (null): it
    /// is then the next chunk's start, or 0.4 s a word after the start.
    private func chunks(_ root: Node) throws(CaptionError) -> [CaptionCue] {
        var fragments: [Fragment] = []
        let chunks = try list(root, "chunks", expected: "chunks with timestamp and text")
        for (index, chunk) in chunks.enumerated() {
            guard case .sequence(let stamp)? = chunk["timestamp"], stamp.count == 2 else {
                throw CaptionError(file: fileName, line: line(chunk["timestamp"] ?? chunk), "\"timestamp\" must be [start, end] in seconds")
            }
            func seconds(_ node: Node) throws(CaptionError) -> Double? {
                guard case .scalar(let scalar) = node else { return nil }
                if scalar.string == "null" || scalar.string.isEmpty { return nil }
                switch CaptionNumber.time(scalar.string) {
                case .success(let value): return value
                case .failure(.notANumber):
                    throw CaptionError(file: fileName, line: line(node), "\"timestamp\" must be [start, end] in seconds; got \(Excerpt.quote(String(describing: node.any)))")
                case .failure(let failure):
                    throw CaptionError(file: fileName, line: line(node), "\"timestamp\": \(Excerpt.of(scalar.string)) \(CaptionNumber.reason(failure, unit: "seconds"))")
                }
            }
            guard let start = try seconds(stamp[0]) else {
                throw CaptionError(file: fileName, line: line(stamp[0]), "the chunk has no start: \"timestamp\" must be [start, end] in seconds")
            }
            let text = try string(chunk, "text")
            let following = index + 1 < chunks.count ? chunks[index + 1]["timestamp"]?.sequence?.first : nil
            let nextStart = try following.flatMap { node throws(CaptionError) in try seconds(node) }
            let end = try seconds(stamp[1]) ?? nextStart ?? start + 0.4 * Double(max(1, CaptionText.words(text).count))
            fragments.append(Fragment(text: text, start: start, end: end, line: line(chunk)))
        }
        // A word a chunk makes one stream of words, paged by pauses and sentences.
        if fragments.allSatisfy({ CaptionText.words(markup: $0.text).count <= 1 }) {
            let words = Self.merge(fragments)
            guard let first = words.first, let last = words.last else { return [] }
            return [CaptionCue(start: first.start, end: last.end, text: CaptionText.text(of: words), words: words,
                               line: first.line, endIsTimed: false)]
        }
        return fragments.map { fragment in
            CaptionCue(start: fragment.start, end: fragment.end, text: CaptionText.plain(fragment.text), line: fragment.line, endIsTimed: false)
        }
    }

    private func whisperCpp(_ root: Node) throws(CaptionError) -> [CaptionCue] {
        var cues: [CaptionCue] = []
        let segments = try list(root, "transcription", expected: "segments with offsets, text and tokens")
        // `--max-len 1` writes a segment a word: they make one stream of words, paged by pauses
        // and sentences as a transcript is, not a page a word.
        if segments.count > 1, segments.allSatisfy({ CaptionText.words(markup: $0["text"]?.string ?? "").count <= 1 }) {
            var fragments: [Fragment] = []
            for segment in segments {
                guard let offsets = segment["offsets"] else {
                    throw CaptionError(file: fileName, line: line(segment), "missing \"offsets\": expected {\"from\": ms, \"to\": ms}")
                }
                let text = segment["text"]?.string ?? ""
                guard !CaptionText.plain(text).isEmpty else { continue }
                fragments.append(Fragment(text: text.first?.isWhitespace == true ? text : " " + text,
                                          start: try number(offsets, "from") / 1000, end: try number(offsets, "to") / 1000, line: line(segment)))
            }
            let words = Self.merge(fragments)
            guard let first = words.first, let last = words.last else { return [] }
            return [CaptionCue(start: first.start, end: last.end, text: CaptionText.text(of: words), words: words, line: first.line,
                               endIsTimed: false)]
        }
        for segment in segments {
            guard let offsets = segment["offsets"] else {
                throw CaptionError(file: fileName, line: line(segment), "missing \"offsets\": expected {\"from\": ms, \"to\": ms}")
            }
            var cue = CaptionCue(start: try number(offsets, "from") / 1000, end: try number(offsets, "to") / 1000,
                                 text: CaptionText.plain(segment["text"]?.string ?? ""), line: line(segment), endIsTimed: false)
            if segment["tokens"] != nil {
                var fragments: [Fragment] = []
                for token in try list(segment, "tokens", expected: "tokens with text and offsets") {
                    let text = try string(token, "text")
                    guard !text.hasPrefix("[_"), !text.isEmpty else { continue }
                    guard let tokenOffsets = token["offsets"] else {
                        throw CaptionError(file: fileName, line: line(token), "missing \"offsets\": expected {\"from\": ms, \"to\": ms}")
                    }
                    fragments.append(Fragment(text: text, start: try number(tokenOffsets, "from") / 1000,
                                              end: try number(tokenOffsets, "to") / 1000, line: line(token)))
                }
                cue.words = Self.merge(fragments)
                cue.text = CaptionText.text(of: cue.words)
            }
            cues.append(cue)
        }
        return cues
    }

    struct Fragment {
        var text: String
        var start: Double
        var end: Double
        var line: Int
    }

    /// Whole words from Whisper's fragments (see the type's summary).
    ///
    /// A list where no fragment starts with a space (WhisperX writes whole words without them)
    /// is a list of words: each starts one, punctuation alone still joining the word before.
    static func merge(_ fragments: [Fragment]) -> [CaptionWord] {
        var words: [CaptionWord] = []
        let wholeWords = fragments.count > 1 && !fragments.contains { $0.text.first?.isWhitespace == true }
        for fragment in fragments {
            let startsWord = (wholeWords && !fragment.text.allSatisfy(\.isPunctuation)) || (fragment.text.first?.isWhitespace ?? false)
            let pieces = CaptionText.words(fragment.text)
            guard !pieces.isEmpty else { continue }
            for (index, piece) in pieces.enumerated() {
                let unspaced = piece.text.first.map(CaptionText.isUnspaced) ?? false
                let afterUnspaced = words.last?.text.last.map(CaptionText.isUnspaced) ?? false
                let punctuation = piece.text.allSatisfy { $0.isPunctuation }
                let joins = index == 0 && !startsWord && !words.isEmpty && (punctuation || (!unspaced && !afterUnspaced))
                if joins {
                    words[words.count - 1].text += piece.text
                    words[words.count - 1].end = max(words[words.count - 1].end, fragment.end)
                } else {
                    let space = index == 0 ? startsWord : piece.spaceBefore
                    words.append(CaptionWord(text: piece.text, start: fragment.start, end: fragment.end,
                                             spaceBefore: space && !words.isEmpty, line: fragment.line))
                }
            }
        }
        return words
    }

    static func line(of error: YamlError) -> Int {
        if case .parser(_, _, let mark, _) = error { return mark.line }
        if case .scanner(_, _, let mark, _) = error { return mark.line }
        if case .composer(_, _, let mark, _) = error { return mark.line }
        return 0
    }

    static func reason(of error: YamlError) -> String {
        switch error {
        case .parser(_, let problem, _, _), .scanner(_, let problem, _, _), .composer(_, let problem, _, _):
            return NestingLimit.isReached(problem) ? NestingLimit.message(json: true, needs: "a transcript needs only a few levels") : problem
        // Yams' own description quotes the input's line, which may be the whole file.
        default: return Excerpt.of("\(error)".split(separator: "\n").first ?? "", limit: 120)
        }
    }
}
