import Foundation
import KinetypeAnimation
import KinetypeGraphics
import KinetypePrimitives
import KinetypeSymbols
import KinetypeText

extension TitleCard {
    /// One text on a card: what it says (as a function of its own time), where it sits, when it
    /// shows, and how it enters and leaves.
    ///
    /// `anchor` is a point of the canvas (inset by a 5% margin) and the point of the text put
    /// there: `.center` centres the text, `.topLeading` puts its top-left corner at the margin.
    public struct Layer: Sendable {
        /// The text at a time since the layer started.
        public var content: @Sendable (TimeInterval) -> Text
        public var anchor: UnitPoint
        public var offset: CGSize
        /// The wrapping width; nil is the canvas width less its margins.
        public var maxWidth: CGFloat?
        /// When the layer appears (card time).
        public var start: TimeInterval
        /// When it is gone (card time); nil is the card's end.
        public var end: TimeInterval?
        /// How it enters, starting at `start`.
        public var enter: TextTransition?
        /// How it leaves, finishing at `end`.
        public var exit: TextTransition?
        /// A renderer from a catalogue that draws the text (over any the content attaches itself),
        /// built for each moment of the layer; nil draws the text as the content returns it.
        public var renderer: LayerRenderer?
        /// After Effects-style text animators (``TextAnimator``), applied in order to the layer's
        /// clusters at the layer's time, over its renderer (``TextAnimatorRenderer``); enter and
        /// exit transitions, effects, shaders and reveals apply over the animated drawing.
        public var animators: [TextAnimator] = []
        /// Symbol-style effects on the layer's glyphs (drawn when no enter or exit transition runs).
        public var effects: [ScheduledSymbolEffect] = []
        /// Shader-style effects the whole layer is drawn through, in order (``ShaderCatalog``).
        public var shaders: [LayerShader] = []
        /// A moving clip that uncovers the layer from its start (``RevealCatalog``).
        public var reveal: LayerReveal?
        /// A moving clip that covers the layer up by its end (a reveal run backwards).
        public var conceal: LayerReveal?
        /// A content transition to another text (`replace`), if any.
        public var replacement: TextReplacement? {
            get { replacements.first }
            set { replacements = newValue.map { [$0] } ?? [] }
        }
        /// Content transitions in time order: each replaces the text before it (a counter is a
        /// chain of numeric-text replacements).
        public var replacements: [TextReplacement] = []

        public init(_ content: @escaping @Sendable (TimeInterval) -> Text, anchor: UnitPoint = .center, offset: CGSize = .zero,
                    maxWidth: CGFloat? = nil, start: TimeInterval = 0, end: TimeInterval? = nil,
                    enter: TextTransition? = nil, exit: TextTransition? = nil) {
            self.content = content
            self.anchor = anchor
            self.offset = offset
            self.maxWidth = maxWidth
            self.start = start
            self.end = end
            self.enter = enter
            self.exit = exit
        }

        /// A layer whose text does not change.
        public init(_ text: Text, anchor: UnitPoint = .center, offset: CGSize = .zero, maxWidth: CGFloat? = nil,
                    start: TimeInterval = 0, end: TimeInterval? = nil, enter: TextTransition? = nil, exit: TextTransition? = nil) {
            self.init({ _ in text }, anchor: anchor, offset: offset, maxWidth: maxWidth, start: start, end: end,
                      enter: enter, exit: exit)
        }
    }

    /// A card's background: a colour, or a gradient over the whole canvas.
    public enum Background: Sendable {
        case color(Color)
        /// A linear gradient at `angle` (0° runs left to right, 90° top to bottom).
        case linearGradient(Gradient, angle: Angle)
        /// A radial gradient from the centre to the farthest corner.
        case radialGradient(Gradient)
        /// A mesh gradient over the whole canvas.
        case meshGradient(MeshGradient)
        /// A mesh gradient that changes with the card's time (seconds), for example
        /// `{ mesh.drifted(at: $0, amplitude: 0.08, turns: 0.25) }`: painted for every frame.
        case animatedMeshGradient(@Sendable (TimeInterval) -> MeshGradient)

        /// Whether the background changes with time (and so is not painted once and kept).
        var isAnimated: Bool {
            if case .animatedMeshGradient = self { return true }
            return false
        }

        func shading(width: Int, height: Int, at time: TimeInterval) -> GraphicsContext.Shading {
            let w = CGFloat(width), h = CGFloat(height)
            switch self {
            case .color(let color):
                return .color(color)
            case .meshGradient(let mesh):
                return .meshGradient(mesh, in: CGRect(x: 0, y: 0, width: w, height: h))
            case .animatedMeshGradient(let mesh):
                return .meshGradient(mesh(time), in: CGRect(x: 0, y: 0, width: w, height: h))
            case .linearGradient(let gradient, let angle):
                let dx = CGFloat(cos(angle.radians)), dy = CGFloat(sin(angle.radians))
                let half = (abs(dx) * w + abs(dy) * h) / 2
                let center = CGPoint(x: w / 2, y: h / 2)
                return .linearGradient(gradient, startPoint: CGPoint(x: center.x - dx * half, y: center.y - dy * half),
                                       endPoint: CGPoint(x: center.x + dx * half, y: center.y + dy * half))
            case .radialGradient(let gradient):
                return .radialGradient(gradient, center: CGPoint(x: w / 2, y: h / 2), startRadius: 0,
                                       endRadius: (w * w + h * h).squareRoot() / 2)
            }
        }
    }
}
