import ArgumentParser
import Foundation
import Kinetype

/// The options that say what file to write and how to render it.
struct OutputOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: """
        The output: a file (\(ExportFormat.extensionList()); .json is Lottie, .tgs a Telegram sticker, .otio and .fcpxml \
        a timeline with its video beside it, .ass, .vtt, .srt and .ttml the captions as text), a folder for PNG frames, or - \
        for standard output.
        """)
    var output: String

    @Option(name: .long, help: "The format (default: from the output's extension).")
    var format: ExportFormat?

    @Option(name: .long, parsing: .unconditional,
            help: "The time of the frame a still (png, svg, pdf) shows, in seconds or as a clock time (1:30:00), from 0 to the card's duration (default: the scene's poster, else the last moment the most layers are fully in).")
    var at: ClockTime?

    @Option(name: .long, parsing: .unconditional, help: "Only frames A..B (indices, inclusive), to split a render across processes.",
            transform: { try FrameRange(checking: $0) })
    var frames: FrameRange?

    @Option(name: .long, parsing: .unconditional,
            help: "Threads that render frames, \(OutputOptions.threadRange) (default: all cores, or fewer when the frames would pass the memory limit); the output does not depend on it.")
    var threads: Int?

    @Option(name: .long, help: "Progress on standard error: a bar on a terminal (auto), a bar, one JSON object a line, or none.")
    var progress: ProgressChoice = .auto

    @Option(name: .long, parsing: .unconditional, help: "Quality, \(OutputOptions.qualityRange): GIF palette and drift; MP4 and WebM constant rate factor (100 is CRF 21 for MP4, 18 with --video-compression smallest, 30 for WebM; each 3 steps down add 1).")
    var quality: Int = 100

    @Option(name: .long, help: """
        PNG compression for png and png-sequence. Every setting gives the same pixels; smaller files take longer.
        """)
    var pngCompression: PNGCompression = .fast

    @Option(name: .long, help: """
        MP4 compression: standard (under 150 MB of memory at 1920x1080) or smallest \
        (about 40% smaller files at the same quality, about four times the memory).
        """)
    var videoCompression: VideoCompression = .standard

    @Option(name: .customLong("media"), help: "The video an .otio or .fcpxml timeline points at, written beside it under the same name: mov (ProRes 4444 with alpha, the default), webm or mp4.",
            transform: { try TimelineMedia(checking: $0) })
    var mediaChoice: TimelineMedia = TimelineMedia(.mov)

    /// The timeline's media format (`--media`).
    var media: ExportFormat { mediaChoice.format }

    @Flag(name: .long, help: "An animated SVG (--format animated-svg) plays again from the start when it ends, instead of once.")
    var loop = false

    @Flag(name: .long, help: """
        An animated SVG or a Lottie file keeps what it cannot draw as vectors (blur, shadows, \
        shaders, masks …) as embedded PNG pixels, instead of stopping with the feature's name.
        """)
    var rasterizeUnsupported = false

    @Flag(name: .long, help: "Render even when the frame buffers would take more than \(OutputOptions.memoryLimitText) at once.")
    var allowLarge = false

    /// The thread counts `--threads` takes: 1 to 256. More threads than cores only add memory
    /// (each holds a canvas and frames in flight), so a larger number is a mistake.
    static let threadRange = ValueRange(1...256, unit: "threads", whole: true)
    /// The qualities `--quality` takes.
    static let qualityRange = ValueRange(1...100, whole: true)
    /// The frame-buffer limit without `--allow-large`, as help and errors write it.
    static let memoryLimitText = "\(ExportOptions.frameMemoryLimit >> 30) GiB"

    func validate() throws {
        try validating {
            _ = try threads.map { try OutputOptions.threadRange.checked($0, option: "--threads", example: "4") }
            _ = try OutputOptions.qualityRange.checked(quality, option: "--quality", example: "80")
            // The options of one format, given for another, say so (a format not yet known is
            // reported when the render resolves it).
            if let format = try? resolvedFormat() { try checkFormatOptions(format) }
        }
    }

    /// Refuses `--loop` and `--rasterize-unsupported` for a format whose exporter does not read
    /// them (``AnimatedSVGExporter/Options``, ``LottieExporter/Options``).
    private func checkFormatOptions(_ format: ExportFormat) throws {
        if loop, format != .animatedSVG {
            throw InputError("--loop applies to an animated SVG (--format animated-svg), which plays once without it; GIF and APNG loop forever already, and \(format.rawValue) has no loop to set")
        }
        if rasterizeUnsupported, format != .animatedSVG, format != .lottie {
            let reason = format == .tgs ? "a Telegram sticker may hold no images" : "\(format.rawValue) is pixels already"
            throw InputError("--rasterize-unsupported applies to Lottie (.json) and animated SVG (--format animated-svg); \(reason)")
        }
    }

    /// The format to write: `--format`, or the one the output's extension names.
    func resolvedFormat() throws -> ExportFormat {
        if let format { return format }
        if output == "-" {
            throw InputError("-o - writes to standard output: say what to write with --format (gif, png, mp4 …)")
        }
        guard let parsed = ExportFormat(path: output) else {
            throw InputError("-o '\(output)': cannot tell the format from the extension; use \(ExportFormat.extensionList(conjunction: "or")), a folder name for PNG frames, or --format")
        }
        return parsed
    }

    /// The export options these command-line options describe for `card` in `format`: `--at`
    /// checked against the card's duration, and the frame buffers fitted to the memory limit
    /// (``ExportOptions/fitting(_:format:memoryLimit:adjustingThreads:)``) unless `--allow-large`:
    /// without `--threads`, fewer threads rather than past the limit.
    func exportOptions(for card: TitleCard, format: ExportFormat, reporter: ProgressReporter?) throws -> ExportOptions {
        try checkFormatOptions(format)
        let at = self.at?.seconds
        if let at {
            let range = ValueRange(0...card.duration, unit: "seconds")
            guard range.contains(at) else {
                throw InputError("""
                    --at \(ValueRange.format(at)) is not valid: the card lasts \(ValueRange.format(card.duration)) s, \
                    so give \(range.expectation)
                    """)
            }
        }
        var progress: (@Sendable (Int, Int) -> Void)?
        if let reporter {
            progress = { done, total in reporter.update(done, total) }
        }
        var options = ExportOptions(stillTime: at, frames: frames?.range, threads: threads ?? ProcessInfo.processInfo.activeProcessorCount,
                                    quality: quality, progress: progress)
        options[PNGOptions.self].compression = pngCompression
        options[VideoExporter.Options.self].compression = videoCompression
        options[TimelineOptions.self].media = media
        options[AnimatedSVGExporter.Options.self] = .init(loops: loop, rasterizesUnsupported: rasterizeUnsupported)
        options[LottieExporter.Options.self].rasterizesUnsupported = rasterizeUnsupported
        if let range = options.frames, range.upperBound >= card.frameCount {
            throw InputError("--frames \(range.lowerBound)..\(range.upperBound): the card has \(card.frameCount) frames, 0..\(card.frameCount - 1); give a range within them")
        }
        if allowLarge { return options }
        do {
            return try options.fitting(card, format: format.isTimeline ? media : format, adjustingThreads: threads == nil)
        } catch let error as FrameMemoryError {
            let options = error.threads > 1 ? "--canvas, --scale, --threads" : "--canvas, --scale"
            throw InputError("\(error.description) (\(options)), or pass --allow-large to render anyway")
        }
    }

    /// The progress reporter `--progress` asks for, or nil.
    func reporter() -> ProgressReporter? {
        ProgressReporter(progress)
    }
}
