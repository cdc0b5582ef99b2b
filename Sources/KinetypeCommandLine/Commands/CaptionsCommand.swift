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
        abstract: "Animated word-by-word captions from SRT, WebVTT, ASS, TTML, SBV, LRC or Whisper JSON, to GIF, PNG frames, APNG, MP4, WebM or MOV.",
        discussion: stylesHelp
    )

    /// The caption styles of the renderer catalogue (the entries with parameters for caption
    /// pages), each with its own parameters, then the parameters every style takes, for `--help`.
    static var stylesHelp: String {
        let styles = RendererCatalog.shared.entries.filter { entry in entry.parameters.contains { $0.appliesTo == RendererParameter.captions } }
        func names(_ entry: RendererCatalog.Entry) -> Set<String> {
            Set(entry.parameters.filter { $0.appliesTo == RendererParameter.captions }.map(\.name))
        }
        let common = styles.dropFirst().reduce(styles.first.map(names) ?? []) { $0.intersection(names($1)) }
        func list(_ parameters: [RendererParameter]) -> String {
            parameters.map { "\($0.name)=\($0.defaultValue.description.replacingOccurrences(of: "\"", with: ""))" }.joined(separator: " ")
        }
        let lines = styles.map { entry in
            let own = entry.parameters.filter { $0.appliesTo == RendererParameter.captions && !common.contains($0.name) }
            return "  \(entry.name): \(entry.summary.replacingOccurrences(of: "captions: ", with: ""))" + (own.isEmpty ? "" : " (\(list(own)))")
        }
        let shared = styles.first.map { list($0.parameters.filter { common.contains($0.name) }) } ?? ""
        return """
            Caption styles (--style), with their own parameters and defaults (--style-option NAME=VALUE):
            \(lines.joined(separator: "\n"))
            Every style also takes \(shared); --color, --active, --past and --box set color, active, past and plate.
            """
    }

    @Argument(help: "The captions: \(CaptionFormat.fileKinds); a video's subtitle track (.mkv, .mp4, .mov …, see --track); - reads standard input.")
    var input: String

    @Option(name: .long, help: "The caption style, a renderer: karaoke, pop, highlight, reveal or plain (listed below with their parameters).")
    var style: String = "karaoke"

    @Option(name: .long, help: "The input's format when its name does not say.")
    var captionFormat: CaptionFormat?

    @Option(name: .long, help: "The input's text encoding when it is not UTF-8 or UTF-16 with a byte order mark: an iconv name, such as windows-1252, latin1 or shift_jis.")
    var encoding: String?

    @Option(name: .long, help: "When the input is a video (.mkv, .mp4, .mov …), the subtitle track to read: its number from 0, or its language (eng, de); default the first text track.")
    var track: String?

    @OptionGroup var fontOptions: FontOptions

    @Option(name: .long, parsing: .unconditional, help: "The most lines a page has, \(SceneCaptions.linesRange).")
    var lines: Int = 2

    @Option(name: .long, parsing: .unconditional, help: "The most characters a line has, \(SceneCaptions.maxCharactersRange) (broadcast guidelines use 42).")
    var maxChars: Int = 42

    @Option(name: .long, help: "The captions' language, for hyphenating a word wider than a line: a tag such as de or en-US (default: the file's own, as WebVTT's Language: header).")
    var language: String?

    @Option(name: .long, parsing: .unconditional, help: "A silence longer than this starts a new page, \(SceneCaptions.pauseRange).")
    var pause: Double = 0.6

    @Option(name: .long, parsing: .unconditional, help: "Move the file's times by this much: seconds (-1.5 is earlier) or a clock time (0:00:02.500).")
    var offset: ClockTime?

    @Option(name: .long, help: "Render from this time of the file on (seconds or a clock time, as 1:30:00): the output starts there; with --over, the video's part from there.")
    var from: ClockTime?

    @Option(name: .long, help: "Render up to this time of the file (seconds or a clock time).")
    var to: ClockTime?

    @Option(name: .long, help: "The words not yet spoken: a colour (the style's color parameter).")
    var color: String?

    @Option(name: .long, help: "The word being spoken: a colour (the style's active parameter).")
    var active: String?

    @Option(name: .long, help: "The words already spoken: a colour (the style's past parameter).")
    var past: String?

    @Option(name: .long, help: "A rounded plate behind each line: a colour, as #000000b0 (the style's plate parameter).")
    var box: String?

    @Option(name: .customLong("style-option"), help: "Any parameter of the style: --style-option NAME=VALUE (repeatable), as scale=1.4.")
    var styleOptions: [String] = []

    @Option(name: .long, help: "Colours for the speakers the file names (WebVTT's <v Name>, ASS's Name, WhisperX and speech services' labels), comma-separated, in the order they first speak, as white,yellow,cyan,green.")
    var speakerColors: String?

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

    /// The size and weight of caption words without `--size` and `--weight` (a scene's captions'
    /// too): a share of the canvas height, 56 points at 720p.
    static let defaultSizeShare = SceneCaptions.defaultSizeShare
    static let defaultSize = 56.0
    static let defaultWeight = Font.Weight.bold
    /// The shares of the canvas height `--size` takes, in per cent.
    static let sizeShareRange = ValueRange(above: 0, through: 100, unit: "per cent")

    func validate() throws {
        try validating {
            _ = try SceneCaptions.linesRange.checked(lines, option: "--lines", example: "2")
            _ = try SceneCaptions.maxCharactersRange.checked(maxChars, option: "--max-chars", example: "42")
            _ = try SceneCaptions.pauseRange.checked(pause, option: "--pause", example: "0.6")
            _ = try offset.map { try ValueRange(-TitleCard.maximumDuration...TitleCard.maximumDuration, unit: "seconds")
                .checked($0.seconds, option: "--offset", example: "-1.5") }
            _ = try from.map { try TitleCard.timeRange.checked($0.seconds, option: "--from", example: "1:30:00") }
            _ = try to.map { try TitleCard.durationRange.checked($0.seconds, option: "--to", example: "1:31:00") }
            if let from, let to, to.seconds <= from.seconds {
                throw InputError("--to \(CaptionTime.format(to.seconds)) is not after --from \(CaptionTime.format(from.seconds)): give a later --to")
            }
        }
    }

    func run() throws {
        try CardWriter.check(output: outputOptions.output, scene: input)
        let textExport = CaptionExport.Format(path: outputOptions.output) != nil
        let format = textExport ? .pngSequence : try outputOptions.resolvedFormat()
        // `-` is standard input: captions piped from a transcriber.
        let file = input == "-" ? "/dev/stdin" : input
        guard FileManager.default.fileExists(atPath: file) else {
            throw InputError("'\(input)': no such file; give a caption file (\(CaptionFormat.fileKinds)), or - for standard input")
        }
        let read = try readCaptions(URL(fileURLWithPath: file))
        for warning in read.warnings { Streams.printError("warning: \(warning)\n") }
        var track = try window(read.filling(try SceneFiles.parseVariables(variables), fileName: input))
        if let language { track.language = language }
        if let language = track.language, Hyphenation.isHyphenated(language), Hyphenation(language: language) == nil {
            Streams.printError("""
                warning: no hyphenation patterns for '\(language)' are installed (\(Hyphenation.folders.joined(separator: ", "))): \
                a word wider than a line breaks between letters, without a hyphen\n
                """)
        }
        var document = try self.document(track: track)
        try CardWriter.check(output: outputOptions.output, reads: document.inputFiles(baseURL: nil) + (over.map { [URL(fileURLWithPath: $0)] } ?? []))
        var underlay: VideoUnderlay?
        if let over {
            var video = try OverVideo.probe(over, format: format, drawing: "burns captions into")
            if from != nil || to != nil {
                // A clip of the video, on the clock the captions' times were cut to.
                video = try video.window(from: from?.seconds ?? 0, to: to?.seconds)
            }
            OverVideo.fit(&document, to: video)
            underlay = video
            if track.end > video.duration + 0.5 / video.fps {
                let late = track.cues.first { ($0.words.last?.end ?? $0.end) > video.duration }
                Streams.printError("""
                    warning: the captions run to \(CaptionTime.format(track.end)), past the end of \(over) (\(CaptionTime.format(video.duration))): \
                    the cues from \(input):\(late?.line ?? 0) on are cut\n
                    """)
            }
        } else if document.background == .color(.clear), !textExport, !format.keepsAlpha {
            Streams.printError("""
                warning: \(format.rawValue.uppercased()) has no alpha, so the clear background comes out black: \
                give --background (as --background '#202020'), or write .webm, .mov or .png frames to keep it clear\n
                """)
        }
        let card: TitleCard
        do {
            card = try TitleCard(scene: document)
        } catch let error as SceneError {
            let option = error.keyPath.hasPrefix("captions.style") ? "--style" : error.keyPath.hasPrefix("fonts") ? "--fonts" : "--font"
            throw InputError("\(option): \(error.message)")
        }
        if textExport {
            try writeText(document)
            return
        }
        var options = try outputOptions.exportOptions(for: card, format: format, reporter: outputOptions.reporter())
        options.timelineMarkers = .pages
        if let underlay {
            try CardWriter.inFolder(of: outputOptions.output) { try card.export(over: underlay, to: $0, format: format, options: options) }
            return
        }
        try CardWriter.write(card, format: format, options: options, output: outputOptions.output)
    }

    /// The caption file, or the subtitle track of a video that `--track` chooses, read as text.
    func readCaptions(_ url: URL) throws -> CaptionTrack {
        guard SubtitleTracks.videoExtensions.contains(url.pathExtension.lowercased()) else {
            if let track { throw InputError("--track \(track) picks a subtitle track of a video, and '\(input)' is a caption file: leave --track out") }
            return try CaptionReader.read(contentsOf: url, format: captionFormat, encoding: encoding)
        }
        let chosen = try SubtitleTracks.track(track, of: try SubtitleTracks.tracks(in: url), in: url)
        let data = try SubtitleTracks.text(of: chosen, in: url)
        // Named for messages as the track it is: movie.mkv#1.ass:12: …
        return try CaptionReader.read(data: data, fileName: "\(input)#\(chosen.number).\(chosen.fileExtension ?? "srt")")
    }

    /// The options as a scene: the canvas, frame rate and background, and the captions, lasting
    /// until the last word ends.
    func document(track: CaptionTrack) throws -> SceneDocument {
        var sizeShare: Double? = Self.defaultSizeShare
        switch fontOptions.size {
        case .points?: sizeShare = nil
        case .share(let share)?: sizeShare = share
        case nil: break
        }
        var captions = SceneCaptions(
            file: input, track: track, style: try styleChoice(),
            font: try fontOptions.sceneFont(defaultSize: Self.defaultSize, defaultWeight: Self.defaultWeight, canvasHeight: 720),
            lines: lines, pause: pause, anchor: position.anchor,
            stroke: stroke == "none" ? nil : try parseColor(stroke, option: "--stroke"), sizeShare: sizeShare, maxCharacters: maxChars)
        captions.speakerColors = try (speakerColors ?? "").split(separator: ",").map { try parseColor($0.trimmingCharacters(in: .whitespaces), option: "--speaker-colors") }
        var document = SceneDocument(canvas: try frameOptions.checkedCanvas() ?? SceneCanvas(),
                                     fps: try frameOptions.checkedFPS() ?? SceneDocument.defaultFPS,
                                     background: .color(background == "clear" ? .clear : try parseColor(background, option: "--background")))
        // The card lasts as long as the captions (or the --from/--to window): a file longer
        // than a card may last is named.
        try track.checkFitsInCard(fileName: input)
        let length = to.map { $0.seconds - (from?.seconds ?? 0) } ?? track.end
        document.duration = max(length, 1 / document.fps)
        document.captions = captions
        document.fonts = fontOptions.fontPaths
        return document
    }

    /// The track moved by `--offset` and cut to `--from`/`--to`; a window with no cue in it is
    /// an error saying so.
    func window(_ track: CaptionTrack) throws -> CaptionTrack {
        guard offset != nil || from != nil || to != nil else { return track }
        let cut = track.window(offset: offset?.seconds ?? 0, from: from?.seconds ?? 0, to: to?.seconds)
        guard !cut.cues.isEmpty else {
            let span = "\(CaptionTime.format(from?.seconds ?? 0)) to \(to.map { CaptionTime.format($0.seconds) } ?? "the end")"
            throw InputError("\(input) has no captions from \(span)\(offset == nil ? "" : " after --offset"): the file's cues run from \(CaptionTime.format(track.cues.first?.start ?? 0)) to \(CaptionTime.format(track.end))")
        }
        return cut
    }

    /// `--style` with the colours and `--style-option`s as its parameters.
    func styleChoice() throws -> SceneRenderer {
        var choice = SceneRenderer(name: style)
        for (name, value) in [("color", color), ("active", active), ("past", past), ("plate", box)] {
            if let value { choice.parameters[name] = .string(value) }
        }
        for option in styleOptions {
            let parts = option.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw InputError("--style-option '\(option)' is not NAME=VALUE: write it as scale=1.4 (kinetype renderers lists each style's parameters)")
            }
            choice.parameters[parts[0]] = Double(parts[1]).map { .number($0) } ?? .string(parts[1])
        }
        return choice
    }

    /// The paged, word-timed captions as text for other players: WebVTT, or ASS with the style's
    /// colours.
    private func writeText(_ document: SceneDocument) throws {
        guard let scene = document.captions else { return }
        var captions = CaptionCard(track: scene.shownTrack)
        captions.width = document.canvas.width
        captions.height = document.canvas.height
        let resolved = scene.resolvedFont(canvasHeight: document.canvas.height), size = resolved.size
        captions.font = try fontOptions.makeFont(defaultSize: size, defaultWeight: Self.defaultWeight, canvasHeight: captions.height).size(size)
        captions.paging = CaptionPaging(maxLines: scene.lines, maxCharacters: scene.maxCharacters, pause: scene.pause)
        let pages = captions.pages()
        let text: String
        switch CaptionExport.Format(path: outputOptions.output) {
        case .vtt?:
            text = CaptionExport.webVTT(pages)
        case .srt?:
            text = CaptionExport.srt(pages)
        case .ttml?, .dfxp?:
            text = CaptionExport.ttml(pages, language: language ?? scene.track.language)
        case .ass?, .ssa?, nil:
            let family = (try? Text("A").font(captions.font).layout()).flatMap { $0.first?.first?.font.familyName } ?? "Noto Sans"
            let renderer = try RendererCatalog.shared.entry(named: style)
            let active = renderer.parameters.first { $0.name == "active" }?.defaultValue.string.flatMap { try? Color(parsing: $0) }
            let outline = scene.stroke == nil ? 0 : Double(TextStroke.defaultWidth(fontSize: CGFloat(size))) * 1.5 / 2
            text = CaptionExport.ass(pages, width: captions.width, height: captions.height, fontName: family, fontSize: size,
                                     active: active ?? .yellow, upcoming: .white, outline: outline, bold: resolved.weight >= 600)
        }
        try CardWriter.inFolder(of: outputOptions.output) { try AtomicFile.write(Data(text.utf8), to: $0) }
    }
}
