import Foundation
import KinetypeDiagnostics
import KinetypePrimitives

extension FFmpegEncoder {
    /// Checks with `ffprobe` that the file ffmpeg wrote reads back (see
    /// ``probe(_:name:format:width:height:frames:)``).
    func probe(expectedFrames: Int) throws {
        try FFmpegEncoder.probe(output, name: name, format: format, width: width, height: height, frames: expectedFrames)
    }

    /// Checks with `ffprobe` that `file` reads back as `format` video: one video stream of
    /// `width` x `height` (MP4 pads odd sides to even) holding `frames` packets, each a frame.
    /// Throws ``ExportError/ffmpegFailed(message:)`` naming `name` otherwise.
    ///
    /// `-count_packets` reads the whole file without decoding it, so the check costs a fraction
    /// of the encoding, and a file cut short (a full disk during ffmpeg's second pass for
    /// `+faststart`) has too few packets or none.
    package static func probe(_ file: URL, name: String, format: ExportFormat, width: Int, height: Int, frames expectedFrames: Int) throws {
        guard let ffprobe = FFmpegEncoder.executable("ffprobe") else {
            throw ExportError.ffmpegFailed(message: "ffprobe, which checks the video before it replaces anything, was not found on the PATH: install it with ffmpeg (make setup, or apt-get install ffmpeg)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffprobe)
        process.arguments = ["-v", "error", "-select_streams", "v:0", "-count_packets",
                             "-show_entries", "stream=width,height,nb_read_packets", "-of", "default=noprint_wrappers=1", file.path]
        let out = Pipe(), errors = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw ExportError.ffmpegFailed(message: "\(ffprobe) could not start: \(SystemError.reason(error))")
        }
        Interruption.register(child: process.processIdentifier)
        let group = DispatchGroup()
        group.enter()
        let errorText = Locked(Data())
        let errorHandle = errors.fileHandleForReading
        DispatchQueue.global().async {
            let data = errorHandle.readDataToEndOfFile()
            errorText.withLock { $0 = data }
            group.leave()
        }
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        group.wait()
        process.waitUntilExit()
        Interruption.unregister(child: process.processIdentifier)
        try Interruption.checkpoint()

        var fields: [String: Int] = [:]
        for line in text.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2, let value = Int(parts[1]) { fields[String(parts[0])] = value }
        }
        let expectedWidth = format == .mp4 ? (width + 1) / 2 * 2 : width
        let expectedHeight = format == .mp4 ? (height + 1) / 2 * 2 : height
        let found = "\(fields["width"].map(String.init) ?? "?")x\(fields["height"].map(String.init) ?? "?"), "
            + "\(fields["nb_read_packets"].map(String.init) ?? "no") frames"
        guard process.terminationStatus == 0, fields["width"] == expectedWidth, fields["height"] == expectedHeight,
              fields["nb_read_packets"] == expectedFrames else {
            let problem = String(decoding: errorText.withLock { $0 }, as: UTF8.self)
                .split(whereSeparator: \.isNewline).suffix(3).joined(separator: " | ")
            throw ExportError.ffmpegFailed(message: "writing '\(name)', the file it wrote does not read back as \(expectedWidth)x\(expectedHeight) with \(expectedFrames) frames "
                + "(ffprobe found \(found)\(problem.isEmpty ? "" : ": " + problem)); the disk may be full")
        }
    }
}
