import Foundation
import Kinetype

/// Scene files and `--var` options.
enum SceneFiles {
    /// Loads a scene file with the shared catalogues; errors name the file, line, column and key path.
    static func load(_ path: String, variables: [String: String]) throws -> SceneDocument {
        try SceneLoader().load(contentsOf: URL(fileURLWithPath: path), variables: variables)
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
