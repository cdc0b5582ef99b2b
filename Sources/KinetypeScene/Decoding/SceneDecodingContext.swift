import KinetypePrimitives
import KinetypeText
import KinetypeEffects
import Yams

/// What every node reader of one load shares: the file, its text, the variables, the valid
/// catalogues, and the locations recorded so far for the scene's source map.
///
/// A class because readers are small values that all add to the same source map; one load owns
/// one context and never shares it between threads.
final class SceneDecodingContext {
    let file: String
    let format: SceneFormat
    let variables: [String: String]
    /// The variables whose values are placeholders (`kinetype validate` fills the ones no
    /// `--var` gives), so an error about such a value says it needs a real one.
    let placeholders: Set<String>
    let catalogs: Catalogs
    /// The template's parameters by name when the scene has a `params:` block; nil without one
    /// (then any `{{name}}` the variables give is filled, and `$name` is plain text).
    var parameters: [String: SceneParameter]?
    /// The scene's `duration` when the file gives one, for key times anchored to the end
    /// (`at: end-0.6`); set before the layers are read.
    var sceneDuration: Double?
    /// The scene's `canvas` and `safeArea` as the file gives them, for relative font sizes read
    /// with the layers (the compiler resolves them again on the canvas rendered).
    var canvas: SceneCanvas?
    var safeArea: SafeArea?
    /// How many key times counted back from the end have been read (a keyframes reader notes
    /// whether its own did).
    var anchoredKeys = 0
    /// The source split into lines of Unicode scalars, as libyaml counts columns.
    private let lines: [[Unicode.Scalar]]
    private var locations: [String: SceneSourceMap.Location] = [:]

    init(file: String, source: String, format: SceneFormat, variables: [String: String],
         placeholders: Set<String> = [], catalogs: Catalogs) {
        self.file = file
        self.format = format
        self.variables = variables
        self.placeholders = placeholders
        self.catalogs = catalogs
        lines = source.replacingOccurrences(of: "\r\n", with: "\n").unicodeScalars
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { Array($0) }
    }

    /// Notes where the value at a path was written.
    func record(_ path: SceneKeyPath, line: Int, column: Int) {
        let key = path.description
        if locations[key] == nil { locations[key] = .file(line: line, column: column) }
    }

    /// The locations recorded so far.
    var sourceMap: SceneSourceMap { SceneSourceMap(file: file, locations: locations) }

    /// "a mapping" in YAML, "an object" in JSON.
    var mappingNoun: String { format == .json ? "an object" : "a mapping" }
    /// "a list" in YAML, "an array" in JSON.
    var listNoun: String { format == .json ? "an array" : "a list" }

    /// The text of a 1-based line from a 1-based column on, or "" when out of range.
    func text(line: Int, from column: Int) -> String {
        guard line >= 1, line <= lines.count else { return "" }
        let scalars = lines[line - 1]
        guard column - 1 < scalars.count else { return "" }
        return String(String.UnicodeScalarView(scalars[max(0, column - 1)...]))
    }

    /// The line and column of the `occurrence`-th `{{` (from 0) at or after a place: where a
    /// variable of a string starting there was written. The place itself when not found.
    func templateLocation(occurrence: Int, from line: Int, column: Int) -> (line: Int, column: Int) {
        var seen = 0
        var lineIndex = line - 1, start = max(0, column - 1)
        while lineIndex < lines.count {
            let scalars = lines[lineIndex]
            var index = start
            while index + 1 < scalars.count {
                if scalars[index] == "{", scalars[index + 1] == "{" {
                    if seen == occurrence { return (lineIndex + 1, index + 1) }
                    seen += 1
                    index += 2
                } else {
                    index += 1
                }
            }
            lineIndex += 1
            start = 0
        }
        return (line, column)
    }
}
