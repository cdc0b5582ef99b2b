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
}
