/// How a layer enters or leaves: a transition by name with its timing.
///
/// In a scene file:
///
/// ```yaml
/// enter: appear                      # shorthand: the transition's own defaults
/// exit:
///   name: move                       # one of SceneLoader.transitionNames (required)
///   duration: 0.6                    # seconds > 0; default: the transition's own
///   delay: 0.2                       # seconds ≥ 0 after the layer starts (enter) or before it
///                                    #   ends (exit); default 0
///   stagger: word                    # glyph | word | line | none; default: the transition's own
///   spring: {duration: 0.5, bounce: 0.2}   # or spring: smooth | snappy | bouncy,
///   # curve: easeInOut               #   or a curve: easeIn | easeOut | easeInOut | linear;
///                                    #   not both; default: the transition's own
///   edge: bottom                     # leading | trailing | top | bottom, for move and push;
///                                    #   default: the transition's own
/// ```
///
/// Nil means "the transition's own default" because a transition's character lives in its
/// defaults (seed 001's `appear` is a spring rise staggered by glyph), and the runtime that knows
/// the transitions knows them; the scene file only overrides.
public struct SceneTransition: Hashable, Sendable {
    /// The unit a staggered transition steps through.
    public enum Stagger: String, CaseIterable, Hashable, Sendable {
        case glyph, word, line, none
    }

    /// A unit curve by SwiftUI's `UnitCurve` name.
    public enum Curve: String, CaseIterable, Hashable, Sendable {
        case easeIn, easeOut, easeInOut, linear
    }

    /// How progress moves through time.
    public enum Timing: Hashable, Sendable {
        /// A SwiftUI spring: `Spring(duration:bounce:)`. A nil duration means the transition's
        /// duration; bounce is -1…1, default 0. The names `smooth`, `snappy` and `bouncy` are
        /// SwiftUI's presets: bounce 0, 0.15 and 0.3.
        case spring(duration: Double?, bounce: Double)
        /// A unit curve over the transition's duration.
        case curve(Curve)
    }

    /// SwiftUI's spring presets and their bounces.
    public static let springPresets: [(name: String, bounce: Double)] = [
        ("smooth", 0), ("snappy", 0.15), ("bouncy", 0.3),
    ]

    /// The transition's name, one of `SceneLoader.transitionNames`.
    public var name: String
    /// Seconds; nil for the transition's own.
    public var duration: Double?
    /// Seconds of delay; default 0.
    public var delay: Double
    /// The stagger unit; nil for the transition's own.
    public var stagger: Stagger?
    /// The spring or curve; nil for the transition's own.
    public var timing: Timing?
    /// The edge, for transitions that move; nil for the transition's own.
    public var edge: SceneEdge?

    /// A transition by name; everything else its own default unless given.
    public init(name: String, duration: Double? = nil, delay: Double = 0, stagger: Stagger? = nil,
                timing: Timing? = nil, edge: SceneEdge? = nil) {
        self.name = name
        self.duration = duration
        self.delay = delay
        self.stagger = stagger
        self.timing = timing
        self.edge = edge
    }
}
