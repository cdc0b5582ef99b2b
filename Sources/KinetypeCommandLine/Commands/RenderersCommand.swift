import ArgumentParser
import Kinetype

/// `kinetype renderers`: the renderers of the catalogue, each with a one-line description and
/// its parameters.
struct RenderersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "renderers", abstract: "List the renderers.")

    func run() throws {
        for entry in CommandCatalogs.current.renderers.entries {
            Streams.print(Listing.line(entry))
        }
    }
}

/// How listings show catalogue entries: the name padded, the summary, then each parameter.
enum Listing {
    static func line(_ entry: some CatalogEntry) -> String {
        // Names pad to a column of 12, and a longer one is written whole.
        var lines = ["\(entry.name.padding(toLength: max(12, entry.name.count), withPad: " ", startingAt: 0)) \(entry.summary)"]
        // Parameters for every use first, then each group that applies to one use under its heading.
        var groups: [String] = []
        for parameter in entry.parameters where parameter.appliesTo.map({ !groups.contains($0) }) ?? false {
            groups.append(parameter.appliesTo!)
        }
        for group in [nil] + groups.map(Optional.some) {
            let members = entry.parameters.filter { $0.appliesTo == group }
            if let group, !members.isEmpty, members.count < entry.parameters.count { lines.append("    on \(group):") }
            let indent = group != nil && members.count < entry.parameters.count ? "      " : "    "
            for parameter in members {
                let range = parameter.range.map { ", \($0)" } ?? ""
                let choices = parameter.choices.map { ", one of \($0.joined(separator: ", "))" } ?? ""
                lines.append("\(indent)\(parameter.name) (default \(parameter.defaultValue)\(range)\(choices)): \(parameter.summary)")
            }
        }
        return lines.joined(separator: "\n")
    }
}
