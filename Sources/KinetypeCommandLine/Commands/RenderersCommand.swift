import ArgumentParser
import Kinetype

/// `kinetype renderers`: the renderers of the catalogue, each with a one-line description and
/// its parameters.
struct RenderersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "renderers", abstract: "List the renderers.")

    func run() throws {
        for entry in RendererCatalog.shared.entries {
            Streams.print(Listing.line(entry))
        }
    }
}

/// How listings show catalogue entries: the name padded, the summary, then each parameter.
enum Listing {
    static func line(_ entry: some CatalogEntry) -> String {
        // Names pad to a column of 12, and a longer one is written whole.
        var lines = ["\(entry.name.padding(toLength: max(12, entry.name.count), withPad: " ", startingAt: 0)) \(entry.summary)"]
        for parameter in entry.parameters {
            let range = parameter.range.map { ", \($0)" } ?? ""
            let choices = parameter.choices.map { ", one of \($0.joined(separator: ", "))" } ?? ""
            lines.append("    \(parameter.name) (default \(parameter.defaultValue)\(range)\(choices)): \(parameter.summary)")
        }
        return lines.joined(separator: "\n")
    }
}
