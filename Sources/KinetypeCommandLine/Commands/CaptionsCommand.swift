import ArgumentParser
import Foundation
import Kinetype

/// `kinetype captions`: word-timed captions from a subtitle or transcript file, to any output.
///
/// The options become a scene with `captions` (``SceneCaptions``), which records the option each
/// value came from, and go through the same compiler as a scene file's: their limits, positions
/// and errors are the scene's, and a caption file written (`-o talk.srt`) comes from the card the
/// compiler builds.
struct CaptionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "captions",
        abstract: "Animated word-by-word captions from SRT, WebVTT, ASS, TTML, SBV, LRC or Whisper JSON, to GIF, PNG frames, APNG, MP4, WebM or MOV.",
        discussion: CaptionStyleOptions.stylesHelp
    )

    @Argument(help: "The captions: \(CaptionFormat.fileKinds); a video's subtitle track (.mkv, .mp4, .mov …, see --track); - reads standard input.")
    var input: String

    @OptionGroup var inputOptions: CaptionInputOptions
    @OptionGroup var fontOptions: FontOptions
    @OptionGroup var pagingOptions: CaptionPagingOptions
    @OptionGroup var styleOptions: CaptionStyleOptions
    @OptionGroup var emphasisOptions: CaptionEmphasisOptions
    @OptionGroup var frameOptions: FrameOptions

    @Option(name: .long, help: "The background: a colour, or clear for transparent (WebM, MOV, APNG and PNG keep alpha; default: clear).",
            transform: { try Color(checking: $0) })
    var background: Color = .clear

    @Option(name: .long, help: "A video to burn the captions into: the output (.mp4, .webm or .mov) keeps its size, frame rate, length and sound.")
    var over: String?

    @Flag(name: .customLong("ass-motion"), help: """
        With -o FILE.ass: play the caption style's motion in the script (pop's spring, highlight's box, karaoke's sweep, \
        reveal's fades; a line a word, placed as Kinetype draws it on a script the canvas's size) rather than karaoke tags alone.
        """)
    var assMotion = false

    @OptionGroup var outputOptions: OutputOptions
    @OptionGroup var soundtrackOptions: SoundtrackOptions

    /// The size and weight of caption words without `--size` and `--weight` (a scene's captions'
    /// too): a share of the canvas height, 56 points at 720p.
    static let defaultSizeShare = SceneCaptions.defaultSizeShare
    static let defaultSize = 56.0
    static let defaultWeight = Font.Weight.bold
    /// The shares of the canvas height `--size` takes, in per cent.
    static let sizeShareRange = ValueRange(above: 0, through: 100, unit: "per cent")

    func run() throws {
        try CardWriter.check(output: outputOptions.output, scene: input)
        let format = try outputOptions.resolvedFormat()
        if assMotion, format != .ass {
            throw InputError("--ass-motion writes an animated ASS script, not \(format.rawValue.uppercased()): write -o captions.ass, or leave out --ass-motion")
        }
        let track = try inputOptions.captions(input)
        var document = try self.document(track: track)
        try CardWriter.check(output: outputOptions.output, reads: document.inputFiles(baseURL: nil) + (over.map { [URL(fileURLWithPath: $0)] } ?? [])
                                + (soundtrackOptions.audio.map { [URL(fileURLWithPath: $0)] } ?? []))
        try soundtrackOptions.override(&document)
        if over != nil, document.audio != nil { throw ExportError.soundtrackOverVideo }
        var underlay: VideoUnderlay?
        if let over {
            var video = try OverVideo.probe(over, format: format, drawing: "burns captions into")
            if inputOptions.from != nil || inputOptions.to != nil {
                // A clip of the video, on the clock the captions' times were cut to.
                video = try video.window(from: inputOptions.from?.seconds ?? 0, to: inputOptions.to?.seconds)
            }
            OverVideo.fit(&document, to: video, placed: false)
            underlay = video
            if track.end > video.duration + 0.5 / video.fps {
                let late = track.cues.first { ($0.words.last?.end ?? $0.end) > video.duration }
                Streams.printError("""
                    warning: the captions run to \(CaptionTime.format(track.end)), past the end of \(over) (\(CaptionTime.format(video.duration))): \
                    the cues from \(input):\(late?.line ?? 0) on are cut\n
                    """)
            }
        } else if document.background == .color(.clear), !format.keepsAlpha {
            Streams.printError("""
                warning: \(format.rawValue.uppercased()) has no alpha, so the clear background comes out black: \
                give --background (as --background '#202020'), or write .webm, .mov or .png frames to keep it clear\n
                """)
        }
        let soundtrack = try soundtrackOptions.soundtrack(of: &document, baseURL: nil, format: format)
        let card = try TitleCard(scene: document, catalogs: CommandCatalogs.current)
        var options = try outputOptions.exportOptions(for: card, format: format, reporter: outputOptions.reporter())
        options[TimelineOptions.self].markers = .pages
        options[VideoExporter.Options.self].soundtrack = soundtrack
        if let underlay {
            try CardWriter.inFolder(of: outputOptions.output) { try card.export(over: underlay, to: $0, format: format, options: options) }
            return
        }
        try CardWriter.write(card, format: format, options: options, output: outputOptions.output)
    }

    /// The preset, then the font and style options given, over `captions`: the look `captions`
    /// and `lyrics` take alike. Returns the preset, for what else it sets.
    @discardableResult
    static func applyLook(to captions: inout SceneCaptions, font fontOptions: FontOptions,
                          style styleOptions: CaptionStyleOptions) throws -> CaptionPreset? {
        let preset = try styleOptions.resolvedPreset()
        preset?.apply(to: &captions)
        var font = try fontOptions.sceneFont(defaultSize: defaultSize, defaultWeight: defaultWeight, canvasHeight: 720)
        if fontOptions.font == nil { font.source = captions.font.source }
        if fontOptions.weight == nil { font.weight = captions.font.weight }
        captions.font = font
        switch fontOptions.size {
        case .points?: captions.sizeShare = nil
        case .share(let share)?: captions.sizeShare = share
        case nil: break
        }
        try styleOptions.apply(to: &captions)
        captions.speakerColors = styleOptions.speakerColors?.colors ?? []
        return preset
    }

    /// The options as a scene: the canvas, frame rate and background, and the captions, lasting
    /// until the last word ends; each value's option recorded for the compiler's errors.
    func document(track: CaptionTrack) throws -> SceneDocument {
        // The defaults, then the preset's values, then the options given.
        var captions = SceneCaptions(file: input, track: track)
        let preset = try Self.applyLook(to: &captions, font: fontOptions, style: styleOptions)
        pagingOptions.apply(to: &captions)
        if let at = outputOptions.at?.seconds, over == nil, (try? outputOptions.resolvedFormat())?.isStill == true {
            // A still at a time of a long file: only the page shown then is laid out.
            captions.window = at...at
        }
        captions.accents = try emphasisOptions.accents(preset: preset)
        captions.assMotion = assMotion
        var sourceMap = SceneSourceMap()
        sourceMap.record(option: fontOptions.font == nil && preset?.font != nil ? "--preset" : "--font", at: "captions")
        sourceMap.record(option: pagingOptions.safeArea == nil && preset?.safeArea != nil ? "--preset" : "--safe-area", at: "captions.safeArea")
        sourceMap.record(option: "--fonts", at: "fonts")
        try styleOptions.record(in: &sourceMap, at: "captions.style")
        try emphasisOptions.record(in: &sourceMap, preset: preset)
        var document = SceneDocument(canvas: try frameOptions.canvas(over: SceneCanvas()),
                                     fps: try frameOptions.checkedFPS() ?? SceneDocument.defaultFPS,
                                     background: .color(background),
                                     sourceMap: sourceMap)
        // The card lasts as long as the captions (or the --from/--to window): a file longer
        // than a card may last is named.
        try track.checkFitsInCard(fileName: input)
        document.duration = max(inputOptions.length(of: track), 1 / document.fps)
        document.captions = captions
        document.fonts = fontOptions.fontPaths
        return document
    }
}
