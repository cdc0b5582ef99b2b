import KinetypeDiagnostics

/// A renderer or transition name, parameter or value that is not valid, or a registration that
/// cannot be made; says how to fix it. Built-in and registered entries get the same errors.
public enum CatalogError: KinetypeError, Equatable, Sendable, CustomStringConvertible {
    /// No entry has this name; `known` lists the catalogue's names.
    case unknownEntry(kind: CatalogKind, name: String, suggestion: String?, known: [String])
    /// The entry declares no such parameter; `known` lists its parameters.
    case unknownParameter(kind: CatalogKind, entry: String, parameter: String, suggestion: String?, known: [String])
    /// A parameter's value has the wrong type.
    case wrongType(kind: CatalogKind, entry: String, parameter: String, expected: String, got: String)
    /// A parameter's value has the right type but is not valid.
    case invalidValue(kind: CatalogKind, entry: String, parameter: String, message: String)
    /// An entry's factory read a parameter it did not declare (a mistake in the entry).
    case undeclaredParameter(kind: CatalogKind, entry: String, parameter: String)
    /// The name is registered already.
    case duplicateName(kind: CatalogKind, name: String)
    /// The name cannot be written in a scene file or on the command line.
    case invalidName(kind: CatalogKind, name: String)

    /// The error as a user reads it: the catalogue, entry and parameter at fault, the nearest valid
    /// name when there is one, and the names or values allowed.
    public var description: String {
        switch self {
        case .unknownEntry(let kind, let name, let suggestion, let known):
            return "unknown \(kind.rawValue) '\(name)'" + NameSuggestion.hint(suggestion)
                + " \(kind.plural.capitalized): \(known.joined(separator: ", "))"
        case .unknownParameter(let kind, let entry, let parameter, let suggestion, let known):
            let list = known.isEmpty ? "It has no parameters." : "Its parameters: \(known.joined(separator: ", "))"
            let hint = NameSuggestion.hint(suggestion)
            return "\(kind.rawValue) '\(entry)' has no parameter '\(parameter)'" + (hint.isEmpty ? "." : hint) + " " + list
        case .wrongType(let kind, let entry, let parameter, let expected, let got):
            return "\(kind.rawValue) '\(entry)': \(parameter) must be \(expected), not \(got)"
        case .invalidValue(let kind, let entry, let parameter, let message):
            return "\(kind.rawValue) '\(entry)': \(parameter): \(message)"
        case .undeclaredParameter(let kind, let entry, let parameter):
            return "\(kind.rawValue) '\(entry)' reads a parameter '\(parameter)' it does not declare; add it to the parameters it registers with"
        case .duplicateName(let kind, let name):
            return "a \(kind.rawValue) named '\(name)' is registered already; choose another name"
        case .invalidName(let kind, let name):
            return "'\(name)' cannot name a \(kind.rawValue): use letters, digits, '-' and '_', starting with a letter"
        }
    }

    /// "expected one of a, b; got "x" — did you mean "y"?"
    static func notAChoice(_ text: String, _ names: [String]) -> String {
        let hint = NameSuggestion.nearest(to: text, among: names).map { "; did you mean '\($0)'?" } ?? ""
        return "expected one of \(names.joined(separator: ", ")); got \(Excerpt.quote(text))\(hint)"
    }
}
