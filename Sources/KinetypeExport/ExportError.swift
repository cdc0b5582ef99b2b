import Foundation

/// What can go wrong writing output; each case names the path and says how to fix it.
public enum ExportError: Error, Equatable, CustomStringConvertible, LocalizedError {
    case folderMissing(path: String)
    case notWritable(path: String)
    case outputIsAFile(path: String)
    case ffmpegMissing
    case ffmpegFailed(message: String)
    case gifFailed(message: String)
    case unknownFormat(path: String)
    case frameRangeOutOfBounds(range: ClosedRange<Int>, frameCount: Int)

    public var description: String {
        switch self {
        case .folderMissing(let path):
            return "output folder '\(path)' does not exist: create it first or choose another output path"
        case .notWritable(let path):
            return "cannot write '\(path)': check that its folder is writable"
        case .ffmpegMissing:
            return "ffmpeg is needed for APNG, MP4, WebM and MOV and was not found on the PATH: install it (make setup, or apt-get install ffmpeg)"
        case .ffmpegFailed(let message):
            return "ffmpeg failed: \(message)"
        case .gifFailed(let message):
            return "GIF encoding failed: \(message)"
        case .frameRangeOutOfBounds(let range, let count):
            return "frames \(range.lowerBound)..\(range.upperBound) are outside the card's \(count) frames (0..\(count - 1))"
        case .unknownFormat(let path):
            return "cannot tell the format of '\(path)': end the name with .gif, .png, .apng, .mp4, .webm, .mov, .svg or .pdf, or give a folder name for PNG frames"
        case .outputIsAFile(let path):
            return "'\(path)' is a file: PNG frames go into a folder; name a folder (it is created if missing)"
        }
    }

    public var errorDescription: String? { description }
}
