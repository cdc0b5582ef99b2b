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
