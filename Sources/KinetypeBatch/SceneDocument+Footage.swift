import Foundation
import KinetypeExport
import KinetypeVideo
import KinetypeScene

// The scene's background video meets the exporter here, the lowest module that sees both
// scenes and ffmpeg: `kinetype render` and batch rows read it the same way.
extension SceneDocument {
    /// The video the scene's background names (`background: {video: FILE}`, found beside the
    /// scene), probed, with the scene fitted to it (``fit(toFootage:)``); nil, and the scene
    /// unchanged, when it names none. With `at`, the card is placed that many seconds into the
    /// video (`VideoUnderlay.placingCard(at:)`). A video that does not read is a `SceneError` at
    /// `background.video`, a time past its end one at `background.at`.
    public mutating func fitToBackgroundVideo(baseURL: URL?) throws -> VideoUnderlay? {
        guard let url = backgroundVideoURL(baseURL: baseURL) else { return nil }
        var video: VideoUnderlay
        do {
            video = try VideoUnderlay.probe(url)
        } catch let error as VideoError {
            throw sourceMap.error(.invalidValue, at: "background.video", error.description)
        }
        if let start = backgroundVideoStart {
            do {
                video = try video.placingCard(at: start)
            } catch let error as VideoError {
                throw sourceMap.error(.invalidValue, at: "background.at", error.description)
            }
        }
        fit(toFootage: video, placed: backgroundVideoStart != nil, keepingShape: true)
        return video
    }

    /// Makes the scene fit `video` (`fit(toFootageWidth:height:fps:duration:keepingShape:)`):
    /// its size (with `keepingShape`, a canvas of the video's shape kept, for the card to be drawn
    /// scaled to it) and rate, and its length, or with `placed` (a card placed at
    /// `VideoUnderlay.cardStart`) the scene's own duration up to the video's end.
    public mutating func fit(toFootage video: VideoUnderlay, placed: Bool, keepingShape: Bool = false) {
        let rest = video.duration - video.cardStart
        fit(toFootageWidth: video.width, height: video.height, fps: video.fps, duration: placed ? min(duration, rest) : video.duration,
            keepingShape: keepingShape)
    }
}
