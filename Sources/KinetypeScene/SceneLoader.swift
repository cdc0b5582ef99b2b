import KinetypePrimitives
import KinetypeText
import Foundation
import KinetypeDiagnostics
import KinetypeEffects
import Yams

/// Reads scene files: YAML or JSON in, a checked `SceneDocument` with its defaults out, or a
/// `SceneError` that names the file, line, column and key path and says how to fix the problem.
///
/// The loader checks transition, renderer, shader and reveal names and parameters against its
/// catalogues (the shared ones by default), so an entry a program registers is read exactly like
/// a built-in, and `enter: apear` gets "did you mean appear?". It does not build the entries:
/// ``SceneCompiler`` resolves each name once, when it makes the card.
///
/// ```swift
/// let loader = SceneLoader()
/// let scene = try loader.load(contentsOf: URL(fileURLWithPath: "card.yaml"), variables: ["name": "Ada"])
/// let same = try loader.load(string: "version: 1\nfps: 24", fileName: "inline.yaml")
/// ```
///
/// Variables: `{{name}}` in any string value is filled in from `variables` before the value is
/// read (see `TemplateVariables`); an unknown one is an error at its own line and column.
public struct SceneLoader: Sendable {
    /// The catalogues names are checked against: transitions (`enter`, `exit`), renderers
    /// (`renderer`), shaders (`shader`) and reveals (`reveal`, `conceal`).
    public var catalogs: Catalogs

    /// The variables whose values only stand in for real ones, so that the rest of a template
    /// can be checked (`kinetype validate` without a `--var`): an error about a value one of them
    /// filled names the variable and says it needs a value. Empty by default.
    package var placeholders: Set<String> = []

    /// Whether a required template parameter without a value takes a placeholder (its
    /// ``SceneParameter`` sample) rather than failing: `kinetype validate` checks a template
    /// before it has values. False by default.
    package var fillsRequiredParameters = false

    /// The largest scene file read: 64 MiB.
    public static let largestFile = 64 << 20

    /// A loader that knows the given catalogues; the shared ones by default.
    public init(catalogs: Catalogs = .shared) {
        self.catalogs = catalogs
    }

    /// A loader that knows the given catalogues, one by one.
    public init(transitions: TransitionCatalog = .shared, renderers: RendererCatalog = .shared, shaders: ShaderCatalog = .shared,
                reveals: RevealCatalog = .shared) {
        self.init(catalogs: Catalogs(renderers: renderers, transitions: transitions, shaders: shaders, reveals: reveals))
    }

    /// Reads a scene file; `.json` files as JSON, anything else as YAML. Errors name the file by
    /// the path as given (`url.relativePath`), as a compiler does.
    public func load(contentsOf url: URL, variables: [String: String] = [:]) throws(SceneError) -> SceneDocument {
        let file = url.relativePath
        let data: Data
        do {
            data = try InputFile.read(url, limit: Self.largestFile, streams: true)
        } catch {
            let reason = switch error {
            case .missing: SystemError.reason(errno: ENOENT)
            case .folder: "it is a folder; give the path of a .yaml or .json scene file"
            default: error.reason
            }
            throw SceneError(.unreadableFile, file: file, message: "cannot read the scene file: \(reason)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SceneError(.unreadableFile, file: file, message: "the scene file is not UTF-8 text; save it as UTF-8")
        }
        return try load(string: text, fileName: file, format: SceneFormat(pathExtension: url.pathExtension),
                        variables: variables)
    }

    /// Reads a scene from text; `fileName` is what errors call it.
    ///
    /// A leading byte order mark is dropped: editors do not count it as a column, and libyaml
    /// stumbles over one followed by Windows line ends.
    public func load(string: String, fileName: String, format: SceneFormat = .yaml,
                     variables: [String: String] = [:]) throws(SceneError) -> SceneDocument {
        let string = string.hasPrefix("\u{FEFF}") ? String(string.dropFirst()) : string
        let root: Node?
        do {
            root = try Yams.compose(yaml: string)
        } catch {
            throw Self.syntaxError(error, file: fileName, format: format)
        }
        guard let root else {
            throw SceneError(.emptyFile, file: fileName, line: 1, column: 1, message: """
                the scene file is empty; a scene needs at least version: \(SceneDocument.currentVersion) and some layers
                """)
        }
        let declared = try parameters(in: root, source: string, fileName: fileName, format: format)
        var values = variables, placeholders = placeholders
        if let declared {
            values = try Self.values(of: declared.parameters, given: variables, declaredIn: declared.map,
                                     fillsRequired: fillsRequiredParameters, placeholders: &placeholders)
        }
        let context = SceneDecodingContext(file: fileName, source: string, format: format, variables: values,
                                           placeholders: placeholders, catalogs: catalogs)
        context.parameters = declared.map { Dictionary($0.parameters.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }) }
        do {
            var document = try SceneDocument(decoding: SceneNode(root, path: .root, context: context))
            document.parameters = declared?.parameters ?? []
            return document
        } catch let error as SceneError {
            throw error
        } catch {
            throw SceneError(.syntax, file: fileName, message: "could not read the scene: \(error)")
        }
    }
}
