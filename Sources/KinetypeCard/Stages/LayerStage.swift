import Foundation
import KinetypeEffects
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

/// Something that acts on a layer as it is drawn: paint, a renderer, text animators, an enter or
/// exit transition, a reveal or conceal, a shader, symbol effects, content transitions.
///
/// A stage takes part in one ``LayerStep`` of the drawing, and conforms to that step's protocol:
/// ``FilterStage``, ``TransformStage``, ``TextStage``, ``ContentStage``, ``ClipStage`` or ``GlyphStage`` (the
/// transition and glyphs steps both draw glyphs). A layer keeps its stages sorted by step (``TitleCard/Layer/stages``), and
/// ``TitleCard`` draws every layer through them in one order, written down once in
/// `TitleCard+Drawing.swift`:
///
/// 1. **filter**: the layer is drawn into a layer of its own through every filter stage's filters,
///    in order; the first that gives exposures draws the layer at each and averages them.
/// 2. **transform**: the layer is moved as a whole by each transform stage (keyframed offset,
///    scale and rotation about its anchor, and opacity: ``KeyframeStage``).
/// 3. **text**: the content's text passes through each text stage in order (a catalogue renderer,
///    then text animators over it).
/// 4. **content**: a content stage (content transitions, `replace`) may draw the change from the
///    old text to the new itself while it runs; once done, its text is the layer's.
/// 5. The text is laid out and placed (by the layer's anchor and offset, or along its path).
/// 6. **clip**: each clip stage (reveal, then conceal) clips the rest while it runs, nested.
/// 7. **transition**: the first transition stage running (enter, else exit) draws the glyphs;
/// 8. **glyphs**: else the first glyph stage that is active (symbol effects) does; else the text
///    draws itself (its own renderer, if any).
///
/// Content that is not text (a shape, an image) has no text to change or lay out: it is sized
/// and placed by the layer's anchor and offset, then goes through the filter, transform, clip,
/// transition and glyphs steps, the last two moving it as one piece, as they move a whole text
/// (`GlyphStage/drawWhole(bounds:at:moment:stage:in:_:)`).
///
/// A new kind of stage is a type that conforms to one of the step protocols, in a file of its
/// own, and a row in the scene compiler's table: nothing in the drawing changes.
public protocol LayerStage: Sendable {
    /// The step the stage takes part in.
    var step: LayerStep { get }
    /// The spans of card time in which the stage changes the layer, for a preview's timeline.
    func intervals(in span: LayerSpan) -> [TitleCard.Timeline.Interval]
    /// The spans of card time in which the stage brings the layer in and takes it out, for a
    /// timeline's enter and exit markers (``LayerArrival``); by default its enter and exit intervals.
    func arrival(in span: LayerSpan) -> LayerArrival
}

extension LayerStage {
    /// No intervals: a stage that does not report when it runs shows nothing on a timeline.
    public func intervals(in span: LayerSpan) -> [TitleCard.Timeline.Interval] { [] }
}

/// The steps of drawing a layer, in the order they act (see ``LayerStage``).
public enum LayerStep: Int, Comparable, Sendable, CaseIterable {
    case filter, transform, text, content, clip, transition, glyphs

    /// Whether `a` acts before `b` in a layer's drawing.
    public static func < (a: LayerStep, b: LayerStep) -> Bool { a.rawValue < b.rawValue }
}

/// A moment of a layer: its own time and the card's, its span, and the card around it.
public struct LayerMoment: Sendable {
    /// Seconds since the layer started.
    public var local: TimeInterval
    /// Card seconds.
    public var time: TimeInterval
    /// When the layer starts and ends, in card seconds.
    public var start: TimeInterval
    /// Card seconds.
    public var end: TimeInterval
    /// The card's size in points.
    public var canvas: CGSize
    /// Seconds between frames.
    public var frameDuration: TimeInterval
    /// Whether the card reduces motion (``TitleCard/reduceMotion``).
    public var reduceMotion: Bool

    /// The layer's length in seconds.
    public var length: TimeInterval { end - start }
}

/// A layer's span and text, for timelines: what ``LayerStage/intervals(in:)`` reads.
public struct LayerSpan: Sendable {
    /// When the layer starts and ends, in card seconds (its end clipped to the card's).
    public var start: TimeInterval
    /// Card seconds: the layer's end, or the card's end when the layer ends after it or has none.
    public var end: TimeInterval
    /// The number of characters of the layer's text when it starts (at least 1).
    public var count: Int
    /// Seconds between the card's frames.
    public var step: TimeInterval

    /// The layer's length in seconds: `end - start`, at least 0.
    public var length: TimeInterval { max(0, end - start) }

    /// An interval of `kind` from `from` to `to` seconds of the layer, clipped to the layer; nil
    /// when nothing of it is left.
    public func interval(_ kind: TitleCard.Timeline.Interval.Kind, _ name: String, from: TimeInterval,
                         to: TimeInterval) -> TitleCard.Timeline.Interval? {
        let lower = max(start, start + from), upper = min(end, start + to)
        return upper > lower ? TitleCard.Timeline.Interval(kind: kind, name: name, start: lower, end: upper) : nil
    }
}

/// A stage that filters the whole layer: shaders (`LayerShader`).
public protocol FilterStage: LayerStage {
    /// The filter the layer is drawn through at `moment`; nil for none.
    func filter(at moment: LayerMoment) throws -> GraphicsContext.Filter?
    /// The times, relative to `moment`, at which the layer is drawn and averaged; nil to draw it once.
    func exposures(at moment: LayerMoment) throws -> [TimeInterval]?
}

extension FilterStage {
    /// Filter stages take the ``LayerStep/filter`` step.
    public var step: LayerStep { .filter }
}

/// How a layer is moved as a whole at a moment: offset, scale and rotation about its anchor, and
/// an opacity (``TransformStage``).
public struct LayerTransform: Equatable, Sendable {
    /// Points added to the layer's place.
    public var offset: CGSize
    /// A factor about the layer's anchor.
    public var scale: CGFloat
    /// A turn about the layer's anchor (clockwise on screen for positive angles).
    public var rotation: Angle
    /// 0 to 1, multiplied into the layer's opacity.
    public var opacity: Double

    /// No move, no scale, no turn, fully opaque.
    public static let identity = LayerTransform(offset: .zero, scale: 1, rotation: .zero, opacity: 1)

    /// A transform of `offset` points, `scale` and `rotation` about the anchor, and `opacity` (0 to 1,
    /// clamped when applied); each defaults to the identity.
    public init(offset: CGSize = .zero, scale: CGFloat = 1, rotation: Angle = .zero, opacity: Double = 1) {
        self.offset = offset
        self.scale = scale
        self.rotation = rotation
        self.opacity = opacity
    }

    /// Moves `context` by the transform about `pivot` (the layer's anchor point).
    func apply(to context: inout GraphicsContext, pivot: CGPoint) {
        guard self != .identity else { return }
        context.translateBy(x: pivot.x + offset.width, y: pivot.y + offset.height)
        if rotation != .zero { context.rotate(by: rotation) }
        if scale != 1 { context.scaleBy(x: scale, y: scale) }
        context.translateBy(x: -pivot.x, y: -pivot.y)
        context.opacity *= max(0, min(1, opacity))
    }
}

/// A stage that moves the whole layer (``LayerStep/transform``): keyframed motion
/// (keyframes).
public protocol TransformStage: LayerStage {
    /// The transform at `moment`.
    func transform(at moment: LayerMoment) -> LayerTransform
}

extension TransformStage {
    /// Transform stages take the ``LayerStep/transform`` step.
    public var step: LayerStep { .transform }
}

/// A stage that changes the layer's text before it is laid out: a catalogue renderer
/// (`LayerRenderer`), text animators (``AnimatorStage``).
public protocol TextStage: LayerStage {
    /// `text` as the stage makes it at `moment`.
    func apply(to text: Text, at moment: LayerMoment) throws -> Text
}

extension TextStage {
    /// Text stages take the ``LayerStep/text`` step.
    public var step: LayerStep { .text }
}

/// A stage that may replace the layer's text, drawing the change itself while it runs: content
/// transitions (``ReplacementStage``).
public protocol ContentStage: LayerStage {
    /// The text at `moment`, or nil when the stage drew the layer itself into `context`, through
    /// `placement`.
    func content(_ text: Text, at moment: LayerMoment, placement: LayerPlacement,
                 in context: GraphicsContext) throws -> Text?
}

extension ContentStage {
    /// Content stages take the ``LayerStep/content`` step.
    public var step: LayerStep { .content }
}

/// A stage that clips the layer while it runs: reveals and conceals (`LayerReveal`).
public protocol ClipStage: LayerStage {
    /// How far the layer shows at `moment`: 0 hidden, 1 shown (the clip no longer applies).
    func progress(at moment: LayerMoment) -> Double
    /// Draws `draw` through the clip as it is at `frame`.
    func clip(_ frame: RevealCatalog.Frame, _ context: GraphicsContext,
              _ draw: (inout GraphicsContext) throws -> Void) throws
}

extension ClipStage {
    /// Clip stages take the ``LayerStep/clip`` step.
    public var step: LayerStep { .clip }
}

/// A stage that draws the laid-out glyphs in pieces while it runs: enter and exit transitions
/// (``TransitionStage``) take the ``LayerStep/transition`` step, symbol effects
/// (``SymbolEffectStage``) the ``LayerStep/glyphs`` step.
public protocol GlyphStage: LayerStage {
    /// The renderer that draws the glyphs of `text` at `moment`, over the text's own renderer;
    /// nil when the stage is idle then. `stage` is the card in the text's coordinates.
    func renderer(for text: Text, at moment: LayerMoment, stage: CGRect) -> (any TextRenderer)?
    /// Draws content that is not text as one piece at `moment`, the way the stage moves a whole
    /// text: `draw` draws the content, whose box is `bounds`; `stage` is the card, both in the
    /// content's coordinates. Returns false, drawing nothing, when the stage is idle then (the
    /// default: a stage that only acts on glyphs).
    func drawWhole(bounds: CGRect, at moment: LayerMoment, stage: CGRect, in context: GraphicsContext,
                   _ draw: (inout GraphicsContext) throws -> Void) throws -> Bool
}

extension GlyphStage {
    /// Glyph stages take the ``LayerStep/glyphs`` step unless they say otherwise (``TransitionStage``
    /// takes ``LayerStep/transition``).
    public var step: LayerStep { .glyphs }

    /// Draws nothing and returns false: by default a glyph stage acts only on text.
    public func drawWhole(bounds: CGRect, at moment: LayerMoment, stage: CGRect, in context: GraphicsContext,
                          _ draw: (inout GraphicsContext) throws -> Void) throws -> Bool { false }
}

/// Where a layer's text goes: its layout (kept by the card when it is the same text) and the
/// point its top-left corner is put at.
public struct LayerPlacement {
    let layoutText: (Text) throws -> Text.Layout
    let origin: (Text.Layout) -> CGPoint

    /// `text` laid out as the layer lays out its text.
    public func layout(_ text: Text) throws -> Text.Layout { try layoutText(text) }
    /// Where the top-left corner of `layout` goes, in the card's coordinates.
    public func origin(of layout: Text.Layout) -> CGPoint { origin(layout) }
}
