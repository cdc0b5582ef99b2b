import Foundation
import KinetypeDiagnostics
import Yams

/// Word-timed JSON transcripts from the speech-to-text services, as their APIs return them and
/// their consoles let users download them, told apart by their keys:
///
/// - Deepgram: `results.channels[0].alternatives[0].words[]` of `word` (or `punctuated_word`),
///   `start`, `end` (seconds) and `speaker` with diarization.
/// - AssemblyAI: `words[]` of `text`, `start`, `end` (milliseconds) and `speaker`.
/// - Amazon Transcribe: `results.items[]` of `type` (`pronunciation` or `punctuation`),
///   `alternatives[0].content`, `start_time`, `end_time` (seconds, as strings) and
///   `speaker_label`; punctuation has no times and joins the word before.
/// - Google Cloud Speech-to-Text: `results[].alternatives[0].words[]` of `word` and `startTime`,
///   `endTime` (or v2's `startOffset`, `endOffset`) as `"1.300s"`; a time left out is 0, as
///   protobuf's JSON leaves out zeros.
/// - Azure Speech batch transcription: `recognizedPhrases[]` (the first channel's) with
///   `speaker` and `nBest[0].displayWords[]` (punctuated) or `words[]`, each with
///   `offsetInTicks` and `durationInTicks` (100 ns).
/// - Rev.ai: `monologues[]` of `speaker` and `elements[]` of `type` (`text` or `punct`), `value`,
///   `ts`, `end_ts` (seconds).
///
/// The words make one stream a speaker's turn: a cue each, paged by pauses and sentences as a
/// Whisper transcript is, and a new speaker starts a new cue.
///
/// The language is the one the service names (``language(of:)``); Rev.ai's transcript names none.
struct SpeechServiceReader {
    let fileName: String
    let text: String

    /// A word or punctuation mark as a service gives it, and who says it.
    private struct Item {
        var fragment: WhisperParser.Fragment
        var speaker: String?
    }

    /// The services, as messages name them.
    static let services = "Deepgram, AssemblyAI, Amazon Transcribe, Google Cloud Speech-to-Text, Azure Speech or Rev.ai"

    /// The transcript's cues and the language it names.
    func reading() throws(CaptionError) -> CaptionReading {
        guard let root = try WhisperParser.document(text, fileName: fileName), case .mapping = root else {
            throw CaptionError(file: fileName, line: 1, "expected a JSON object: a word-timed transcript from \(Self.services)")
        }
        let items: [Item]
        if let results = root["results"], case .mapping = results, results["channels"] != nil {
            items = try deepgram(results)
        } else if let results = root["results"], case .mapping = results, results["items"] != nil {
            items = try amazon(results)
        } else if let results = root["results"], case .sequence(let list) = results {
            items = try google(Array(list))
        } else if root["recognizedPhrases"] != nil {
            items = try azure(root)
        } else if root["monologues"] != nil {
            items = try rev(root)
        } else if root["words"] != nil {
            items = try assemblyAI(root)
        } else {
            throw CaptionError(file: fileName, line: line(root), """
                not a transcript Kinetype knows: expected the JSON of \(Self.services) \
                (results.channels, words, results.items, results[].alternatives, recognizedPhrases or monologues)
                """)
        }
        // A cue a speaker's turn.
        var cues: [CaptionCue] = []
        var start = items.startIndex
        while start < items.endIndex {
            var end = start + 1
            while end < items.endIndex, items[end].speaker == items[start].speaker || items[end].speaker == nil { end += 1 }
            let words = WhisperParser.merge(items[start..<end].map(\.fragment))
            if let first = words.first, let last = words.last {
                var cue = CaptionCue(start: first.start, end: last.end, text: CaptionText.text(of: words), words: words,
                                     line: first.line, endIsTimed: false)
                cue.assign(speaker: items[start..<end].lazy.compactMap(\.speaker).first)
                cues.append(cue)
            }
            start = end
        }
        return CaptionReading(cues: cues, language: Self.language(of: root))
    }

    /// The language a service's transcript names: Deepgram's `detected_language` (or its
    /// alternative's `languages`), AssemblyAI's `language_code` (`en_us`), Amazon's
    /// `results.language_code`, Google's `languageCode` of a result, Azure's `locale` of a phrase;
    /// nil when it names none.
    static func language(of root: Node) -> String? {
        let results = root["results"]
        var candidates: [Node?] = [root["language_code"], results?["language_code"]]
        if case .sequence(let channels)? = results?["channels"], let channel = channels.first {
            candidates.append(channel["detected_language"])
            if case .sequence(let alternatives)? = channel["alternatives"], case .sequence(let languages)? = alternatives.first?["languages"] {
                candidates.append(languages.first)
            }
        }
        if case .sequence(let list)? = results { candidates += list.prefix(1000).map { $0["languageCode"] } }
        if case .sequence(let phrases)? = root["recognizedPhrases"] { candidates += phrases.prefix(1000).map { $0["locale"] } }
        return candidates.lazy.compactMap { CaptionReading.languageTag($0) }.first
    }

    // MARK: The services

    private func deepgram(_ results: Node) throws(CaptionError) -> [Item] {
        let channel = try list(results, "channels").first
        guard let alternative = try channel.flatMap({ node throws(CaptionError) in try list(node, "alternatives").first }) else { return [] }
        return try list(alternative, "words").map { word throws(CaptionError) in
            let text = word["punctuated_word"] != nil ? try string(word, "punctuated_word") : try string(word, "word")
            return Item(fragment: .init(text: " " + text, start: try seconds(word, "start"), end: try seconds(word, "end"), line: line(word)),
                        speaker: label(word["speaker"]))
        }
    }

    private func assemblyAI(_ root: Node) throws(CaptionError) -> [Item] {
        try list(root, "words").map { word throws(CaptionError) in
            Item(fragment: .init(text: " " + (try string(word, "text")), start: try seconds(word, "start", scale: 1000),
                                 end: try seconds(word, "end", scale: 1000), line: line(word)),
                 speaker: label(word["speaker"]))
        }
    }

    private func amazon(_ results: Node) throws(CaptionError) -> [Item] {
        var items: [Item] = []
        for item in try list(results, "items") {
            guard let alternative = try list(item, "alternatives").first else { continue }
            let content = try string(alternative, "content")
            if item["type"]?.string == "punctuation" {
                // No times: it joins the word before.
                let end = items.last?.fragment.end ?? 0
                items.append(Item(fragment: .init(text: content, start: end, end: end, line: line(item)), speaker: nil))
            } else {
                items.append(Item(fragment: .init(text: " " + content, start: try seconds(item, "start_time"), end: try seconds(item, "end_time"),
                                                  line: line(item)),
                                  speaker: label(item["speaker_label"])))
            }
        }
        return items
    }

    private func google(_ results: [Node]) throws(CaptionError) -> [Item] {
        var items: [Item] = []
        for result in results {
            guard let alternative = try list(result, "alternatives", optional: true).first else { continue }
            for word in try list(alternative, "words", optional: true) {
                let start = word["startOffset"] != nil ? "startOffset" : "startTime", end = word["endOffset"] != nil ? "endOffset" : "endTime"
                items.append(Item(fragment: .init(text: " " + (try string(word, "word")), start: try seconds(word, start, missing: 0),
                                                  end: try seconds(word, end, missing: 0), line: line(word)),
                                  speaker: label(word["speakerLabel"]) ?? label(word["speakerTag"])))
            }
        }
        // With diarization, the last result repeats every word with its speaker: those words alone.
        return items.contains { $0.speaker != nil } ? items.filter { $0.speaker != nil } : items
    }

    private func azure(_ root: Node) throws(CaptionError) -> [Item] {
        var items: [Item] = []
        let phrases = try list(root, "recognizedPhrases")
        // A stereo file is transcribed a channel at a time: the first channel's phrases.
        let channel = phrases.first?["channel"]?.string
        for phrase in phrases where phrase["channel"]?.string == channel {
            guard let best = try list(phrase, "nBest").first else { continue }
            let key = best["displayWords"] != nil ? "displayWords" : "words", textKey = key == "displayWords" ? "displayText" : "word"
            for word in try list(best, key) {
                // Ticks added up before they become seconds, so 0.07 s + 0.4 s is 0.47 s.
                let offset = try seconds(word, "offsetInTicks"), duration = try seconds(word, "durationInTicks")
                items.append(Item(fragment: .init(text: " " + (try string(word, textKey)), start: offset / 10_000_000,
                                                  end: (offset + duration) / 10_000_000, line: line(word)),
                                  speaker: label(phrase["speaker"])))
            }
        }
        return items
    }

    private func rev(_ root: Node) throws(CaptionError) -> [Item] {
        var items: [Item] = []
        for monologue in try list(root, "monologues") {
            let speaker = label(monologue["speaker"])
            for element in try list(monologue, "elements") {
                let value = try string(element, "value")
                if element["type"]?.string == "punct" {
                    guard !value.allSatisfy(\.isWhitespace) else { continue }
                    let end = items.last?.fragment.end ?? 0
                    items.append(Item(fragment: .init(text: value.trimmingCharacters(in: .whitespaces), start: end, end: end, line: line(element)),
                                      speaker: nil))
                } else {
                    items.append(Item(fragment: .init(text: " " + value, start: try seconds(element, "ts"), end: try seconds(element, "end_ts"),
                                                      line: line(element)),
                                      speaker: speaker))
                }
            }
        }
        return items
    }

    // MARK: Values

    private func line(_ node: Node) -> Int { node.mark.map { $0.line } ?? 0 }

    /// A speaker label: a string or number; nil for none, JSON's `null` or an empty one.
    private func label(_ node: Node?) -> String? {
        guard case .scalar(let scalar)? = node, !scalar.string.isEmpty, scalar.string != "null" else { return nil }
        return scalar.string
    }

    private func list(_ node: Node, _ key: String, optional: Bool = false) throws(CaptionError) -> [Node] {
        guard let value = node[key] else {
            if optional { return [] }
            throw CaptionError(file: fileName, line: line(node), "missing \"\(key)\": expected a list")
        }
        guard case .sequence(let items) = value else { throw CaptionError(file: fileName, line: line(value), "\"\(key)\" must be a list") }
        return Array(items)
    }

    private func string(_ node: Node, _ key: String) throws(CaptionError) -> String {
        guard case .scalar(let scalar)? = node[key] else {
            throw CaptionError(file: fileName, line: line(node[key] ?? node), "missing \"\(key)\": expected the word's text")
        }
        return scalar.string
    }

    /// A time in seconds: a number, a string of one (Amazon's `"4.87"`), or Google's `"1.300s"`,
    /// divided by `scale`; `missing` when the key is left out, else an error.
    private func seconds(_ node: Node, _ key: String, scale: Double = 1, missing: Double? = nil) throws(CaptionError) -> Double {
        guard let value = node[key] else {
            if let missing { return missing }
            throw CaptionError(file: fileName, line: line(node), "missing \"\(key)\": expected the word's time")
        }
        var text = value.string ?? ""
        if text.hasSuffix("s") { text.removeLast() }
        guard case .scalar = value else {
            throw CaptionError(file: fileName, line: line(value), "\"\(key)\" must be a time; got \(Excerpt.quote(String(describing: value.any)))")
        }
        switch CaptionNumber.time(text, scale: scale) {
        case .success(let number): return number / scale
        case .failure(.notANumber): throw CaptionError(file: fileName, line: line(value), "\"\(key)\" must be a time; got \(Excerpt.quote(String(describing: value.any)))")
        case .failure(let failure):
            throw CaptionError(file: fileName, line: line(value), "\"\(key)\": \(Excerpt.of(text)) \(CaptionNumber.reason(failure, unit: "seconds"))")
        }
    }
}

extension CaptionFormat {
    /// Word-timed JSON from a speech-to-text service: Deepgram, AssemblyAI, Amazon Transcribe,
    /// Google Cloud Speech-to-Text, Azure Speech, Rev.ai (`SpeechServiceReader`).
    public static let transcript = CaptionFormat(name: "transcript")
}

extension SpeechServiceReader: CaptionFormatReader {
    static let format = CaptionFormat.transcript
    static let extensions = ["json"]
    static let fileKind = WhisperParser.fileKind

    /// JSON with a service's own keys, or with words and no Whisper segments (Amazon's speaker
    /// labels have `segments` too, so the services' keys come first).
    static func sniff(text head: Substring) -> Bool {
        guard CaptionInput.startsJSON(head) else { return false }
        let keys = ["\"channels\"", "\"transcripts\"", "\"recognizedPhrases\"", "\"monologues\""]
        if keys.contains(where: head.contains) { return true }
        if head.contains("\"segments\"") || head.contains("\"chunks\"") { return false }
        return head.contains("\"words\"") || head.contains("\"alternatives\"")
    }

    static func read(_ input: CaptionInput) throws(CaptionError) -> CaptionReading {
        try SpeechServiceReader(fileName: input.fileName, text: input.text()).reading()
    }
}
