import KinetypePrimitives
import KinetypeText
import Foundation
import KinetypeDiagnostics

/// Why a scene could not be loaded: where (file, line, column, key path), what was expected, and
/// how to fix it.
///
/// The description reads like a compiler's, so editors and terminals can jump to the place:
///
/// ```text
/// card.yaml:7:14: layers[0].enter.stagger: expected one of glyph, word, line, none; got "glpyh" — did you mean "glyph"?
/// card.yaml:9:5: layers[0].colour: unknown key 'colour' in layers[0]; did you mean 'color'?
/// card.json:4:3: invalid JSON: did not find expected ',' or '}' (while parsing an object that starts at line 1, column 1)
/// ```
///
/// The loader stops at the first error in document order: later values often make no sense once
/// an earlier one is wrong, and one precise message is easier to act on than a cascade.
public struct SceneError: KinetypeError, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// The kind of problem, for code that reacts to it (the CLI maps every kind to exit code 2).
    public enum Kind: Hashable, Sendable {
        /// The file could not be read, or is not UTF-8 text.
        case unreadableFile
        /// The file has no content.
        case emptyFile
        /// The YAML or JSON is malformed (Yams' own line and column).
        case syntax
        /// There is no `version` key.
        case missingVersion
        /// `version` is not one this loader reads.
        case unsupportedVersion
        /// A required key is missing.
        case missingKey
        /// A key that the mapping does not take (often a typo; see `suggestion`).
        case unknownKey
        /// A value of the wrong type: a string where a number belongs, a list for a mapping.
        case wrongType
        /// A value of the right type out of range: a negative duration, a zero canvas, an end
        /// before a start.
        case invalidValue
        /// A name that is not one of the allowed ones: a transition, renderer, colour, curve….
        case unknownName
        /// `{{name}}` with no such variable, or a malformed `{{…}}`.
        case unknownVariable
        /// A layer's text is malformed markup (`markupError` has the details).
        case markup
    }

    /// The kind of problem.
    public var kind: Kind
    /// The file as given to the loader (its path, or `fileName`).
    public var file: String
    /// The 1-based line, when the problem has a place.
    public var line: Int?
    /// The 1-based column in Unicode scalars, as libyaml counts, when the problem has a place.
    public var column: Int?
    /// The key path of the value, such as `layers[0].enter.stagger`; empty for the whole file.
    public var keyPath: String
    /// What is wrong, what was expected and how to fix it.
    public var message: String
    /// The nearest valid key, name or variable to a misspelt one, when one is close.
    public var suggestion: String?
    /// For `.markup`, the markup error, whose column counts characters of the text.
    public var markupError: MarkupError?
    /// The command-line option that set the value, when a front end built the scene from its
    /// options (``SceneSourceMap/Location/option(_:)``); the description then names the option
    /// in place of the file and key path.
    public var option: String?
    /// The template parameter whose given value does not fit its declaration, or that needs a
    /// value and was given none: a front end names it as its source (`--var size`, a batch's
    /// column). Nil for anything else.
    public var parameter: String?

    /// An error; the loader's, or one found later through `SceneSourceMap.error(_:at:_:suggestion:)`.
    public init(_ kind: Kind, file: String, line: Int? = nil, column: Int? = nil, keyPath: String = "",
                message: String, suggestion: String? = nil, markupError: MarkupError? = nil, option: String? = nil) {
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.keyPath = keyPath
        self.message = message
        self.suggestion = suggestion
        self.markupError = markupError
        self.option = option
    }

    /// `file:line:column: key.path: message`, leaving out the parts that are unknown; `--option:
    /// message` for a value an option set.
    public var description: String {
        if let option { return "\(option): \(message)" }
        var place = file
        if let line {
            place += ":\(line)"
            if let column { place += ":\(column)" }
        }
        return keyPath.isEmpty ? "\(place): \(message)" : "\(place): \(keyPath): \(message)"
    }

    /// The description, so `localizedDescription` reads the same.
    public var errorDescription: String? { description }
}
