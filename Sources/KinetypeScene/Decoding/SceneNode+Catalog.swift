import KinetypePrimitives
import KinetypeText
import KinetypeDiagnostics
import KinetypeEffects
import Yams

/// Reading the parameters of a renderer or transition and reporting the catalogue's errors at the
/// line and column of the value they concern.
extension SceneNode {
    /// The entries of `mapping` other than `skipping`, as parameter values: each a string, a
    /// number or a Boolean; each declared by the entry (else an unknown-key error at the key: the
    /// catalogue's unknown-parameter error, or for a near miss of a fixed key such as `stager`,
    /// "did you mean 'stagger'?"); a parameter with choices one of them.
    func parameters(of mapping: SceneMapping, skipping: [String], kind: CatalogKind,
                    declared: [CatalogParameter]) throws -> [String: ParameterValue] {
        var parameters: [String: ParameterValue] = [:]
        let names = declared.map(\.name)
        for entry in mapping.entries where !skipping.contains(entry.key) {
            let value = try entry.value.parameterValue()
            guard let parameter = declared.first(where: { $0.name == entry.key }) else {
                let keyNode = entry.value.keyMark
                let message: String, suggestion: String?
                if let key = NameSuggestion.nearest(to: entry.key, among: skipping), !names.contains(key) {
                    suggestion = key
                    message = "unknown key '\(entry.key)' \(path.place); did you mean '\(key)'?"
                } else {
                    let entryName = try mapping["name"]?.string() ?? ""
                    suggestion = NameSuggestion.nearest(to: entry.key, among: names)
                    message = CatalogError.unknownParameter(kind: kind, entry: entryName, parameter: entry.key,
                                                            suggestion: suggestion, known: names).description
                }
                throw SceneError(.unknownKey, file: context.file, line: keyNode.line, column: keyNode.column,
                                 keyPath: entry.value.path.description, message: message, suggestion: suggestion)
            }
            if let choices = parameter.choices {
                parameters[entry.key] = .string(try entry.value.name(in: choices, expected: "one of \(choices.joined(separator: ", "))"))
            } else {
                parameters[entry.key] = value
            }
        }
        return parameters
    }

    /// An unquoted scalar that reads as a number or Boolean becomes one; anything else scalar is
    /// a string.
    func parameterValue() throws -> ParameterValue {
        let expected = "a string, a number, true or false"
        guard case .scalar = node else { throw wrongType(expected) }
        let (text, bare) = try scalarText(expected: expected)
        if bare, text == "true" || text == "false" { return .bool(text == "true") }
        if bare, let number = SceneNode.number(text) {
            guard number.isFinite else { throw error(.invalidValue, "expected a finite number; got \(text)") }
            return .number(number)
        }
        return .string(text)
    }

    /// A catalogue error as a scene error at the parameter it names (or this node).
    func catalogError(_ error: CatalogError, in mapping: SceneMapping?) -> SceneError {
        let parameter: String?
        switch error {
        case .wrongType(_, _, let name, _, _), .invalidValue(_, _, let name, _), .unknownParameter(_, _, let name, _, _):
            parameter = name
        default:
            parameter = nil
        }
        let node = parameter.flatMap { mapping?[$0] } ?? self
        return node.error(.invalidValue, error.description)
    }
}
