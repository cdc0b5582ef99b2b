import Foundation
import KinetypeAnimation
import KinetypeGraphics
import KinetypePrimitives
import KinetypeSymbols

extension TransitionStyle {
    /// The springy entrance of WWDC24's appearance effect: fades in, un-blurs (radius from the
    /// element's height) and rises on a spring from its descent; staggered by glyph.
    public static let appear = TransitionStyle(name: "appear", stagger: .glyph, animation: snappy) { context, element in
        let descent = element.bounds.height * 0.2
        context.translateBy(x: 0, y: -descent * CGFloat(element.hidden))
        context.addFilter(.blur(radius: element.bounds.height / 16 * CGFloat(UnitCurve.easeIn.value(at: max(0, min(1, element.hidden))))))
        context.opacity *= UnitCurve.easeIn.value(at: max(0, min(1, 1.4 * element.progress)))
    }

    /// A fade.
    public static let opacity = TransitionStyle(name: "opacity") { context, element in
        context.opacity *= element.clampedProgress
    }

    /// Fades in from a blur of an eighth of the element's height.
    public static let blur = TransitionStyle(name: "blur") { context, element in
        context.addFilter(.blur(radius: element.bounds.height / 8 * CGFloat(max(0, element.hidden))))
        context.opacity *= element.clampedProgress
    }

    /// Grows from nothing about the element's centre.
    public static let scale = TransitionStyle(name: "scale") { context, element in
        context.scale(by: max(0.0001, element.progress), about: element.center)
    }

    /// Slides in from `edge`, from just past the canvas.
    public static func move(edge: TextTransition.Edge) -> TransitionStyle {
        TransitionStyle(name: "move") { context, element in
            context.slide(element, from: edge, by: element.hidden)
        }
    }

    /// Slides in from `edge` while fading in; leaves toward the opposite edge.
    public static func push(edge: TextTransition.Edge) -> TransitionStyle {
        TransitionStyle(name: "push") { context, element in
            context.slide(element, from: element.phase == .didDisappear ? edge.opposite : edge, by: element.hidden)
            context.opacity *= element.clampedProgress
        }
    }

    /// The axes a flip turns about.
    public enum FlipAxis: String, CaseIterable, Sendable {
        /// Horizontal: each element turns like a split-flap display's leaf.
        case x
        /// Vertical: each element turns like a card.
        case y
    }

    /// Each element turns into view in 3-D perspective about its own `axis` through its centre,
    /// from edge-on (90°) to flat, fading in over the first half; staggered by glyph. Leaving,
    /// it keeps turning the same way.
    public static func flip(axis: FlipAxis) -> TransitionStyle {
        TransitionStyle(name: "flip", stagger: .glyph) { context, element in
            let turn = 90 * element.hidden * (element.phase == .didDisappear ? -1 : 1)
            let vector: (x: CGFloat, y: CGFloat, z: CGFloat) = axis == .x ? (1, 0, 0) : (0, 1, 0)
            context.rotation3DEffect(.degrees(turn), axis: vector, in: element.bounds)
            context.opacity *= min(1, max(0, 2 * element.progress))
        }
    }

    /// Elements appear at once, one after another, with a caret while typing.
    public static let typewriter: TransitionStyle = {
        var style = TransitionStyle(name: "typewriter", stagger: .glyph, animation: { _ in .linear(duration: 0.0001) }) { _, _ in }
        style.pacing = .typed
        return style
    }()

    /// WWDC24's Twirl: scale from half, fade, blur, a full turn that keeps its direction on exit,
    /// and a brightness flash on entry; staggered by word.
    public static let twirl = TransitionStyle(name: "twirl", stagger: .word, animation: snappy) { context, element in
        let hidden = element.hidden, shown = element.progress
        let leaving = element.phase == .didDisappear
        let center = element.center
        context.translateBy(x: center.x, y: center.y)
        context.rotate(by: .degrees(leaving ? -360 * hidden : 360 * hidden))
        context.scaleBy(x: CGFloat(0.5 + 0.5 * shown), y: CGFloat(0.5 + 0.5 * shown))
        context.translateBy(x: -center.x, y: -center.y)
        context.opacity *= element.clampedProgress
        context.addFilter(.blur(radius: 10 * CGFloat(max(0, min(1, hidden)))))
        if !leaving && hidden > 0.001 { context.addFilter(.brightness(max(0, min(1, hidden)))) }
    }

    /// Each element shows characters of `charset` in its own slot (its glyphs' advance, so the
    /// line never shifts), other ones 20 times a second, fading in over the first tenth of its
    /// window, and settles into its own glyphs when its progress reaches 1; leaving, it starts
    /// scrambling at once and fades over the last tenth. Staggered by glyph, linear; the
    /// characters follow the transition's seed, so every run draws the same frames. A joined
    /// word (Arabic, Devanagari) scrambles and settles as one piece.
    public static func scramble(charset: ScrambleOptions.Charset) -> TransitionStyle {
        var style = TransitionStyle(name: "scramble", stagger: .glyph, animation: { .linear(duration: max(0.01, $0)) }) { context, element in
            context.opacity *= min(1, max(0, element.progress * 10))
        }
        style.substitution = { slice, element in
            guard element.progress < 1 else { return nil }
            var generator = ScrambleOptions.Charset.generator(seed: element.seed, slot: element.index,
                                                              tick: ScrambleOptions.Charset.tick(at: element.time))
            return charset.sample(slice.text.count, from: &generator)
        }
        return style
    }

    /// A snappy spring with a little extra bounce over the element's window.
    private static let snappy: @Sendable (TimeInterval) -> Animation = { length in
        .snappy(duration: max(0.05, length), extraBounce: 0.1)
    }
}

extension TextTransition.Edge {
    /// The edge across from this one.
    public var opposite: TextTransition.Edge {
        switch self {
        case .leading: return .trailing
        case .trailing: return .leading
        case .top: return .bottom
        case .bottom: return .top
        }
    }
}

extension GraphicsContext {
    /// Scales by `factor` about `center`.
    fileprivate mutating func scale(by factor: Double, about center: CGPoint) {
        translateBy(x: center.x, y: center.y)
        scaleBy(x: CGFloat(factor), y: CGFloat(factor))
        translateBy(x: -center.x, y: -center.y)
    }

    /// Moves an element toward `edge` by `amount` of the way to just past the stage's edge.
    fileprivate mutating func slide(_ element: TransitionElement, from edge: TextTransition.Edge, by amount: Double) {
        let box = element.bounds.insetBy(dx: -8, dy: -8), stage = element.stage
        let a = CGFloat(amount)
        switch edge {
        case .leading: translateBy(x: -(box.maxX - stage.minX) * a, y: 0)
        case .trailing: translateBy(x: (stage.maxX - box.minX) * a, y: 0)
        case .top: translateBy(x: 0, y: -(box.maxY - stage.minY) * a)
        case .bottom: translateBy(x: 0, y: (stage.maxY - box.minY) * a)
        }
    }
}
