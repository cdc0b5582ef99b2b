import Yams

/// What a caption format's reader makes of a file: its cues as the file gives them (before the
/// shared checks sort them and skip those that last no time), the language the file says it
/// is in, and the reader's own warnings.
struct CaptionReading {
    /// The cues, in the file's order.
    var cues: [CaptionCue]
    /// The file's language as a BCP 47 tag (WebVTT's `Language:` header, SAMI's class, EBU
    /// STL's language code); nil when it does not say.
    var language: String?
    /// Warnings about what the reader assumed or passed over, each a whole message.
    var notes: [String]

    /// A reading of `cues`, in `language`, with `notes`.
    init(cues: [CaptionCue], language: String? = nil, notes: [String] = []) {
        self.cues = cues
        self.language = language
        self.notes = notes
    }

    /// A language a file names as a JSON string (`"en"`, `"en_us"`, `"de-DE"`), when it is a
    /// language tag; nil for anything else (a missing key, `null`, a number, a language's name).
    static func languageTag(_ node: Node?) -> String? {
        guard case .scalar(let scalar)? = node else { return nil }
        let parts = scalar.string.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let code = parts.first, (2...3).contains(code.count), code.allSatisfy({ $0.isASCII && $0.isLetter }),
              parts.dropFirst().allSatisfy({ (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } })
        else { return nil }
        return scalar.string
    }
}
