import Foundation
import Kinetype

/// `--over VIDEO` (render and captions): the footage a card is drawn over, read with ffprobe,
/// and the scene made to fit it.
enum OverVideo {
    /// The video at `path`, for an output of `format` (a video: the card goes over a copy of it);
    /// `drawing` says what the command puts over it, for the message.
    static func probe(_ path: String, format: ExportFormat, drawing: String) throws -> VideoUnderlay {
        guard [.mp4, .webm, .mov].contains(format) else {
            throw InputError("--over \(drawing) a copy of a video: give an .mp4, .webm or .mov output with -o")
        }
        return try VideoUnderlay.probe(URL(fileURLWithPath: path))
    }

    /// `document` with the video's size, frame rate and length.
    static func fit(_ document: inout SceneDocument, to video: VideoUnderlay) {
        document.canvas = SceneCanvas(width: video.width, height: video.height)
        document.fps = video.fps
        document.duration = video.duration
    }
}
