import ArgumentParser
import Foundation
import Kinetype

/// `kinetype render`: renders a title card to a GIF, PNG, video or vector still.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a title card: from --text (quick mode), to GIF, PNG, APNG, MP4, WebM, MOV, SVG or PDF."
    )

    @Argument(help: "A scene file (.yaml, .yml or .json). Without one, --text makes a one-layer card.")
    var scene: String?

    @OptionGroup var textOptions: TextOptions
    @OptionGroup var cardOptions: CardOptions
    @OptionGroup var outputOptions: OutputOptions

    @OptionGroup var variableOptions: SceneVariableOptions

    func validate() throws {
        if scene != nil, textOptions.text != nil { throw ValidationError("give either a scene file or --text, not both") }
    }

    func run() throws {
        try CardWriter.check(output: outputOptions.output, scene: scene)
        let format = try outputOptions.resolvedFormat()
        let scale = try cardOptions.checkedScale()
        var card: TitleCard
        if let scene {
            var document = try SceneFiles.load(scene, variables: try variableOptions.values())
            try cardOptions.override(&document)
            card = try TitleCard(scene: document, baseURL: URL(fileURLWithPath: scene).deletingLastPathComponent())
        } else {
            card = try QuickScene(text: textOptions, card: cardOptions).titleCard()
        }
        card = card.scaled(by: scale)
        card.reduceMotion = cardOptions.reduceMotion
        let options = try outputOptions.exportOptions(for: card, format: format, reporter: outputOptions.reporter())
        try CardWriter.write(card, format: format, options: options, output: outputOptions.output)
    }
}
