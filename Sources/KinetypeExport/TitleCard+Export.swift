import KinetypeCard
import Foundation
import KinetypeVideo

extension TitleCard {
    /// Writes the card drawn over `video` to `url` (by default in the format the path's extension
    /// names), through the format's exporter (``CardExporter/drawsOverVideo``). A video (MP4,
    /// WebM, MOV) keeps the video's size, frame rate, frames and sound, each picture with the
    /// card at its time on the video's clock (`VideoUnderlay.duration`; a card shorter than
    /// the video leaves the rest as it is); a still (PNG, SVG, PDF) is the card at its still time
    /// over the video's picture then. Make the card the video's frame rate and size, or the
    /// video's shape: a card of another size but the same shape is drawn scaled to the video
    /// (``scaled(toFootageWidth:height:)``) rather than small in its corner
    /// (`VideoUnderlay.probe(_:)`; for a part of it `VideoUnderlay.window(from:to:)`).
    public func export(over video: VideoUnderlay, to url: URL, format: ExportFormat? = nil, options: ExportOptions) throws {
        try validate()
        guard let format = format ?? ExportFormat(path: url.path) else { throw ExportError.unknownFormat(path: url.path) }
        try checkASSMotion(format)
        guard let card = scaled(toFootageWidth: video.width, height: video.height) else {
            throw VideoError.sizeMismatch(cardWidth: pixelWidth, cardHeight: pixelHeight, videoWidth: video.width, videoHeight: video.height)
        }
        try format.exporter.export(card, over: video, to: url, options: options)
    }

    /// Writes the card to `url` as `format` (by default the format the path's extension names),
    /// through the format's exporter (``ExportFormat/exporter``).
    ///
    /// Every format is written to a temporary name beside `url` and renamed when complete, so a
    /// failed or interrupted render leaves nothing under the requested name; the bytes do not
    /// depend on `options.threads`. A device or a FIFO at `url` is written into, not replaced
    /// (see ``AtomicFile``).
    public func export(to url: URL, format: ExportFormat? = nil, options: ExportOptions) throws {
        try validate()
        // A URL made from "frames.v2/" keeps the slash only as a flag (which an existing folder
        // also sets: a folder named "card.png" is still a PNG's name, refused when written).
        guard let format = format ?? ExportFormat(path: url.path) ?? (url.hasDirectoryPath ? .pngSequence : nil) else {
            throw ExportError.unknownFormat(path: url.path)
        }
        try checkASSMotion(format)
        try format.exporter.export(self, to: url, indices: try frameIndices(options.frames), options: options)
    }

    /// Writes the card as `format` to an open file handle, such as standard output or a pipe.
    ///
    /// The output is made in a private temporary folder and copied to the handle when complete,
    /// so a reader gets the whole file or, when the render fails, nothing; the folder is removed
    /// either way. A folder of PNG frames cannot go to a handle. Errors name the output `-`, as
    /// the command line calls standard output.
    public func export(to handle: FileHandle, format: ExportFormat, options: ExportOptions) throws {
        guard format != .pngSequence else { throw ExportError.framesNeedAFolder(path: "-", kind: "a stream") }
        guard !format.isTimeline else { throw ExportError.notWritable(path: "-", reason: "a timeline's media goes beside it, so it needs a file name") }
        try AtomicFile.staged(name: "card.\(format.rawValue)") { file in
            try export(to: file, format: format, options: options)
            try AtomicFile.copy(file, toDescriptor: handle.fileDescriptor, reportedAs: "-")
        }
    }

    /// The time of the still a one-frame format shows: the option's, or the card's poster time.
    func stillTime(_ options: ExportOptions) -> TimeInterval {
        options.stillTime ?? posterTime
    }

    /// The frame indices to write, checked against the card's frame count.
    func frameIndices(_ range: ClosedRange<Int>?) throws -> [Int] {
        guard let range else { return Array(0..<frameCount) }
        guard range.lowerBound >= 0, range.upperBound < frameCount else {
            throw ExportError.frameRangeOutOfBounds(range: range, frameCount: frameCount)
        }
        return Array(range)
    }
}
