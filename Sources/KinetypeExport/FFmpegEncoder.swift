import Foundation
import KinetypeGraphics
import KinetypePrimitives

/// Writes video (and APNG) by feeding raw frames to an `ffmpeg` process on its standard input.
///
/// Frames go in as straight BGRA at the card's frame rate; ffmpeg writes to a temporary file
/// beside the target (``AtomicFile/temporaryURL(beside:)``), which is renamed when ffmpeg
/// succeeds (``AtomicFile/commit(_:to:)``) and removed when it fails or is cancelled.
/// `-bitexact` flags and a fixed encoder thread count keep the bytes the same for the same input.
package final class FFmpegEncoder {
    private let process: Process
    private let input: FileHandle
    private let errors: Pipe
    private let errorOutput = ErrorOutput()
    private let errorReader: DispatchGroup
    let temporary: URL
    let target: URL

    /// Finds `ffmpeg` on the PATH.
    static func executable() throws -> String {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(folder)/ffmpeg"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        throw ExportError.ffmpegMissing
    }

    /// The codec arguments for a format.
    static func arguments(for format: ExportFormat, hasAlpha: Bool) -> [String] {
        switch format {
        case .mp4:
            return ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-preset", "medium",
                    "-crf", "18", "-threads", "2", "-movflags", "+faststart", "-f", "mp4"]
        case .webm:
            return ["-c:v", "libvpx-vp9", "-pix_fmt", hasAlpha ? "yuva420p" : "yuv420p", "-b:v", "0", "-crf", "30",
                    "-row-mt", "0", "-threads", "2", "-f", "webm"]
        case .mov:
            return ["-c:v", "prores_ks", "-profile:v", "4444", "-pix_fmt", "yuva444p10le", "-threads", "2", "-f", "mov"]
        case .apng:
            return ["-c:v", "apng", "-pix_fmt", "rgba", "-plays", "0", "-f", "apng"]
        default:
            return []
        }
    }

    /// Starts ffmpeg for `format` writing beside `target`.
    package init(format: ExportFormat, target: URL, width: Int, height: Int, fps: Double, hasAlpha: Bool) throws {
        let ffmpeg = try FFmpegEncoder.executable()
        self.target = target
        self.temporary = try AtomicFile.temporaryURL(beside: target)
        process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = ["-hide_banner", "-loglevel", "error", "-nostdin", "-y",
                             "-f", "rawvideo", "-pix_fmt", "bgra", "-s", "\(width)x\(height)", "-r", String(fps), "-i", "-",
                             "-fflags", "+bitexact", "-flags:v", "+bitexact", "-map_metadata", "-1"]
            + FFmpegEncoder.arguments(for: format, hasAlpha: hasAlpha) + [temporary.path]
        let stdin = Pipe()
        errors = Pipe()
        process.standardInput = stdin
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        input = stdin.fileHandleForWriting
        errorReader = DispatchGroup()
        do {
            try process.run()
        } catch {
            throw ExportError.ffmpegFailed(message: "ffmpeg could not start: \(error)")
        }
        errorReader.enter()
        let (handle, output, reader) = (errors.fileHandleForReading, errorOutput, errorReader)
        DispatchQueue.global().async {
            output.data.withLock { $0 = handle.readDataToEndOfFile() }
            reader.leave()
        }
    }

    /// Sends one frame, as straight BGRA (``Frame/straightBGRA()``).
    package func append(_ frame: Frame) throws {
        do {
            try input.write(contentsOf: frame.straightBGRA())
        } catch {
            throw ExportError.ffmpegFailed(message: "ffmpeg stopped reading frames")
        }
    }

    /// Closes the input, waits for ffmpeg and renames its file into place.
    package func finish() throws {
        try? input.close()
        process.waitUntilExit()
        errorReader.wait()
        guard process.terminationStatus == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            let message = String(decoding: errorOutput.data.withLock { $0 }, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw ExportError.ffmpegFailed(message: message.isEmpty ? "exit status \(process.terminationStatus)" : message)
        }
        try AtomicFile.commit(temporary, to: target)
    }

    /// Stops ffmpeg and removes its partial file.
    package func cancel() {
        try? input.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: temporary)
    }
}

/// ffmpeg's standard error, read to the end on another thread (so ffmpeg never blocks on a
/// full pipe) and read back once ffmpeg has exited.
private final class ErrorOutput: Sendable {
    let data = Locked(Data())
}
