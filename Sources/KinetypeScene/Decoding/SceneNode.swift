import KinetypePrimitives
import KinetypeText
import Yams

/// A Yams node being read as part of a scene, with its key path: the loader's equivalent of a
/// `Decoder`.
///
/// Why not `Decodable`? A `DecodingError` carries a coding path but no line or column, and
/// `YAMLDecoder` drops the marks that libyaml records; reading Yams' node tree directly keeps the
/// mark of every key and value, so each error can name its place, and every value read is
/// recorded in the scene's source map. The accessors (`SceneNode+Scalars.swift`,
/// `SceneNode+Collections.swift`) read one shape each and throw a `SceneError` that says what was
/// expected and what was found.
struct SceneNode {
    let node: Node
    let path: SceneKeyPath
    let context: SceneDecodingContext
    /// Where the key of this value was written, for a value in a mapping.
    private let keyPosition: Mark?

    /// A reader of a node at a path; records where the node was written.
    init(_ node: Node, path: SceneKeyPath, context: SceneDecodingContext, keyMark: Mark? = nil) {
        self.node = node
        self.path = path
        self.context = context
        keyPosition = keyMark
        context.record(path, line: line, column: column)
    }

    /// Where the key of this value was written (unknown-key errors point there), or the value's
    /// own place when it is not in a mapping.
    var keyMark: (line: Int, column: Int) {
        keyPosition.map { ($0.line, $0.column) } ?? (line, column)
    }

    /// The 1-based line where the node starts.
    var line: Int { node.mark?.line ?? 1 }
    /// The 1-based column where the node starts, in Unicode scalars.
    var column: Int { node.mark?.column ?? 1 }

    /// An error at this node.
    func error(_ kind: SceneError.Kind, _ message: String, suggestion: String? = nil,
               markupError: MarkupError? = nil) -> SceneError {
        SceneError(kind, file: context.file, line: line, column: column, keyPath: path.description,
                   message: placeholderMessage(kind, message) ?? message, suggestion: suggestion, markupError: markupError)
    }

    /// For a value a placeholder filled (``SceneLoader/placeholders``) that does not fit: the
    /// message naming the variable, saying it needs a value to check its type; nil otherwise.
    private func placeholderMessage(_ kind: SceneError.Kind, _ message: String) -> String? {
        guard !context.placeholders.isEmpty, [.wrongType, .invalidValue, .unknownName].contains(kind),
              case .scalar(let scalar) = node, TemplateVariables.hasTemplates(scalar.string),
              let name = TemplateVariables.insertions(in: scalar.string, variables: context.variables)
                  .map(\.name).first(where: context.placeholders.contains) else { return nil }
        let placeholder = MarkupValue.string(context.variables[name] ?? "")
        let example = message.contains("colour") ? "#ff0000" : "VALUE"
        return """
            {{\(name)}} needs a value to check its type: validate put the placeholder \(placeholder) in its place, \
            which does not fit here (\(message)); give it one, as in --var \(name)=\(example)
            """
    }

    /// A wrong-type error: "expected …; got …", with a hint when the cause is a known YAML trap.
    func wrongType(_ expected: String) -> SceneError {
        error(.wrongType, "expected \(expected); got \(found)")
    }

    /// An empty value: `key:` with nothing after it, `~` or `null`.
    var isNull: Bool {
        guard case .scalar(let scalar) = node, scalar.style == .plain else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    /// The node as an error names what it found: `"fast"`, `-3`, `a list`, `nothing`….
    var found: String {
        switch node {
        case .scalar(let scalar):
            if isNull {
                let rest = context.text(line: line, from: column).drop { $0 == " " || $0 == "\t" }
                if context.format == .yaml, rest.hasPrefix("#") {
                    return "nothing — in YAML an unquoted # starts a comment: quote the value, as in \"#ff3b8e\""
                }
                return "nothing (null); give a value, or leave the key out for its default"
            }
            if scalar.style == .plain, SceneNode.number(scalar.string) != nil || ["true", "false"].contains(scalar.string) {
                return scalar.string
            }
            return MarkupValue.string(scalar.string).description
        case .mapping(let mapping):
            if context.format == .yaml, mapping.count == 1, case .mapping? = mapping.keys.first {
                return "\(context.mappingNoun) — in YAML a value that starts with { is a mapping: quote it, as in \"{{name}}\""
            }
            return context.mappingNoun
        case .sequence:
            return context.listNoun
        case .alias:
            return "an alias"
        }
    }

    /// A scene number: a decimal (`30`, `-2.5`, `1e3`) or one of YAML's infinities and NaNs,
    /// which parse so that they can be reported as not finite.
    static func number(_ text: String) -> Double? {
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
        case "-.inf", "-.Inf", "-.INF": return -.infinity
        case ".nan", ".NaN", ".NAN": return .nan
        default:
            guard let first = text.unicodeScalars.first, "+-.0123456789".unicodeScalars.contains(first) else {
                return nil
            }
            return Double(text)
        }
    }
}
