import KinetypePrimitives
import KinetypeText
/// Where each value of a loaded scene was written: key path → file, line and column.
///
/// The loader checks everything it can; some checks need the rest of Kinetype (does the font
/// file exist, does the `wave` renderer take an `amplitude`?). This map lets that code report
/// them like the loader does:
///
/// ```swift
/// throw scene.sourceMap.error(.invalidValue, at: "layers[0].font.file",
///                             "no font file at fonts/Missing.ttf; check the path")
/// // card.yaml:9:13: layers[0].font.file: no font file at fonts/Missing.ttf; check the path
/// ```
///
/// Key paths are spelt as in errors: `fps`, `layers[0].enter.stagger`, `layers[1].renderer.speed`.
public struct SceneSourceMap: Hashable, Sendable {
    /// A place in a scene file: 1-based line and column (columns count Unicode scalars, as
    /// libyaml does).
    public struct Location: Hashable, Sendable, CustomStringConvertible {
        public var file: String
        public var line: Int
        public var column: Int

        /// `file:line:column`.
        public var description: String { "\(file):\(line):\(column)" }
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

    /// An error at the value of a key path, located with `location(of:)`.
    public func error(_ kind: SceneError.Kind, at keyPath: String, _ message: String,
                      suggestion: String? = nil) -> SceneError {
        let location = location(of: keyPath)
        return SceneError(kind, file: file, line: location?.line, column: location?.column, keyPath: keyPath,
                          message: message, suggestion: suggestion)
    }
}
