import KinetypeCard
import Foundation
import KinetypeVideo
import KinetypeEffects
import KinetypeEncoders
import KinetypeGraphics
import KinetypePrimitives

extension TitleCard {
    /// Draws the card over `video`'s frames and feeds them to ffmpeg writing `format` at `url`,
    /// renamed into place when the file checks out. Each picture gets the card frame at its time
    /// (at a constant rate from the card's start, ``VideoUnderlay/cardStart``, frame n on the
    /// picture n frames after it); the pictures before the card's start and after its end pass
    /// on as they are.
    ///
    /// When the card's ink keeps to a band of the frame (``overlayBand(count:threads:)``),
    /// ffmpeg decodes the video itself and lays that band of each card frame over it with its
    /// `overlay` filter: only the band crosses a pipe (a caption band is a fifth of the frame),
    /// and no decoded picture crosses one at all. A frame whose ink turns out to leave the band
    /// stops that file, and the card is drawn again the general way. Over a video of even sides
    /// that only this way draws well, the whole frame is the band where the ink makes none or
    /// leaves it: a variable-rate video, whose pictures' times only this way keeps, and a video
    /// of 10 bits (high dynamic range or not), which only this way keeps in 10 bits
    /// (``VideoUnderlay/signal``, ``Frame/yuva420p10le(of:ink:signal:)``). The general way: the video
    /// decoded to yuv420p by one ffmpeg (``UnderlayDecoder``), each card frame rendered ahead on
    /// `options.threads` with its ink's bounds found there and composited onto its picture only
    /// where it has ink (``Frame/composite(over:bounds:matrix:)``; a frame with none passes the
    /// picture on as it is), and the pictures fed to a second ffmpeg. The same input always
    /// takes the same way, so the bytes do not depend on the threads.
    func exportVideo(over video: VideoUnderlay, to url: URL, format: VideoFormat, options: ExportOptions, compression: VideoCompression) throws {
        try AtomicFile.create(at: url) { temporary in
            let count = min(frameCount, video.framesAfterCardStart)
            let whole = PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
            // Only the band's way keeps a variable-rate video's times and a 10-bit video's
            // depth: where the ink makes no band or leaves it, the whole frame is one.
            let bandOnly = (!video.isConstantRate || video.signal != nil) && pixelWidth % 2 == 0 && pixelHeight % 2 == 0
            var band = try overlayBand(count: count, threads: options.threads)
            if band == nil, bandOnly { band = whole }
            while let tried = band {
                do {
                    return try exportVideo(over: video, band: tried, to: temporary, name: url.relativePath, format: format,
                                           indices: Array(0..<count), options: options, compression: compression)
                } catch OverlayBandError.inkOutside {
                    // Drawn again from the start: over the whole frame, or the general way below.
                    band = bandOnly && tried != whole ? whole : nil
                }
            }
            let encoder = try FFmpegEncoder(format: format, output: temporary, name: url.relativePath, width: pixelWidth, height: pixelHeight,
                                            fps: video.fps, hasAlpha: false, quality: options.quality,
                                            compression: compression, underlay: video)
            let decoder: UnderlayDecoder
            do {
                decoder = try UnderlayDecoder(video)
            } catch {
                encoder.cancel()
                throw error
            }
            let matrix = video.matrix, total = video.cardFrameCount
            // Picture k shows at frame first + k of the video's clock (a video that starts after
            // its sound), which is the card's frame first + k - start (a card placed later): the
            // pictures before the card's first frame pass on as they are.
            let first = video.firstCardFrame, start = video.cardStartFrame
            let indices = Array(min(max(0, first - start), count)..<count)
            do {
                for _ in 0..<max(0, start - first) {
                    guard let picture = try decoder.next() else { break }
                    try encoder.append(picture)
                    options.progress?(decoder.count, total)
                }
                try renderAhead(indices, threads: options.threads, prepare: { _, frame in (frame, frame.inkBounds()) }) { position, drawn in
                    guard var picture = try decoder.next() else { return }
                    if let bounds = drawn.1 {
                        picture.withUnsafeMutableBufferPointer { drawn.0.composite(over: $0, bounds: bounds, matrix: matrix) }
                    }
                    try encoder.append(picture)
                    options.progress?(decoder.count, total)
                }
                while let picture = try decoder.next() {
                    try encoder.append(picture)
                    options.progress?(decoder.count, max(total, decoder.count))
                }
                try encoder.finish()
            } catch {
                decoder.cancel()
                encoder.cancel()
                throw error
            }
        }
    }

    /// Feeds `band` of the card's frames `indices` to one ffmpeg that lays it over `video` and
    /// writes `format` to `temporary`; throws ``OverlayBandError/inkOutside`` (ffmpeg stopped) at
    /// the first frame whose ink leaves the band, before anything of it is sent.
    private func exportVideo(over video: VideoUnderlay, band: PixelRect, to temporary: URL, name: String, format: VideoFormat,
                             indices: [Int], options: ExportOptions, compression: VideoCompression) throws {
        let encoder = try FFmpegEncoder(format: format, output: temporary, name: name, width: pixelWidth, height: pixelHeight,
                                        fps: video.fps, hasAlpha: false, quality: options.quality,
                                        compression: compression, underlay: video, band: band)
        let matrix = video.matrix, signal = video.signal, total = video.cardFrameCount
        let none = PixelRect(x: 0, y: 0, width: 0, height: 0)
        // The frame before, in order: its band's bytes are reused where this one did not change
        // (a caption page while a word is sung changes a few columns a frame).
        var previous: (frame: Frame, ink: PixelRect?, bytes: [UInt8])?
        do {
            do {
                try renderAhead(indices, threads: options.threads, prepare: { _, frame in (frame, frame.inkBounds()) }) { position, drawn in
                    let (frame, ink) = drawn
                    guard band.contains(ink ?? band) else { throw OverlayBandError.inkOutside }
                    let bytes: [UInt8]
                    // What changed since the frame before (nil: no frame before; .some(nil):
                    // nothing); outside both frames' ink both are clear.
                    let changed = previous.map { frame.changedBounds(from: $0.frame, within: (ink ?? none).union($0.ink ?? none)) }
                    if let previous, changed == .some(nil) {
                        bytes = previous.bytes
                    } else if let signal {
                        bytes = frame.yuva420p10le(of: band, ink: ink, signal: signal)
                    } else {
                        let reusing: ([UInt8], PixelRect)? = if let previous, let box = changed ?? nil { (previous.bytes, box) } else { nil }
                        bytes = frame.yuva420p(of: band, ink: ink, matrix: matrix, reusing: reusing)
                    }
                    try encoder.append(bytes)
                    // The video decoded to fewer frames than its packets: the rest are not drawn.
                    if encoder.videoEnded { throw OverlayBandError.videoEnded }
                    previous = (frame, ink, bytes)
                    options.progress?(position + 1, total)
                }
                // A card that ends before the video: one clear frame after its last, so that ffmpeg's
                // overlay lays the last one on its picture (it ends the band at the last frame's
                // time, and would pass that picture on bare) and nothing on the rest.
                if indices.count < video.framesAfterCardStart, !encoder.videoEnded {
                    let clear = Frame(width: pixelWidth, height: pixelHeight)
                    try encoder.append(signal.map { clear.yuva420p10le(of: band, ink: nil, signal: $0) }
                                       ?? clear.yuva420p(of: band, ink: nil, matrix: matrix))
                }
            } catch OverlayBandError.videoEnded {
                // ffmpeg has written the whole video; the file is checked below.
            }
            try encoder.finish()
            options.progress?(total, total)
        } catch {
            encoder.cancel()
            throw error
        }
    }

    /// The band of the frame the card's ink keeps to over its first `count` frames, as ffmpeg's
    /// `overlay` takes it, or nil when the card is drawn the general way. A guess the render
    /// checks on every frame: the union of the ink of the frames where things happen (each
    /// layer's first and last, the start, middle and end of each of its transitions and
    /// effects, per ``timeline``) and of one frame a second, drawn smaller for large frames (at
    /// 1/⌊rows/270⌋ of the sides, a quarter from 1080 rows, half from 540), grown by a twentieth of the frame's height (at least eight
    /// pixels) for what moves between them and what drawing smaller moves, to even places. Nil when no
    /// sampled frame has ink, when the band would be more than half the frame (the general way
    /// then costs no more), or when a side of the frame is odd.
    package func overlayBand(count: Int, threads: Int) throws -> PixelRect? {
        guard pixelWidth % 2 == 0, pixelHeight % 2 == 0, count > 0 else { return nil }
        let last = count - 1
        func index(_ time: TimeInterval, last frame: Bool = false) -> Int {
            let position = (time * fps).rounded(.up)
            guard position.isFinite else { return 0 }
            let index = Int(min(Double(count), max(0, position)))
            return min(last, max(0, frame ? index - 1 : index))
        }
        var samples = Set(stride(from: 0, through: last, by: max(1, Int(fps.rounded())))).union([last])
        for layer in timeline.layers {
            samples.formUnion([index(layer.start), index(layer.end, last: true)])
            for interval in layer.intervals {
                samples.formUnion([index(interval.start), index((interval.start + interval.end) / 2), index(interval.end, last: true)])
            }
        }
        // Large frames are sampled at a half, a third or a quarter of their sides (the card
        // scaled down), the ink found there scaled back up to the pixels it covers.
        let factor = max(1, min(4, pixelHeight / 270))
        let small = factor == 1 ? self : scaled(by: scale / Double(factor))
        var ink = PixelRect(x: 0, y: 0, width: 0, height: 0)
        try small.renderAhead(samples.sorted(), threads: threads, prepare: { _, frame in frame.inkBounds() }) { _, bounds in
            if let bounds { ink = ink.union(bounds) }
        }
        guard !ink.isEmpty else { return nil }
        ink = PixelRect(x: (ink.x - 1) * factor, y: (ink.y - 1) * factor, width: (ink.width + 2) * factor, height: (ink.height + 2) * factor)
        let frame = PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        let grown = ink.expanded(by: max(8, pixelHeight / 20)).intersection(frame)
        let minX = grown.minX & ~1, minY = grown.minY & ~1
        let maxX = min(pixelWidth, (grown.maxX + 1) & ~1), maxY = min(pixelHeight, (grown.maxY + 1) & ~1)
        let band = PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        return 2 * band.area <= frame.area ? band : nil
    }

    /// Renders `indices` ahead on `options.threads` and feeds them to ffmpeg writing `format` at
    /// `url` with `compression`, renamed into place when ffmpeg's file checks out; a clear
    /// background keeps its alpha where `format` has one. A `soundtrack` covers the seconds of
    /// `indices` (a range of frames, as `ExportOptions.frames` gives).
    func exportVideo(to url: URL, format: VideoFormat, indices: [Int], options: ExportOptions, compression: VideoCompression,
                     soundtrack: Soundtrack? = nil) throws {
        let hasAlpha = background.resolve().opacity < 1
        let sound = soundtrack.map { ($0, Double(indices.first ?? 0) / fps, Double(indices.count) / fps, Double(frameCount) / fps) }
        try AtomicFile.create(at: url) { temporary in
            let encoder = try FFmpegEncoder(format: format, output: temporary, name: url.relativePath, width: pixelWidth, height: pixelHeight,
                                            fps: fps, hasAlpha: hasAlpha, quality: options.quality,
                                            compression: compression, sound: sound)
            let input = encoder.input
            do {
                try renderAhead(indices, threads: options.threads, prepare: { input.bytes(of: $1) }) { position, bytes in
                    try encoder.append(bytes)
                    options.progress?(position + 1, indices.count)
                }
                try encoder.finish()
            } catch {
                encoder.cancel()
                throw error
            }
        }
    }
}

/// Why a band laid over a video stopped early.
private enum OverlayBandError: Error {
    /// A frame's ink left the band.
    case inkOutside
    /// The video ended before the card (it decoded to fewer frames than it has packets).
    case videoEnded
}
