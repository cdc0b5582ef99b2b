import ArgumentParser
import Foundation
import Kinetype

/// The options that say what file to write and how to render it.
struct OutputOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: "The output: a file (.gif .png .apng .mp4 .webm .mov .svg .pdf), a folder for PNG frames, or - for standard output.")
    var output: String

    @Option(name: .long, help: "The format: gif, png, png-sequence, apng, mp4, webm, mov, svg or pdf (default: from the output's extension).")
    var format: String?

    @Option(name: .long, help: "The time in seconds of the frame a still (png, svg, pdf) shows (default: the last frame).")
    var at: Double?

    @Option(name: .long, help: "Only frames A..B (indices, inclusive), to split a render across processes.")
    var frames: String?

    @Option(name: .long, help: "Threads that render frames (default: all cores); the output does not depend on it.")
    var threads: Int?

    @Option(name: .long, help: "Progress on standard error: auto (a bar on a terminal), bar, json (one object a line) or none.")
    var progress: String = "auto"

    @Option(name: .long, help: "GIF quality, 1 to 100.")
    var quality: Int = 100

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

    /// The export options these command-line options describe.
    func exportOptions(reporter: ProgressReporter?) throws -> ExportOptions {
        if let at, !at.isFinite || at < 0 {
            throw InputError("--at \(at) is not valid: give a time in seconds, 0 or more")
        }
        if let threads, threads < 1 {
            throw InputError("--threads \(threads) is not valid: give 1 or more")
        }
        guard (1...100).contains(quality) else {
            throw InputError("--quality \(quality) is not valid: give a number from 1 to 100")
        }
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
        return ExportOptions(stillTime: at, frames: range, threads: threads ?? ProcessInfo.processInfo.activeProcessorCount,
                             quality: quality, progress: progress)
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
