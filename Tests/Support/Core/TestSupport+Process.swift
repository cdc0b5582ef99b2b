import Foundation
import KinetypeDiagnostics

extension TestSupport {
    /// The result of running a process.
    public struct ProcessResult: Sendable {
        public var status: Int32
        public var stdout: Data
        public var stderr: String
        public var stdoutString: String { String(decoding: stdout, as: UTF8.self) }
    }

    /// Runs `executable` with `arguments` and waits; both outputs are collected.
    ///
    /// `environment` is merged over the test process's own environment, so a test sets only the
    /// variables it cares about.
    @discardableResult
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                           currentDirectory: URL? = nil, input: Data? = nil) throws -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let stdin = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        try process.run()
        if let input {
            let writer = stdin.fileHandleForWriting
            DispatchQueue.global().async {
                try? writer.write(contentsOf: input)
                try? writer.close()
            }
        }
        // Read both pipes while the process runs so neither fills up: standard output on another
        // thread, standard error on this one.
        // Safe: the reader thread writes `data` once before `group.leave()`, and this thread reads
        // it only after `group.wait()`, so the two accesses never overlap.
        final class Box: @unchecked Sendable { var data = Data() }
        let outBox = Box()
        let group = DispatchGroup()
        group.enter()
        let reader = out.fileHandleForReading
        DispatchQueue.global().async {
            outBox.data = reader.readDataToEndOfFile()
            group.leave()
        }
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return ProcessResult(status: process.terminationStatus, stdout: outBox.data, stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Finds `name` on the PATH, as the library does (``SearchPath/executable(named:)``).
    public static func which(_ name: String) -> String? {
        SearchPath.executable(named: name)
    }
}
