import ArgumentParser
import Foundation
import Kinetype
import KinetypePrimitives

/// The `kinetype` command line as a library: a program that registers its own renderers and
/// transitions and then calls ``main(_:)`` is a complete `kinetype` with them in every
/// subcommand (render, validate, renderers, transitions, …).
///
/// <!-- doc-example: main -->
/// ```swift
/// import Kinetype
/// import KinetypeCommandLine
///
/// @main struct MyKinetype {
///     static func main() {
///         try! RendererCatalog.shared.register(name: "swap", summary: "dim lines swap with bright ones") { _, time in
///             AlternatingLineOpacityRenderer(phase: time)       // any TextRenderer of yours
///         }
///         KinetypeCommandLine.main()
///     }
/// }
/// ```
///
/// Exit codes: 0 success; 2 invalid usage or input (a bad option, scene file, markup, font, name);
/// 1 a render or output failure; 130 or 143 when SIGINT or SIGTERM stopped it. Errors print as
/// `error: …` on standard error.
public enum KinetypeCommandLine {
    /// Sets the process up (`CommandLineProcess`: SIGPIPE ignored, SIGINT and SIGTERM handled,
    /// closed standard descriptors held on `/dev/null`, glibc's allocator tuned for frames),
    /// parses `arguments` (the process's own when nil), runs the command, and exits the process
    /// with its exit code.
    public static func main(_ arguments: [String]? = nil) -> Never {
        CommandLineProcess.prepare()
        exit(run(arguments))
    }

    /// Sets glibc's allocator up for rendering frames as the `kinetype` process does: one arena,
    /// and fixed thresholds so freed frames are reused rather than handed back to the kernel and
    /// faulted in again. ``main(_:)`` calls it; a program (or a test) that runs commands
    /// in-process and renders a lot may call it once at start. Later calls do nothing.
    public static func tuneAllocator() {
        CommandLineProcess.tuneAllocator()
    }

    /// Parses and runs the command without exiting; returns the exit code (0, 1 or 2; 130 or 143
    /// when SIGINT or SIGTERM stopped it). Help and version requests print and return 0.
    ///
    /// What the command prints goes to `output` and `error` (the process's standard output and
    /// error by default), so a program or a test can run commands in-process and keep their
    /// output. Names (renderers, transitions, shaders, reveals, caption styles) are resolved, and
    /// listed, in `catalogs`: the shared catalogues by default, or catalogues of the program's
    /// own, kept apart from every other run's (`Catalogs(renderers: RendererCatalog())` holds
    /// the built-in renderers only). It leaves the process as it is: only ``main(_:)`` sets up
    /// signals, descriptors and the allocator.
    public static func run(_ arguments: [String]? = nil, catalogs: Catalogs = .shared,
                           output: CommandLineStream = .standardOutput, error: CommandLineStream = .standardError) -> Int32 {
        CommandCatalogs.$current.withValue(catalogs) {
            Streams.$output.withValue(output) {
                Streams.$error.withValue(error) {
                    execute(arguments ?? Array(CommandLine.arguments.dropFirst()))
                }
            }
        }
    }

    private static func execute(_ arguments: [String]) -> Int32 {
        // Every message quotes at most an excerpt of an argument longer than any path (a
        // 5,000-character value); file names stay whole.
        func printError(_ message: String) {
            Self.printError(ArgumentExcerpt.shortening(message, arguments: arguments, longerThan: Int(PATH_MAX)))
        }
        if let message = unknownSubcommand(arguments) {
            printError(message)
            return 2
        }
        var command: ParsableCommand
        do {
            command = try KinetypeCommand.parseAsRoot(arguments)
        } catch {
            return report(parsingError: error, arguments: arguments)
        }
        do {
            try command.run()
            if let signal = Interruption.signal, !(command is any ServesUntilInterrupted) {
                throw InterruptionError(signal: signal)
            }
            return 0
        } catch let stop as InterruptionError {
            printError(stop.description)
            return 128 + stop.signal
        } catch let error as KinetypeError {
            printError(error.description)
            return error.category == .input ? 2 : 1
        } catch let error where error is ExitCode || error is CleanExit || error is ValidationError || isArgumentParserError(error) {
            return report(parsingError: error, arguments: arguments)
        } catch {
            printError(describe(unexpected: error))
            return 1
        }
    }

    /// The error for a first argument that is neither an option nor a subcommand, with the
    /// nearest subcommand: "'rendr' is not a kinetype command; did you mean 'render'?". The root
    /// takes no arguments of its own, so any other first word is a misspelt subcommand
    /// (ArgumentParser would call it an unknown option).
    private static func unknownSubcommand(_ arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
        let names = KinetypeCommand.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        guard !names.contains(first) else { return nil }
        let hint = NameSuggestion.hint(NameSuggestion.nearest(to: first, among: names))
        return "'\(first)' is not a kinetype command\(hint) (kinetype --help lists the commands)"
    }

    /// Whether ArgumentParser itself threw `error`: `--help` and `help SUBCOMMAND` parse into
    /// its help command, whose `run()` throws its own (internal) error type for the help text.
    private static func isArgumentParserError(_ error: any Error) -> Bool {
        String(reflecting: type(of: error)).hasPrefix("ArgumentParser.")
    }

    /// A sentence for an error no part of Kinetype turned into one: a Foundation file error as
    /// "'path': reason" rather than its domain, code and user info.
    private static func describe(unexpected error: any Error) -> String {
        guard let reason = SystemError.reasonIfSystemError(error) else { return String(describing: error) }
        guard let path = (error as NSError).userInfo[NSFilePathErrorKey] as? String else { return reason }
        return "'\(path)': \(reason)"
    }

    /// Usage errors exit with code 2 (invalid usage), not ArgumentParser's 64, so every kind of
    /// bad input shares one exit code; help and version print to standard output. A value that
    /// is not one of an option's names gets the nearest name (``ArgumentSuggestion``), and a
    /// long value is quoted as an excerpt (``ArgumentExcerpt``). The message starts `error:`, as
    /// Kinetype's own errors do (``lowercasingPrefix(_:)``).
    private static func report(parsingError error: Error, arguments: [String]) -> Int32 {
        // A command that throws an exit code has printed its message.
        if let exit = error as? ExitCode { return exit.isSuccess ? 0 : exit == ExitCode(1) ? 1 : 2 }
        let message = KinetypeCommand.fullMessage(for: error)
        let code = isUsageError(message) ? ExitCode.validationFailure : KinetypeCommand.exitCode(for: error)
        if code == .success {
            if !message.isEmpty { Streams.print(message) }
            return 0
        }
        if !message.isEmpty {
            Streams.printError(ArgumentExcerpt.shortening(ArgumentSuggestion.adding(to: lowercasingPrefix(message)), arguments: arguments) + "\n")
        }
        return code == ExitCode(1) ? 1 : 2
    }

    /// Whether `message` is ArgumentParser's usage error: its error line and then the usage,
    /// ending in where `--help` is. Its exit code is then known without asking ArgumentParser,
    /// which would describe the command's arguments a second time.
    private static func isUsageError(_ message: String) -> Bool {
        message.hasPrefix("Error: ") && message.hasSuffix("--help' for more information.")
    }

    /// ArgumentParser's message with Kinetype's prefix, `error:`, in place of its own `Error:`, so
    /// every error the command prints starts the same way (as the compilers, git and cargo write it).
    static func lowercasingPrefix(_ message: String) -> String {
        message.hasPrefix("Error: ") ? "error: " + message.dropFirst("Error: ".count) : message
    }

    private static func printError(_ message: String) {
        Streams.printError("error: \(message)\n")
    }
}

/// The root command: `kinetype <subcommand>`.
struct KinetypeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kinetype",
        abstract: "Animated typography: lay out, render and export title cards.",
        version: "0.1.0",
        subcommands: [RenderCommand.self, ValidateCommand.self, LayoutCommand.self, FontsCommand.self, RenderersCommand.self, PresetsCommand.self,
                      TransitionsCommand.self, EffectsCommand.self, ShadersCommand.self,
                      RevealsCommand.self, CaptionsCommand.self, LyricsCommand.self, BatchCommand.self, ConcatCommand.self,
                      PreviewCommand.self, SheetCommand.self, PlotCommand.self, AudioCommand.self,
                      SchemaCommand.self, MCPCommand.self]
    )
}
