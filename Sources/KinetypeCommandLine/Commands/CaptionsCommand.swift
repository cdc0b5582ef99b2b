import ArgumentParser
import Foundation
import Kinetype

/// `kinetype captions`: word-timed captions from a subtitle or transcript file, to any output.
///
/// The options become a scene with `captions` (``SceneCaptions``) and go through the same
/// mapping as a scene file's, so their limits and positions are the scene's.
struct CaptionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "captions",
        abstract: "Animated word-by-word captions from SRT, WebVTT, ASS or Whisper JSON, to GIF, PNG frames, APNG, MP4, WebM or MOV."
    )

    @Argument(help: "The captions: .srt, .vtt, .ass/.ssa, or Whisper's word-level .json (openai-whisper or whisper.cpp).")
    var input: String

    @Option(name: .long, help: "The caption style, a renderer: karaoke, pop, highlight, reveal or plain (kinetype renderers lists their parameters).")
    var style: String = "karaoke"

    @Option(name: .long, help: "The input's format when its name does not say.")
    var captionFormat: CaptionFormat?

    @Option(name: .long, help: "The input's text encoding when it is not UTF-8 or UTF-16 with a byte order mark: an iconv name, such as windows-1252, latin1 or shift_jis.")
    var encoding: String?

    @OptionGroup var fontOptions: FontOptions

    @Option(name: .long, parsing: .unconditional, help: "The most lines a page has, \(SceneCaptions.linesRange).")
    var lines: Int = 2

    @Option(name: .long, parsing: .unconditional, help: "A silence longer than this starts a new page, \(SceneCaptions.pauseRange).")
    var pause: Double = 0.6

    @Option(name: .long, help: "Where pages sit.")
    var position: CaptionPosition = .bottom

    @Option(name: .long, help: "The words' outline colour, or none.")
    var stroke: String = "black"

    @OptionGroup var frameOptions: FrameOptions

    @Option(name: .long, help: "The background: a colour, or clear for transparent (WebM, MOV, APNG and PNG keep alpha).")
    var background: String = "clear"

    @Option(name: .long, help: "A video to burn the captions into: the output (.mp4, .webm or .mov) keeps its size, frame rate, length and sound.")
    var over: String?

    @Option(name: .customLong("var"), help: "A value for {{name}} in the captions: --var name=value (repeatable).")
    var variables: [String] = []

    @OptionGroup var outputOptions: OutputOptions

    /// The size and weight of caption words without `--size` and `--weight` (a scene's captions' too).
    static let defaultSize = 56.0
    static let defaultWeight = Font.Weight.bold

    func validate() throws {
        try validating {
            _ = try SceneCaptions.linesRange.checked(lines, option: "--lines", example: "2")
            _ = try SceneCaptions.pauseRange.checked(pause, option: "--pause", example: "0.6")
        }
    }

    func run() throws {
        try CardWriter.check(output: outputOptions.output, scene: input)
        let textExport = ["ass", "ssa", "vtt"].contains((outputOptions.output as NSString).pathExtension.lowercased())
        let format = textExport ? .pngSequence : try outputOptions.resolvedFormat()
        guard FileManager.default.fileExists(atPath: input) else {
            throw InputError("'\(input)': no such file; give a caption file (.srt, .vtt, .ass or Whisper .json)")
        }
        let read = try CaptionReader.read(contentsOf: URL(fileURLWithPath: input), format: captionFormat, encoding: encoding)
        for warning in read.warnings { Streams.printError("warning: \(warning)\n") }
        let track = try read.filling(try SceneFiles.parseVariables(variables), fileName: input)
        var document = try self.document(track: track)
        try CardWriter.check(output: outputOptions.output, reads: document.inputFiles(baseURL: nil) + (over.map { [URL(fileURLWithPath: $0)] } ?? []))
        var underlay: VideoUnderlay?
        if let over {
            let video = try OverVideo.probe(over, format: format, drawing: "burns captions into")
            OverVideo.fit(&document, to: video)
            underlay = video
        }
        let card: TitleCard
        do {
            card = try TitleCard(scene: document)
        } catch let error as SceneError {
            throw InputError("\(error.keyPath.hasPrefix("captions.style") ? "--style" : "--font"): \(error.message)")
        }
        if textExport {
            try writeText(document)
            return
        }
        let options = try outputOptions.exportOptions(for: card, format: format, reporter: outputOptions.reporter())
        if let underlay {
            try CardWriter.inFolder(of: outputOptions.output) { try card.export(over: underlay, to: $0, format: format, options: options) }
            return
        }
        try CardWriter.write(card, format: format, options: options, output: outputOptions.output)
    }

    /// The options as a scene: the canvas, frame rate and background, and the captions, lasting
    /// until the last word ends.
    func document(track: CaptionTrack) throws -> SceneDocument {
        let captions = SceneCaptions(
            file: input, track: track, style: SceneRenderer(name: style),
            font: try fontOptions.sceneFont(defaultSize: Self.defaultSize, defaultWeight: Self.defaultWeight),
            lines: lines, pause: pause, anchor: position.anchor,
            stroke: stroke == "none" ? nil : try parseColor(stroke, option: "--stroke"))
        var document = SceneDocument(canvas: try frameOptions.checkedCanvas() ?? SceneCanvas(),
                                     fps: try frameOptions.checkedFPS() ?? SceneDocument.defaultFPS,
                                     background: .color(background == "clear" ? .clear : try parseColor(background, option: "--background")))
        // The card lasts as long as the captions: a file longer than a card may last is named.
        try track.checkFitsInCard(fileName: input)
        document.duration = max(track.end, 1 / document.fps)
        document.captions = captions
        return document
    }

    /// The paged, word-timed captions as text for other players: WebVTT, or ASS with the style's
    /// colours.
    private func writeText(_ document: SceneDocument) throws {
        guard let scene = document.captions else { return }
        var captions = CaptionCard(track: scene.track)
        captions.width = document.canvas.width
        captions.height = document.canvas.height
        captions.font = try fontOptions.makeFont(defaultSize: Self.defaultSize, defaultWeight: Self.defaultWeight)
        captions.paging = CaptionPaging(maxLines: scene.lines, pause: scene.pause)
        let pages = captions.pages()
        let text: String
        if (outputOptions.output as NSString).pathExtension.lowercased() == "vtt" {
            text = CaptionExport.webVTT(pages)
        } else {
            let family = (try? Text("A").font(captions.font).layout()).flatMap { $0.first?.first?.font.familyName } ?? "Noto Sans"
            let renderer = try RendererCatalog.shared.entry(named: style)
            let active = renderer.parameters.first { $0.name == "active" }?.defaultValue.string.flatMap { try? Color(parsing: $0) }
            let outline = scene.stroke == nil ? 0 : Double(TextStroke.defaultWidth(fontSize: CGFloat(scene.font.size))) * 1.5 / 2
            text = CaptionExport.ass(pages, width: captions.width, height: captions.height, fontName: family, fontSize: scene.font.size,
                                     active: active ?? .yellow, upcoming: .white, outline: outline)
        }
        try CardWriter.inFolder(of: outputOptions.output) { try AtomicFile.write(Data(text.utf8), to: $0) }
    }
}
