import Foundation
import Glibc
import KinetypeDiagnostics
import KinetypePrimitives
internal import CKinetypeSystem

/// A program Kinetype runs (ffmpeg, ffprobe): the one place a `Process` is set up.
///
/// Every child is handled the same way:
/// - it is found on the PATH by the caller (``SearchPath/executable(named:)``), which names the
///   missing program in its own error;
/// - it runs in a process group of its own (Foundation's `Process` starts it so on Linux), so the
///   terminal's Ctrl-C reaches only Kinetype, whose signal handler kills it through
///   ``Interruption``: every child is registered there from its start until ``wait()``;
/// - its standard input is either nothing or a pipe the caller writes (``input``);
/// - its standard output is discarded, collected (``output``), or streamed to the caller
///   (``outputStream``), and the end of its standard
///   error (the last 16 KB) is always kept for messages (``errorLines``), both read on other
///   threads so that the child never blocks on a full pipe;
/// - ``wait()`` waits for it and its outputs, and throws ``InterruptionError``
///   when the render was interrupted meanwhile, since a child killed then did not fail.
///
/// ```swift
/// let child = try ChildProcess(ffprobe, ["-v", "error", file.path], readsOutput: true)
/// let status = try child.wait()
/// guard status.succeeded else { throw VideoError.ffmpegFailed(message: child.errorLines.joined(separator: " | ")) }
/// ```
package final class ChildProcess {
    /// How the child ended.
    package struct Status: Sendable, CustomStringConvertible {
        /// Its exit status, or the signal that killed it.
        package var code: Int32
        /// Whether a signal killed it.
        package var killed: Bool

        /// It exited with status 0.
        package var succeeded: Bool { !killed && code == 0 }

        /// "exit status N" or "killed by signal N".
        package var description: String { killed ? "killed by signal \(code)" : "exit status \(code)" }
    }

    /// The path of the program.
    package let executable: String
    private let process = Process()
    /// The write end of the child's standard input, when it was started with `writesInput`.
    package let input: FileHandle?
    /// The read end of the child's standard output, when it was started with `streamsOutput`:
    /// the caller reads it as it comes (decoded video frames) and must read it to the end, or
    /// kill the child, before ``wait()``.
    package let outputStream: FileHandle?
    private let collected: Collected?
    private let errors = Collected(limit: 16_384)
    private let readers = DispatchGroup()

    /// Starts `executable` with `arguments`. With `writesInput`, the caller writes its standard
    /// input through ``input`` and closes it; with `readsOutput`, its standard output is kept for
    /// ``output``; with `streamsOutput`, the caller reads it through ``outputStream``. Throws
    /// ``VideoError/toolCannotStart(path:reason:)`` when it cannot start.
    package init(_ executable: String, _ arguments: [String], writesInput: Bool = false, readsOutput: Bool = false,
                 streamsOutput: Bool = false) throws {
        self.executable = executable
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = writesInput ? stdin : FileHandle.nullDevice
        process.standardOutput = readsOutput || streamsOutput ? stdout : FileHandle.nullDevice
        process.standardError = stderr
        if writesInput { Self.widen(stdin) }
        if streamsOutput { Self.widen(stdout) }
        input = writesInput ? stdin.fileHandleForWriting : nil
        outputStream = streamsOutput && !readsOutput ? stdout.fileHandleForReading : nil
        collected = readsOutput ? Collected(limit: nil) : nil
        do {
            try process.run()
        } catch {
            throw VideoError.toolCannotStart(path: executable, reason: SystemError.reason(error))
        }
        Interruption.register(child: process.processIdentifier)
        read(stderr.fileHandleForReading, into: errors)
        if let collected { read(stdout.fileHandleForReading, into: collected) }
    }

    /// Grows a pipe that carries frames to 1 MiB (Linux's default largest, from 64 KiB), so a
    /// 1080p frame crosses in a few reads and writes instead of a hundred; a pipe that cannot
    /// grow stays as it is.
    private static func widen(_ pipe: Pipe) {
        _ = ckt_set_pipe_size(pipe.fileHandleForWriting.fileDescriptor, 1 << 20)
    }

    /// Writes `bytes` to the child's standard input (started with `writesInput`). A child that
    /// has stopped reading makes this throw (`EPIPE`) instead of ending the whole program with
    /// SIGPIPE: the signal is blocked on this thread for the write and taken if it came, so a
    /// program using the library need not ignore SIGPIPE itself (the command line does).
    package func write(_ bytes: [UInt8]) throws {
        var pipeSignal = sigset_t(), previous = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        defer {
            var pending = sigset_t()
            sigpending(&pending)
            if sigismember(&pending, SIGPIPE) == 1, sigismember(&previous, SIGPIPE) == 0 {
                var now = timespec(tv_sec: 0, tv_nsec: 0)
                _ = sigtimedwait(&pipeSignal, nil, &now)
            }
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        try input!.write(contentsOf: bytes)
    }

    /// Runs `executable` to the end with nothing on its standard input and returns how it ended;
    /// its standard output is in ``output``.
    package static func run(_ executable: String, _ arguments: [String]) throws -> ChildProcess {
        let child = try ChildProcess(executable, arguments, readsOutput: true)
        try child.wait()
        return child
    }

    /// The process identifier.
    package var processIdentifier: Int32 { process.processIdentifier }

    /// Whether it is still running.
    package var isRunning: Bool { process.isRunning }

    /// Waits for the child to exit and its outputs to be read, forgets it in ``Interruption``,
    /// and returns how it ended; throws ``InterruptionError`` if the process was
    /// interrupted meanwhile. Calling it again returns the same status.
    @discardableResult
    package func wait() throws -> Status {
        process.waitUntilExit()
        readers.wait()
        Interruption.unregister(child: process.processIdentifier)
        try Interruption.checkpoint()
        return status
    }

    /// How the child ended; read after ``wait()``.
    package var status: Status {
        Status(code: process.terminationStatus, killed: process.terminationReason != .exit)
    }

    /// Kills the child with SIGKILL if it is still running (the caller then calls ``wait()``).
    package func kill() {
        if process.isRunning { _ = Glibc.kill(process.processIdentifier, SIGKILL) }
    }

    /// Everything the child wrote to its standard output (empty unless started with
    /// `readsOutput`); read after ``wait()``.
    package var output: Data { collected?.data ?? Data() }

    /// The lines at the end of the child's standard error (its last 16 KB), empty ones left out;
    /// read after ``wait()``.
    package var errorLines: [String] {
        String(decoding: errors.data, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init)
    }

    private func read(_ handle: FileHandle, into buffer: Collected) {
        readers.enter()
        let readers = readers
        DispatchQueue.global().async {
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                buffer.append(chunk)
            }
            readers.leave()
        }
    }
}

/// What a child wrote to one of its outputs: all of it, or its last `limit` bytes. Appended on a
/// reader thread, read once the reader is done.
private final class Collected: Sendable {
    private let limit: Int?
    private let buffer = Locked(Data())

    init(limit: Int?) { self.limit = limit }

    func append(_ chunk: Data) {
        buffer.withLock { data in
            data.append(chunk)
            if let limit, data.count > limit { data = data.suffix(limit) }
        }
    }

    var data: Data { buffer.withLock { $0 } }
}
