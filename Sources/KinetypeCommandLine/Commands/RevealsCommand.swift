import ArgumentParser
import Kinetype

/// `kinetype reveals`: the masks and reveals of the catalogue (a layer's `reveal` and `conceal`
/// in a scene), each with a one-line description and its parameters.
struct RevealsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "reveals", abstract: "List the masks and reveals.")

    func run() throws {
        for entry in CommandCatalogs.current.reveals.entries {
            Streams.print(Listing.line(entry))
        }
    }
}
