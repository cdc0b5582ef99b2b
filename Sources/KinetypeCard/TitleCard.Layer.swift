import Foundation
import KinetypeAnimation
import KinetypeEffects
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

extension TitleCard {
    /// One thing on a card: its content (what it shows, as a function of its own time), where it
    /// sits, when it shows, and its stages (what acts on it as it is drawn).
    ///
    /// `anchor` is a point of the canvas (inset by a margin of 5% of the canvas's width, rounded
    /// to a whole point, on all four sides) and the point of the content put there: `.center`
    /// centres it, `.topLeading` puts its top-left corner at the margin.
    ///
    /// The stages are kept in the order of their steps (see ``LayerStage``): `add(_:)` puts a
    /// stage after the others of its step. The named properties (``renderer``, ``animators``,
    /// ``enter``, ``exit``, ``effects``, ``shaders``, ``reveal``, ``conceal``,
    /// ``replacements``) read and replace the built-in stages of each kind.
    ///
    /// ```swift
    /// var layer = TitleCard.Layer(Text("Hello"))
    /// layer.enter = try TextTransition.named("appear", duration: 0.6)
    /// layer.add(try ShaderCatalog.shared.shader(named: "ripple"))
    /// ```
    public struct Layer: Sendable {
        /// What the layer shows.
        public var content: any LayerContent
        /// The point of the canvas (inset by a 5% margin) the layer sits at, which is also the point of the
        /// content put there, and the pivot of its keyframed scale and rotation; `.center` by default.
        public var anchor: UnitPoint
        /// Points added to the place the anchor gives (y grows downwards); `.zero` by default.
        public var offset: CGSize
        /// The inset from the canvas's edges the anchor is a point of; nil (default) for 5% of the
        /// canvas width, rounded to a whole point, a side.
        public var margin: EdgeInsets?
        /// The wrapping width; nil is the canvas width less its margins.
        public var maxWidth: CGFloat?
        /// When the layer appears (card time).
        public var start: TimeInterval
        /// When it is gone (card time); nil is the card's end.
        public var end: TimeInterval?
        /// What acts on the layer as it is drawn, in the order of their steps.
        public private(set) var stages: [any LayerStage] = []
        /// The layer just above this one (the next in the card's list) as its matte: this layer
        /// shows only where the matte does (or does not, or as bright as it is), and the matte
        /// itself is not drawn, as After Effects' track mattes; nil (default) for none.
        public var matte: Matte?
        /// How messages name the layer when its content does not say enough (a caption page, and
        /// how to leave out what its card adds); nil names it by its content (``name(at:)``).
        package var messageName: String?
        /// SwiftUI's layout modifiers: padding, a frame, and a background and overlay sized to the
        /// layer's box; none by default.
        public var modifiers = LayerModifiers()
        /// The size its stack proposes to it; nil (a layer of the card) for the placement area.
        package var proposal: CGSize?

        /// How a matte layer masks the layer beneath it.
        public enum Matte: String, CaseIterable, Sendable {
            /// Where the matte is opaque.
            case alpha
            /// Where the matte is transparent.
            case alphaInverted
            /// As bright as the matte is (its luminance as alpha).
            case luma
        }

        /// A layer showing `content`.
        public init(content: any LayerContent, anchor: UnitPoint = .center, offset: CGSize = .zero,
                    maxWidth: CGFloat? = nil, start: TimeInterval = 0, end: TimeInterval? = nil,
                    stages: [any LayerStage] = []) {
            self.content = content
            self.anchor = anchor
            self.offset = offset
            self.maxWidth = maxWidth
            self.start = start
            self.end = end
            for stage in stages { add(stage) }
        }

        /// A layer of text that depends on the layer's time.
        public init(_ content: @escaping @Sendable (TimeInterval) -> Text, anchor: UnitPoint = .center, offset: CGSize = .zero,
                    maxWidth: CGFloat? = nil, start: TimeInterval = 0, end: TimeInterval? = nil,
                    enter: TextTransition? = nil, exit: TextTransition? = nil) {
            self.init(content: TextContent(content), anchor: anchor, offset: offset, maxWidth: maxWidth, start: start, end: end)
            self.enter = enter
            self.exit = exit
        }

        /// A layer whose text does not change.
        public init(_ text: Text, anchor: UnitPoint = .center, offset: CGSize = .zero, maxWidth: CGFloat? = nil,
                    start: TimeInterval = 0, end: TimeInterval? = nil, enter: TextTransition? = nil, exit: TextTransition? = nil) {
            self.init({ _ in text }, anchor: anchor, offset: offset, maxWidth: maxWidth, start: start, end: end,
                      enter: enter, exit: exit)
        }

        /// Adds `stage` after the stages of its step (or before them, `first`).
        public mutating func add(_ stage: any LayerStage, first: Bool = false) {
            let index = first ? stages.firstIndex { $0.step >= stage.step } : stages.firstIndex { $0.step > stage.step }
            stages.insert(stage, at: index ?? stages.endIndex)
        }

        /// The layer with `stage` added after the stages of its step.
        public func stage(_ stage: any LayerStage) -> Layer {
            var copy = self
            copy.add(stage)
            return copy
        }

        /// Removes the stages `matching` says.
        public mutating func removeStages(where matching: (any LayerStage) -> Bool) {
            stages.removeAll(where: matching)
        }

        /// The layer's text at a time since it started, when its content is text.
        public var text: (@Sendable (TimeInterval) -> Text)? {
            (content as? TextContent)?.text
        }

        /// Replaces the stages of type `S` that `matching` picks with `new`, if any.
        private mutating func replace<S: LayerStage>(_ type: S.Type, where matching: (S) -> Bool = { _ in true },
                                                     with new: S?, first: Bool = false) {
            stages.removeAll { ($0 as? S).map(matching) ?? false }
            if let new { add(new, first: first) }
        }

        private func stage<S: LayerStage>(_ type: S.Type, where matching: (S) -> Bool = { _ in true }) -> S? {
            stages.lazy.compactMap { $0 as? S }.first(where: matching)
        }

        /// A renderer from a catalogue that draws the text (over any the content attaches itself),
        /// built for each moment of the layer; nil draws the text as the content returns it.
        public var renderer: LayerRenderer? {
            get { stage(LayerRenderer.self) }
            set { replace(LayerRenderer.self, with: newValue, first: true) }
        }

        /// After Effects-style text animators (`TextAnimator`), applied in order to the layer's
        /// clusters at the layer's time, over its renderer.
        public var animators: [TextAnimator] {
            get { stage(AnimatorStage.self)?.animators ?? [] }
            set { replace(AnimatorStage.self, with: newValue.isEmpty ? nil : AnimatorStage(newValue)) }
        }

        /// How it enters, starting at `start`.
        public var enter: TextTransition? {
            get { stage(TransitionStage.self) { !$0.isExit }?.transition }
            set { replace(TransitionStage.self, where: { !$0.isExit }, with: newValue.map { TransitionStage($0) }, first: true) }
        }

        /// How it leaves, finishing at `end`.
        public var exit: TextTransition? {
            get { stage(TransitionStage.self) { $0.isExit }?.transition }
            set { replace(TransitionStage.self, where: { $0.isExit }, with: newValue.map { TransitionStage($0, isExit: true) }) }
        }

        /// Symbol-style effects on the layer's glyphs (drawn when no enter or exit transition runs).
        public var effects: [ScheduledSymbolEffect] {
            get { stage(SymbolEffectStage.self)?.effects ?? [] }
            set { replace(SymbolEffectStage.self, with: newValue.isEmpty ? nil : SymbolEffectStage(newValue)) }
        }

        /// Shader-style effects the whole layer is drawn through, in order (`ShaderCatalog`).
        public var shaders: [LayerShader] {
            get { stages.compactMap { $0 as? LayerShader } }
            set {
                stages.removeAll { $0 is LayerShader }
                for shader in newValue { add(shader) }
            }
        }

        /// A moving clip that uncovers the layer from its start (`RevealCatalog`).
        public var reveal: LayerReveal? {
            get { stage(LayerReveal.self) { !$0.isConceal } }
            set { replace(LayerReveal.self, where: { !$0.isConceal }, with: newValue, first: true) }
        }

        /// A moving clip that covers the layer up by its end (a reveal run backwards).
        public var conceal: LayerReveal? {
            get { stage(LayerReveal.self) { $0.isConceal } }
            set { replace(LayerReveal.self, where: { $0.isConceal }, with: newValue) }
        }

        /// A content transition to another text (`replace`), if any.
        public var replacement: TextReplacement? {
            get { replacements.first }
            set { replacements = newValue.map { [$0] } ?? [] }
        }

        /// Content transitions in time order: each replaces the text before it (a counter is a
        /// chain of numeric-text replacements).
        public var replacements: [TextReplacement] {
            get { stage(ReplacementStage.self)?.replacements ?? [] }
            set { replace(ReplacementStage.self, with: newValue.isEmpty ? nil : ReplacementStage(newValue)) }
        }
    }
}

extension TitleCard.Layer {
    /// The layer as messages name it: the text layer “Title” (its text at `local`, shortened), a
    /// shape layer, an image layer, a group.
    func name(at local: TimeInterval) -> String {
        if let messageName { return messageName }
        switch content {
        case is GroupContent: return "a group"
        case is StackContent: return "a stack"
        case is ShapeContent: return "a shape layer"
        case is ImageContent: return "an image layer"
        default:
            let text = content.plainText(at: local).split(whereSeparator: \.isNewline).joined(separator: " ")
            guard !text.isEmpty else { return "a \(String(describing: type(of: content))) layer" }
            return "the text layer “\(text.count > 24 ? text.prefix(23) + "…" : Substring(text))”"
        }
    }
}
