import ArgumentParser
import Foundation
import Kinetype

/// `kinetype lyrics`: a lyric video from an LRC file (or any caption file) and the song: the
/// lines as a music player's scrolling list (``LyricList``), the sung line filling word by word.
///
/// The options become a scene with `captions` and `lyrics` (``SceneCaptions/lyrics``), compiled
/// as `kinetype captions`' are: the fonts, colours, styles and presets are the captions'.
struct LyricsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lyrics",
        abstract: "A lyric video: an LRC file's lines as a scrolling list, the sung line bright and filling word by word, with the song.",
        discussion: """
            Every line of the file sits in one column; the line being sung is at the centre, full size and bright, the others \
            smaller and dimmed (--dim), and the list scrolls to each new line on a spring. Enhanced LRC's word times (<mm:ss.xx> \
            before each word) fill the sung line word by word, right to left in Arabic and Hebrew; without them the words are \
            timed by their widths. --style, the colours and --preset are the captions' (kinetype captions --help lists the styles). \
            The video lasts as long as the song given with --audio (else until the last line ends); --aspect 9:16 makes it \
            vertical (720x1280), as --canvas 720x1280 does.
            """
    )

    @Argument(help: "The lyrics: an LRC file (enhanced LRC's word times fill word by word), or any caption file Kinetype reads; - reads standard input.")
    var input: String

    @OptionGroup var inputOptions: CaptionInputOptions
    @OptionGroup var fontOptions: FontOptions
    @OptionGroup var styleOptions: CaptionStyleOptions
    @OptionGroup var frameOptions: FrameOptions

    @Option(name: .long, help: "The background: a colour, or clear for transparent (default: #101018).", transform: { try Color(checking: $0) })
    var background: Color = Self.defaultBackground

    @Option(name: .long, parsing: .unconditional, help: "The opacity of the lines not being sung, \(ValueRange(LyricList.dimRange)) (default 0.35).")
    var dim: Double?

    @Option(name: .long, parsing: .unconditional, help: """
        Pulse the sung line on the song's beats (found in --audio): how much it grows on a beat, \(ValueRange(LyricList.pulseRange)), \
        as 0.06 (default 0, no pulse).
        """)
    var pulse: Double?

    @OptionGroup var outputOptions: OutputOptions
    @OptionGroup var soundtrackOptions: SoundtrackOptions

    /// The dark background of a lyric video without `--background`.
    static let defaultBackground = Color(red: 16 / 255, green: 16 / 255, blue: 24 / 255)

    func validate() throws {
        try validating {
            _ = try dim.map { try ValueRange(LyricList.dimRange).checked($0, option: "--dim", example: "0.35") }
            _ = try pulse.map { try ValueRange(LyricList.pulseRange).checked($0, option: "--pulse", example: "0.06") }
            if (pulse ?? 0) > 0, soundtrackOptions.audio == nil {
                throw InputError("--pulse finds the beats in the song: add --audio song.mp3, or leave out --pulse")
            }
        }
    }

    func run() throws {
        try CardWriter.check(output: outputOptions.output, scene: input)
        let format = try outputOptions.resolvedFormat()
        if input != "-", let type = (try? FileManager.default.attributesOfItem(atPath: URL(fileURLWithPath: input).resolvingSymlinksInPath().path))?[.type]
            as? FileAttributeType, type != .typeRegular {
            // A FIFO no one writes to would wait forever: the lyrics are a file, or standard input.
            throw InputError("'\(input)' is not a regular file (a FIFO, a device or a folder): give the LRC file itself, or - to read standard input")
        }
        let track = try inputOptions.captions(input)
        guard track.cues.contains(where: { !$0.words.isEmpty }) else {
            throw InputError("'\(input)' has no sung lines: give an LRC file with lines such as [00:12.00] words of the line")
        }
        var document = try self.document(track: track)
        try CardWriter.check(output: outputOptions.output, reads: document.inputFiles(baseURL: nil)
                                + (soundtrackOptions.audio.map { [URL(fileURLWithPath: $0)] } ?? []))
        try soundtrackOptions.override(&document)
        if document.background == .color(.clear), !format.keepsAlpha {
            Streams.printError("warning: \(format.rawValue.uppercased()) has no alpha, so the clear background comes out black\n")
        }
        let soundtrack = try soundtrackOptions.soundtrack(of: &document, baseURL: nil, format: format)
        let card = try TitleCard(scene: document, catalogs: CommandCatalogs.current)
        var options = try outputOptions.exportOptions(for: card, format: format, reporter: outputOptions.reporter())
        options[VideoExporter.Options.self].soundtrack = soundtrack
        try CardWriter.write(card, format: format, options: options, output: outputOptions.output)
    }

    /// The options as a scene: the canvas, frame rate and background, and the lyrics as
    /// captions shown as a list, lasting as long as the song (with `--audio`) or the lines.
    func document(track: CaptionTrack) throws -> SceneDocument {
        // The defaults (no outline or shadow on the dark background), then the preset's, then the options given.
        var captions = SceneCaptions(file: input, track: track)
        captions.stroke = nil
        captions.shadow = nil
        let preset = try CaptionsCommand.applyLook(to: &captions, font: fontOptions, style: styleOptions)
        var list = LyricList()
        if let dim { list.dim = dim }
        if let pulse { list.pulse = pulse }
        captions.lyrics = list
        var sourceMap = SceneSourceMap()
        sourceMap.record(option: fontOptions.font == nil && preset?.font != nil ? "--preset" : "--font", at: "captions")
        sourceMap.record(option: "--fonts", at: "fonts")
        sourceMap.record(option: "--pulse", at: "captions.lyrics")
        try styleOptions.record(in: &sourceMap, at: "captions.style")
        var document = SceneDocument(canvas: try frameOptions.canvas(over: SceneCanvas()),
                                     fps: try frameOptions.checkedFPS() ?? SceneDocument.defaultFPS,
                                     background: .color(background),
                                     sourceMap: sourceMap)
        try track.checkFitsInCard(fileName: input)
        document.duration = max(inputOptions.length(of: track), 1 / document.fps)
        document.durationFollowsAudio = soundtrackOptions.audio != nil
        document.captions = captions
        document.fonts = fontOptions.fontPaths
        return document
    }
}
