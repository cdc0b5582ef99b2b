import Foundation

extension FFmpegEncoder {
    /// Checks with `ffprobe` that the file ffmpeg wrote reads back (see
    /// ``probe(_:name:format:width:height:frames:)``).
    func probe(expectedFrames: Int) throws {
        try FFmpegEncoder.probe(output, name: name, format: format, width: width, height: height, frames: expectedFrames)
    }

    /// Checks with `ffprobe` that `file` reads back as `format` video: one video stream of
    /// `width` x `height` (at even sides where the format has them, ``VideoFormat/evenSides``) holding `frames` packets, each a frame.
    /// Throws ``VideoError/ffmpegFailed(message:)`` naming `name` otherwise.
    ///
    /// `-count_packets` reads the whole file without decoding it, so the check costs a fraction
    /// of the encoding, and a file cut short (a full disk during ffmpeg's second pass for
    /// `+faststart`) has too few packets or none.
    package static func probe(_ file: URL, name: String, format: VideoFormat, width: Int, height: Int, frames expectedFrames: Int) throws {
        let (streams, child) = try FFprobe.streams(of: file, entries: ["width", "height", "nb_read_packets"], select: "v:0",
                                                   purpose: .checkingVideo)
        let fields = (streams.first ?? [:]).compactMapValues { Int($0) }
        let (expectedWidth, expectedHeight) = format.pictureSize(width: width, height: height)
        let found = "\(fields["width"].map(String.init) ?? "?")x\(fields["height"].map(String.init) ?? "?"), "
            + "\(fields["nb_read_packets"].map(String.init) ?? "no") frames"
        guard child.status.succeeded, fields["width"] == expectedWidth, fields["height"] == expectedHeight,
              fields["nb_read_packets"] == expectedFrames else {
            let problem = child.errorLines.suffix(3).joined(separator: " | ")
            throw VideoError.ffmpegFailed(message: "writing '\(name)', the file it wrote does not read back as \(expectedWidth)x\(expectedHeight) with \(expectedFrames) frames "
                + "(ffprobe found \(found)\(problem.isEmpty ? "" : ": " + problem)); the disk may be full")
        }
    }
}
