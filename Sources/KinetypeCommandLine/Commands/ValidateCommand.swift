import ArgumentParser
import Foundation
import Kinetype

/// `kinetype validate`: checks a scene file without rendering it.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check a scene file: keys, types, names, fonts and markup; exit 0 when it is valid."
    )

    @Argument(help: "The scene file (.yaml, .yml or .json).")
    var scene: String

    @Option(name: .customLong("var"), help: "A value for {{name}} in the scene: --var name=value (repeatable).")
    var variables: [String] = []

    func run() throws {
        let document = try SceneFiles.load(scene, variables: try SceneFiles.parseVariables(variables))
        let card = try TitleCard(scene: document, baseURL: URL(fileURLWithPath: scene).deletingLastPathComponent())
        print("\(scene): valid — \(card.width)x\(card.height), \(card.fps) fps, \(card.duration) s, \(document.layers.count) layer(s), \(card.frameCount) frames")
    }
}
