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

    @OptionGroup var textOptions: TextOptions
    @OptionGroup var cardOptions: CardOptions
    @OptionGroup var outputOptions: OutputOptions

    @OptionGroup var variableOptions: SceneVariableOptions

    @Option(name: .long, help: "A video to draw the card over, keeping its size, frame rate, length and sound (the scene's background gives way to it; -o an .mp4, .webm or .mov, or a .png, .svg or .pdf still over its frame).")
    var over: String?

    func validate() throws {
        if scene != nil, textOptions.text != nil { throw ValidationError("give either a scene file or --text, not both") }
        if over != nil, cardOptions.scale != 1 { throw ValidationError("--over keeps the video's size; leave out --scale") }
    }

    func run() throws {
        try CardWriter.check(output: outputOptions.output, scene: scene)
        let format = try outputOptions.resolvedFormat()
        let scale = try cardOptions.checkedScale()
        var document: SceneDocument, baseURL: URL?
        if let scene {
            document = try SceneFiles.load(scene, variables: try variableOptions.values())
            try cardOptions.override(&document)
            // --fonts adds to the scene's own fonts (absolute paths, from the working folder).
            document.fonts += textOptions.fontOptions.fontPaths
            baseURL = SceneFiles.folder(of: scene)
        } else {
            document = try QuickScene(text: textOptions, card: cardOptions).document()
            textOptions.warnWithoutPatterns()
            baseURL = nil
        }
        try CardWriter.check(output: outputOptions.output,
                             reads: document.inputFiles(baseURL: baseURL) + (over.map { [URL(fileURLWithPath: $0)] } ?? []))
        var underlay = try over.map { try OverVideo.probe($0, format: format, drawing: "draws the card over") }
        if let video = underlay {
            OverVideo.fit(&document, to: video)
        } else {
            underlay = try OverVideo.backdrop(of: &document, baseURL: baseURL, format: format)
            if underlay != nil, scale != 1 {
                throw InputError("--scale: the scene's background video keeps its own size; leave out --scale")
            }
        }
        var card = try cardOptions.scaled(TitleCard(scene: document, baseURL: baseURL, catalogs: CommandCatalogs.current), by: scale)
        card.reduceMotion = cardOptions.reduceMotion
        let options = try outputOptions.exportOptions(for: card, format: format, reporter: outputOptions.reporter())
        if let underlay {
            try CardWriter.inFolder(of: outputOptions.output) { try card.export(over: underlay, to: $0, format: format, options: options) }
            return
        }
        try CardWriter.write(card, format: format, options: options, output: outputOptions.output)
    }
}
