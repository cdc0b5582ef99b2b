import ArgumentParser
import Foundation
import Kinetype
import KinetypePrimitives

/// `kinetype schema`: the JSON Schema (2020-12) of scene files, generated from the loader's own
/// key tables and catalogues, or with a scene, the schema of that template's parameters.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (2020-12) of scene files, or with a scene, of its template parameters (params:).",
        discussion: """
            Without a scene: the schema of every scene file, for editors (a first line \
            '# yaml-language-server: $schema=kinetype-scene.schema.json' gives completion) and programs that write scenes. \
            With a scene: an object schema with one property a parameter (type, enum, minimum, maximum, default) and the \
            required ones, which a batch row or an API request can be checked against.
            """
    )

    @Argument(help: "A template (.yaml, .yml or .json) whose parameters to describe; none prints the schema of scene files.")
    var scene: String?

    func run() throws {
        guard let scene else {
            Streams.print(SceneSchema.document(catalogs: CommandCatalogs.current).text(Self.format))
            return
        }
        let loader = SceneLoader(catalogs: CommandCatalogs.current), url = URL(fileURLWithPath: scene)
        let parameters = try loader.parameters(contentsOf: url)
        if parameters.isEmpty {
            // A file without params: may not be a scene at all; the loader says so. Its
            // {{variables}} have no declared types, so they are left to validate.
            do {
                _ = try loader.load(contentsOf: url)
            } catch {
                guard error.kind == .unknownVariable else { throw error }
            }
            Streams.printError("note: \(scene) declares no parameters (params:), so its schema takes an empty object\n")
        }
        let title = "Parameters of \((scene as NSString).lastPathComponent)"
        Streams.print(SceneParameter.schema(of: parameters, title: title).text(Self.format))
    }

    /// Indented, members as built.
    static let format = JSONValue.Format(indented: true)
}
