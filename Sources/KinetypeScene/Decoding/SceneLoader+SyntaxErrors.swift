import KinetypeDiagnostics
import KinetypePrimitives
import KinetypeText
import Yams

extension SceneLoader {
    /// A Yams parse error as a scene error at Yams' own line and column, in the words of the
    /// file's format, with a hint for the common YAML traps.
    ///
    /// JSON is read by the same YAML parser (JSON is YAML flow syntax), whose marks count lines
    /// and columns of the original text, so JSON positions are right; only libyaml's vocabulary
    /// ("flow mapping") is translated to JSON's ("object").
    package static func syntaxError(_ error: Error, file: String, format: SceneFormat) -> SceneError {
        let label = format == .json ? "invalid JSON" : "invalid YAML"
        guard let yamlError = error as? YamlError else {
            return SceneError(.syntax, file: file, message: "\(label): \(error)")
        }
        switch yamlError {
        case let .scanner(context, problem, mark, yaml),
             let .parser(context, problem, mark, yaml),
             let .composer(context, problem, mark, yaml):
            if problem == "but found another document" {
                return SceneError(.syntax, file: file, line: mark.line, column: mark.column, message: """
                    \(label): a scene file holds one document, but a second one starts here; \
                    remove this --- and what follows, or merge the two
                    """)
            }
            if NestingLimit.isReached(problem) {
                return SceneError(.syntax, file: file, line: mark.line, column: mark.column,
                                  message: "\(label): " + NestingLimit.message(json: format == .json, needs: "a scene needs only a few levels"))
            }
            var message = "\(label): \(words(problem, format))"
            if let context {
                let place = "line \(context.mark.line), column \(context.mark.column)"
                message += " (\(words(context.text, format)) that starts at \(place))"
            }
            if let hint = hint(problem: problem, context: context?.text, at: mark, in: yaml, format: format) {
                message += " — \(hint)"
            }
            return SceneError(.syntax, file: file, line: mark.line, column: mark.column, message: message)
        case let .duplicatedKeysInMapping(duplicates, context):
            let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            let container = format == .json ? "object" : "mapping"
            return SceneError(.syntax, file: file, line: context.mark.line, column: context.mark.column, message: """
                \(label): the key \(keys) appears more than once in the same \(container), first here; keep one
                """)
        case let .reader(problem, offset, _, yaml):
            var line = 1, column = 1
            if let offset {
                for character in yaml.prefix(offset) {
                    if character.isNewline { line += 1; column = 1 } else { column += character.unicodeScalars.count }
                }
            }
            return SceneError(.syntax, file: file, line: line, column: column, message: "\(label): \(problem)")
        default:
            return SceneError(.syntax, file: file, message: "\(label): \(yamlError)")
        }
    }

    /// libyaml's words for JSON's things, in JSON files.
    private static func words(_ text: String, _ format: SceneFormat) -> String {
        guard format == .json else { return text }
        return text.replacingOccurrences(of: "a flow mapping", with: "an object")
            .replacingOccurrences(of: "a flow sequence", with: "an array")
            .replacingOccurrences(of: "a flow node", with: "a value")
            .replacingOccurrences(of: "a quoted scalar", with: "a string")
    }

    /// What usually causes a libyaml error, said as a fix.
    private static func hint(problem: String, context: String?, at mark: Mark, in yaml: String,
                             format: SceneFormat) -> String? {
        guard format == .yaml else {
            if problem.contains("unknown escape character") { return #"JSON escapes are \" \\ \/ \b \f \n \r \t and \uXXXX"# }
            return nil
        }
        let line = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        let lineText = mark.line - 1 < line.count ? String(line[mark.line - 1]) : ""
        if problem.contains("undefined alias") {
            return """
                a value that starts with * refers to an anchor (&name) defined above; define the anchor, \
                or quote the value, as in text: "**bold** title"
                """
        }
        if context?.contains("alias") == true {
            return "a value that starts with * is read as a YAML alias: quote it, as in text: \"**bold** title\""
        }
        if problem.contains("mapping values are not allowed") {
            if lineText.contains("^[") || lineText.contains("](") {
                return "a value that contains ': ' must be quoted, as in text: '^[word](emphasis: true)'"
            }
            return "a value that contains ': ' must be quoted, or the line is indented too far"
        }
        if problem.contains("unknown escape character") {
            return #"in double quotes a backslash starts an escape: write \\ for a backslash, or use single quotes"#
        }
        if problem.contains("found character that cannot start any token"), lineText.contains("\t") {
            return "YAML indents with spaces, not tabs"
        }
        if problem.contains("could not find expected ':'") {
            return "each line of a mapping is key: value"
        }
        return nil
    }
}
