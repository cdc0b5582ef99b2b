import Foundation

/// The curves: how each effect poses layer `i` of `n` at a time since it started.
///
/// Time handling, common to all effects: effective time `τ = t × speed − delay(i)`, where
/// `delay(i) = i × stagger` when the effect plays `byLayer` and 0 for `wholeSymbol` (the default
/// for every effect except draw on/off, whose default is `byLayer`). Periodic effects find their
/// play and phase `u` with ``SymbolEffectTiming/cycle(at:period:repeat:)``; outside a play they
/// rest. Transitions and scale are not periodic: they run once and hold their end state, so
/// repeat options do not apply to them (speed does).
extension AnySymbolEffect {
    /// The pose of `layer` (of `layerCount`) at `time` seconds after the effect was triggered
    /// (discrete), activated (indefinite) or began its transition.
    ///
    /// For `.contentTransition` this is the incoming text's pose; see ``outgoingPose(at:layer:layerCount:options:)``.
    /// Throws ``SymbolEffectError/unsupportedBehavior(effect:_:)`` when the effect lacks `behavior`.
    public func pose(_ behavior: SymbolEffectBehavior, at time: Double, layer: Int = 0,
                     layerCount: Int = 1, options: SymbolEffectOptions = .default)
        throws(SymbolEffectError) -> SymbolEffectPose
    {
        guard behaviors.contains(behavior) else { throw .unsupportedBehavior(effect: name, behavior) }
        let t = time * options.speed
        let count = max(1, layerCount), index = min(max(0, layer), count - 1)
        typealias T = SymbolEffectTiming
        let repeating = T.resolvedRepeat(options, behavior: behavior)
        func phase(_ period: Double, stagger: Double = T.layerStagger) -> Double? {
            T.cycle(at: t - layerDelay(index, stagger: stagger), period: period, repeat: repeating)?.phase
        }
        switch name {
        case .bounce:
            guard let u = phase(T.bouncePeriod) else { return .rest }
            let b = sin(3 * .pi * u) * exp(-4 * u)
            let sign: Double = contains(.down) ? 1 : -1
            return SymbolEffectPose(dy: sign * T.bounceHeight * b, scale: 1 + T.bounceStretch * b)
        case .pulse:
            guard let u = phase(T.pulsePeriod) else { return .rest }
            return SymbolEffectPose(opacity: 1 - (1 - T.pulseMinimumOpacity) * pow(sin(.pi * u), 2))
        case .variableColor:
            return variableColorPose(t: t, layer: index, count: count, repeating: repeating)
        case .scale:
            let τ = t - layerDelay(index, stagger: T.layerStagger)
            guard τ > 0 else { return .rest }
            let spring = 1 - exp(-T.scaleSpringDecay * τ) * cos(T.scaleSpringFrequency * τ)
            let target = contains(.down) ? T.scaleDown : T.scaleUp
            return SymbolEffectPose(scale: 1 + (target - 1) * spring)
        case .wiggle:
            guard let u = phase(T.wigglePeriod) else { return .rest }
            return wigglePose(sin(4 * .pi * u) * sin(.pi * u))
        case .rotate:
            guard let u = phase(T.rotatePeriod) else { return .rest }
            let sign: Double = contains(.counterClockwise) ? -1 : 1
            // Discrete turns ease in and out (smoothstep); indefinite turns run at constant speed.
            let turn = behavior == .discrete ? u * u * (3 - 2 * u) : u
            return SymbolEffectPose(rotation: sign * 360 * turn)
        case .breathe:
            guard let u = phase(T.breathePeriod) else { return .rest }
            let swell = pow(sin(.pi * u), 2)
            let opacity = contains(.pulse) ? 1 - (1 - T.breatheMinimumOpacity) * swell : 1
            return SymbolEffectPose(scale: 1 + (T.breatheScale - 1) * swell, opacity: opacity)
        case .appear, .disappear, .automatic:
            let entering = name != .disappear
            if behavior == .contentTransition {
                return replacePose(t: t, layer: index, incoming: true, style: .downUp)
            }
            let p = clamp((t - layerDelay(index, stagger: T.layerStagger)) / T.transitionDuration)
            return appearancePose(visibility: entering ? easeOut(p) : 1 - easeOut(p), entering: entering)
        case .replace:
            return replacePose(t: t, layer: index, incoming: true, style: replaceStyle)
        case .drawOn, .drawOff:
            return drawPose(t: t, layer: index, count: count)
        }
    }

    /// The leaving text's pose during a content transition (`replace`, `automatic`).
    public func outgoingPose(at time: Double, layer: Int = 0, layerCount: Int = 1,
                             options: SymbolEffectOptions = .default) throws(SymbolEffectError) -> SymbolEffectPose {
        guard behaviors.contains(.contentTransition) else {
            throw .unsupportedBehavior(effect: name, .contentTransition)
        }
        let count = max(1, layerCount), index = min(max(0, layer), count - 1)
        return replacePose(t: time * options.speed, layer: index, incoming: false,
                           style: name == .replace ? replaceStyle : .downUp)
    }

    // MARK: Curves

    private func layerDelay(_ layer: Int, stagger: Double) -> Double {
        let byLayer = contains(.byLayer)
            || ((name == .drawOn || name == .drawOff) && !contains(.wholeSymbol) && !contains(.individually))
        return byLayer ? Double(layer) * stagger : 0
    }

    /// Iterative: the lit layer is `⌊s·n⌋` where `s = u` (nonReversing, the default) or
    /// `s = 1 − |2u − 1|` (reversing); cumulative lights every layer up to it. Inactive layers
    /// fade to 0.35 (dim, default) or 0 (hide), the fade ramping in over the first 0.1 s and out
    /// over the last 0.1 s of the last play so the effect starts and ends at rest.
    private func variableColorPose(t: Double, layer: Int, count: Int,
                                   repeating: SymbolEffectOptions.RepeatBehavior) -> SymbolEffectPose {
        typealias T = SymbolEffectTiming
        guard let (_, u) = T.cycle(at: t, period: T.variableColorPeriod, repeat: repeating) else { return .rest }
        let s = contains(.reversing) ? 1 - abs(2 * u - 1) : u
        let lit = min(count - 1, Int((s * Double(count)).rounded(.down)))
        let active = contains(.cumulative) ? layer <= lit : layer == lit
        if active { return .rest }
        let end = T.end(period: T.variableColorPeriod, repeat: repeating)
        let envelope = clamp(min(t, end - t) / T.variableColorRamp)
        let inactive = contains(.hideInactiveLayers) ? 0 : T.variableColorDimOpacity
        return SymbolEffectPose(opacity: 1 - (1 - inactive) * envelope)
    }

    /// Translation along the chosen direction (default `forward`, which is right for
    /// left-to-right text), or rotation for `clockwise`/`counterClockwise`, times `w`.
    private func wigglePose(_ w: Double) -> SymbolEffectPose {
        typealias T = SymbolEffectTiming
        if contains(.clockwise) { return SymbolEffectPose(rotation: T.wiggleAngle * w) }
        if contains(.counterClockwise) { return SymbolEffectPose(rotation: -T.wiggleAngle * w) }
        var angle = 0.0
        for option in options {
            switch option {
            case .left, .backward: angle = 180
            case .up: angle = 90
            case .down: angle = -90
            case .custom(let degrees): angle = degrees
            default: break
            }
        }
        let radians = angle * .pi / 180
        return SymbolEffectPose(dx: T.wiggleDistance * w * cos(radians),
                                dy: -T.wiggleDistance * w * sin(radians))
    }

    /// Appear/disappear at visibility `v ∈ [0, 1]`: scale `0.5 + 0.5v`, opacity `v`, and with
    /// `up` or `down` an offset of `0.25·(1 − v)`: appear.up rises from below, disappear.up
    /// leaves upward (and the reverse for `down`).
    private func appearancePose(visibility v: Double, entering: Bool) -> SymbolEffectPose {
        typealias T = SymbolEffectTiming
        var dy = 0.0
        if contains(.up) { dy = entering ? 1 : -1 }
        if contains(.down) { dy = entering ? -1 : 1 }
        return SymbolEffectPose(dy: dy * T.appearOffset * (1 - v),
                                scale: T.appearScale + (1 - T.appearScale) * v, opacity: v)
    }

    private var replaceStyle: SymbolEffectOption {
        for option in options {
            switch option {
            case .downUp, .upUp, .offUp: return option
            case .magic(let fallback): return fallback
            default: continue
            }
        }
        return .downUp
    }

    /// When `layer` starts in a content transition, in seconds of effective time after the
    /// first: `layer × 0.08` with `byLayer`, else 0 (``SymbolEffectTiming/layerStagger``).
    package func contentTransitionStart(layer: Int) -> Double {
        layerDelay(max(0, layer), stagger: SymbolEffectTiming.layerStagger)
    }

    /// A content transition's pose at `progress` (0 the old text shown, 1 the new), eased by
    /// the caller: the incoming text's, or with `incoming` false the outgoing one's, in the
    /// effect's replace style (``outgoingPose(at:layer:layerCount:options:)`` at progress
    /// rather than time). A spring's progress may pass 1 and come back.
    package func contentTransitionPose(progress: Double, incoming: Bool) -> SymbolEffectPose {
        replacePose(progress: progress, incoming: incoming, style: name == .replace ? replaceStyle : .downUp)
    }

    /// Replace over 0.35 s with eased progress `e`: the incoming text rises from 0.3 below,
    /// growing from half size and fading in; the outgoing text moves 0.3 down (`downUp`) or up
    /// (`upUp`), or stays put (`offUp`), shrinking and fading out. With magic, shared glyphs are
    /// the renderer's job; this gives the fallback for the others.
    private func replacePose(t: Double, layer: Int, incoming: Bool, style: SymbolEffectOption) -> SymbolEffectPose {
        typealias T = SymbolEffectTiming
        let e = easeOut(clamp((t - layerDelay(layer, stagger: T.layerStagger)) / T.transitionDuration))
        return replacePose(progress: e, incoming: incoming, style: style)
    }

    /// Replace at eased progress `e` (see `replacePose(t:layer:incoming:style:)`).
    private func replacePose(progress e: Double, incoming: Bool, style: SymbolEffectOption) -> SymbolEffectPose {
        typealias T = SymbolEffectTiming
        if incoming {
            return SymbolEffectPose(dy: T.replaceOffset * (1 - e), scale: T.appearScale + (1 - T.appearScale) * e, opacity: e)
        }
        let direction: Double = style == .upUp ? -1 : style == .offUp ? 0 : 1
        return SymbolEffectPose(dy: direction * T.replaceOffset * e,
                                scale: 1 - (1 - T.appearScale) * e, opacity: 1 - e)
    }

    /// Draw progress of layer i: `clamp((τ − start(i)) / 0.6)` with start `i × 0.15` (byLayer,
    /// default, overlapping), `i × 0.6` (individually, one after another) or 0 (wholeSymbol).
    /// Draw on shows the stroke's first `p`; draw off shows `1 − p`. Draw off `nonReversed` (default)
    /// erases in drawing order from each stroke's start (the visible part is anchored at the end);
    /// `reversed` plays draw on backwards: last layer first, each stroke shrinking to its start.
    private func drawPose(t: Double, layer: Int, count: Int) -> SymbolEffectPose {
        typealias T = SymbolEffectTiming
        let reversed = name == .drawOff && contains(.reversed)
        let order = Double(reversed ? count - 1 - layer : layer)
        let start = contains(.wholeSymbol) ? 0 : contains(.individually) ? order * T.drawDuration : order * T.drawStagger
        let p = clamp((t - start) / T.drawDuration)
        if name == .drawOn { return SymbolEffectPose(drawProgress: p) }
        return SymbolEffectPose(drawProgress: 1 - p, drawsFromEnd: !reversed)
    }
}

/// Clamps to [0, 1].
private func clamp(_ x: Double) -> Double { min(1, max(0, x)) }

/// Cubic ease-out `1 − (1 − p)³`: fast start, gentle landing.
private func easeOut(_ p: Double) -> Double { 1 - pow(1 - p, 3) }
