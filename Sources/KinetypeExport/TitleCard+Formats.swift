import KinetypeCard
import Foundation
import KinetypeEffects
import KinetypeEncoders
import KinetypeGraphics
import KinetypePrimitives

extension TitleCard {
    /// Writes the card drawn over `video` to `url` (by default in the format the path's extension
    /// names). A video (MP4, WebM, MOV) keeps the video's size, frame rate, frames and sound,
    /// each picture with the card at its time on the video's clock (``VideoUnderlay/duration``;
    /// a card shorter than the video leaves the rest as it is); a still (PNG, SVG, PDF) is the
    /// card at its still time over the video's picture then. Make the card the video's size and
    /// frame rate (``VideoUnderlay/probe(_:)``), for a part of it ``VideoUnderlay/window(from:to:)``.
    public func export(over video: VideoUnderlay, to url: URL, format: ExportFormat? = nil, options: ExportOptions) throws {
        try validate()
        guard let format = format ?? ExportFormat(path: url.path) else { throw ExportError.unknownFormat(path: url.path) }
        guard pixelWidth == video.width, pixelHeight == video.height else {
            throw ExportError.ffmpegFailed(message: "the card is \(pixelWidth)x\(pixelHeight) but the video is \(video.width)x\(video.height): make them the same size")
        }
        switch format {
        case .mp4, .webm, .mov:
            try exportVideo(over: video, to: url, format: format, options: options)
        case .png, .svg, .pdf:
            let time = stillTime(options)
            try over(try video.frame(at: time)).export(to: url, format: format, options: options)
        case .gif, .apng, .pngSequence, .otio, .fcpxml, .animatedSVG, .lottie, .tgs:
            throw ExportError.ffmpegFailed(message: """
                drawing over a video writes a video or a still: give an .mp4, .webm or .mov output, or a .png, .svg or .pdf \
                for one frame, not \(format.rawValue)
                """)
        }
    }

    /// Draws the card over `video`'s frames and feeds them to ffmpeg writing `format` at `url`,
    /// renamed into place when the file checks out. Each picture gets the card frame at its time
    /// (at a constant rate from 0, frame n on picture n); the pictures after the card's end pass
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
    private func exportVideo(over video: VideoUnderlay, to url: URL, format: ExportFormat, options: ExportOptions) throws {
        try AtomicFile.create(at: url) { temporary in
            let count = min(frameCount, video.cardFrameCount)
            let whole = PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
            // Only the band's way keeps a variable-rate video's times and a 10-bit video's
            // depth: where the ink makes no band or leaves it, the whole frame is one.
            let bandOnly = (!video.isConstantRate || video.signal != nil) && pixelWidth % 2 == 0 && pixelHeight % 2 == 0
            var band = try overlayBand(count: count, threads: options.threads)
            if band == nil, bandOnly { band = whole }
            while let tried = band {
                do {
                    return try exportVideo(over: video, band: tried, to: temporary, name: url.relativePath, format: format,
                                           indices: Array(0..<count), options: options)
                } catch OverlayBandError.inkOutside {
                    // Drawn again from the start: over the whole frame, or the general way below.
                    band = bandOnly && tried != whole ? whole : nil
                }
            }
            let encoder = try FFmpegEncoder(format: format, output: temporary, name: url.relativePath, width: pixelWidth, height: pixelHeight,
                                            fps: video.fps, hasAlpha: false, quality: options.quality,
                                            compression: options.videoCompression, underlay: video)
            let decoder: UnderlayDecoder
            do {
                decoder = try UnderlayDecoder(video)
            } catch {
                encoder.cancel()
                throw error
            }
            let matrix = video.matrix, total = video.cardFrameCount
            // Picture k shows at the card's frame first + k (a video that starts after its sound).
            let indices = Array(min(video.firstCardFrame, count)..<count)
            do {
                try renderAhead(indices, threads: options.threads, prepare: { _, frame in (frame, frame.inkBounds()) }) { position, drawn in
                    guard var picture = try decoder.next() else { return }
                    if let bounds = drawn.1 {
                        picture.withUnsafeMutableBufferPointer { drawn.0.composite(over: $0, bounds: bounds, matrix: matrix) }
                    }
                    try encoder.append(picture)
                    options.progress?(position + 1, total)
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
    private func exportVideo(over video: VideoUnderlay, band: PixelRect, to temporary: URL, name: String, format: ExportFormat,
                             indices: [Int], options: ExportOptions) throws {
        let encoder = try FFmpegEncoder(format: format, output: temporary, name: name, width: pixelWidth, height: pixelHeight,
                                        fps: video.fps, hasAlpha: false, quality: options.quality,
                                        compression: options.videoCompression, underlay: video, band: band)
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
    /// `url`, renamed into place when ffmpeg's file checks out.
    private func exportVideo(to url: URL, format: ExportFormat, indices: [Int], options: ExportOptions, fps: Double,
                             hasAlpha: Bool) throws {
        try AtomicFile.create(at: url) { temporary in
            let encoder = try FFmpegEncoder(format: format, output: temporary, name: url.relativePath, width: pixelWidth, height: pixelHeight,
                                            fps: fps, hasAlpha: hasAlpha, quality: options.quality,
                                            compression: options.videoCompression)
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

extension TitleCard {
    /// Writes the card to `url` as `format` (by default the format the path's extension names).
    ///
    /// Every format is written to a temporary name beside `url` and renamed when complete, so a
    /// failed or interrupted render leaves nothing under the requested name; the bytes do not
    /// depend on `options.threads`. A device or a FIFO at `url` is written into, not replaced
    /// (see ``AtomicFile``).
    public func export(to url: URL, format: ExportFormat? = nil, options: ExportOptions) throws {
        try validate()
        guard let format = format ?? ExportFormat(path: url.path) else { throw ExportError.unknownFormat(path: url.path) }
        let indices = try frameIndices(options.frames)
        switch format {
        case .png:
            let data = try frame(at: stillTime(options)).pngData(compression: options.pngCompression)
            try AtomicFile.write(data, to: url)
            options.progress?(1, 1)
        case .svg, .pdf:
            try exportVector(to: url, format: format == .svg ? .svg : .pdf, time: stillTime(options))
            options.progress?(1, 1)
        case .pngSequence:
            try exportSequence(to: url, indices: indices, threads: options.threads, progress: options.progress,
                               compression: options.pngCompression)
        case .apng:
            try exportAPNG(to: url, indices: indices, options: options, hasAlpha: background.resolve().opacity < 1)
        case .mp4, .webm, .mov:
            try exportVideo(to: url, format: format, indices: indices, options: options, fps: fps, hasAlpha: background.resolve().opacity < 1)
        case .gif:
            try exportGIF(to: url, indices: indices, options: options)
        case .otio, .fcpxml:
            try exportTimeline(to: url, format: format, indices: indices, options: options)
        case .animatedSVG:
            let writer = AnimatedSVG(card: self, loops: options.loops, rasterizesUnsupported: options.rasterizesUnsupported)
            try AtomicFile.write(try writer.document(indices: indices, progress: options.progress), to: url)
        case .lottie:
            let name = url.deletingPathExtension().lastPathComponent
            let writer = LottieWriter(card: self, name: name, rasterizesUnsupported: options.rasterizesUnsupported)
            try AtomicFile.write(try writer.document(indices: indices, progress: options.progress), to: url)
        case .tgs:
            try exportSticker(to: url, indices: indices, options: options)
        }
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

    /// Renders `indices` ahead on `options.threads` and writes them as an animated PNG
    /// (``APNGWriter``: each frame the rectangle that changed, compressed at
    /// `options.pngCompression`), renamed into place when complete.
    func exportAPNG(to url: URL, indices: [Int], options: ExportOptions, hasAlpha: Bool) throws {
        try AtomicFile.write(to: url) { handle in
            let writer = try APNGWriter(width: pixelWidth, height: pixelHeight, frameCount: indices.count, fps: fps, hasAlpha: hasAlpha,
                                        compression: options.pngCompression) { try handle.write(contentsOf: $0) }
            try renderAhead(indices, threads: options.threads, prepare: { $1 }) { position, frame in
                try writer.append(frame)
                options.progress?(position + 1, indices.count)
            }
            try writer.finish()
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

    /// Draws one frame onto a Cairo SVG or PDF surface at a temporary path beside `url`, and
    /// renames the file into place when Cairo has finished it (``AtomicFile/create(at:_:)``).
    func exportVector(to url: URL, format: Canvas.VectorFormat, time: TimeInterval) throws {
        try AtomicFile.create(at: url) { temporary in
            let canvas = try Canvas(vector: format, path: temporary.path, width: pixelWidth, height: pixelHeight)
            try render(at: time, into: canvas)
            do {
                try canvas.finish()
            } catch GraphicsError.writeFailed(let reason) {
                throw ExportError.notWritable(path: url.relativePath, reason: reason)
            }
        }
    }
}

extension TitleCard {
    /// The rules of a Telegram animated sticker (512×512, at most 3 s, 30 or 60 fps, at most
    /// 64 KB gzipped) that a card breaks, each with how to fix it; empty when it keeps them all
    /// (the size rule is checked on the file).
    public func stickerRuleBreaks(bytes: Int? = nil) -> [String] {
        var broken: [String] = []
        if pixelWidth != 512 || pixelHeight != 512 { broken.append("the canvas must be 512x512, not \(pixelWidth)x\(pixelHeight)") }
        if duration > 3 + 1e-9 { broken.append("it may last at most 3 s, not \(AnimatedSVG.number(duration)) s") }
        if fps != 30 && fps != 60 { broken.append("its frame rate must be 30 or 60 fps, not \(AnimatedSVG.number(fps))") }
        if let bytes, bytes > 64 * 1024 { broken.append("the file may hold at most 64 KB, not \(bytes / 1024) KB: fewer or simpler glyphs, or less motion") }
        return broken
    }

    /// Writes a Telegram animated sticker: the Lottie gzipped, after checking every rule.
    func exportSticker(to url: URL, indices: [Int], options: ExportOptions) throws {
        let broken = stickerRuleBreaks()
        guard broken.isEmpty else { throw LottieError.stickerRules(broken) }
        let json = try LottieWriter(card: self, name: url.deletingPathExtension().lastPathComponent, allowsPictures: false)
            .document(indices: indices, progress: options.progress)
        let data = try Gzip.compress(json)
        let size = stickerRuleBreaks(bytes: data.count)
        guard size.isEmpty else { throw LottieError.stickerRules(size) }
        try AtomicFile.write(data, to: url)
    }
}
