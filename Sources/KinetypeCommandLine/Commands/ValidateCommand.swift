import ArgumentParser
import Foundation
import Kinetype

/// `kinetype validate`: checks a scene file without rendering it. A template's variables that
/// no `--var` gives are filled with a placeholder, so everything else is checked, and listed.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check a scene file: keys, types, names, fonts, markup and the soundtrack; exit 0 when it is valid.",
        discussion: """
            A template's {{variables}} without a --var are filled with \(ValidateCommand.placeholder) for the check, and listed; \
            a declared parameter (params:) without a value takes its default, or a sample value of its type when it is required. \
            With --json, the result is a JSON object: {"file", "valid", "errors": [{"path", "line", "column", "message", \
            "suggestion"}], "needs"}, and the exit code is 0 (valid) or 2.
            """
    )

    @Argument(help: "The scene file (.yaml, .yml or .json; - reads standard input).")
    var scene: String

    @OptionGroup var variableOptions: SceneVariableOptions

    @Flag(name: .long, help: "Print the result as JSON (errors as data: path, line, column, message, suggestion); exit 0 or 2.")
    var json = false

    /// The value a variable without `--var` takes for the check: a number and a text both.
    static let placeholder = "0"

    func run() throws {
        guard json else {
            let (summary, missing) = try check()
            if missing.isEmpty {
                Streams.print("\(scene): valid — \(summary)")
            } else {
                Streams.print("\(scene): a valid template — \(summary); it needs "
                    + missing.sorted().map { "--var \($0)=VALUE" }.joined(separator: " ") + " to render")
            }
            return
        }
        let report: ValidationReport
        do {
            let (summary, missing) = try check()
            report = ValidationReport(file: scene, summary: summary, needs: missing.sorted())
        } catch let error as SceneError {
            report = ValidationReport(file: scene, error: error)
        } catch let error as ExitCode {
            throw error
        } catch {
            report = ValidationReport(file: scene, message: (error as? any KinetypeError)?.description ?? "\(error)")
        }
        Streams.print(report.json)
        if !report.valid { throw ExitCode(2) }
    }

    /// The card's summary and the variables and required parameters no value was given for.
    private func check() throws -> (summary: String, missing: [String]) {
        var missing: [String] = []
        let given = try variableOptions.values()
        var document = try load(missing: &missing)
        missing += document.parameters.filter { $0.isRequired && given[$0.name] == nil }.map(\.name)
        let folder = SceneFiles.folder(of: scene)
        // The soundtrack is read as a render of a video reads it (a missing or soundless file, or
        // an offset past its end, is an error here too), and what the sound drives is settled.
        if document.followsSound {
            try document.resolveSoundDriven(baseURL: folder)
        } else {
            _ = try document.resolveSoundtrack(baseURL: folder)
        }
        let card = try TitleCard(scene: document, baseURL: folder, catalogs: CommandCatalogs.current)
        let summary = "\(card.width)x\(card.height), \(ValueRange.format(card.fps)) fps, \(ValueRange.format(card.duration)) s, "
            + "\(document.layers.count) layer(s), \(card.frameCount) frames"
        return (summary, missing)
    }

    /// The scene with the `--var` values, and a placeholder for each variable they leave out
    /// (added to `missing`).
    private func load(missing: inout [String]) throws -> SceneDocument {
        var values = try variableOptions.values()
        while true {
            do {
                return try SceneFiles.load(scene, variables: values, placeholders: Set(missing), fillsRequired: true)
            } catch let error as SceneError where error.kind == .unknownVariable {
                guard let name = Self.unknownVariable(in: error), values[name] == nil else { throw error }
                values[name] = Self.placeholder
                missing.append(name)
            }
        }
    }

    /// The name an unknown-variable error is about ("unknown variable 'name' …"); nil for an
    /// unclosed `{{` or a malformed name.
    private static func unknownVariable(in error: SceneError) -> String? {
        let prefix = "unknown variable '"
        guard error.message.hasPrefix(prefix) else { return nil }
        return error.message.dropFirst(prefix.count).split(separator: "'", maxSplits: 1).first.map(String.init)
    }
}
