import ArgumentParser
import Foundation
import Kinetype

/// `kinetype renderers`: the built-in renderers, each with a one-line description and its parameters.
struct RenderersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "renderers", abstract: "List the built-in renderers.")

    func run() throws {
        for entry in BuiltInRenderers.all {
            print("\(entry.name.padding(toLength: 12, withPad: " ", startingAt: 0)) \(entry.summary)")
            for parameter in entry.parameters {
                print("    \(parameter.name) (default \(parameter.defaultValue)): \(parameter.summary)")
            }
        }
    }
}

/// `kinetype transitions`: the built-in transitions, each with a one-line description.
struct TransitionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "transitions", abstract: "List the built-in transitions.")

    func run() throws {
        for entry in TextTransition.builtIns {
            print("\(entry.name.padding(toLength: 12, withPad: " ", startingAt: 0)) \(entry.summary)")
        }
    }
}

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
        try reportingErrors {
            if let effect {
                do {
                    let parsed = try SymbolEffectParser.parse(effect)
                    print("\(parsed): valid")
                } catch {
                    throw InputError(description: "\(error)")
                }
                return
            }
            for entry in SymbolEffectCatalogue.all {
                let behaviors = entry.behaviors.map { "\($0)" }.joined(separator: ", ")
                print("\(String(describing: entry.name).padding(toLength: 14, withPad: " ", startingAt: 0)) \(entry.summary)")
                print("    behaviours: \(behaviors)")
                for group in entry.optionGroups {
                    print("    \(group.name): \(group.options.joined(separator: ", "))")
                }
            }
        }
    }
}
