import ArgumentParser
import Kinetype

/// `kinetype renderers`: the renderers of the catalogue, each with a one-line description and
/// its parameters.
struct RenderersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "renderers", abstract: "List the renderers.")

    func run() throws {
        for entry in RendererCatalog.shared.entries {
            print(Listing.line(entry))
        }
    }
}

/// How listings show catalogue entries: the name padded, the summary, then each parameter.
enum Listing {
    static func line(_ entry: some CatalogEntry) -> String {
        var lines = ["\(entry.name.padding(toLength: 12, withPad: " ", startingAt: 0)) \(entry.summary)"]
        for parameter in entry.parameters {
            let range = parameter.range.map { ", \($0)" } ?? ""
            lines.append("    \(parameter.name) (default \(parameter.defaultValue)\(range)): \(parameter.summary)")
        }
        return lines.joined(separator: "\n")
    }
}
