import Foundation
import Glibc
import KinetypeDiagnostics
import KinetypePrimitives

/// The frames of a video a card is drawn over, decoded by an ffmpeg process to planar 4:2:0
/// (`-pix_fmt yuv420p`, limited range, at the video's own sides) and read one picture at a time
/// from its standard output, in order, each decoded frame once (a variable-rate video's at its
/// rate).
///
/// Drawing a card over video this way keeps the video in Y′CbCr from decoder to encoder: the card
/// is composited onto each picture where it has ink (``Frame/composite(over:bounds:matrix:)``),
/// so no full RGBA frame crosses a pipe and nothing converts the video to RGB and back.
package final class UnderlayDecoder {
    /// The video it decodes.
    package let video: VideoUnderlay
    /// The bytes of one picture: the luma plane and two chroma planes of half the sides, rounded up.
    package let pictureBytes: Int
    private let child: ChildProcess
    private let stream: FileHandle
    /// Pictures read so far.
    package private(set) var count = 0

    /// Starts ffmpeg decoding `video` (its window, ``VideoUnderlay/inputOptions``).
    package init(_ video: VideoUnderlay) throws {
        let ffmpeg = try FFmpegTool.ffmpeg.path(for: .readingVideo)
        self.video = video
        pictureBytes = video.width * video.height + 2 * ((video.width + 1) / 2) * ((video.height + 1) / 2)
        // A variable-rate video comes out at its rate (``VideoUnderlay/fps``), frames repeated
        // or dropped by their times, since the frames sent on are timed by their numbers.
        let timing = video.isConstantRate ? ["-fps_mode", "passthrough"] : ["-vf", "fps=\(String(format: "%.9f", video.fps))"]
        child = try ChildProcess(ffmpeg, ["-hide_banner", "-loglevel", "error", "-nostdin"] + video.inputOptions + ["-i", video.url.path, "-map", "0:v:0"]
                                 + timing + ["-f", "rawvideo", "-pix_fmt", "yuv420p", "-"],
                                 streamsOutput: true)
        stream = child.outputStream!
    }

    /// The next picture, or nil after the last one (when ffmpeg has then exited cleanly).
    package func next() throws -> [UInt8]? {
        var filled = 0
        let descriptor = stream.fileDescriptor
        // Read straight into new storage (not cleared first: every byte kept is one read).
        let picture = [UInt8](unsafeUninitializedCapacity: pictureBytes) { bytes, count in
            while filled < bytes.count {
                let got = Glibc.read(descriptor, bytes.baseAddress! + filled, bytes.count - filled)
                if got > 0 {
                    filled += got
                } else if got < 0 && errno == EINTR {
                    continue
                } else {
                    break
                }
            }
            count = filled
        }
        try Interruption.checkpoint()
        if filled == pictureBytes {
            count += 1
            return picture
        }
        try child.wait()
        guard child.status.succeeded, filled == 0 else {
            let why = child.errorLines.suffix(3).joined(separator: " | ")
            throw VideoError.unreadableVideo(path: video.url.relativePath, reason: """
                stopped decoding after \(count) frames (\(why.isEmpty ? child.status.description : why)): check the file plays
                """)
        }
        return nil
    }

    /// Stops ffmpeg (when the render ends early) and waits for it.
    package func cancel() {
        child.kill()
        try? stream.close()
        _ = try? child.wait()
    }
}
