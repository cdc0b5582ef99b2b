import ArgumentParser
import Foundation
import Kinetype

@main
struct KinetypeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kinetype",
        abstract: "Animated typography: lay out, render and export title cards.",
        version: "0.1.0",
        subcommands: [RenderCommand.self, ValidateCommand.self, LayoutCommand.self, FontsCommand.self, RenderersCommand.self, TransitionsCommand.self, EffectsCommand.self]
    )

    /// Parses and runs the command. Usage errors exit with code 2 (invalid usage), not
    /// ArgumentParser's 64, so every kind of bad input shares one exit code.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                exit(withError: error)
            }
            let message = fullMessage(for: error)
            if !message.isEmpty { FileHandle.standardError.write(Data("\(message)\n".utf8)) }
            Foundation.exit(code == ExitCode(1) ? 1 : 2)
        }
    }
}

/// Runs `body`; prints a failure as `error: …` on stderr and exits 2 for bad input, 1 for a
/// render or I/O failure.
func reportingErrors(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as TextError {
        fail(error.description, code: 2)
    } catch let error as GraphicsError {
        fail(error.description, code: error.isInputError ? 2 : 1)
    } catch let error as InputError {
        fail(error.description, code: 2)
    } catch let error as OutputError {
        fail(error.description, code: 1)
    } catch let error as ExitCode {
        throw error
    } catch {
        fail("\(error)", code: 1)
    }
}

func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    Foundation.exit(code)
}

extension GraphicsError {
    var isInputError: Bool {
        if case .invalidCanvasSize = self { return true }
        return false
    }
}

/// A command-line value that is not valid; names the option and says how to fix it.
struct InputError: Error, CustomStringConvertible {
    var description: String
}

/// A failure writing the output.
struct OutputError: Error, CustomStringConvertible {
    var description: String
}
