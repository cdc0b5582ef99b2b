import Foundation
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
struct WhisperParser {
    let fileName: String
    let text: String

    func cues(_ format: CaptionFormat) throws(CaptionError) -> [CaptionCue] {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw CaptionError(file: fileName, line: Self.line(of: error), "invalid JSON: \(Self.reason(of: error))")
        } catch {
            throw CaptionError(file: fileName, line: 0, "invalid JSON: \(error)")
        }
        guard let root, case .mapping = root else {
            throw CaptionError(file: fileName, line: 1, "expected a JSON object with \(format == .whisper ? "segments" : "transcription")")
        }
        return format == .whisper ? try openAI(root) : try whisperCpp(root)
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
        guard case .scalar(let scalar) = value, let number = Double(scalar.string), number.isFinite else {
            throw CaptionError(file: fileName, line: line(value), "\"\(key)\" must be a number; got \(value.any)")
        }
        return number
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
                                 text: CaptionText.plain(segment["text"]?.string ?? ""), line: line(segment))
            if segment["words"] != nil {
                var fragments: [Fragment] = []
                for word in try list(segment, "words", expected: "words with word, start and end") {
                    fragments.append(Fragment(text: try string(word, "word"), start: try number(word, "start"),
                                              end: try number(word, "end"), line: line(word)))
                }
                cue.words = Self.merge(fragments)
                cue.text = cue.words.map(\.text).joined(separator: " ")
            }
            cues.append(cue)
        }
        return cues
    }

    private func whisperCpp(_ root: Node) throws(CaptionError) -> [CaptionCue] {
        var cues: [CaptionCue] = []
        for segment in try list(root, "transcription", expected: "segments with offsets, text and tokens") {
            guard let offsets = segment["offsets"] else {
                throw CaptionError(file: fileName, line: line(segment), "missing \"offsets\": expected {\"from\": ms, \"to\": ms}")
            }
            var cue = CaptionCue(start: try number(offsets, "from") / 1000, end: try number(offsets, "to") / 1000,
                                 text: CaptionText.plain(segment["text"]?.string ?? ""), line: line(segment))
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
                cue.text = cue.words.map(\.text).joined(separator: " ")
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
    static func merge(_ fragments: [Fragment]) -> [CaptionWord] {
        var words: [CaptionWord] = []
        for fragment in fragments {
            let startsWord = fragment.text.first?.isWhitespace ?? false
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
        return 0
    }

    static func reason(of error: YamlError) -> String {
        switch error {
        case .parser(_, let problem, _, _), .scanner(_, let problem, _, _): return problem
        default: return "\(error)"
        }
    }
}
