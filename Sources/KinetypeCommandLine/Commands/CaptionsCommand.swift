import ArgumentParser
import Foundation
import Kinetype

/// `kinetype captions`: word-timed captions from a subtitle or transcript file, to any output.
struct CaptionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "captions",
        abstract: "Animated word-by-word captions from SRT, WebVTT, ASS or Whisper JSON, to GIF, PNG frames, APNG, MP4, WebM or MOV."
    )

    @Argument(help: "The captions: .srt, .vtt, .ass/.ssa, or Whisper's word-level .json (openai-whisper or whisper.cpp).")
    var input: String

    @Option(name: .long, help: "The caption style, a renderer: karaoke, pop, highlight, reveal or plain (kinetype renderers lists their parameters).")
    var style: String = "karaoke"

    @Option(name: .long, help: "The input's format when its name does not say: \(CaptionFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var captionFormat: String?

    @Option(name: .long, help: "A font family name (bundled or installed) or the path of a font file.")
    var font: String?

    @Option(name: .long, parsing: .unconditional, help: "The font size, \(Font.sizeRange) (default 56).")
    var size: Double = 56

    @Option(name: .long, help: "The font weight (default bold).")
    var weight: String = "bold"

    @Option(name: .long, parsing: .unconditional, help: "The most lines a page has, 1 to 4 (default 2).")
    var lines: Int = 2

    @Option(name: .long, parsing: .unconditional, help: "A silence longer than this many seconds starts a new page (default 0.6).")
    var pause: Double = 0.6

    @Option(name: .long, help: "Where pages sit: bottom, center or top (default bottom).")
    var position: String = "bottom"

    @Option(name: .long, help: "The words' outline colour, or none (default black).")
    var stroke: String = "black"

    @Option(name: .long, parsing: .unconditional,
            help: "The canvas size, WIDTHxHEIGHT, each side \(Canvas.sideRange) (default 1280x720).")
    var canvas: String = "1280x720"

    @Option(name: .long, parsing: .unconditional, help: "The frame rate, \(TitleCard.fpsRange) (default 30).")
    var fps: Double = 30

    @Option(name: .long, help: "The background: a colour, or clear for transparent (default clear: WebM, MOV, APNG and PNG keep alpha).")
    var background: String = "clear"

    @Option(name: .long, help: "A video to burn the captions into: the output (.mp4, .webm or .mov) keeps its size, frame rate, length and sound.")
    var over: String?

    @Option(name: .customLong("var"), help: "A value for {{name}} in the captions: --var name=value (repeatable).")
    var variables: [String] = []

    @OptionGroup var outputOptions: OutputOptions

    func run() throws {
        try CardWriter.check(output: outputOptions.output, scene: input)
        let textExport = ["ass", "ssa", "vtt"].contains((outputOptions.output as NSString).pathExtension.lowercased())
        let format = textExport ? .pngSequence : try outputOptions.resolvedFormat()
        var captionFormatValue: CaptionFormat?
        if let captionFormat {
            guard let parsed = CaptionFormat(rawValue: captionFormat) else {
                throw InputError("--caption-format '\(captionFormat)': expected one of \(CaptionFormat.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            captionFormatValue = parsed
        }
        guard FileManager.default.fileExists(atPath: input) else {
            throw InputError("'\(input)': no such file; give a caption file (.srt, .vtt, .ass or Whisper .json)")
        }
        let track = try CaptionReader.read(contentsOf: URL(fileURLWithPath: input), format: captionFormatValue)
            .filling(try SceneFiles.parseVariables(variables), fileName: input)
        var captions = CaptionCard(track: track)
        let canvas = try CardOptions.parseCanvas(self.canvas)
        captions.width = canvas.width
        captions.height = canvas.height
        captions.fps = try TitleCard.fpsRange.checked(fps, option: "--fps", example: "30")
        var underlay: VideoUnderlay?
        if let over {
            guard [.mp4, .webm, .mov].contains(format) else {
                throw InputError("--over burns captions into a copy of a video: give an .mp4, .webm or .mov output with -o")
            }
            let video = try VideoUnderlay.probe(URL(fileURLWithPath: over))
            captions.width = video.width
            captions.height = video.height
            captions.fps = video.fps
            captions.duration = video.duration
            underlay = video
        }
        captions.background = background == "clear" ? .clear : try parseColor(background, option: "--background")
        captions.font = try FontChoice(font: font, size: size, weight: weight).makeFont()
        guard (1...4).contains(lines) else { throw InputError("--lines: expected a whole number from 1 to 4; got \(lines)") }
        guard pause > 0, pause.isFinite else { throw InputError("--pause: expected a number of seconds greater than 0; got \(pause)") }
        captions.paging = CaptionPaging(maxLines: lines, pause: pause)
        switch position {
        case "bottom": captions.anchor = .bottom
        case "center": captions.anchor = .center
        case "top": captions.anchor = .top
        default: throw InputError("--position '\(position)': expected bottom, center or top")
        }
        if stroke == "none" {
            captions.stroke = nil
        } else {
            captions.stroke = TextStroke(AnyShapeStyle(try parseColor(stroke, option: "--stroke")), lineWidth: TextStroke.defaultWidth(fontSize: CGFloat(size)) * 1.5)
        }
        do {
            captions.style = try RendererCatalog.shared.renderer(named: style)
        } catch {
            throw InputError("--style: \(error)")
        }
        if textExport {
            // The paged, word-timed captions as text for other players.
            let pages = captions.pages()
            let text: String
            if (outputOptions.output as NSString).pathExtension.lowercased() == "vtt" {
                text = CaptionExport.webVTT(pages)
            } else {
                let family = (try? Text("A").font(captions.font).layout()).flatMap { $0.first?.first?.font.familyName } ?? "Noto Sans"
                let renderer = try RendererCatalog.shared.entry(named: style)
                let active = renderer.parameters.first { $0.name == "active" }?.defaultValue.string.flatMap { try? Color(parsing: $0) }
                text = CaptionExport.ass(pages, width: captions.width, height: captions.height, fontName: family, fontSize: size,
                                         active: active ?? .yellow, upcoming: .white,
                                         outline: Double(captions.stroke?.lineWidth ?? 0) / 2)
            }
            try AtomicFile.write(Data(text.utf8), to: URL(fileURLWithPath: outputOptions.output))
            return
        }
        let card = try captions.titleCard()
        let options = try outputOptions.exportOptions(for: card, format: format, reporter: try outputOptions.reporter())
        if let underlay {
            try card.export(over: underlay, to: URL(fileURLWithPath: outputOptions.output), format: format, options: options)
            return
        }
        try CardWriter.write(card, format: format, options: options, output: outputOptions.output)
    }
}
