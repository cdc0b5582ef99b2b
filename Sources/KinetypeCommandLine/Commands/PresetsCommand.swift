import ArgumentParser
import Kinetype
import KinetypePrimitives

/// `kinetype presets`: the caption presets of the catalogue, each with a one-line description
/// and the values it sets (as `captions:` keys and preset files spell them); `--json` for
/// programs.
struct PresetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "presets", abstract: "List the caption presets (captions --preset) with their values.")

    @Flag(name: .long, help: "Print the presets as a JSON array of {name, summary, values}.")
    var json = false

    func run() throws {
        let entries = CaptionPresetCatalog.shared.entries
        if json {
            let list = JSONValue.array(entries.map { entry in
                .object([("name", .string(entry.name)), ("summary", .string(entry.summary)),
                         ("values", .object(entry.preset.values.map { ($0.key, .string($0.value)) }))])
            })
            Streams.print(list.text(JSONValue.Format(indented: true)))
            return
        }
        for entry in entries {
            Streams.print(Listing.line(entry))
            for value in entry.preset.values { Streams.print("    \(value.key): \(value.value)") }
        }
    }
}
