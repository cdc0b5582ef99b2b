import KinetypeDiagnostics
import KinetypeText

/// Typed uses of a template's parameters: a whole value written `$name` (`color: $accent`,
/// `size: $size`) takes the parameter's value, and a key that reads a colour, a number or a
/// Boolean checks that the parameter is of that type.
extension SceneNode {
    /// The parameter a value written `$name` uses; nil when the scene declares no parameters or
    /// the value is not `$` and a name. An unquoted YAML `$name` that no parameter declares is
    /// an error (quote it to mean the text).
    func parameterUse() throws -> SceneParameter? {
        guard let parameters = context.parameters, case .scalar(let scalar) = node, scalar.string.hasPrefix("$") else { return nil }
        let name = String(scalar.string.dropFirst())
        guard let first = name.first, first.isLetter || first == "_",
              name.allSatisfy({ $0.isLetter || $0.isNumber || "_-.".contains($0) }) else { return nil }
        if let parameter = parameters[name] { return parameter }
        guard context.format == .yaml, scalar.style == .plain else { return nil }
        let (message, suggestion) = undeclared(name)
        throw error(.unknownVariable, message + "; to mean the text \(scalar.string), quote it", suggestion: suggestion)
    }

    /// Throws when the value is `$name` and the parameter is not of a kind in `kinds`: `color:
    /// $size` with `size` a number is a mistake in the template, whatever value it is given.
    func checkParameterUse(takes kinds: Set<SceneParameter.Kind>, _ what: String) throws {
        guard let parameter = try parameterUse(), !kinds.contains(parameter.kind) else { return }
        let fitting = (context.parameters ?? [:]).values.filter { kinds.contains($0.kind) }.map { "$" + $0.name }.sorted()
        let hint = fitting.isEmpty ? "" : " (such as \(fitting.joined(separator: ", ")))"
        throw error(.wrongType, """
            $\(parameter.name) is a \(parameter.kind.rawValue) parameter, but this key takes \(what); \
            use a parameter of that type\(hint), or change the type of '\(parameter.name)' in params
            """)
    }

    /// The message and suggestion for a name used as a parameter that `params:` does not declare.
    func undeclared(_ name: String) -> (message: String, suggestion: String?) {
        let known = (context.parameters ?? [:]).keys.sorted()
        let suggestion = NameSuggestion.nearest(to: name, among: known)
        let fix = suggestion.map { " — did you mean '\($0)'?" } ?? ""
        let list = known.isEmpty ? "it declares none" : "its parameters are \(known.joined(separator: ", "))"
        return ("""
            '\(name)' is used but not declared in the scene's params\(fix) (\(list)); declare it, as \
            params: {\(name): {type: text, default: ""}}
            """, suggestion)
    }
}
