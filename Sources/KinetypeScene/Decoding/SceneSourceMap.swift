import KinetypePrimitives
import KinetypeText
/// Where each value of a scene came from: key path → the line and column of the scene file it
/// was written at, or the command-line option that set it.
///
/// The loader records the place of each value it reads; a front end that builds a scene from
/// its options (the command line's quick mode, `captions`) records the option of each value, so
/// the compiler's errors name the option by themselves: `--transition: unknown transition
/// 'twril'; did you mean 'twirl'?`.
///
/// The loader checks everything it can; some checks need the rest of Kinetype (does the font
/// file exist, does the `wave` renderer take an `amplitude`?). This map lets that code report
/// them like the loader does:
///
/// ```swift
/// let scene = try SceneLoader().load(contentsOf: URL(fileURLWithPath: "card.yaml"), variables: ["name": "Ada"])
/// let error = scene.sourceMap.error(.invalidValue, at: "layers[0].font.file",
///                                   "no font file at fonts/Missing.ttf; check the path")
/// print(error)   // card.yaml:9:13: layers[0].font.file: no font file at fonts/Missing.ttf; check the path
/// ```
///
/// Key paths are spelt as in errors: `fps`, `layers[0].enter.stagger`, `layers[1].renderer.speed`.
public struct SceneSourceMap: Hashable, Sendable {
    /// Where one value came from.
    public enum Location: Hashable, Sendable, CustomStringConvertible {
        /// A place in the scene file (``SceneSourceMap/file``): 1-based line and column (columns
        /// count Unicode scalars, as libyaml does).
        case file(line: Int, column: Int)
        /// The command-line option that set the value, as `--transition`.
        case option(String)

        /// `line:column`, or the option.
        public var description: String {
            switch self {
            case .file(let line, let column): "\(line):\(column)"
            case .option(let option): option
            }
        }
    }

    /// The file the scene came from; empty for a scene built in code.
    public var file: String
    /// The location of each value by key path.
    public var locations: [String: Location]

    /// A map; empty by default.
    public init(file: String = "", locations: [String: Location] = [:]) {
        self.file = file
        self.locations = locations
    }

    /// Where the value at a key path was written, or, when it was not written (a default), where
    /// its nearest written parent was: `layers[0].font.size` falls back to `layers[0].font`, then
    /// `layers[0]`. Nil when nothing on the path was written.
    public func location(of keyPath: String) -> Location? {
        var path = Substring(keyPath)
        while true {
            if let location = locations[String(path)] { return location }
            guard let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) else { return nil }
            path = path[..<cut]
        }
    }

    /// Notes that `option` set the value at `keyPath`, and (through the fallback of
    /// ``location(of:)``) the values under it that no other entry names.
    public mutating func record(option: String, at keyPath: String) {
        locations[keyPath] = .option(option)
    }

    /// An error at the value of a key path, located with `location(of:)`: at its line and column,
    /// or naming the option that set it.
    public func error(_ kind: SceneError.Kind, at keyPath: String, _ message: String,
                      suggestion: String? = nil) -> SceneError {
        switch location(of: keyPath) {
        case .file(let line, let column)?:
            SceneError(kind, file: file, line: line, column: column, keyPath: keyPath, message: message, suggestion: suggestion)
        case .option(let option)?:
            SceneError(kind, file: file, keyPath: keyPath, message: message, suggestion: suggestion, option: option)
        case nil:
            SceneError(kind, file: file, keyPath: keyPath, message: message, suggestion: suggestion)
        }
    }

    /// A layer's malformed markup as an error at the key path of its text.
    package func markupError(_ error: MarkupError, at keyPath: String) -> SceneError {
        self.error(.markup, at: keyPath, "in the markup, \(error.description)")
    }
}
