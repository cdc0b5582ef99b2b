import ArgumentParser
import Kinetype

/// `captions`' pages: how many lines, how long a line, when a silence starts a page, and where
/// pages sit.
struct CaptionPagingOptions: ParsableArguments {
    @Option(name: .long, parsing: .unconditional, help: "The most lines a page has, \(SceneCaptions.linesRange).")
    var lines: Int = 2

    @Option(name: .long, parsing: .unconditional, help: "The most characters a line has, \(SceneCaptions.maxCharactersRange) (broadcast guidelines use 42).")
    var maxChars: Int = 42

    @Option(name: .long, parsing: .unconditional, help: "A silence longer than this starts a new page, \(SceneCaptions.pauseRange).")
    var pause: Double = 0.6

    @Option(name: .long, help: "Where pages sit.")
    var position: CaptionPosition = .bottom

    func validate() throws {
        try validating {
            _ = try SceneCaptions.linesRange.checked(lines, option: "--lines", example: "2")
            _ = try SceneCaptions.maxCharactersRange.checked(maxChars, option: "--max-chars", example: "42")
            _ = try SceneCaptions.pauseRange.checked(pause, option: "--pause", example: "0.6")
        }
    }
}
