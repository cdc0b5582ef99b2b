import Foundation
import Kinetype
import KinetypeCommandLine

/// Runs `kinetype` commands in the test process (``KinetypeCommandLine/run(_:catalogs:output:error:)``),
/// keeping what they print: the same command line, exit code and output as the built binary
/// gives, without a process launch. Tests of what only a process has (signals, descriptors,
/// the environment, the installed layout) launch the binary instead (`TestSupport.run`).
enum InProcess {
    /// A command's exit code and what it printed.
    struct Result: Sendable {
        var status: Int32
        var stdout: Data
        var stderr: String
        var stdoutString: String { String(decoding: stdout, as: UTF8.self) }
    }

    /// Runs `kinetype` with `arguments`, resolving names in `catalogs`; an `-o` that is a relative
    /// path is taken relative to `currentDirectory`, as the process would (the test process's own
    /// directory is shared).
    static func run(_ arguments: [String], currentDirectory: URL? = nil, catalogs: Catalogs = .shared) -> Result {
        var arguments = arguments
        if let currentDirectory, let index = arguments.firstIndex(of: "-o"), index + 1 < arguments.count,
           arguments[index + 1] != "-", !arguments[index + 1].hasPrefix("/") {
            arguments[index + 1] = currentDirectory.appendingPathComponent(arguments[index + 1]).path
        }
        KinetypeCommandLine.tuneAllocator()
        let output = Collected(), error = Collected()
        let status = KinetypeCommandLine.run(arguments, catalogs: catalogs, output: CommandLineStream { output.append($0) },
                                             error: CommandLineStream { error.append($0) })
        return Result(status: status, stdout: output.data, stderr: String(decoding: error.data, as: UTF8.self))
    }

    /// Bytes written from any thread.
    ///
    /// `@unchecked Sendable`: `bytes` is only touched under `lock`.
    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var bytes = Data()

        func append(_ data: Data) {
            lock.lock()
            bytes += data
            lock.unlock()
        }

        var data: Data {
            lock.lock()
            defer { lock.unlock() }
            return bytes
        }
    }
}
