import Foundation
import KinetypeDiagnostics

/// What can go wrong writing output; each case names the path and says how to fix it.
public enum ExportError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// The folder the output goes in does not exist.
    case folderMissing(path: String)
    /// Writing `path` failed; `reason` is the system's (`strerror(3)`): "No space left on
    /// device", "Permission denied". The path `-` stands for standard output.
    case notWritable(path: String, reason: String)
    /// PNG frames go into a folder, and `path` is something else: `kind` is "a file",
    /// "a character device", "a FIFO" …
    case framesNeedAFolder(path: String, kind: String)
    /// A file format was asked for and `path` is a folder.
    case outputIsAFolder(path: String)
    /// `path` is a socket or a block device, which Kinetype neither replaces nor writes into.
    case unsupportedOutput(path: String, kind: String)
    /// Another process holds the lock of the frame folder `path` (its pid, when it wrote it).
    case folderBusy(path: String, pid: Int32?)
    /// giflib or libimagequant failed.
    case gifFailed(message: String)
    /// `path`'s extension names no format (``ExportFormat/init(path:)``).
    case unknownFormat(path: String)
    /// A card cannot be drawn over a video into `format` (``CardExporter/drawsOverVideo``).
    case cannotDrawOverVideo(format: ExportFormat)
    /// A caption file (`format`, ``CaptionFileExporter``) of a card that has no captions.
    case noCaptions(format: ExportFormat)
    /// Chunks to join (``ChunkJoin``) that do not make one card; `reason` names the chunk or
    /// frame and how to fix it.
    case badChunks(reason: String)
    /// ``ExportOptions/frames`` asks for frames the card does not have.
    case frameRangeOutOfBounds(range: ClosedRange<Int>, frameCount: Int)
    /// A timeline's media cannot be `format` (an editor's clip is a video file).
    case timelineMedia(format: String)
    /// The card's captions ask for an animated ASS script (`CaptionCard.assMotion`), and the
    /// output is `format`, which is not ASS.
    case assMotionNeedsASS(format: ExportFormat)
    /// A soundtrack was given for a card drawn over a video, which keeps the video's sound.
    case soundtrackOverVideo

    /// The message: what went wrong, with the path, and how to fix it.
    public var description: String {
        switch self {
        case .folderMissing(let path):
            return "output folder '\(path)' does not exist: create it first or choose another output path"
        case .notWritable(let path, let reason):
            let name = path == "-" ? "to standard output (-o -)" : "'\(path)'"
            return "cannot write \(name): \(reason); fix that or choose another output"
        case .gifFailed(let message):
            return "GIF encoding failed: \(message)"
        case .frameRangeOutOfBounds(let range, let count):
            return "frames \(range.lowerBound)..\(range.upperBound) are outside the card's \(count) frames (0..\(count - 1))"
        case .badChunks(let reason):
            return "cannot join the chunks: \(reason)"
        case .soundtrackOverVideo:
            return "a card drawn over a video keeps the video's sound, so it takes no soundtrack: leave out the soundtrack (--audio, the scene's audio:), or render the card alone"
        case .timelineMedia(let format):
            return "a timeline's media is a video an editor imports, not \(format): give --media mov (ProRes 4444 with alpha, the default), webm or mp4"
        case .unknownFormat(let path):
            return "cannot tell the format of '\(path)': end the name with \(ExportFormat.extensionList(conjunction: "or")), or give a folder name for PNG frames"
        case .assMotionNeedsASS(let format):
            return "captions.assMotion (--ass-motion) writes an animated ASS script, not \(format.rawValue.uppercased()): write -o captions.ass, or leave out assMotion"
        case .noCaptions(let format):
            return "a .\(format.fileExtension) file holds a card's captions, and this card has none: give the scene captions (captions: {file: talk.srt}), or use kinetype captions"
        case .cannotDrawOverVideo(let format):
            return "drawing over a video writes a video or a still: \(ExportFormat.overVideoAdvice), not \(format.rawValue)"
        case .framesNeedAFolder(let path, let kind):
            let name = path == "-" ? "standard output (-o -)" : "'\(path)'"
            return "\(name) is \(kind): PNG frames go into a folder; name a folder (it is created if missing) or choose a file format"
        case .outputIsAFolder(let path):
            return "'\(path)' is a folder: name a file inside it (such as '\(path)/card.gif'), or write PNG frames there with --format png-sequence"
        case .unsupportedOutput(let path, let kind):
            return "'\(path)' is \(kind): write to a file, a folder of PNG frames, a character device, a FIFO or standard output (-o -) instead"
        case .folderBusy(let path, let pid):
            let owner = pid.map { "another kinetype (pid \($0))" } ?? "another kinetype"
            return "'\(path)' is being written by \(owner): wait for it to finish, or write into another folder"
        }
    }

    /// The same message as ``description``, for Foundation's `localizedDescription`.
    public var errorDescription: String? { description }

    /// `error` as thrown while writing `path`: a Foundation or POSIX error becomes
    /// ``notWritable(path:reason:)`` with the system's reason; any other error is returned as it
    /// is, since it says what it means itself.
    package static func describing(_ error: any Error, writing path: String) -> any Error {
        guard let reason = SystemError.reasonIfSystemError(error) else { return error }
        return ExportError.notWritable(path: path, reason: reason)
    }
}
