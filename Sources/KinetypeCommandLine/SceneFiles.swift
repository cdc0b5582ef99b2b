import Foundation
import Kinetype
import KinetypeDiagnostics
import KinetypePrimitives

/// Scene files and `--var` options.
enum SceneFiles {
    /// The scene path that is standard input: a scene a script makes
    /// (`envsubst < card.yaml | kinetype render - -o card.gif`), YAML or JSON.
    static let standardInput = "-"

    /// The text of each stream a scene was read from (standard input, a pipe such as bash's
    /// `<(command)`, a FIFO), read once: a command may load its scene more than once
    /// (`validate` fills in variables it was not given), and a stream reads only once.
    private static let piped = Locked<[String: String]>([:])

    /// Loads a scene file (or standard input, for `-`) with the command's catalogues
    /// (``CommandCatalogs``); errors name the file, line, column and key path, and a variable
    /// of `placeholders` (filled for a check, `validate`'s) as needing a value where it does not fit.
    static func load(_ path: String, variables: [String: String], placeholders: Set<String> = [],
                     fillsRequired: Bool = false) throws -> SceneDocument {
        var loader = SceneLoader(catalogs: CommandCatalogs.current)
        loader.placeholders = placeholders
        loader.fillsRequiredParameters = fillsRequired
        let document: SceneDocument
        do {
            document = try load(path, loader: loader, variables: variables)
        } catch var error as SceneError {
            // A template parameter's value came from --var (or is missing): the option names it.
            guard let name = error.parameter else { throw error }
            if variables[name] != nil {
                error.option = "--var \(name)"
            } else {
                error.message += "; give it with --var \(name)=VALUE"
            }
            throw error
        }
        try checkDeclared(variables, in: document)
        return document
    }

    /// Refuses a `--var` that names no parameter of a template that declares its parameters
    /// (a misspelt name would otherwise be dropped, and the default used in silence).
    static func checkDeclared(_ variables: [String: String], in document: SceneDocument) throws {
        let names = document.parameters.map(\.name)
        guard !names.isEmpty, let name = variables.keys.sorted().first(where: { !names.contains($0) }) else { return }
        let fix = NameSuggestion.nearest(to: name, among: names).map { " — did you mean '\($0)'?" } ?? ""
        throw InputError("--var \(name): the scene declares no parameter '\(name)'\(fix) (its parameters are \(names.joined(separator: ", ")))")
    }

    /// Loads with `loader`, reading a stream once.
    private static func load(_ path: String, loader: SceneLoader, variables: [String: String]) throws -> SceneDocument {
        guard isStream(path) else {
            return try loader.load(contentsOf: URL(fileURLWithPath: path), variables: variables)
        }
        let name = path == standardInput ? "standard input" : path
        let text = try piped.withLock { texts in
            if let text = texts[path] { return text }
            let data: Data
            do throws(InputFile.Failure) {
                data = try InputFile.read(URL(fileURLWithPath: path == standardInput ? "/dev/stdin" : path), limit: SceneLoader.largestFile, streams: true)
            } catch {
                throw InputError("\(name): cannot read the scene: \(error.reason)")
            }
            guard let read = String(data: data, encoding: .utf8) else {
                throw InputError("\(name): the scene is not UTF-8 text; send it as UTF-8")
            }
            texts[path] = read
            return read
        }
        return try loader.load(string: text, fileName: name, format: path == standardInput ? .yaml : SceneFormat(pathExtension: (path as NSString).pathExtension),
                                      variables: variables)
    }

    /// Whether `path` is standard input (`-`) or a stream that reads only once: a pipe (bash's
    /// `<(command)` is `/dev/fd/63`), a FIFO or a socket.
    private static func isStream(_ path: String) -> Bool {
        var status = stat()
        guard path != standardInput else { return true }
        return stat(path, &status) == 0 && [S_IFIFO, S_IFSOCK].contains(status.st_mode & S_IFMT)
    }

    /// The folder a scene's relative paths (images, fonts, captions) start from: the scene
    /// file's, or the working folder for standard input and other streams.
    static func folder(of path: String) -> URL {
        isStream(path) ? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            : URL(fileURLWithPath: path).deletingLastPathComponent()
    }

    /// Parses `--var name=value` options.
    static func parseVariables(_ values: [String]) throws -> [String: String] {
        var result: [String: String] = [:]
        for value in values {
            guard let equals = value.firstIndex(of: "="), equals != value.startIndex else {
                throw InputError("--var '\(value)' is not name=value; write it as --var title=Hello")
            }
            let name = String(value[..<equals]), given = String(value[value.index(after: equals)...])
            if let earlier = result[name], earlier != given {
                throw InputError("""
                    --var \(name) is given twice, as \(Excerpt.quote(earlier)) and then \(Excerpt.quote(given)); give it once
                    """)
            }
            result[name] = given
        }
        return result
    }
}
