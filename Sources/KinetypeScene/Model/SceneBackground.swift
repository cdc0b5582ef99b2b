import KinetypeDiagnostics
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
/// ```
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

    /// The default angle of a linear gradient: 180°, top to bottom (CSS's default).
    public static let defaultAngle = 180.0
    /// The angles a linear gradient takes: -360 to 360 degrees.
    public static let angleRange = ValueRange(-360...360, unit: "degrees")
}
