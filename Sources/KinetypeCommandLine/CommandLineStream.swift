import Foundation
import Glibc
import Kinetype

/// Where a command writes: the process's standard output or standard error, or any writer, for a
/// program (or a test) that runs commands in-process and keeps what they print.
///
/// ```swift
/// final class Printed: @unchecked Sendable {     // safe to share: its lock guards `data`
///     private let lock = NSLock()
///     private var data = Data()
///     func append(_ bytes: Data) { lock.withLock { data += bytes } }
///     var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
/// }
/// let printed = Printed()
/// let code = KinetypeCommandLine.run(["layout", "--text", "Hi", "--json"],
///                                    output: CommandLineStream { data in printed.append(data) })
/// ```
public struct CommandLineStream: Sendable {
    /// Writes bytes; throws when they cannot be written (a closed pipe, a full disk).
    let write: @Sendable (Data) throws -> Void
    /// Whether the stream is a terminal: `--progress auto` shows a bar only there.
    let isTerminal: @Sendable () -> Bool
    /// The descriptor behind a standard stream, which a card written with `-o -` goes to
    /// directly; nil for a writer.
    let descriptor: Int32?

    /// A stream that hands every write to `write`; `isTerminal` says whether progress bars
    /// should show on it.
    public init(isTerminal: Bool = false, write: @escaping @Sendable (Data) throws -> Void) {
        self.write = write
        self.isTerminal = { isTerminal }
        self.descriptor = nil
    }

    private init(descriptor: Int32, write: @escaping @Sendable (Data) throws -> Void) {
        self.write = write
        self.isTerminal = { isatty(descriptor) != 0 }
        self.descriptor = descriptor
    }

    /// The process's standard output; a write fails with the system's reason (`EPIPE`,
    /// `ENOSPC`), or when standard output was closed when the process started.
    public static let standardOutput = CommandLineStream(descriptor: STDOUT_FILENO) { data in
        if CommandLineProcess.standardOutputWasClosed { throw OutputError(CommandLineProcess.standardOutputClosed) }
        if let failure = CommandLineProcess.write(data, to: STDOUT_FILENO) {
            throw OutputError("cannot write to standard output: \(SystemError.reason(errno: failure)); check where it goes")
        }
    }

    /// The process's standard error; a failed write is ignored, as there is nowhere left to
    /// report it.
    public static let standardError = CommandLineStream(descriptor: STDERR_FILENO) { data in
        _ = CommandLineProcess.write(data, to: STDERR_FILENO)
    }
}

/// The streams of the command running on this task: `KinetypeCommandLine.run` binds them, and
/// commands and their helpers write through them rather than to the process's descriptors.
enum Streams {
    @TaskLocal static var output = CommandLineStream.standardOutput
    @TaskLocal static var error = CommandLineStream.standardError

    /// Prints a line on the command's output; a failure is ignored, as `print` ignores it.
    static func print(_ line: String) {
        try? output.write(Data((line + "\n").utf8))
    }

    /// Writes `text` on the command's error stream.
    static func printError(_ text: String) {
        try? error.write(Data(text.utf8))
    }
}
