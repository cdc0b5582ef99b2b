import Foundation
import KinetypeDiagnostics
import KinetypeText
import Yams

/// Reading a template's `params:` block, and filling its parameters from the values given.
extension SceneLoader {
    /// The parameters a scene file declares (`params:`), read without values: what a form, a
    /// schema or a batch needs to know before it fills them. Empty when it declares none.
    public func parameters(contentsOf url: URL) throws(SceneError) -> [SceneParameter] {
        let file = url.relativePath
        guard let data = try? InputFile.read(url, limit: Self.largestFile, streams: true),
              let text = String(data: data, encoding: .utf8) else {
            // The full load says why, in the same words as every command.
            _ = try load(contentsOf: url)
            throw SceneError(.unreadableFile, file: file, message: "cannot read the scene file")
        }
        return try parameters(string: text, fileName: file, format: SceneFormat(pathExtension: url.pathExtension))
    }

    /// The names a scene's text can be given values for: its declared parameters and the
    /// `{{variables}}` it uses. A batch column with another name fills nothing.
    package func fillableNames(string: String, fileName: String, format: SceneFormat = .yaml) -> Set<String> {
        let declared = (try? parameters(string: string, fileName: fileName, format: format)) ?? []
        return Set(declared.map(\.name)).union(TemplateVariables.names(in: string))
    }

    /// The parameters declared in a scene's text (as ``parameters(contentsOf:)``).
    public func parameters(string: String, fileName: String, format: SceneFormat = .yaml) throws(SceneError) -> [SceneParameter] {
        let string = string.hasPrefix("\u{FEFF}") ? String(string.dropFirst()) : string
        let root: Node?
        do {
            root = try Yams.compose(yaml: string)
        } catch {
            throw Self.syntaxError(error, file: fileName, format: format)
        }
        guard let root else { return [] }
        return try parameters(in: root, source: string, fileName: fileName, format: format)?.parameters ?? []
    }

    /// The declarations of the `params:` block under `root` and where each was written; nil when
    /// there is none.
    func parameters(in root: Node, source: String, fileName: String,
                    format: SceneFormat) throws(SceneError) -> (parameters: [SceneParameter], map: SceneSourceMap)? {
        guard case .mapping(let mapping) = root, let node = mapping["params"] else { return nil }
        let context = SceneDecodingContext(file: fileName, source: source, format: format, variables: [:], catalogs: catalogs)
        do {
            let parameters = try SceneParameter.declarations(decoding: SceneNode(node, path: SceneKeyPath.root.appending("params"),
                                                                                 context: context))
            return (parameters, context.sourceMap)
        } catch let error as SceneError {
            throw error
        } catch {
            throw SceneError(.syntax, file: fileName, message: "could not read the scene's params: \(error)")
        }
    }

    /// Each parameter's value: the one given, checked against its declaration, or its default.
    /// A required one without a value is an error, unless `fillsRequired` (then it takes a
    /// sample value and joins `placeholders`, for `validate`). Values given for names not declared are dropped:
    /// a batch row's other columns name its output.
    static func values(of parameters: [SceneParameter], given: [String: String], declaredIn map: SceneSourceMap,
                       fillsRequired: Bool, placeholders: inout Set<String>) throws(SceneError) -> [String: String] {
        var values: [String: String] = [:]
        for parameter in parameters {
            let path = "params.\(parameter.name)"
            if let value = given[parameter.name] {
                if let problem = parameter.check(value) {
                    var error = map.error(.invalidValue, at: path, problem.message, suggestion: problem.suggestion)
                    error.parameter = parameter.name
                    throw error
                }
                values[parameter.name] = value
            } else if parameter.isRequired || parameter.defaultValue == nil {
                guard fillsRequired else {
                    var error = map.error(.missingKey, at: path, """
                        the template needs a value for '\(parameter.name)' (\(parameter.expectation)), which is required
                        """)
                    error.parameter = parameter.name
                    throw error
                }
                placeholders.insert(parameter.name)
                values[parameter.name] = parameter.placeholder
            } else {
                values[parameter.name] = parameter.defaultValue
            }
        }
        return values
    }
}
