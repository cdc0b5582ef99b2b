import Foundation
import Kinetype

/// One tool of `kinetype mcp` (``ToolServer``): its name, what it does and its arguments, from
/// which both its listing's input schema and the check of a call's arguments come, so the two
/// cannot disagree.
struct ToolSpec {
    /// The tool's name, as `tools/call` names it.
    let name: String
    /// What the tool does, for the model that calls it.
    let summary: String
    /// The tool's arguments, in the order messages list them.
    let arguments: [Argument]

    /// One argument of a tool.
    struct Argument {
        /// The kinds of value an argument takes.
        enum Kind {
            /// A string (a path).
            case text
            /// A time in seconds, a finite number from 0.
            case seconds
            /// The template's parameters by name (as `--var name=value`): an object of strings,
            /// numbers and booleans.
            case params
        }

        /// The argument's key.
        let name: String
        /// The value it takes.
        let kind: Kind
        /// Whether a call must give it.
        let required: Bool
        /// What it is, for the listing.
        let summary: String

        /// The scene file every tool reads.
        static let path = Argument(name: "path", kind: .text, required: true, summary: "The scene file (.yaml or .json).")
        /// The template's parameters.
        static let params = Argument(name: "params", kind: .params, required: false,
                                     summary: "The template's parameters by name (as --var name=value).")

        /// The argument's JSON Schema.
        var schema: [String: Any] {
            switch kind {
            case .text: ["type": "string", "description": summary]
            case .seconds: ["type": "number", "minimum": 0, "description": summary]
            case .params: ["type": "object", "description": summary, "additionalProperties": ["type": ["string", "number", "boolean"]]]
            }
        }
    }

    /// A call's arguments, checked: texts and times by key, and the parameters as `--var` options.
    struct Arguments {
        var text: [String: String] = [:]
        var seconds: [String: Double] = [:]
        var variables: [String] = []
    }

    /// A call's arguments that do not fit the tool, named in a sentence a model can act on.
    struct ArgumentError: Error, CustomStringConvertible {
        let description: String
    }

    /// The tool's listing: its name, what it does and its input's schema.
    var listing: [String: Any] {
        ["name": name, "description": summary,
         "inputSchema": ["type": "object", "properties": Dictionary(uniqueKeysWithValues: arguments.map { ($0.name, $0.schema) }),
                         "required": arguments.filter(\.required).map(\.name), "additionalProperties": false]]
    }

    /// `given` checked against the arguments: an object, with every required key, no other
    /// keys, each value of its kind.
    func check(_ given: Any) throws(ArgumentError) -> Arguments {
        let names = arguments.map(\.name)
        let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
        guard let object = given as? [String: Any] else {
            throw ArgumentError(description: "the arguments of '\(name)' are a JSON object of \(list), as {\"path\": \"card.yaml\"}")
        }
        for key in object.keys.sorted() where !names.contains(key) {
            throw ArgumentError(description: """
                the tool '\(name)' takes no argument '\(Excerpt.of(key))'; it takes \(list)\
                \(NameSuggestion.hint(NameSuggestion.nearest(to: key, among: names)))
                """)
        }
        var checked = Arguments()
        for argument in arguments {
            guard let value = object[argument.name], !(value is NSNull) else {
                if argument.required { throw ArgumentError(description: "the tool '\(name)' needs \(argument.name): \(argument.summary)") }
                continue
            }
            switch argument.kind {
            case .text:
                guard let text = value as? String, !text.isEmpty else {
                    throw ArgumentError(description: "\(argument.name) of '\(name)' is a non-empty string: \(argument.summary)")
                }
                checked.text[argument.name] = text
            case .seconds:
                guard let number = value as? NSNumber, !ToolServer.isBool(number), number.doubleValue.isFinite, number.doubleValue >= 0 else {
                    throw ArgumentError(description: "\(argument.name) of '\(name)' is a number of seconds from 0, as 1.5")
                }
                checked.seconds[argument.name] = number.doubleValue
            case .params:
                guard let values = value as? [String: Any] else {
                    throw ArgumentError(description: "\(argument.name) of '\(name)' is an object of the template's parameters, as {\"name\": \"Ada\", \"size\": 40}")
                }
                for (key, value) in values.sorted(by: { $0.key < $1.key }) {
                    let text: String
                    if ToolServer.isBool(value) {
                        text = (value as! NSNumber).boolValue ? "true" : "false"
                    } else if let number = value as? NSNumber {
                        text = ValueRange.format(number.doubleValue)
                    } else if let string = value as? String {
                        text = string
                    } else {
                        throw ArgumentError(description: """
                            parameter '\(Excerpt.of(key))' of '\(name)' is a string, a number or a boolean, not \(value is NSNull ? "null" : "a list or an object")
                            """)
                    }
                    checked.variables += ["--var", "\(key)=\(text)"]
                }
            }
        }
        return checked
    }
}
