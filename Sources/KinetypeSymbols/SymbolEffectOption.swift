import KinetypeDiagnostics

/// One dot-syntax option of an effect, such as `.up`, `.byLayer` or `.custom(angle: 30)`.
///
/// Options belong to groups listed in ``SymbolEffectCatalog``: options in one group exclude
/// each other (`up` and `down`), and an effect's canonical description lists one option per group
/// in the catalogue's group order.
public indirect enum SymbolEffectOption: Hashable, Sendable, CustomStringConvertible {
    /// Directions: of a bounce, scale, appear or disappear (`up`, `down`), of a wiggle (any of
    /// these), or of a rotation (`clockwise`, `counterClockwise`).
    case up, down, left, right, forward, backward, clockwise, counterClockwise
    /// A wiggle along a custom direction, in degrees counterclockwise from "right" (0° = right,
    /// 90° = up). Written `custom(30)` or `custom(angle: 30)` in a dot string.
    case custom(angle: Double)

    /// The angles `custom(…)` takes in a dot string: -360 to 360 degrees (a turn either way).
    public static let angleRange = ValueRange(-360...360, unit: "degrees")

    /// Layering: layers one after another, all at once, or (draw on and draw off) each finishing
    /// before the next starts.
    case byLayer, wholeSymbol, individually
    /// Variable color's options: one layer lit at a time or filling up, played forward and back or
    /// forward only, inactive layers hidden or dimmed.
    case iterative, cumulative, reversing, nonReversing, hideInactiveLayers, dimInactiveLayers
    /// Replace styles: which way the outgoing and the incoming text move.
    case downUp, upUp, offUp
    /// Magic replace with a fallback direction (`downUp`, `upUp` or `offUp`) for texts that
    /// share nothing. Written `magic` (fallback `downUp`) or `magic(upUp)` in a dot string.
    case magic(fallback: SymbolEffectOption)
    /// Kinetype: a scramble replace: each glyph of the new text cycles through a character set
    /// and settles in order (``ScrambleOptions``). Written `scramble`, `scramble(digits)` or
    /// `scramble(charset: "01", order: reverse, seed: 7)` in a dot string.
    case scramble(ScrambleOptions)
    /// Kinetype: an interpolate replace: the same text moves smoothly to the new text's axes,
    /// size, tracking and colour (``InterpolateOptions``), SwiftUI's `.interpolate`. Written
    /// `interpolate` or `interpolate(wght: 900, size: 96, color: "#ff3b8e")` in a dot string.
    case interpolate(InterpolateOptions)
    /// Kinetype: an outline morph: the old text's outlines turn into the new text's
    /// (``MorphOptions``). Written `morph` or `morph(cluster)` in a dot string.
    case morph(MorphOptions)
    /// A counter's replace, SwiftUI's `.contentTransition(.numericText(countsDown:))`: digits of
    /// the same place value compare from the right, the changed ones roll, the rest glide as the
    /// width follows the new number. `countsDown` nil rolls in the direction of the change (the
    /// numbers the two texts show), as `.numericText(value:)`. Written `numericText`,
    /// `numericText(countsDown)` or `numericText(countsDown: false)` in a dot string.
    case numericText(countsDown: Bool?)
    /// Kinetype: the path magic replace moves a kept glyph along: a straight line (the
    /// default), or an arc rising by a third of the distance it travels.
    case straight, arc
    /// Breathe styles: size only, or size and opacity.
    case plain, pulse
    /// Draw off's direction: against the drawing direction, or along it (the default).
    case reversed, nonReversed

    /// Options that take no argument, by their dot-syntax token.
    static let plainOptions: [String: SymbolEffectOption] = {
        let all: [SymbolEffectOption] = [
            .up, .down, .left, .right, .forward, .backward, .clockwise, .counterClockwise,
            .byLayer, .wholeSymbol, .individually, .iterative, .cumulative, .reversing,
            .nonReversing, .hideInactiveLayers, .dimInactiveLayers, .downUp, .upUp, .offUp,
            .plain, .pulse, .reversed, .nonReversed, .straight, .arc,
        ]
        return Dictionary(uniqueKeysWithValues: all.map { ($0.token, $0) })
    }()

    /// The token before any argument: `custom(angle: 30)` → `custom`.
    public var token: String {
        switch self {
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        case .forward: "forward"
        case .backward: "backward"
        case .clockwise: "clockwise"
        case .counterClockwise: "counterClockwise"
        case .custom: "custom"
        case .byLayer: "byLayer"
        case .wholeSymbol: "wholeSymbol"
        case .individually: "individually"
        case .iterative: "iterative"
        case .cumulative: "cumulative"
        case .reversing: "reversing"
        case .nonReversing: "nonReversing"
        case .hideInactiveLayers: "hideInactiveLayers"
        case .dimInactiveLayers: "dimInactiveLayers"
        case .downUp: "downUp"
        case .upUp: "upUp"
        case .offUp: "offUp"
        case .magic: "magic"
        case .scramble: "scramble"
        case .interpolate: "interpolate"
        case .morph: "morph"
        case .numericText: "numericText"
        case .straight: "straight"
        case .arc: "arc"
        case .plain: "plain"
        case .pulse: "pulse"
        case .reversed: "reversed"
        case .nonReversed: "nonReversed"
        }
    }

    /// The canonical dot-syntax spelling: `custom(30)`, `magic` (fallback `downUp`), `magic(upUp)`.
    public var description: String {
        switch self {
        case .custom(let angle): "custom(\(ValueRange.format(angle)))"
        case .magic(fallback: .downUp): "magic"
        case .magic(let fallback): "magic(\(fallback.token))"
        case .scramble(let options): options.description
        case .interpolate(let options): options.description
        case .morph(let options): options.description
        case .numericText(countsDown: true): "numericText(countsDown)"
        case .numericText(countsDown: false): "numericText(countsDown: false)"
        default: token
        }
    }
}
