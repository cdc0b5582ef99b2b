import Foundation
import KinetypeDiagnostics

/// What can go wrong reading or writing video through ffmpeg; each case names the file or the
/// program and says how to fix it.
///
/// ```swift
/// do { _ = try VideoUnderlay.probe(URL(fileURLWithPath: "talk.mp4")) }
/// catch let error as VideoError { print(error) }
/// // the video 'talk.mp4' does not exist: check the path
/// ```
public enum VideoError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// `tool` is not on the PATH, and was needed for `purpose`.
    case toolMissing(FFmpegTool, purpose: FFmpegTool.Purpose)
    /// The program at `path` was found but did not start; `reason` is the system's.
    case toolCannotStart(path: String, reason: String)
    /// ffmpeg exited having failed, or wrote a file that does not check out; `message` says
    /// what it was doing and ends with the last lines it printed.
    case ffmpegFailed(message: String)
    /// A card drawn over a video is not the video's size.
    case sizeMismatch(cardWidth: Int, cardHeight: Int, videoWidth: Int, videoHeight: Int)
    /// A video given as input (footage to draw over, a chunk to join, a video's subtitles) is
    /// missing or does not read as a video; `reason` says which and how to fix it.
    case unreadableVideo(path: String, reason: String)
    /// A sound given as input (a soundtrack, a file to analyse) is missing, is not a regular
    /// file, holds no sound, or does not decode to its end; `reason` says which and how to fix it.
    case unreadableSound(path: String, reason: String)

    /// The message: what went wrong, naming the file or program, and how to fix it.
    public var description: String {
        switch self {
        case .toolMissing(let tool, let purpose):
            return "\(tool.rawValue) is needed \(purpose.rawValue) and was not found on the PATH: install it (make setup, or apt-get install ffmpeg)"
        case .toolCannotStart(let path, let reason):
            return "'\(path)' could not start: \(reason); check that it is an executable (make setup installs ffmpeg)"
        case .ffmpegFailed(let message):
            return "ffmpeg failed: \(message)"
        case .sizeMismatch(let cardWidth, let cardHeight, let videoWidth, let videoHeight):
            return "the card is \(cardWidth)x\(cardHeight) but the video is \(videoWidth)x\(videoHeight): make them the same size"
        case .unreadableVideo(let path, let reason):
            return "the video '\(path)' \(reason)"
        case .unreadableSound(let path, let reason):
            return "the sound '\(path)' \(reason)"
        }
    }

    /// The same message as ``description``, for Foundation's `localizedDescription`.
    public var errorDescription: String? { description }
}

extension VideoError: KinetypeError {
    /// A card of another size than its video and a video that does not read are bad input; a
    /// missing program and ffmpeg's failures are failures to write.
    public var category: ErrorCategory {
        switch self {
        case .sizeMismatch, .unreadableVideo, .unreadableSound: .input
        case .toolMissing, .toolCannotStart, .ffmpegFailed: .output
        }
    }
}
