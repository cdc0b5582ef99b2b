import Foundation

/// Footage behind a scene's layers, in place of a colour or gradient: a picture or a video.
///
/// In a scene file:
///
/// ```yaml
/// background: {image: dusk.jpg, fit: cover}   # PNG, JPEG, WebP, HEIC, AVIF or SVG; fit: cover (default), contain or fill
/// background: {video: interview.mp4}          # the card goes over the video, as `render --over` puts it
/// background: {video: talk.mp4, at: 12}       # the card starts 12 s into the video, as `--over-at 12`
/// ```
///
/// Files are relative to the scene file. A picture is part of the card (every output shows
/// it; `contain` leaves black bars). A video is footage the card is drawn over: the command line
/// renders the scene as `render SCENE --over FILE` does, so the video's size, frame rate, length
/// and sound replace the scene's `canvas`, `fps` and `duration`, and the output is a video
/// (MP4, WebM, MOV) or a still over the video's frame at that time (PNG, SVG, PDF). A card
/// compiled on its own (`TitleCard(scene:)`) leaves a video backdrop transparent, for
/// `TitleCard.export(over:)`. With `at`, the card starts that many seconds into the video and
/// keeps its own `duration` (to the video's end at most); the video passes through before and
/// after it.
public enum SceneBackdrop: Hashable, Sendable {
    /// A picture fitted to the canvas.
    case image(file: String, fit: SceneImage.Fit)
    /// A video the card goes over; `at` is the second of the video the card starts at (nil: it
    /// runs the video's whole length from 0).
    case video(file: String, at: TimeInterval? = nil)

    /// The picture's fit when none is given: the canvas filled, as a photograph behind a title is.
    public static let defaultFit = SceneImage.Fit.cover
}

extension SceneDocument {
    /// The video the scene's background names (`background: {video: FILE}`), as written.
    public var backgroundVideo: String? {
        if case .video(let file, _)? = backdrop { return file }
        return nil
    }

    /// The second of the background video the card starts at (`background: {video: FILE, at: 12}`);
    /// nil when the scene names no video or no time.
    public var backgroundVideoStart: TimeInterval? {
        if case .video(_, let at)? = backdrop { return at }
        return nil
    }

    /// Where the background video is: beside the scene as its other files are (`baseURL`, the
    /// scene's folder, as ``SceneCompiler/fileURL(_:)`` finds them); nil when it names none.
    public func backgroundVideoURL(baseURL: URL?) -> URL? {
        backgroundVideo.map { SceneCompiler(baseURL: baseURL).fileURL($0) }
    }

    /// Makes the scene fit footage it is drawn over: the footage's size, frame rate and length,
    /// nothing of its own behind the layers, and no poster after the footage ends. With
    /// `keepingShape`, a canvas the scene names (its `canvas` key, or `--canvas` recorded in its
    /// source map) of the footage's shape (``SceneCanvas/hasShape(width:height:)``) stays as it
    /// is, for the card to be drawn scaled to the footage: a scene laid out in pixels for 640x360
    /// fills 1280x720 footage rather than its top-left quarter. A scene that names no canvas was
    /// made for the footage's, and takes it.
    public mutating func fit(toFootageWidth width: Int, height: Int, fps: Double, duration: Double, keepingShape: Bool = false) {
        let named = sourceMap.locations["canvas"] != nil
        if !keepingShape || !named || !canvas.hasShape(width: width, height: height) {
            canvas = SceneCanvas(width: width, height: height)
        }
        self.fps = fps
        self.duration = duration
        background = .color(.clear)
        backdrop = nil
        if let poster, poster > duration { self.poster = nil }
    }
}
