import KinetypePrimitives
import KinetypeText
import KinetypeEffects

/// How a layer enters or leaves: a transition by name with its timing and parameters.
///
/// In a scene file:
///
/// ```yaml
/// enter: appear                      # shorthand: the transition's own defaults
/// exit:
///   name: move                       # a transition in the catalogue (required)
///   duration: 0.6                    # seconds > 0; default 0.8
///   delay: 0.2                       # seconds ≥ 0 after the layer starts (enter) or before it
///                                    #   ends (exit); default 0
///   stagger: word                    # glyph | word | line | none; default: the transition's own
///   order: reading                   # reading | reverse | visual | center | edges | random;
///                                    #   default reading (an Arabic line from its right end)
///   seed: 7                          # shuffles `order: random` (an integer ≥ 0); default 0
///   spring: {duration: 0.5, bounce: 0.2}   # or spring: smooth | snappy | bouncy,
///   # curve: easeInOut               #   or a curve: easeIn | easeOut | easeInOut | linear | …;
///                                    #   not both; default: the transition's own
///   edge: bottom                     # any other key is a parameter of the transition
///                                    #   (edge: leading | trailing | top | bottom for move and push)
/// ```
///
/// Nil means "the transition's own default" because a transition's character lives in its
/// defaults (`appear` is a spring rise staggered by glyph); the scene file only overrides.
public struct SceneTransition: Hashable, Sendable {
    /// The transition's name in the catalogue.
    public var name: String
    /// Seconds; nil for the default.
    public var duration: Double?
    /// Seconds of delay; default 0.
    public var delay: Double
    /// The stagger unit; nil for the transition's own.
    public var stagger: TextTransition.StaggerUnit?
    /// The spring or curve; nil for the transition's own.
    public var timing: TextTransition.Timing?
    /// The order elements start in; reading order by default.
    public var order: TextTransition.Order = .reading
    /// The seed of `order: random`.
    public var seed: UInt64 = 0
    /// The transition's own parameters (such as `edge`), checked against its catalogue entry.
    public var parameters: [String: ParameterValue]

    /// A transition by name; everything else its own default unless given.
    public init(name: String, duration: Double? = nil, delay: Double = 0, stagger: TextTransition.StaggerUnit? = nil,
                timing: TextTransition.Timing? = nil, parameters: [String: ParameterValue] = [:]) {
        self.name = name
        self.duration = duration
        self.delay = delay
        self.stagger = stagger
        self.timing = timing
        self.parameters = parameters
    }
}
