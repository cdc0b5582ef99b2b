import Foundation
import KinetypeExport
import KinetypeVideo
import KinetypeScene

// The scene's background video meets the exporter here, the lowest module that sees both
// scenes and ffmpeg: `kinetype render` and batch rows read it the same way.
extension SceneDocument {
    /// The video the scene's background names (`background: {video: FILE}`, found beside the
    /// scene), probed, with the scene fitted to it (`fit(toFootageWidth:height:fps:duration:)`);
    /// nil, and the scene unchanged, when it names none. A video that does not read is a
    /// `SceneError` at `background.video`.
    public mutating func fitToBackgroundVideo(baseURL: URL?) throws -> VideoUnderlay? {
        guard let url = backgroundVideoURL(baseURL: baseURL) else { return nil }
        let video: VideoUnderlay
        do {
            video = try VideoUnderlay.probe(url)
        } catch let error as VideoError {
            throw sourceMap.error(.invalidValue, at: "background.video", error.description)
        }
        fit(toFootageWidth: video.width, height: video.height, fps: video.fps, duration: video.duration)
        return video
    }
}
