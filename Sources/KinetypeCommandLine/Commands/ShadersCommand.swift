import ArgumentParser
import Kinetype

/// `kinetype shaders`: the shader-style effects of the catalogue (a layer's `shader` in a
/// scene), each with a one-line description and its parameters.
struct ShadersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "shaders", abstract: "List the shader-style effects.")

    func run() throws {
        for entry in CommandCatalogs.current.shaders.entries {
            Streams.print(Listing.line(entry))
        }
    }
}
