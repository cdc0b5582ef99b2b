import Foundation

/// Paths and processes the tests share.
public enum TestSupport {
    /// The package's root folder.
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The bundled fonts folder.
    public static var fontsFolder: URL { packageRoot.appendingPathComponent("Fonts") }

    /// A bundled font file.
    public static func font(_ name: String) -> String { fontsFolder.appendingPathComponent(name).path }

    /// The folder of the built products (the test runner sits in it).
    public static var productsFolder: URL {
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        while url.path != "/" {
            url = url.deletingLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("kinetype").path) { return url }
        }
        return packageRoot.appendingPathComponent(".build/debug")
    }

    /// The built `kinetype` executable.
    public static var kinetype: String { productsFolder.appendingPathComponent("kinetype").path }

    /// The result of running a process.
    public struct ProcessResult {
        public var status: Int32
        public var stdout: Data
        public var stderr: String
        public var stdoutString: String { String(decoding: stdout, as: UTF8.self) }
    }

    /// Runs `executable` with `arguments` and waits; both outputs are collected.
    @discardableResult
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                           currentDirectory: URL? = nil) throws -> ProcessResult {
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
        try process.run()
        // Read both pipes while the process runs so neither fills up.
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

    /// Finds `name` on the PATH.
    public static func which(_ name: String) -> String? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// A new empty temporary folder.
    public static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kinetype-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

import Kinetype

extension TestSupport {
    /// How closely an image matches a golden: the share of pixels whose every channel is within
    /// `tolerance` of the golden's, and the largest channel difference anywhere.
    public static func compare(width: Int, height: Int, pixel: (Int, Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8),
                               to golden: Canvas, tolerance: Int = 8) -> (share: Double, worst: Int) {
        var within = 0, worst = 0
        for y in 0..<height {
            for x in 0..<width {
                let a = pixel(x, y), b = golden.pixel(x: x, y: y)
                let d = max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)),
                            abs(Int(a.blue) - Int(b.blue)), abs(Int(a.alpha) - Int(b.alpha)))
                if d <= tolerance { within += 1 }
                worst = max(worst, d)
            }
        }
        return (Double(within) / Double(width * height), worst)
    }
}
