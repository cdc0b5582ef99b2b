import Foundation
import Kinetype

/// What `kinetype validate --json` prints: whether the scene is valid, its errors as data (key
/// path, line, column, message, suggestion) and the values a template still needs.
///
/// ```json
/// {"errors":[{"column":12,"line":7,"message":"unknown key 'colour' in layers[0]; did you mean 'color'?",
///   "path":"layers[0].colour","suggestion":"color"}],"file":"card.yaml","needs":[],"valid":false}
/// ```
struct ValidationReport: Encodable {
    /// One error: where it is and what to do.
    struct Problem: Encodable {
        /// The key path (`layers[0].font.size`); empty for the whole file.
        var path: String
        /// The 1-based line, when known.
        var line: Int?
        /// The 1-based column, when known.
        var column: Int?
        /// What is wrong and how to fix it.
        var message: String
        /// The nearest valid key, name or parameter to a misspelt one.
        var suggestion: String?
        /// The command-line option the value came from (`--var size`), when one did.
        var option: String?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(path, forKey: .path)
            try container.encode(line, forKey: .line)
            try container.encode(column, forKey: .column)
            try container.encode(message, forKey: .message)
            try container.encode(suggestion, forKey: .suggestion)
            try container.encodeIfPresent(option, forKey: .option)
        }

        private enum CodingKeys: String, CodingKey { case path, line, column, message, suggestion, option }
    }

    /// The scene file as given.
    var file: String
    /// True when the scene loads and compiles.
    var valid: Bool
    /// The card's size, rate, length and frames, when valid.
    var summary: String?
    /// The errors; empty when valid (the loader stops at the first).
    var errors: [Problem] = []
    /// The variables and required parameters no `--var` gave (checked with placeholders).
    var needs: [String] = []

    /// A valid scene's report.
    init(file: String, summary: String, needs: [String]) {
        self.file = file
        valid = true
        self.summary = summary
        self.needs = needs
    }

    /// The report of a scene error.
    init(file: String, error: SceneError) {
        self.file = file
        valid = false
        errors = [Problem(path: error.keyPath, line: error.line, column: error.column, message: error.message,
                          suggestion: error.suggestion, option: error.option)]
    }

    /// The report of any other error (a --var that is not name=value, a font not found).
    init(file: String, message: String) {
        self.file = file
        valid = false
        errors = [Problem(path: "", message: message)]
    }

    /// The report as one line of JSON, keys sorted.
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data("{}".utf8), as: UTF8.self)
    }
}
