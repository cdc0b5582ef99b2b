import KinetypePrimitives
import KinetypeText
/// The syntax of a scene file. Both read into the same `SceneDocument` through Yams (JSON is YAML
/// flow syntax); the format chooses the words of syntax errors and hints ("object" or "mapping").
public enum SceneFormat: String, CaseIterable, Hashable, Sendable {
    case yaml
    case json

    /// The format a file extension names: `json` for `.json`, YAML for anything else
    /// (`.yaml`, `.yml`, none).
    public init(pathExtension: String) {
        self = pathExtension.lowercased() == "json" ? .json : .yaml
    }
}
