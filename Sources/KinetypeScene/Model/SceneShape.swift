import Foundation
import KinetypeCard
import KinetypeDiagnostics
import KinetypeGraphics
import KinetypePrimitives

/// A shape layer's content: a plate, box, bar, ring, rule or any SVG path, with the paint keys a
/// text layer has.
///
/// In a scene file, a layer with `shape` in place of `text` (sizes in pixels):
///
/// ```yaml
/// layers:
///   - shape: {kind: roundedRect, width: 640, height: 120, cornerRadius: 18}
///     # kind: rect | roundedRect | capsule | ellipse | line | path | bars | waveform (the soundtrack's levels:
///     #   bars: 24, gap: 0.33, low: 50, high: 12000, floor: -60 for bars; window: 3, floor for a waveform)
///     # d: "M 0 0 L 100 0 L 50 80 Z"   # SVG path data, for kind: path (width and height scale it)
///     fill: "#1d1d3b"                  # any background form: a colour, {linear: …}, {radial: …}, {mesh: …}
///     color: "#1d1d3b"                 # the same as a colour fill; default white
///     stroke: {color: white, width: 4} # an outline; a line is drawn by its stroke (default 4 px of the colour)
///     shadow: "#0008"                  # and innerShadow, glow: as on text
///     trim: {from: 0, to: 0.5}         # the part of the outline drawn, as fractions of its length
///     position: {anchor: bottomLeading, offset: [0, -40]}
///     enter: {name: move, edge: leading}   # transitions, reveals, shaders and effects move it whole
/// ```
///
/// Default sizes, when the paint keys give none, are reckoned from the shape's shorter side, as
/// a text's are from its font size.
public struct SceneShape: Equatable, Sendable {
    /// The outline.
    public enum Kind: String, CaseIterable, Sendable {
        case rect, roundedRect, capsule, ellipse, line, path
        /// An audiogram: the soundtrack's frequency bands as bars, or its level's recent
        /// history as a waveform (``SceneShape/sound``).
        case bars, waveform
    }

    /// How an audiogram (`bars`, `waveform`) reads the soundtrack, and the levels it read.
    public struct Sound: Equatable, Sendable {
        /// How many bars: bands from ``low`` to ``high`` hertz, each the same width in octaves.
        public var bars: Int = 24
        /// The space between bars, a fraction of each bar's slot.
        public var gap: Double = 1.0 / 3
        /// The lowest frequency the bars cover, in hertz.
        public var low: Double = 50
        /// The highest frequency the bars cover, in hertz.
        public var high: Double = 12_000
        /// The level (dBFS) drawn as nothing; 0 dBFS fills the box.
        public var floor: Double = -60
        /// The seconds of history a waveform shows.
        public var window: Double = 3
        /// The levels a frame, set when the soundtrack is analysed; nil before.
        public var levels: SoundLevels?

        /// The bars' bands, from ``low`` to ``high`` hertz, log-spaced.
        public var bands: [(low: Double, high: Double)] {
            let ratio = pow(high / low, 1 / Double(bars))
            return (0..<bars).map { (low * pow(ratio, Double($0)), low * pow(ratio, Double($0 + 1))) }
        }

        /// `rms` (linear, 0 to 1) as an audiogram draws it: its dBFS from ``floor`` (0) to 0 dBFS (1).
        public func drawn(_ rms: Double) -> Double {
            guard rms > 0 else { return 0 }
            return max(0, min(1, (20 * log10(rms) - floor) / -floor))
        }

        /// The ranges a scene's keys take: `bars`, `gap`, `low` and `high`, `floor`, `window`.
        public static let barsRange = ValueRange(1...256, unit: "bars", whole: true)
        /// The gaps `gap` takes, as a fraction of a bar's slot.
        public static let gapRange = ValueRange(0...0.9)
        /// The frequencies `low` and `high` take.
        public static let hertzRange = ValueRange(20...20_000, unit: "Hz")
        /// The levels `floor` takes.
        public static let floorRange = ValueRange(-120 ... -6, unit: "dBFS")
        /// The history `window` takes.
        public static let windowRange = ValueRange(0.1...60, unit: "seconds")

        /// The settings a scene's shape gives, the defaults for the rest.
        public init(bars: Int = 24, gap: Double = 1.0 / 3, low: Double = 50, high: Double = 12_000, floor: Double = -60, window: Double = 3) {
            self.bars = bars
            self.gap = gap
            self.low = low
            self.high = high
            self.floor = floor
            self.window = window
        }
    }

    /// The outline: `rect`, `roundedRect`, `capsule`, `ellipse`, `line`, `path`, `bars` or `waveform`.
    public var kind: Kind
    /// An audiogram's settings and levels; nil for other kinds.
    public var sound: Sound?
    /// The box, in pixels; a path's default is its own bounds.
    public var width: Double
    /// The box's height in pixels; 0 makes a level line.
    public var height: Double
    /// A rounded rectangle's corner radius in pixels; default 16 (at most half the shorter side).
    public var cornerRadius: Double
    /// The SVG path data of a `path`, and the path it reads as.
    public var data: String?
    /// The path ``data`` reads as; nil when ``kind`` is not `path`.
    public var path: Path?
    /// The fill colour when `paint` has no fill; default white.
    public var color: Color
    /// The fill, stroke and shadows (the keys a text layer has); its fill wins over ``color``.
    public var paint: ScenePaint
    /// The part of the outline drawn; nil (default) draws all of it.
    public var trim: ClosedRange<Double>?

    /// A shape of `kind` in a box of `width` by `height` pixels, with a `cornerRadius` (16 by default,
    /// for `roundedRect`), the SVG `data` and `path` of a `path` kind, filled with `color` (white by
    /// default) unless `paint` has a fill, and drawn within `trim` (nil: whole).
    public init(kind: Kind, width: Double, height: Double, cornerRadius: Double = 16, data: String? = nil, path: Path? = nil,
                color: Color = .white, paint: ScenePaint = ScenePaint(), trim: ClosedRange<Double>? = nil) {
        self.kind = kind
        self.sound = kind == .bars || kind == .waveform ? Sound() : nil
        self.width = width
        self.height = height
        self.cornerRadius = cornerRadius
        self.data = data
        self.path = path
        self.color = color
        self.paint = paint
        self.trim = trim
    }

    /// The sides a shape takes: 0 (a level or upright line) up to a canvas's largest side.
    public static let sideRange = ValueRange(0...Canvas.lengthRange.upperBound, unit: "pixels")
}

extension SceneLayer {
    /// The layer's shape, when it is a shape layer.
    public var shape: SceneShape? { content?.as(SceneShape.self) }
}
