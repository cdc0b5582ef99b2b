import Foundation
import KinetypeAnimation
import KinetypeDiagnostics
import KinetypeGraphics
import KinetypePrimitives
import KinetypeSymbols
import KinetypeText

/// A content transition on a layer: at a time, its text becomes another with a `replace`
/// symbol effect (`.replace.downUp`, `.upUp`, `.offUp`, or `.magic(fallback:)`).
///
/// The old text leaves and the new one enters in the effect's direction. With magic replace,
/// glyphs the two texts share (``TextMorphMatch``: words first, then the glyphs of the words
/// left over) stay fully opaque and glide from their old places to their new ones, along a
/// straight line or an arc (`.arc`); only the others transition. With scramble, each glyph of
/// the new text cycles through a character set in its own slot, then settles. With interpolate,
/// the same text moves to another weight, size, tracking or colour; with morph, the old text's
/// outlines turn into the new text's (``OutlineMorph``).
public struct TextReplacement: Sendable {
    /// The text the layer shows once the change is done, laid out as the layer lays out its own;
    /// the layer's renderer then draws it as it drew the text before.
    public var text: Text
    /// When the replacement starts, in the layer's time.
    public var time: TimeInterval
    /// The `replace` effect that plays the change (`.replace.downUp`, `.upUp`, `.offUp`,
    /// `.magic(fallback:)`); with `byLayer` the glyphs go one after another in reading order.
    public var effect: AnySymbolEffect
    /// For a numeric-text transition to a value (SwiftUI's `.numericText(value:)`): the number
    /// the new text shows, so its digits roll down when it is less than the old text's number
    /// and up otherwise; nil to read it from the new text (when the effect's `numericText` leaves
    /// `countsDown` out).
    public var numericValue: Double?
    /// The animation of the change's progress from the old text (0) to the new (1), run for each
    /// glyph from its start (later ones with `byLayer`); nil for the effect's own: a cubic ease-out
    /// `1 − (1 − p)³` over ``SymbolEffectTiming/transitionDuration`` (0.35 s) for the glyphs that
    /// leave and enter, an ease-in-out over the same time for a change drawn from the text's
    /// whole progress (magic's glide, interpolate, morph, numericText), linear over 1 s for a
    /// scramble (``changeProgress(at:)``). A spring's progress
    /// may pass 1 and come back. ``animation(duration:timing:)`` makes one from a duration and a
    /// curve or spring, as scene files give them.
    public var animation: Animation?
    /// How many times as fast the change plays, as SwiftUI's `Animation.speed(_:)`: 2 takes half
    /// the time, 0.5 twice as long, the stagger of `byLayer` included. 1 by default; a value at or
    /// below 0, or not finite, means 1 (as `SymbolEffectOptions.speed(_:)`).
    public var speed: Double = 1

    /// A change of the layer's text to `text` at `time` (layer seconds), played with `effect`: the
    /// counterpart of SwiftUI's `.contentTransition(.symbolEffect(.replace))` on a changing symbol,
    /// its progress following `animation` (the effect's own when nil) at `speed`.
    ///
    /// ```swift
    /// let change = TextReplacement(Text("Tomorrow"), at: 1.5,
    ///                              effect: AnySymbolEffect(.replace.downUp))
    /// let slow = TextReplacement(Text("Tomorrow"), at: 1.5, effect: AnySymbolEffect(.replace.downUp),
    ///                            animation: .easeInOut(duration: 2))
    /// ```
    public init(_ text: Text, at time: TimeInterval, effect: AnySymbolEffect, animation: Animation? = nil, speed: Double = 1) {
        self.text = text
        self.time = time
        self.effect = effect
        self.animation = animation
        self.speed = speed
    }

    /// The durations a change takes (``animation(duration:timing:)``, and a spring's own
    /// duration): more than 0, at most 60 seconds. A content transition longer than a minute is
    /// a mistake (often milliseconds written as seconds).
    public static let durationRange = ValueRange(above: 0, through: 60, unit: "seconds")

    /// The effect's own curve as a unit curve: the cubic ease-out `1 − (1 − p)³`, which is the
    /// Bézier curve with control points (1/3, 1) and (2/3, 1). A change given only a duration
    /// keeps this shape.
    public static let effectCurve = UnitCurve.bezier(startControlPoint: UnitPoint(x: 1.0 / 3, y: 1),
                                                     endControlPoint: UnitPoint(x: 2.0 / 3, y: 1))

    /// The animation of a change `duration` seconds long (the effect's 0.35 s when nil) along
    /// `timing`: a unit curve stretched over the duration, or a spring of its own duration (the
    /// change's when nil) and bounce, as a transition's timing is read; along ``effectCurve``
    /// when `timing` is nil. Nil when both are nil: the effect's own timing.
    public static func animation(duration: TimeInterval?, timing: TextTransition.Timing?) -> Animation? {
        guard duration != nil || timing != nil else { return nil }
        let window = duration ?? SymbolEffectTiming.transitionDuration
        switch timing {
        case .spring(let springDuration, let bounce)?: return .spring(duration: springDuration ?? window, bounce: bounce)
        case .curve(let curve)?: return .timingCurve(curve, duration: window)
        case nil: return .timingCurve(effectCurve, duration: window)
        }
    }

    /// A numeric-text content transition: the characters that differ from the old text, compared
    /// from the right (where digits of a counter change), roll up — or down with `countsDown` —
    /// while the rest stays put, as SwiftUI's `.contentTransition(.numericText(countsDown:))`.
    public static func numericText(_ text: Text, at time: TimeInterval, countsDown: Bool = false) -> TextReplacement {
        TextReplacement(text, at: time, effect: AnySymbolEffect(.replace.numericText(countsDown: countsDown)))
    }

    /// A numeric-text content transition to `value`, which the new text shows: the digits roll
    /// in the direction of the change, down when `value` is less than the number the old text
    /// shows (its digits, sign and decimal point read as one number) and up otherwise, as
    /// SwiftUI's `.contentTransition(.numericText(value:))`.
    public static func numericText(_ text: Text, at time: TimeInterval, value: Double) -> TextReplacement {
        var replacement = TextReplacement(text, at: time, effect: AnySymbolEffect(.replace.numericText()))
        replacement.numericValue = value
        return replacement
    }

    /// The number `slices` show: their digits, minus sign and decimal point read in order; nil
    /// when they show no digit.
    static func number(in slices: [Text.Layout.RunSlice]) -> Double? {
        let kept = slices.map(\.text).joined().filter { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") }
        return kept.contains(where: \.isNumber) ? Double(kept) : nil
    }

    /// A numeric-text replace's `countsDown` (nil: the direction of the change); nil for another
    /// replace too, so ask ``isNumeric`` first.
    var numericCountsDown: Bool? {
        for case .numericText(let countsDown) in effect.options { return countsDown }
        return nil
    }

    /// True for a numeric-text replace.
    var isNumeric: Bool { effect.options.contains { if case .numericText = $0 { true } else { false } } }

    /// True for the replaces that draw the change themselves from its progress (magic's glide,
    /// scramble, interpolate, morph and numericText), not by the effect's pose alone.
    public var drawsItsOwnChange: Bool { isMagic || isNumeric || scramble != nil || interpolation != nil || morph != nil }

    /// How far the change has come `local` seconds after it started, as its drawing reads it:
    /// 0 the old text, 1 the new (a spring's may pass 1 and come back); a scramble's settles its
    /// slots in turn as this runs from 0 to 1. Nil for a replace that moves glyphs only by the
    /// effect's pose (`downUp`, `upUp`, `offUp`).
    public func changeProgress(at local: TimeInterval) -> Double? {
        guard drawsItsOwnChange else { return nil }
        return scramble != nil ? scrambleProgress(at: local) : wholeProgress(at: local)
    }

    /// True for magic replace.
    var isMagic: Bool { effect.options.contains { if case .magic = $0 { return true } else { return false } } }

    /// A scramble replace's options; nil for another replace.
    public var scramble: ScrambleOptions? {
        for case .scramble(let options) in effect.options { return options }
        return nil
    }

    /// How long the replacement runs for texts of `count` glyph clusters at most: the change
    /// (its animation's, until it comes to rest) plus the `byLayer` stagger, over ``speed``.
    package func duration(count: Int) -> TimeInterval {
        let stagger = effect.contains(.byLayer) ? Double(max(0, count - 1)) * SymbolEffectTiming.layerStagger : 0
        let change = animation.map { Self.animator($0).completionTime(within: Self.longestSearch) ?? Self.longestSearch }
        let own = scramble == nil ? SymbolEffectTiming.transitionDuration : Self.scrambleDuration
        return ((change ?? own) + stagger) / rate
    }

    /// ``speed`` as it plays: 1 for a value at or below 0 or not finite.
    var rate: Double { speed > 0 && speed.isFinite ? speed : 1 }

    /// How long a change that never comes to rest (an undamped spring) is taken to last.
    private static let longestSearch = 600.0

    /// The pose of glyph `layer` of `count` `local` seconds after the change started: the
    /// incoming text's, or the outgoing one's.
    func pose(layer: Int, of count: Int, at local: TimeInterval, incoming: Bool) -> SymbolEffectPose {
        guard let animation else {
            let options: SymbolEffectOptions = rate == 1 ? .default : .speed(rate)
            let pose = incoming ? try? effect.pose(.contentTransition, at: local, layer: layer, layerCount: count, options: options)
                : try? effect.outgoingPose(at: local, layer: layer, layerCount: count, options: options)
            return pose ?? .rest
        }
        guard effect.behaviors.contains(.contentTransition) else { return .rest }
        let elapsed = local * rate - effect.contentTransitionStart(layer: min(layer, max(1, count) - 1))
        return effect.contentTransitionPose(progress: elapsed <= 0 ? 0 : Self.animator(animation).value(at: elapsed), incoming: incoming)
    }

    /// The progress of the text as a whole `local` seconds after the change started (magic
    /// replace's shared glyphs, numeric text): the effect's own is an ease-in-out over 0.35 s.
    package func wholeProgress(at local: TimeInterval) -> Double {
        guard let animation else {
            return UnitCurve.easeInOut.value(at: max(0, min(1, local * rate / SymbolEffectTiming.transitionDuration)))
        }
        let elapsed = local * rate
        return elapsed <= 0 ? 0 : Self.animator(animation).value(at: elapsed)
    }

    /// One 0-to-1 animator per animation, shared by every glyph, frame and thread (as a
    /// transition's): its replay checkpoints spare each query a replay from 0.
    private static let animators = BoundedCache<Animation, Animator<Double>>(budget: 64)

    static func animator(_ animation: Animation) -> Animator<Double> {
        animators.value(for: animation) { Animator(animation: $0, from: 0.0, to: 1.0) }
    }

    /// Draws the replacement `local` seconds after it started: `old` at `oldOrigin`, `new` at
    /// `newOrigin` (canvas coordinates of each layout's top-left corner).
    package func draw(old: Text.Layout, at oldOrigin: CGPoint, new: Text.Layout, at newOrigin: CGPoint,
                      local: TimeInterval, in context: GraphicsContext) {
        if isNumeric {
            let oldSlices = TextReplacement.visualSlices(old), newSlices = TextReplacement.visualSlices(new)
            var countsDown = numericCountsDown ?? false
            if numericCountsDown == nil, let after = numericValue ?? Self.number(in: newSlices),
               let before = Self.number(in: oldSlices) { countsDown = after < before }
            drawNumeric(old: oldSlices, at: oldOrigin, new: newSlices, at: newOrigin,
                        local: local, countsDown: countsDown, in: context)
            return
        }
        if isMagic {
            drawMagic(old: old, at: oldOrigin, new: new, at: newOrigin, local: local, in: context)
            return
        }
        if let scramble {
            drawScramble(scramble, new: new, at: newOrigin, local: local, in: context)
            return
        }
        if let morph {
            drawMorph(morph, old: old, at: oldOrigin, new: new, at: newOrigin, local: local, in: context)
            return
        }
        let oldSlices = TextReplacement.slices(old), newSlices = TextReplacement.slices(new)
        let count = max(oldSlices.count, newSlices.count)
        for (index, slice) in oldSlices.enumerated() {
            draw(slice, origin: oldOrigin, pose: pose(layer: index, of: count, at: local, incoming: false), in: context)
        }
        for (index, slice) in newSlices.enumerated() {
            draw(slice, origin: newOrigin, pose: pose(layer: index, of: count, at: local, incoming: true), in: context)
        }
    }

    /// Numeric text: slices compared from the right (digits of the same place value); equal ones
    /// stay, gliding from their old places to their new ones as the width follows the new
    /// number, the others roll: the old glyph moves up a line's height and fades, the new one
    /// comes up from below (the reverse with `countsDown`), on an ease-in-out over the
    /// transition's duration.
    private func drawNumeric(old: [Text.Layout.RunSlice], at oldOrigin: CGPoint, new: [Text.Layout.RunSlice], at newOrigin: CGPoint,
                             local: TimeInterval, countsDown: Bool, in context: GraphicsContext) {
        let progress = wholeProgress(at: local)
        let shown = max(0, min(1, progress))
        let direction: CGFloat = countsDown ? 1 : -1
        var unchangedNew: [Int: Int] = [:], unchangedOld = Set<Int>()
        for offset in 0..<min(old.count, new.count) {
            let o = old.count - 1 - offset, n = new.count - 1 - offset
            if TextReplacement.characters(old[o]) == TextReplacement.characters(new[n]) {
                unchangedOld.insert(o)
                unchangedNew[n] = o
            }
        }
        for (index, slice) in old.enumerated() where !unchangedOld.contains(index) {
            var copy = context
            copy.translateBy(x: oldOrigin.x, y: oldOrigin.y + direction * slice.typographicBounds.rect.height * CGFloat(progress))
            copy.opacity *= 1 - shown
            copy.draw(slice, options: .disablesSubpixelQuantization)
        }
        for (index, slice) in new.enumerated() {
            var copy = context
            if let source = unchangedNew[index] {
                let from = old[source].typographicBounds.rect, to = slice.typographicBounds.rect
                let dx = ((oldOrigin.x + from.minX) - (newOrigin.x + to.minX)) * CGFloat(1 - shown)
                let dy = ((oldOrigin.y + from.minY) - (newOrigin.y + to.minY)) * CGFloat(1 - shown)
                copy.translateBy(x: newOrigin.x + dx, y: newOrigin.y + dy)
                copy.draw(slice, options: dx == 0 && dy == 0 ? [] : .disablesSubpixelQuantization)
            } else {
                copy.translateBy(x: newOrigin.x, y: newOrigin.y - direction * slice.typographicBounds.rect.height * CGFloat(1 - progress))
                copy.opacity *= shown
                copy.draw(slice, options: .disablesSubpixelQuantization)
            }
        }
    }

    func draw(_ slice: Text.Layout.RunSlice, origin: CGPoint, pose: SymbolEffectPose, in context: GraphicsContext) {
        var copy = context
        copy.translateBy(x: origin.x, y: origin.y)
        if pose == .rest {
            copy.draw(slice)
            return
        }
        let bounds = slice.typographicBounds.rect
        copy.translateBy(x: bounds.midX + CGFloat(pose.dx) * bounds.height, y: bounds.midY + CGFloat(pose.dy) * bounds.height)
        copy.scaleBy(x: CGFloat(pose.scale), y: CGFloat(pose.scale))
        copy.translateBy(x: -bounds.midX, y: -bounds.midY)
        copy.opacity *= max(0, min(1, pose.opacity))
        guard copy.opacity > 0.001 else { return }
        copy.draw(slice, options: .disablesSubpixelQuantization)
    }

    /// The layout's glyph clusters in reading order, the order a by-layer replacement staggers in.
    package static func slices(_ layout: Text.Layout) -> [Text.Layout.RunSlice] {
        layout.readingClusters().map(\.slice)
    }

    /// The layout's glyph clusters left to right, line by line: numbers compare digits from the right.
    static func visualSlices(_ layout: Text.Layout) -> [Text.Layout.RunSlice] {
        layout.flatMap { line in line.flatMap { Array($0) } }
    }

    /// The characters of a slice's cluster.
    public static func characters(_ slice: Text.Layout.RunSlice) -> String {
        slice.text
    }
}
