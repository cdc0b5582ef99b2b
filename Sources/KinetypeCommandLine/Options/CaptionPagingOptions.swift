import ArgumentParser
import Kinetype

/// `captions`' pages: how many lines and words, how long a line, when a silence starts a page,
/// where pages sit, and the letter case. A value not given is the preset's (`--preset`), else the
/// default.
struct CaptionPagingOptions: ParsableArguments {
    @Option(name: .long, parsing: .unconditional, help: "The most lines a page has, \(SceneCaptions.linesRange) (default 2).")
    var lines: Int?

    @Option(name: .long, parsing: .unconditional, help: "The most characters a line has, \(SceneCaptions.maxCharactersRange) (default 42, as broadcast guidelines).")
    var maxChars: Int?

    @Option(name: .long, parsing: .unconditional, help: """
        The most words a page holds, \(SceneCaptions.maxWordsRange): 1 is a word at a time, 3 the short-form look \
        (default: no limit but --lines and --max-chars). Cue, sentence and pause breaks stay.
        """)
    var maxWords: Int?

    @Option(name: .long, parsing: .unconditional, help: "A silence longer than this starts a new page, \(SceneCaptions.pauseRange).")
    var pause: Double = 0.6

    @Option(name: .long, help: "Where pages sit, inside the safe area when there is one (default bottom).")
    var position: CaptionPosition?

    @Option(name: .customLong("case"), help: """
        The words' letter case, drawn and in caption files written, by the rules of --language or the file's \
        (Turkish i → İ, German ß → SS, Greek final sigma) (default none: as the file has them).
        """)
    var letterCase: CaptionCase?

    @Option(name: .long, help: """
        The part of the canvas the pages keep to: tiktok, reels, shorts (the platform's interface left clear, \
        scaled from 1080x1920), none (no platform's: an 8% margin, the default), or T,R,B,L insets in pixels or % of \
        the canvas, as 160,150,440,60.
        """, transform: { try SafeArea(checking: $0) })
    var safeArea: SafeArea?

    func validate() throws {
        try validating {
            _ = try lines.map { try SceneCaptions.linesRange.checked($0, option: "--lines", example: "2") }
            _ = try maxChars.map { try SceneCaptions.maxCharactersRange.checked($0, option: "--max-chars", example: "42") }
            _ = try maxWords.map { try SceneCaptions.maxWordsRange.checked($0, option: "--max-words", example: "3") }
            _ = try SceneCaptions.pauseRange.checked(pause, option: "--pause", example: "0.6")
        }
    }

    /// Sets the values given on `captions` (over a preset's).
    func apply(to captions: inout SceneCaptions) {
        if let lines { captions.lines = lines }
        if let maxChars { captions.maxCharacters = maxChars }
        if let maxWords { captions.maxWords = maxWords }
        if let position { captions.anchor = position.anchor }
        if let letterCase { captions.letterCase = letterCase }
        if let safeArea { captions.safeArea = safeArea }
        captions.pause = pause
    }
}
