import ArgumentParser
import Foundation
import Kinetype

/// The options that say what file to write and how to render it.
struct OutputOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: "The output: a file (.gif .png .apng .mp4 .webm .mov .svg .pdf), a folder for PNG frames, or - for standard output.")
    var output: String

    @Option(name: .long, help: "The format: gif, png, png-sequence, apng, mp4, webm, mov, svg or pdf (default: from the output's extension).")
    var format: String?

    @Option(name: .long, parsing: .unconditional,
            help: "The time in seconds of the frame a still (png, svg, pdf) shows, from 0 to the card's duration (default: the last frame).")
    var at: Double?

    @Option(name: .long, help: "Only frames A..B (indices, inclusive), to split a render across processes.")
    var frames: String?

    @Option(name: .long, parsing: .unconditional,
            help: "Threads that render frames, \(OutputOptions.threadRange) (default: all cores); the output does not depend on it.")
    var threads: Int?

    @Option(name: .long, help: "Progress on standard error: auto (a bar on a terminal), bar, json (one object a line) or none.")
    var progress: String = "auto"

    @Option(name: .long, parsing: .unconditional, help: "Quality, \(OutputOptions.qualityRange): GIF palette and drift; MP4 and WebM constant rate factor (100 is CRF 21 for MP4, 18 with --video-compression smallest, 30 for WebM; each 3 steps down add 1).")
    var quality: Int = 100

    @Option(name: .long, help: """
        PNG compression for png and png-sequence: \(OutputOptions.pngCompressionNames) (default: fast). \
        Every setting gives the same pixels; smaller files take longer.
        """)
    var pngCompression: String = PNGCompression.fast.rawValue

    @Option(name: .long, help: """
        MP4 compression: standard (the default: under 150 MB of memory at 1920x1080) or smallest \
        (about 40% smaller files at the same quality, about four times the memory).
        """)
    var videoCompression: String = VideoCompression.standard.rawValue

    @Flag(name: .long, help: "Render even when the frame buffers would take more than \(OutputOptions.memoryLimitText) at once.")
    var allowLarge = false

    /// The thread counts `--threads` takes: 1 to 256. More threads than cores only add memory
    /// (each holds a canvas and frames in flight), so a larger number is a mistake.
    static let threadRange = ValueRange(1...256, unit: "threads", whole: true)
    /// The qualities `--quality` takes.
    static let qualityRange = ValueRange(1...100, whole: true)
    /// The most memory a render's frame buffers may take at once without `--allow-large`: 4 GiB
    /// (see `TitleCard.frameBufferBytes(format:options:)`).
    static let memoryLimit = 4 << 30
    static let memoryLimitText = "4 GiB"
    /// The settings `--png-compression` takes, for help and errors: "fast, balanced or smallest".
    static let pngCompressionNames = PNGCompression.allCases.map(\.rawValue).dropLast().joined(separator: ", ")
        + " or " + PNGCompression.allCases.last!.rawValue

    /// The PNG compression `--png-compression` names, checked.
    func resolvedPNGCompression() throws -> PNGCompression {
        if let parsed = PNGCompression(rawValue: pngCompression.lowercased()) { return parsed }
        let names = PNGCompression.allCases.map(\.rawValue)
        let hint = NameSuggestion.nearest(to: pngCompression, among: names).map { " Did you mean '\($0)'?" } ?? ""
        throw InputError("--png-compression '\(pngCompression)' is not a setting.\(hint) Use \(OutputOptions.pngCompressionNames)")
    }

    /// The MP4 compression `--video-compression` names, checked.
    func resolvedVideoCompression() throws -> VideoCompression {
        if let parsed = VideoCompression(rawValue: videoCompression.lowercased()) { return parsed }
        let names = VideoCompression.allCases.map(\.rawValue)
        let hint = NameSuggestion.nearest(to: videoCompression, among: names).map { " Did you mean '\($0)'?" } ?? ""
        throw InputError("--video-compression '\(videoCompression)' is not a setting.\(hint) Use \(names.joined(separator: " or "))")
    }

    /// The format to write, checked.
    func resolvedFormat() throws -> ExportFormat {
        if let format {
            guard let parsed = ExportFormat(rawValue: format.lowercased()) else {
                let names = ExportFormat.allCases.map(\.rawValue)
                let hint = NameSuggestion.nearest(to: format, among: names).map { " Did you mean '\($0)'?" } ?? ""
                throw InputError("--format '\(format)' is not a format.\(hint) Use one of \(names.joined(separator: ", "))")
            }
            return parsed
        }
        if output == "-" {
            throw InputError("-o - writes to standard output: say what to write with --format (gif, png, mp4 …)")
        }
        guard let parsed = ExportFormat(path: output) else {
            throw InputError("-o '\(output)': cannot tell the format from the extension; use .gif, .png, .apng, .mp4, .webm, .mov, .svg or .pdf, a folder name for PNG frames, or --format")
        }
        return parsed
    }

    /// The export options these command-line options describe for `card` in `format`: each
    /// number checked against its range (`--at` against the card's duration), and the frame
    /// buffers the render would hold at once against `memoryLimit` unless `--allow-large`.
    /// Without `--threads` the render takes as many threads as there are cores, or fewer when
    /// more would pass the limit; the limit is an error only when one thread (or the threads
    /// asked for) would pass it.
    func exportOptions(for card: TitleCard, format: ExportFormat, reporter: ProgressReporter?) throws -> ExportOptions {
        if let at {
            let range = ValueRange(0...card.duration, unit: "seconds")
            guard range.contains(at) else {
                throw InputError("""
                    --at \(ValueRange.format(at)) is not valid: the card lasts \(ValueRange.format(card.duration)) s, \
                    so give \(range.expectation)
                    """)
            }
        }
        let threads = try threads.map { try OutputOptions.threadRange.checked($0, option: "--threads", example: "4") }
        _ = try OutputOptions.qualityRange.checked(quality, option: "--quality", example: "80")
        let pngCompression = try resolvedPNGCompression()
        let videoCompression = try resolvedVideoCompression()
        var range: ClosedRange<Int>?
        if let frames {
            let parts = frames.components(separatedBy: "..")
            guard parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]), a >= 0, b >= a else {
                throw InputError("--frames '\(frames)' is not a range: write A..B with 0 ≤ A ≤ B, for example 0..29")
            }
            range = a...b
        }
        var progress: (@Sendable (Int, Int) -> Void)?
        if let reporter {
            progress = { done, total in reporter.update(done, total) }
        }
        var options = ExportOptions(stillTime: at, frames: range, threads: threads ?? ProcessInfo.processInfo.activeProcessorCount,
                                    quality: quality, pngCompression: pngCompression, videoCompression: videoCompression,
                                    progress: progress)
        // Without --threads, a large canvas renders on fewer threads rather than past the limit.
        while threads == nil, !allowLarge, options.threads > 1,
              card.frameBufferBytes(format: format, options: options) > OutputOptions.memoryLimit {
            options.threads -= 1
        }
        let bytes = card.frameBufferBytes(format: format, options: options)
        if bytes > OutputOptions.memoryLimit, !allowLarge {
            let gib = String(format: "%.1f", Double(bytes) / Double(1 << 30))
            let fewer = options.threads > 1 ? ", use fewer --threads" : ""
            throw InputError("""
                a \(card.pixelWidth)x\(card.pixelHeight) \(format.rawValue) on \(options.threads) thread(s) would hold about \
                \(gib) GiB of frames at once, more than the limit of \(OutputOptions.memoryLimitText): make the canvas \
                or --scale smaller\(fewer), or pass --allow-large to render anyway
                """)
        }
        return options
    }

    /// The progress reporter `--progress` asks for, or nil.
    func reporter() throws -> ProgressReporter? {
        switch progress {
        case "none": return nil
        case "bar": return ProgressReporter(style: .bar)
        case "json": return ProgressReporter(style: .json)
        case "auto": return isatty(STDERR_FILENO) != 0 ? ProgressReporter(style: .bar) : nil
        default:
            throw InputError("--progress '\(progress)' is not valid: use auto, bar, json or none")
        }
    }
}
