import Foundation
import KinetypeDiagnostics
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

/// An animated title card: a canvas, a background, and a text that depends on time.
///
/// Frame `i` is at time `i / fps`. The text the closure returns is laid out with the canvas
/// width less a margin (5% a side) as its maximum width and centred on the canvas; its renderer,
/// if any, draws it. Frames render in parallel, so `content` must be safe to call from several
/// threads at once (a pure function of time is).
///
/// A card keeps what does not change from frame to frame: a text equal to one it laid out before
/// (same strings, attributes, paragraph settings and width; its renderer does not count) is not
/// laid out again, and a gradient background is painted once and copied. Frames are drawn in
/// place, into their own storage. A frame is the same bytes either way, whatever the order or
/// the threads frames render on.
///
/// ```swift
/// let card = TitleCard(width: 1280, height: 720, duration: 2) { t in
///     Text("Visual Effects").font(.system(size: 96, weight: .bold))
///         .textRenderer(AppearanceEffectRenderer(elapsedTime: t, totalDuration: 0.9))
/// }
/// try card.export(to: URL(fileURLWithPath: "out/frames"))
/// ```
public struct TitleCard: Sendable {
    public let width: Int
    public let height: Int
    public let fps: Double
    public let duration: TimeInterval
    public let background: Color
    /// A gradient drawn over the background colour, if any.
    public let backgroundShading: Background?
    /// The layers at a time, bottom first.
    let layers: @Sendable (TimeInterval) -> [Layer]
    /// Kinetype: how many pixels a point of the card is (see ``scaled(by:)``).
    public private(set) var scale: Double = 1
    /// Reduce motion: transitions become crossfades and symbol effects keep their fades and
    /// drawing but drop movement, scaling and turning, as Apple's effects do when the system's
    /// Reduce Motion setting is on.
    public var reduceMotion = false
    /// What the card keeps between frames (see ``Caches``); nil makes everything anew for each
    /// frame, as a reference for the caches' tests.
    package var caches: Caches? = Caches()

    /// The same card drawn `factor` times as large: a 1280x720 card scaled by 0.5 renders
    /// 640x360 frames with everything half the size.
    public func scaled(by factor: Double) -> TitleCard {
        var copy = self
        copy.scale = factor
        return copy
    }

    /// The highest frame rate a card accepts: 240, the fastest displays; more is a typo.
    public static let maximumFPS = 240.0
    /// The longest card, an hour: longer is a typo for a title card (often milliseconds written
    /// as seconds).
    public static let maximumDuration = 3600.0

    /// The frame rates a card takes: 0.1 to ``maximumFPS`` frames per second. Below 0.1 a
    /// frame would last more than 10 seconds, which no title card means: a tiny rate is a typo,
    /// and is blamed on the frame rate rather than on an encoder's timing further on.
    public static let fpsRange = ValueRange(0.1...maximumFPS, unit: "frames per second")
    /// The durations a card, a layer, a transition or an effect takes: greater than 0 and at
    /// most ``maximumDuration`` seconds.
    public static let durationRange = ValueRange(above: 0, through: maximumDuration, unit: "seconds")
    /// The moments and delays a card takes: 0 to ``maximumDuration`` seconds.
    public static let timeRange = ValueRange(0...maximumDuration, unit: "seconds")
    /// The factors ``scaled(by:)`` takes from the command line: greater than 0 and at most 8.
    public static let scaleRange = ValueRange(above: 0, through: 8)

    /// The frames' width and height in pixels: the card's size times ``scale``, rounded.
    public var pixelWidth: Int { max(1, Int(saturating: (Double(width) * scale).rounded())) }
    public var pixelHeight: Int { max(1, Int(saturating: (Double(height) * scale).rounded())) }

    public init(width: Int, height: Int, fps: Double = 30, duration: TimeInterval,
                background: Color = .black, content: @escaping @Sendable (TimeInterval) -> Text) {
        self.width = width
        self.height = height
        self.fps = fps
        self.duration = duration
        self.background = background
        self.backgroundShading = nil
        self.layers = { time in [Layer(content)] }
    }

    /// Kinetype: a card of several layers, each with its own position, time span and transitions.
    public init(width: Int, height: Int, fps: Double = 30, duration: TimeInterval,
                background: Background = .color(.black), layers: [Layer]) {
        self.width = width
        self.height = height
        self.fps = fps
        self.duration = duration
        if case .color(let color) = background {
            self.background = color
            self.backgroundShading = nil
        } else {
            self.background = .black
            self.backgroundShading = background
        }
        self.layers = { _ in layers }
    }

    /// The number of frames: `duration × fps`, rounded to the nearest whole frame (at least 1).
    public var frameCount: Int {
        max(1, Int(saturating: (duration * fps).rounded()))
    }

    /// The colour of text that sets none: white on a dark background, black on a light one.
    public var defaultForeground: Color { TitleCard.defaultForeground(on: background) }

    /// White on a dark or mostly transparent `background`, black on a light one.
    public static func defaultForeground(on background: Color) -> Color {
        let c = background.resolve()
        let luminance = 0.2126 * Double(c.red) + 0.7152 * Double(c.green) + 0.0722 * Double(c.blue)
        return c.opacity < 0.5 || luminance < 0.5 ? .white : .black
    }

    /// Checks the card's numbers; throws ``TitleCardError`` or ``GraphicsError`` naming the bad one.
    public func validate() throws {
        guard width > 0, height > 0, width <= Canvas.maximumSide, height <= Canvas.maximumSide else {
            throw GraphicsError.invalidCanvasSize(width: width, height: height)
        }
        guard scale > 0, scale.isFinite, pixelWidth <= Canvas.maximumSide, pixelHeight <= Canvas.maximumSide else {
            throw GraphicsError.invalidCanvasSize(width: pixelWidth, height: pixelHeight)
        }
        guard TitleCard.fpsRange.contains(fps) else { throw TitleCardError.invalidFPS(fps) }
        guard TitleCard.durationRange.contains(duration) else { throw TitleCardError.invalidDuration(duration) }
    }

    /// The frame at `time` (seconds).
    public func frame(at time: TimeInterval) throws -> Frame {
        try validate()
        // `render` fills or copies the whole background first, so the storage need not be cleared.
        return try Frame.drawn(width: pixelWidth, height: pixelHeight, coveringEveryPixel: true) { canvas in
            try render(at: time, into: canvas)
        }
    }

    /// Draws the card at `time` onto `canvas` (an image or a vector canvas of the card's size).
    package func render(at time: TimeInterval, into canvas: Canvas) throws {
        guard time.isFinite else { throw TitleCardError.invalidTime(time) }
        if let painted = paintedBackground(for: canvas) {
            canvas.replacePixels(with: painted)
        } else {
            paintBackground(on: canvas, at: time)
        }
        var context = GraphicsContext(canvas: canvas)
        context.foregroundColor = defaultForeground
        if scale != 1 { context.scaleBy(x: CGFloat(scale), y: CGFloat(scale)) }
        for layer in layers(time) {
            try draw(layer, at: time, in: context)
        }
    }

    /// Fills `canvas` with the background colour and paints the gradient, if any, over it as it
    /// is at `time`.
    private func paintBackground(on canvas: Canvas, at time: TimeInterval) {
        canvas.fill(with: background)
        guard let backgroundShading else { return }
        var context = GraphicsContext(canvas: canvas)
        if scale != 1 { context.scaleBy(x: CGFloat(scale), y: CGFloat(scale)) }
        context.fill(Path(CGRect(x: 0, y: 0, width: width, height: height)),
                     with: backgroundShading.shading(width: width, height: height, at: time))
    }

    /// The background painted once for frames of `canvas`'s size, when the card keeps one: a
    /// gradient on a raster canvas of the card's pixel size (see ``Caches``).
    private func paintedBackground(for canvas: Canvas) -> Frame? {
        guard let caches, let backgroundShading, !backgroundShading.isAnimated, !canvas.isVector,
              canvas.width == pixelWidth, canvas.height == pixelHeight else { return nil }
        let key = BackgroundKey(width: pixelWidth, height: pixelHeight, scale: scale)
        return try? caches.backgrounds.value(for: key, cost: { $0.stride * $0.height * 4 }) { key in
            let image = try Canvas(width: key.width, height: key.height)
            paintBackground(on: image, at: 0)
            return Frame(canvas: image)
        }
    }

    /// `text` laid out at `maxWidth` (nil: unwrapped): the card's layout of an equal text when it keeps one.
    private func layout(_ text: Text, maxWidth: CGFloat?) throws -> Text.Layout {
        guard let caches else { return try text.layout(maxWidth: maxWidth) }
        return try caches.layouts.value(for: text.layoutKey(maxWidth: maxWidth)) { _ in try text.layout(maxWidth: maxWidth) }
    }

    /// Draws one layer at card time `time`: its text laid out and placed, through its enter or
    /// exit transition while one runs, else through its renderer. With shaders, the layer is
    /// drawn into a layer of its own and the shaders' filters apply to it as a whole.
    private func draw(_ layer: Layer, at time: TimeInterval, in context: GraphicsContext) throws {
        let end = layer.end ?? duration
        let local = time - layer.start
        guard local >= 0, time <= end + 1e-9 else { return }
        guard layer.shaders.isEmpty else {
            var filtered = context
            let canvas = CGSize(width: width, height: height)
            var exposures: [TimeInterval]?
            for shader in layer.shaders {
                if let filter = try shader.filter(at: local, canvas: canvas, frameDuration: 1 / fps) { filtered.addFilter(filter) }
                if exposures == nil { exposures = try shader.exposures(at: local, canvas: canvas, frameDuration: 1 / fps) }
            }
            var unfiltered = layer
            unfiltered.shaders = []
            try filtered.drawLayer { inner in
                guard let exposures, exposures.count > 1 else { return try draw(unfiltered, at: time, in: inner) }
                // The mean of the exposures: each added at an equal share (premultiplied sums).
                for offset in exposures {
                    var exposure = inner
                    exposure.opacity = 1 / Double(exposures.count)
                    exposure.blendMode = .plusLighter
                    try exposure.drawLayer { try draw(unfiltered, at: time + offset, in: $0) }
                }
            }
            return
        }
        var text = layer.content(local)
        if let renderer = layer.renderer { text = try renderer.apply(to: text, at: local) }
        if !layer.animators.isEmpty {
            text = text.textRenderer(TextAnimatorRenderer(layer.animators, time: local, base: text.renderer))
        }
        let margin = (CGFloat(width) * 0.05).rounded()
        let available = CGRect(x: margin, y: margin, width: max(1, CGFloat(width) - 2 * margin),
                               height: max(1, CGFloat(height) - 2 * margin))
        let point = CGPoint(x: available.minX + available.width * layer.anchor.x, y: available.minY + available.height * layer.anchor.y)
        func place(_ layout: Text.Layout) -> CGPoint {
            CGPoint(x: (point.x - layout.size.width * layer.anchor.x + layer.offset.width).rounded(),
                    y: (point.y - layout.size.height * layer.anchor.y + layer.offset.height).rounded())
        }
        // The latest replacement that has started draws (or, once done, its text is the text).
        let started = layer.replacements.filter { local >= $0.time }.sorted { $0.time < $1.time }
        if let replacement = started.last {
            if started.count > 1 { text = started[started.count - 2].text }
            let old = try layout(text, maxWidth: layer.maxWidth ?? available.width)
            let new = try layout(replacement.text, maxWidth: layer.maxWidth ?? available.width)
            let elapsed = local - replacement.time
            let count = max(TextReplacement.slices(old).count, TextReplacement.slices(new).count)
            if elapsed < replacement.duration(count: count) {
                var context = context
                context.drawPieces(of: [old, new]) { replacement.draw(old: old, at: place(old), new: new, at: place(new), local: elapsed, in: $0) }
                return
            }
            text = replacement.text
        }
        // Text on a path lays out on one line and is placed by its path (in canvas points,
        // moved by the layer's offset); the anchor does not apply.
        let textPath = text.textPath
        let layout = try self.layout(text, maxWidth: textPath == nil ? layer.maxWidth ?? available.width : nil)
        var context = context
        let origin = textPath == nil ? place(layout) : CGPoint(x: layer.offset.width, y: layer.offset.height)
        context.translateBy(x: origin.x, y: origin.y)
        if let textPath { context.placeText(along: textPath, layout: layout) }
        let stage = CGRect(x: -origin.x, y: -origin.y, width: CGFloat(width), height: CGFloat(height))
        let drawText = { (context: inout GraphicsContext) in
            try self.drawText(layer, text: text, layout: layout, local: local, time: time, end: end, stage: stage, in: &context)
        }
        // Reveals and conceals clip the drawing while they run; nested when both do.
        let clips = [layer.reveal, layer.conceal].compactMap { $0 }.map { ($0, $0.progress(at: local, length: end - layer.start)) }
            .filter { $0.1 < 1 }
        guard !clips.isEmpty else { return try drawText(&context) }
        let frame = { (progress: Double) in
            RevealCatalog.Frame(bounds: CGRect(origin: .zero, size: layout.size), lines: layout.map { line in
                let bounds = line.typographicBounds
                return CGRect(x: 0, y: bounds.origin.y - bounds.ascent, width: layout.size.width, height: bounds.ascent + bounds.descent)
            }, direction: layout.first?.paragraphDirection ?? .leftToRight, progress: progress)
        }
        guard clips.allSatisfy({ $0.1 > 0 }) else { return }
        if clips.count == 1 {
            try clips[0].0.draw(frame(clips[0].1), context, drawText)
        } else {
            try clips[0].0.draw(frame(clips[0].1), context) { inner in
                try clips[1].0.draw(frame(clips[1].1), inner, drawText)
            }
        }
    }

    /// Draws a layer's laid-out text: through its enter or exit transition while one runs, else
    /// through its effects or its renderer.
    private func drawText(_ layer: Layer, text: Text, layout: Text.Layout, local: TimeInterval, time: TimeInterval,
                          end: TimeInterval, stage: CGRect, in context: inout GraphicsContext) throws {
        // Transitions and effects draw the text in pieces: through drawPieces, so its shadows
        // lie beneath all of its glyphs.
        if let enter = layer.enter, local < enter.totalDuration {
            let renderer = TransitionRenderer(transition: reduceMotion ? enter.crossfade : enter, time: local, isExit: false,
                                              base: text.renderer, stage: stage)
            context.drawPieces(of: [layout]) { renderer.draw(layout: layout, in: &$0) }
        } else if let exit = layer.exit, time > end - exit.totalDuration {
            let renderer = TransitionRenderer(transition: reduceMotion ? exit.crossfade : exit, time: time - (end - exit.totalDuration),
                                              isExit: true, base: text.renderer, stage: stage)
            context.drawPieces(of: [layout]) { renderer.draw(layout: layout, in: &$0) }
        } else if !layer.effects.isEmpty {
            let renderer = SymbolEffectRenderer(effects: layer.effects, time: local, base: text.renderer, reduceMotion: reduceMotion)
            context.drawPieces(of: [layout]) { renderer.draw(layout: layout, in: &$0) }
        } else {
            text.draw(layout, in: &context)
        }
    }

    /// The frame with index `index` (at `index / fps`).
    public func frame(index: Int) throws -> Frame {
        try frame(at: Double(index) / fps)
    }
}

/// What can be wrong with a title card's timing; each case says how to fix it.
public enum TitleCardError: KinetypeError, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    case invalidFPS(Double)
    case invalidDuration(Double)
    case invalidTime(Double)

    public var description: String {
        switch self {
        case .invalidFPS(let fps):
            return "frame rate \(ValueRange.format(fps)) is not valid: give \(TitleCard.fpsRange.expectation), for example 30"
        case .invalidDuration(let duration):
            return "duration \(ValueRange.format(duration)) is not valid: give \(TitleCard.durationRange.expectation), for example 2.5"
        case .invalidTime(let time):
            return "time \(time) is not valid: give a finite number of seconds"
        }
    }

    public var errorDescription: String? { description }
}
