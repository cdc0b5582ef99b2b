import KinetypePrimitives
import KinetypeText
import KinetypeDiagnostics
import KinetypeEffects
import Yams

/// Reading the parameters of a renderer or transition and reporting the catalogue's errors at the
/// line and column of the value they concern.
extension SceneNode {
    /// The entries of `mapping` other than `skipping`, as parameter values: each must be declared
    /// by the entry (else the catalogue's unknown-parameter error, at the key) and a string, a
    /// number or a Boolean.
    func parameters(of mapping: SceneMapping, skipping: [String], kind: CatalogKind,
                    declared: [String]) throws -> [String: ParameterValue] {
        var parameters: [String: ParameterValue] = [:]
        for entry in mapping.entries where !skipping.contains(entry.key) {
            guard declared.contains(entry.key) else {
                let name = try mapping["name"]?.string() ?? ""
                let suggestion = NameSuggestion.nearest(to: entry.key, among: declared + skipping)
                let error = CatalogError.unknownParameter(kind: kind, entry: name, parameter: entry.key,
                                                          suggestion: suggestion, known: declared)
                let keyNode = entry.value.keyMark
                throw SceneError(.unknownKey, file: context.file, line: keyNode.line, column: keyNode.column,
                                 keyPath: entry.value.path.description, message: error.description, suggestion: suggestion)
            }
            parameters[entry.key] = try entry.value.parameterValue()
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
