import Foundation
import Kinetype

/// The footage a card is drawn over, from `--over VIDEO` (render and captions) or a scene's
/// `background: {video: FILE}`: read with ffprobe, and the scene made to fit it.
enum OverVideo {
    /// The formats a card over footage is written as: a copy of the video, or a still over one
    /// of its frames.
    static let formats = ExportFormat.overVideo

    /// The video at `path` (`--over`), for an output of `format`; `drawing` says what the command
    /// puts over it, for the message.
    static func probe(_ path: String, format: ExportFormat, drawing: String) throws -> VideoUnderlay {
        try check(format, source: "--over \(drawing)")
        return warnOfLoss(try VideoUnderlay.probe(URL(fileURLWithPath: path)), name: path, format: format)
    }

    /// `video`, after a warning on standard error of what drawing over it into a video loses
    /// (``VideoUnderlay/loss``).
    static func warnOfLoss(_ video: VideoUnderlay, name: String, format: ExportFormat) -> VideoUnderlay {
        if let loss = video.loss, formats.contains(format), !format.isStill {
            Streams.printError("warning: \(name) \(loss)\n")
        }
        return video
    }

    /// The video `document`'s background names, probed, with the document fitted to it; nil when
    /// it names none. A video that does not read, or an output that cannot go over it, is an
    /// error at the scene's key.
    static func backdrop(of document: inout SceneDocument, baseURL: URL?, format: ExportFormat) throws -> VideoUnderlay? {
        guard document.backgroundVideo != nil else { return nil }
        guard formats.contains(format) else {
            throw document.sourceMap.error(.invalidValue, at: "background.video", formatAdvice(
                "a scene with a background video is drawn over", format: format))
        }
        return try document.fitToBackgroundVideo(baseURL: baseURL).map {
            warnOfLoss($0, name: document.backgroundVideo ?? "the background video", format: format)
        }
    }

    /// `document` with the video's size, frame rate and length (with `placed`, its own length up
    /// to the video's end), and nothing of its own behind the layers; with `keepingShape` (a
    /// scene file's), a canvas of the video's shape is kept and the card drawn scaled to it.
    static func fit(_ document: inout SceneDocument, to video: VideoUnderlay, placed: Bool, keepingShape: Bool = false) {
        document.fit(toFootage: video, placed: placed, keepingShape: keepingShape)
    }

    /// `video` with the card placed `seconds` into it (`--over-at`); a time past its end is an
    /// error naming the option.
    static func place(_ video: VideoUnderlay, at seconds: Double) throws -> VideoUnderlay {
        do {
            return try video.placingCard(at: seconds)
        } catch let error as VideoError {
            throw InputError("--over-at \(ValueRange.format(seconds)): \(error.description)")
        }
    }

    /// Whether `path` (`--over`) is a still picture (PNG, JPEG, WebP, HEIC, AVIF, SVG) rather
    /// than footage: its first bytes say so.
    static func isPicture(_ path: String) -> Bool {
        Image.looksLikePicture(at: URL(fileURLWithPath: path))
    }

    /// `document` with the picture at `path` (`--over photo.jpg`) behind the whole card, as a
    /// scene's `background: {image: FILE}` is (filling the canvas, cropped to it), the canvas
    /// the picture's size unless `keepsCanvas` (`--canvas` given); the card keeps its frame rate and
    /// length, and any output format takes it. A picture that does not read is an error naming
    /// `--over`.
    static func putBehind(_ document: inout SceneDocument, picture path: String, keepsCanvas: Bool) throws {
        let url = URL(fileURLWithPath: path)
        let picture: Image
        do {
            picture = try Image(contentsOf: url)
        } catch {
            throw InputError("--over: \(error.description)")
        }
        if !keepsCanvas {
            let width = max(1, Int(picture.size.width.rounded())), height = max(1, Int(picture.size.height.rounded()))
            document.canvas = SceneCanvas(width: width, height: height)
        }
        document.backdrop = .image(file: url.standardizedFileURL.path, fit: SceneBackdrop.defaultFit)
    }

    private static func check(_ format: ExportFormat, source: String) throws {
        guard formats.contains(format) else { throw InputError(formatAdvice(source, format: format)) }
    }

    private static func formatAdvice(_ source: String, format: ExportFormat) -> String {
        """
        \(source) a copy of the video, or a still over one of its frames: with -o, \(ExportFormat.overVideoAdvice) \
        (not \(format.rawValue))
        """
    }
}
