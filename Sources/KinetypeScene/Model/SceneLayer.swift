import KinetypeCard
import KinetypeDiagnostics
import KinetypeEffects
import KinetypePrimitives
import KinetypeText

/// One layer of a scene: what it shows (a block of text, or content of another kind such as a
/// shape), its look, place, lifetime, transitions, renderer and effects.
///
/// A layer shows text, or instead one of the content kinds under its own key (a shape:
/// `shape: {kind: roundedRect, width: 600, height: 120}`, see ``SceneShape``). Every layer takes
/// `position`, `start`, `end`, `enter`, `exit`, `effects`, `shader`, `reveal`, `conceal`,
/// `keyframes`, `matte` and the layout modifiers `padding`, `frame`, `background` and `overlay`
/// (``SceneModifiers``; a group takes none of these four), and `variants`, the layer as it is on
/// canvases of other shapes (``SceneLayerVariant``);
/// the rest of the keys below are text's (a kind lists its own).
///
/// A layer of text in a scene file (every key but `text` optional; the defaults are the values shown):
///
/// ```yaml
/// layers:
///   - text: "Hello **{{name}}**"     # inline markup (InlineMarkup), required
///     font: {size: 48}               # SceneFont; default font, 48 pt, regular, upright
///     color: white                   # a colour (`Color(parsing:)`)
///     alignment: center              # leading | center | trailing
///     position: center               # a UnitPoint name, or {anchor: center, offset: [0, 0]}
///     maxWidth: 1000                 # pixels > 0; default: none (the canvas width)
///     lineSpacing: 0                 # extra pixels between lines (may be negative)
///     lineLimit: 2                   # the most lines, the rest cut with an ellipsis; default: none
///     layoutDirection: rightToLeft   # leftToRight | rightToLeft; default: from the text
///     fit: {width: 900, height: 300, minSize: 12, maxSize: 200}   # SceneFit: the largest size that fits; default: none
///     balance: true                  # balanced line breaks (CSS text-wrap: balance); default: false
///     language: de                   # BCP 47 tag: shaping (locl), line breaking, hyphenation; default: none (und)
///     hyphenate: true                # a word that does not fit breaks at a hyphenation point of the language (needs language); default: false
///     start: 0                       # seconds ≥ 0, scene time
///     end: 3                         # seconds > start; default: none (the end of the scene)
///     enter: appear                  # SceneTransition; default: none (the text cuts in)
///     exit: {name: blur}             # SceneTransition; default: none (the text cuts out)
///     renderer: wave                 # SceneRenderer (a catalogue name); default: none
///     effects: []                    # [SceneEffect]
///     shader: ripple                 # a shader-style effect (`kinetype shaders`), {name, parameters…}, or a list
///     fill: {linear: {colors: [...]}}  # ScenePaint: a gradient across the text; default: the colour
///     stroke: {color: black, width: 6} # ScenePaint: an outline; default: none
///     shadow: "#000a"                # ScenePaint: drop shadows (and innerShadow, glow); default: none
///     reveal: {name: wipe, edge: leading}   # SceneReveal (`kinetype reveals`); default: none
///     conceal: iris                  # SceneReveal run backwards, ending at the layer's end; default: none
///     keyframes: {offset: [{at: 0, value: [-600, 0]}, {at: 0.6, value: [0, 0], spring: snappy}]}   # SceneKeyframes
///     matte: alpha                   # the next layer masks this one: alpha | alphaInverted | luma; default: none
///     path: {d: "M 100 400 C 400 100 800 700 1180 300", speed: 0.2}   # ScenePath: text along a curve; default: none
///     animators:                     # [TextAnimator] (TextAnimator+Decoding.swift); default: none
///       - properties: {opacity: 0, offset: [0, 40]}
///         selector: {shape: rampUp, offset: {from: -100, to: 100, duration: 1.5}}
/// ```
public struct SceneLayer: Equatable, Sendable {
    /// What the layer shows instead of text (a shape: `shape: {kind: rect, …}`); nil (default)
    /// for a layer of text. A layer with content has an empty ``text`` and no text keys.
    public var content: SceneLayerContent?
    /// The inline markup, variables filled in.
    public var text: String
    /// The markup's styled spans (`InlineMarkup.parse(text)`).
    public var spans: [MarkupSpan]
    /// The font; default `SceneFont()`.
    public var font: SceneFont
    /// The text colour; default white.
    /// Nil leaves the text without a colour of its own, so it takes the card's default (white on a
    /// dark background, black on a light one) and a renderer may choose (`glow` tints such text);
    /// the command line's quick mode does this when `--color` is not given.
    public var color: Color?
    /// How lines align; default centred.
    public var alignment: TextAlignment
    /// Where the text block sits; default centred.
    public var position: ScenePosition
    /// The widest a line may be before it wraps, in pixels; nil (default) for the canvas width.
    public var maxWidth: Double?
    /// Extra space between lines in pixels, as SwiftUI's `lineSpacing`; default 0.
    public var lineSpacing: Double
    /// The most lines to show, the rest cut with an ellipsis, as SwiftUI's `lineLimit`; nil
    /// (default) for no limit.
    public var lineLimit: Int?
    /// The base direction, as SwiftUI's `layoutDirection`; nil (default) finds it from the text.
    public var layoutDirection: LayoutDirection?
    /// A box the text is fitted into (the largest size that fits); nil (default): the font's size.
    public var fit: SceneFit?
    /// Balanced line breaks: the same number of lines, of similar lengths; default false.
    public var balance = false
    /// The text's language, a BCP 47 tag (`de`, `en-US`), as SwiftUI's `typesettingLanguage`:
    /// for the font's language forms, line breaking and hyphenation; nil (default) for none.
    public var language: String?
    /// Hyphenation (`Text.hyphenate`): a word that does not fit its line breaks at a hyphenation
    /// point of the ``language``'s patterns, with a hyphen; default false.
    public var hyphenate = false
    /// When the layer appears, in seconds of scene time; default 0.
    public var start: Double
    /// When the layer is gone, in seconds of scene time; nil (default) for the end of the scene
    /// (`SceneDocument.end(of:)` resolves it).
    public var end: Double?
    /// The values of its stage kinds (``SceneLayer/stageKinds``): its transitions, renderer,
    /// effects, shaders, reveals, animators and keyframes (``enter``, ``renderer``, …), and any
    /// other kind's.
    var stages = SceneLayerStages()
    /// The glyphs' fill, outline and shadows; default none.
    public var paint = ScenePaint()
    /// The path the text runs along; nil (default) for a straight line.
    public var path: ScenePath?
    /// The layer just above this one (the next in the list) as a matte: `alpha`, `alphaInverted`
    /// or `luma`; nil (default) for none. The matte layer is not drawn itself.
    public var matte: TitleCard.Layer.Matte?
    /// Its padding, frame, background and overlay (``SceneModifiers``); none by default.
    public var modifiers = SceneModifiers()
    /// The layer as it is on canvases of other sizes or shapes (``SceneLayerVariant``: the first
    /// whose condition holds is compiled); none by default.
    public var variants: [SceneLayerVariant] = []

    /// The line limits a layer takes: whole numbers of lines from 1 to 10000 (the command
    /// line's `--line-limit` too).
    public static let lineLimitRange = ValueRange(1...10_000, unit: "lines", whole: true)

    /// A layer of markup text; throws `MarkupError` when the markup is malformed.
    public init(text: String, font: SceneFont = SceneFont(), color: Color? = .white,
                alignment: TextAlignment = .center, position: ScenePosition = ScenePosition(),
                maxWidth: Double? = nil, lineSpacing: Double = 0, start: Double = 0, end: Double? = nil,
                enter: SceneTransition? = nil, exit: SceneTransition? = nil, renderer: SceneRenderer? = nil,
                effects: [SceneEffect] = []) throws {
        self.text = text
        spans = try InlineMarkup.parse(text)
        self.font = font
        self.color = color
        self.alignment = alignment
        self.position = position
        self.maxWidth = maxWidth
        self.lineSpacing = lineSpacing
        self.start = start
        self.end = end
        stages[SceneTransitionsStage.self] = SceneTransitionsStage(enter: enter, exit: exit)
        stages[SceneRendererStage.self] = renderer.map(SceneRendererStage.init)
        stages[SceneEffectsStage.self] = SceneEffectsStage(effects)
    }
}
