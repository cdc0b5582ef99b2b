import ArgumentParser
import Kinetype

/// `kinetype transitions`: the transitions of the catalogue, each with a one-line description
/// and its parameters.
struct TransitionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "transitions", abstract: "List the transitions.")

    func run() throws {
        for entry in CommandCatalogs.current.transitions.entries {
            Streams.print(Listing.line(entry))
        }
    }
}
