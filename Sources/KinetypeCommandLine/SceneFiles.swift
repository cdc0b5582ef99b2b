import Foundation
import Kinetype
import KinetypeDiagnostics
import KinetypePrimitives

/// Scene files and `--var` options.
enum SceneFiles {
    /// The scene path that is standard input: a scene a script makes
    /// (`envsubst < card.yaml | kinetype render - -o card.gif`), YAML or JSON.
    static let standardInput = "-"

    /// Standard input's text, read once: a command may load its scene more than once
    /// (`validate` fills in variables it was not given).
    private static let piped = Locked<String?>(nil)

    /// Loads a scene file (or standard input, for `-`) with the shared catalogues; errors name
    /// the file, line, column and key path.
    static func load(_ path: String, variables: [String: String]) throws -> SceneDocument {
        guard path == standardInput else {
            return try SceneLoader().load(contentsOf: URL(fileURLWithPath: path), variables: variables)
        }
        let text = try piped.withLock { text in
            if let text { return text }
            let data: Data
            do throws(InputFile.Failure) {
                data = try InputFile.read(URL(fileURLWithPath: "/dev/stdin"), limit: SceneLoader.largestFile, streams: true)
            } catch {
                throw InputError("standard input: cannot read the scene: \(error.reason)")
            }
            guard let read = String(data: data, encoding: .utf8) else {
                throw InputError("standard input: the scene is not UTF-8 text; send it as UTF-8")
            }
            text = read
            return read
        }
        return try SceneLoader().load(string: text, fileName: "standard input", variables: variables)
    }

    /// The folder a scene's relative paths (images, fonts, captions) start from: the scene
    /// file's, or the working folder for standard input.
    static func folder(of path: String) -> URL {
        path == standardInput ? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            : URL(fileURLWithPath: path).deletingLastPathComponent()
    }

    /// Parses `--var name=value` options.
    static func parseVariables(_ values: [String]) throws -> [String: String] {
        var result: [String: String] = [:]
        for value in values {
            guard let equals = value.firstIndex(of: "="), equals != value.startIndex else {
                throw InputError("--var '\(value)' is not name=value; write it as --var title=Hello")
            }
            result[String(value[..<equals])] = String(value[value.index(after: equals)...])
        }
        return result
    }
}
