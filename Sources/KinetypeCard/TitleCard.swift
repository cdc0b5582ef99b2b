import Foundation
import KinetypeDiagnostics
import KinetypeEffects
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
///         .textRenderer(WaveRenderer(time: t))
/// }
/// try card.export(to: URL(fileURLWithPath: "frames/"))     // frame-00000.png …
/// ```
public struct TitleCard: Sendable {
    /// The card's width in points (a frame's in pixels before ``scaled(by:)``); 1 to the canvas's
    /// largest side.
    public let width: Int
    /// The card's height in points (a frame's in pixels before ``scaled(by:)``); 1 to the canvas's
    /// largest side.
    public let height: Int
    /// Frames per second, in ``fpsRange`` (0.1 to 240); 30 by default.
    public let fps: Double
    /// The card's length in seconds, in ``durationRange`` (greater than 0, at most a day).
    public let duration: TimeInterval
    /// The colour under everything, black by default; black under a ``backgroundShading`` that is not
    /// a plain colour.
    public private(set) var background: Color
    /// A gradient or picture drawn over the background colour, if any.
    public private(set) var backgroundShading: Background?
    /// The layers at a time, bottom first: those that may show then.
    let layers: @Sendable (TimeInterval) -> [Layer]
    /// Every layer, bottom first, for a card made from a list of layers (nil for one drawn by a
    /// closure, whose layers are `layers(0)`'s).
    let layerList: [Layer]?
    /// Kinetype: how many pixels a point of the card is (see ``scaled(by:)``).
    public private(set) var scale: Double = 1
    /// Reduce motion: transitions become crossfades and symbol effects keep their fades and
    /// drawing but drop movement, scaling and turning, as Apple's effects do when the system's
    /// Reduce Motion setting is on.
    public var reduceMotion = false
    /// The time a still shows by default, in card seconds; nil finds one (``posterTime``).
    public var poster: TimeInterval?
    /// What the card keeps between frames (see ``Caches``); nil makes everything anew for each
    /// frame, as a reference for the caches' tests.
    package var caches: Caches? = Caches()
    /// Values kept with the card by their type (``subscript(attachment:)``).
    var attachments: [ObjectIdentifier: any Sendable] = [:]

    /// The same card drawn `factor` times as large: a 1280x720 card scaled by 0.5 renders
    /// 640x360 frames with everything half the size.
    public func scaled(by factor: Double) -> TitleCard {
        var copy = self
        copy.scale = factor
        return copy
    }

    /// The same card over `picture` instead of its own background (fitted by `fit`, stretched by
    /// default): a still of the card over a frame of the footage it goes over, for example.
    public func over(_ picture: Image, fit: ImageContent.Fit = .fill) -> TitleCard {
        var copy = self
        copy.background = .black
        copy.backgroundShading = .image(picture, fit: fit)
        // The painted background is kept per card; this one paints another.
        copy.caches = caches == nil ? nil : Caches()
        return copy
    }

    /// The card limits, as `CardLimits` declares them (the catalogues below the card check
    /// against the same numbers).
    public static let maximumFPS = CardLimits.maximumFPS
    /// The longest card: 86,400 seconds (a day).
    public static let maximumDuration = CardLimits.maximumDuration
    /// The frame rates a card takes: 0.1 to ``maximumFPS`` frames per second.
    public static let fpsRange = CardLimits.fpsRange
    /// The durations a card, a layer, a transition or an effect takes: greater than 0 and at most
    /// ``maximumDuration`` seconds.
    public static let durationRange = CardLimits.durationRange
    /// The moments and delays a card takes: 0 to ``maximumDuration`` seconds.
    public static let timeRange = CardLimits.timeRange
    /// The factors ``scaled(by:)`` takes from the command line: greater than 0 and at most 8.
    public static let scaleRange = ValueRange(above: 0, through: 8)

    /// The frames' width and height in pixels: the card's size times ``scale``, rounded.
    public var pixelWidth: Int { max(1, Int(saturating: (Double(width) * scale).rounded())) }
    /// The frames' height in pixels: ``height`` times ``scale``, rounded (at least 1).
    public var pixelHeight: Int { max(1, Int(saturating: (Double(height) * scale).rounded())) }

    /// A card of one text that is a function of card time (`content`, called with seconds), laid out
    /// within the canvas's width less its margins and centred, over `background`.
    ///
    /// `content` may be called from several threads at once; ``validate()`` (called by each frame)
    /// checks the size, `fps` and `duration`, not this initializer.
    public init(width: Int, height: Int, fps: Double = 30, duration: TimeInterval,
                background: Color = .black, content: @escaping @Sendable (TimeInterval) -> Text) {
        self.width = width
        self.height = height
        self.fps = fps
        self.duration = duration
        self.background = background
        self.backgroundShading = nil
        self.layers = { time in [Layer(content)] }
        self.layerList = nil
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
        self.layers = Self.timeIndexed(layers, duration: duration)
        self.layerList = layers
    }

    /// `layers` by time: a card of many layers (a film's caption pages) finds those that may show
    /// at a time in the second it falls in, not by looking at every layer, so a frame's work does
    /// not grow with the length of the card. A track matte pairs a layer with the next one, so a
    /// card with mattes keeps the whole list.
    static func timeIndexed(_ layers: [Layer], duration: TimeInterval) -> @Sendable (TimeInterval) -> [Layer] {
        let seconds = min(CardLimits.maximumDuration, duration.isFinite ? max(0, duration) : 0)
        guard layers.count > 32, !layers.contains(where: { $0.matte != nil }) else { return { _ in layers } }
        let count = Int(seconds.rounded(.down)) + 1
        var buckets = [[Int32]](repeating: [], count: count)
        for (index, layer) in layers.enumerated() {
            // The seconds the layer may show in: from its start's to its end's (`draw` checks the exact times).
            let end = min(layer.end ?? seconds, seconds)
            guard layer.start.isFinite, end.isFinite, end >= layer.start else { continue }
            let first = max(0, Int(max(0, layer.start).rounded(.down))), last = min(count - 1, Int(max(0, end).rounded(.down)))
            guard first <= last else { continue }
            for second in first...last { buckets[second].append(Int32(index)) }
        }
        let index = buckets
        return { time in
            guard time.isFinite else { return [] }
            let second = min(count - 1, max(0, Int(min(max(time, 0), seconds).rounded(.down))))
            return index[second].map { layers[Int($0)] }
        }
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

    /// Checks the card's numbers; throws ``TitleCardError`` or `GraphicsError` naming the bad one.
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

    /// The problem and a value to give instead, for example "frame rate 0 is not valid: give …, for
    /// example 30".
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

    /// The same text as ``description``.
    public var errorDescription: String? { description }
}
