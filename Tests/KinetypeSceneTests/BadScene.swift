import KinetypeScene
import KinetypeText
import Testing

/// One bad scene file and what its error must say: the kind, the place (line, column, key path)
/// and the words a reader needs (what was expected, the suggestion).
struct BadScene: Sendable, CustomTestStringConvertible {
    var name: String
    var format: SceneFormat = .yaml
    var source: String
    var variables: [String: String] = [:]
    var kind: SceneError.Kind
    var line: Int
    var column: Int
    var keyPath: String = ""
    /// Words the message must contain.
    var says: [String]
    /// The suggestion the error must carry (and show), if any.
    var suggestion: String? = nil

    var fileName: String { format == .json ? "card.json" : "card.yaml" }
    var testDescription: String { name }
}
