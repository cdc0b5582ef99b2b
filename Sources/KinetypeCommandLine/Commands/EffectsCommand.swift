import ArgumentParser
import Kinetype

/// `kinetype effects`: the symbol-style effects, each with its behaviours, options and a
/// one-line description; with a name, that effect's entry (a misspelt name gets a suggestion).
struct EffectsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "effects",
        abstract: "List the symbol-style effects (dot syntax, for example bounce.up.byLayer)."
    )

    @Argument(help: "An effect in dot syntax to check, for example variableColor.iterative.reversing.")
    var effect: String?

    func run() throws {
        if let effect {
            Streams.print("\(try SymbolEffectParser.parse(effect)): valid")
            return
        }
        for entry in SymbolEffectCatalog.all {
            let behaviors = entry.behaviors.map { "\($0)" }.joined(separator: ", ")
            Streams.print("\(String(describing: entry.name).padding(toLength: 14, withPad: " ", startingAt: 0)) \(entry.summary)")
            Streams.print("    behaviours: \(behaviors)")
            for group in entry.optionGroups {
                Streams.print("    \(group.name): \(group.options.joined(separator: ", "))")
            }
        }
    }
}
