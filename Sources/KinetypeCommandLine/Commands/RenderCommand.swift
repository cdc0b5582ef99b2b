import ArgumentParser
import Foundation
import Kinetype

/// `kinetype render`: renders a title card to a GIF, PNG, video or vector still.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a title card: from --text (quick mode), to GIF, PNG, APNG, MP4, WebM, MOV, SVG or PDF."
    )

    @Argument(help: "A scene file (.yaml, .yml or .json; - reads standard input). Without one, --text makes a one-layer card.")
    var scene: String?

    // The groups sit side by side rather than nested: ArgumentParser's debug build checks each
    // group once for every group around it, so a nested group costs a multiple of a flat one.
    @OptionGroup var textOptions: TextOptions
    @OptionGroup var fontOptions: FontOptions
    @OptionGroup var cardOptions: CardOptions
    @OptionGroup var frameOptions: FrameOptions
    @OptionGroup var outputOptions: OutputOptions

    @OptionGroup var variableOptions: SceneVariableOptions
    @OptionGroup var soundtrackOptions: SoundtrackOptions

    @Option(name: .long, help: """
        A video to draw the card over, keeping its size, frame rate, length and sound (the scene's background gives way to it; \
        -o an .mp4, .webm or .mov, an .otio or .fcpxml timeline of the video with the card above it, or a .png, .svg or .pdf still \
        over its frame). A scene file whose canvas has the video's shape is drawn scaled to its size (a 640x360 scene \
        over 1280x720 footage at twice the size); of another shape, it lays out again on the video's canvas. A still picture (PNG, JPEG, WebP, HEIC, AVIF, SVG) is instead the card's background for its whole length, \
        filling the canvas (the picture's size unless --canvas is given), in any format.
        """)
    var over: String?

    @Option(name: .customLong("over-at"), parsing: .unconditional, help: """
        Where the card starts in the --over video, in seconds from 0 (to a frame): the card keeps its own duration (to the \
        video's end at most), and the video passes through as it is before and after it, sound included.
        """)
    var overAt: Double?

    func validate() throws {
        if scene != nil, textOptions.text != nil { throw ValidationError("give either a scene file or --text, not both") }
        if over != nil, cardOptions.scale != 1 { throw ValidationError("--over draws the card at the video's size (a scene of the video's shape scaled to it); leave out --scale") }
        if let overAt {
            guard over != nil else {
                throw ValidationError("--over-at places the card in the --over video: give --over VIDEO too (a scene's background video takes at: in the scene)")
            }
            guard overAt.isFinite, overAt >= 0 else {
                throw ValidationError("--over-at takes the seconds into the video the card starts at, from 0; \(ValueRange.format(overAt)) is not: give, for example, --over-at 12")
            }
        }
    }

    func run() throws {
        try CardWriter.check(output: outputOptions.output, scene: scene)
        let format = try outputOptions.resolvedFormat()
        let scale = try cardOptions.checkedScale()
        var document: SceneDocument, baseURL: URL?
        if let scene {
            document = try SceneFiles.load(scene, variables: try variableOptions.values())
            try frameOptions.override(&document)
            try cardOptions.override(&document)
            // --fonts adds to the scene's own fonts (absolute paths, from the working folder).
            document.fonts += fontOptions.fontPaths
            baseURL = SceneFiles.folder(of: scene)
        } else {
            document = try QuickScene(text: textOptions, font: fontOptions, card: cardOptions, frame: frameOptions).document()
            textOptions.warnWithoutPatterns()
            baseURL = nil
        }
        try CardWriter.check(output: outputOptions.output,
                             reads: document.inputFiles(baseURL: baseURL) + (over.map { [URL(fileURLWithPath: $0)] } ?? [])
                                + (soundtrackOptions.audio.map { [URL(fileURLWithPath: $0)] } ?? []))
        try soundtrackOptions.override(&document)
        var underlay: VideoUnderlay?
        if let over, OverVideo.isPicture(over) {
            if overAt != nil {
                throw InputError("--over-at places the card in a video, but '\(over)' is a still picture, behind the whole card: leave out --over-at")
            }
            try OverVideo.putBehind(&document, picture: over, keepsCanvas: frameOptions.canvas != nil || frameOptions.aspect != nil)
        } else if var video = try over.map({ try OverVideo.probe($0, format: format, drawing: "draws the card over") }) {
            if let overAt { video = try OverVideo.place(video, at: overAt) }
            OverVideo.fit(&document, to: video, placed: overAt != nil, keepingShape: scene != nil)
            underlay = video
        } else {
            underlay = try OverVideo.backdrop(of: &document, baseURL: baseURL, format: format)
            if underlay != nil, scale != 1 {
                throw InputError("--scale: the card is drawn at the size of the scene's background video (a scene of its shape scaled to it); leave out --scale")
            }
        }
        if underlay != nil, document.audio != nil { throw ExportError.soundtrackOverVideo }
        let soundtrack = try soundtrackOptions.soundtrack(of: &document, baseURL: baseURL, format: format)
        var card = try cardOptions.scaled(TitleCard(scene: document, baseURL: baseURL, catalogs: CommandCatalogs.current), by: scale)
        card.reduceMotion = cardOptions.reduceMotion
        for warning in try card.frameOverflowWarnings() { Streams.printError("warning: \(warning)\n") }
        var options = try outputOptions.exportOptions(for: card, format: format, reporter: outputOptions.reporter())
        options[VideoExporter.Options.self].soundtrack = soundtrack
        if let underlay {
            try CardWriter.inFolder(of: outputOptions.output) { try card.export(over: underlay, to: $0, format: format, options: options) }
            return
        }
        try CardWriter.write(card, format: format, options: options, output: outputOptions.output)
    }
}
