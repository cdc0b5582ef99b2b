import KinetypeAnimation
import KinetypeDiagnostics
import KinetypeGraphics
import KinetypeText
import KinetypePrimitives

/// What a scene draws behind its layers: one colour or a gradient of evenly spaced colours.
///
/// In a scene file:
///
/// ```yaml
/// background: "#101018"                 # a colour (`Color(parsing:)`'s spellings); default: black
/// background:
///   linear:
///     colors: ["#ff3b8e", "#5b2bff"]     # two or more, evenly spaced
///     angle: 90                          # degrees; default 180 (top to bottom)
/// background:
///   radial:
///     colors: [white, "#5b2bff"]         # centre first, farthest corner last
/// background:
///   mesh:                                # a grid of coloured points (SwiftUI's MeshGradient)
///     width: 3                           # points per row, 2 to 16
///     height: 3                          # rows, 2 to 16
///     colors: [...]                      # width × height colours, row by row from the top left
///     points: [[0, 0], [0.5, 0], …]      # optional: width × height [x, y] in 0...1; default an even grid
///     smooth: true                       # optional: colours blend without creases (default true)
///     colorSpace: perceptual             # optional: device (default) or perceptual
///     background: black                  # optional: where moved points leave the canvas uncovered
///     drift: {amplitude: 0.08, speed: 0.25}   # optional: points circle their place, so the
///                                        # background breathes; speed in turns a second (default
///                                        # one turn over the card, so a looping GIF loops)
///     keyframes:                         # optional, instead of drift: where the points (and
///       - {at: 2, points: [...], curve: easeInOut}   # colours) are at given seconds, eased
///       - {at: 4, points: [...], colors: [...]}      # from the one before; held after the last
/// ```
///
/// Keyframes start from the mesh's own points and colours at 0 s; each keyframe's curve shapes
/// the way into it (`easeInOut` by default, any of `UnitCurve.named`).
///
/// The angle follows CSS's `linear-gradient`, which designers already know: the direction the
/// gradient runs, clockwise from straight up, so 0 runs bottom to top, 90 left to right and 180
/// top to bottom; the line passes through the canvas centre and is long enough that the first and
/// last colours just reach the corners.
public enum SceneBackground: Hashable, Sendable {
    /// One colour over the whole canvas.
    case color(Color)
    /// Colours evenly spaced along a line at `angle` degrees (CSS convention, see above).
    case linearGradient(colors: [Color], angle: Double)
    /// Colours evenly spaced from the canvas centre (the first) to its farthest corner (the last).
    case radialGradient(colors: [Color])
    /// A mesh gradient over the canvas, its points drifting or keyframed when `motion` is given.
    case mesh(MeshGradient, motion: MeshMotion?)

    /// How a mesh's points move over time.
    public enum MeshMotion: Hashable, Sendable {
        case drift(Drift)
        /// In time order, every time after 0.
        case keyframes([MeshKeyframe])
    }

    /// Where a mesh's points (and, if given, colours) are at a time of the card.
    public struct MeshKeyframe: Hashable, Sendable {
        /// The keyframe's time in card seconds; later than 0 and than the keyframe before.
        public var time: Double
        /// Where each of the mesh's points is at ``time``: `[x, y]` in units of the canvas (0 to 1), row
        /// by row, as many as the mesh has.
        public var points: [SIMD2<Float>]
        /// The mesh's colours at ``time``, row by row; nil keeps those of the keyframe before (or the
        /// mesh's own).
        public var colors: [Color]?
        /// The easing into this keyframe from the one before.
        public var curve: UnitCurve

        /// A keyframe at `time` card seconds with the mesh's `points` and, if given, its `colors`,
        /// reached from the keyframe before by `curve` (`easeInOut` by default).
        public init(time: Double, points: [SIMD2<Float>], colors: [Color]? = nil, curve: UnitCurve = .easeInOut) {
            self.time = time
            self.points = points
            self.colors = colors
            self.curve = curve
        }
    }

    /// How a mesh background's points move: each circles its place `amplitude` wide (in units of
    /// the canvas), `speed` turns a second; nil speed is one turn over the card's duration.
    public struct Drift: Hashable, Sendable {
        /// How wide each point circles its place, in units of the canvas: 0 to 0.5.
        public var amplitude: Double
        /// Turns a second, 0 to 10; nil is one turn over the card's duration, so a looping GIF loops.
        public var speed: Double?
        /// A drift `amplitude` wide (in units of the canvas) at `speed` turns a second (nil: one turn over
        /// the card).
        public init(amplitude: Double, speed: Double? = nil) {
            self.amplitude = amplitude
            self.speed = speed
        }
    }

    /// The default angle of a linear gradient: 180°, top to bottom (CSS's default).
    public static let defaultAngle = 180.0
    /// The angles a linear gradient takes: -360 to 360 degrees.
    public static let angleRange = ValueRange(-360...360, unit: "degrees")
    /// The points a mesh has along each side: 2 to 16.
    public static let meshSideRange = ValueRange(2...16, unit: "points", whole: true)
    /// Where a mesh's points lie, in units of the canvas: 0 to 1.
    public static let meshPointRange = ValueRange(0...1)
    /// How far a mesh's points drift: 0 to 0.5 of the canvas.
    public static let driftAmplitudeRange = ValueRange(0...0.5)
    /// How fast they drift: up to 10 turns a second.
    public static let driftSpeedRange = ValueRange(0...10, unit: "turns a second")
}
