import KinetypeSymbols
import KinetypeTestSupportCore
import Testing

/// Discrete effects with their period at speed 1 (0.5 s bounce, 1 s pulse, 1.2 s variable color,
/// 0.6 s wiggle, 1 s rotate, 2 s breathe), as documented in SymbolEffectTiming.
private let discreteEffects: [(AnySymbolEffect, period: Double)] = [
    (AnySymbolEffect(.bounce), 0.5), (AnySymbolEffect(.bounce.down.byLayer), 0.5),
    (AnySymbolEffect(.pulse), 1.0), (AnySymbolEffect(.variableColor.iterative.reversing), 1.2),
    (AnySymbolEffect(.variableColor.cumulative.hideInactiveLayers), 1.2),
    (AnySymbolEffect(.wiggle.left), 0.6), (AnySymbolEffect(.wiggle.custom(angle: 30)), 0.6),
    (AnySymbolEffect(.wiggle.counterClockwise), 0.6), (AnySymbolEffect(.rotate), 1.0),
    (AnySymbolEffect(.breathe.pulse), 2.0),
]

@Suite struct PoseTests {
    @Test(arguments: [1, 2, 3])
    func discreteEffectsStartAndEndAtRest(_ plays: Int) throws {
        for (effect, period) in discreteEffects {
            for layer in 0..<3 {
                // Layers 1 and 2 of byLayer effects start 0.08 s and 0.16 s late.
                let delay = effect.contains(.byLayer) ? Double(layer) * 0.08 : 0
                let speed = 2.0
                let end = (Double(plays) * period + delay) / speed
                func pose(_ t: Double) throws -> SymbolEffectPose {
                    try effect.pose(.discrete, at: t, layer: layer, layerCount: 3, options: .repeat(plays).speed(speed))
                }
                #expect(isRest(try pose(0)), "\(effect) layer \(layer) at 0")
                #expect(isRest(try pose(end - 1e-9)), "\(effect) layer \(layer) just before its end")
                let after = (try pose(end), try pose(end + 0.37))
                #expect(isRest(after.0) && isRest(after.1), "\(effect) after its end")
            }
            // Mid-play, some layer is away from rest (variable color leaves the lit layer alone).
            let moving = try (0..<3).map { layer in
                try effect.pose(.discrete, at: period * 0.4, layer: layer, layerCount: 3)
            }
            #expect(moving.contains { !isRest($0, tolerance: 1e-3) }, "\(effect) moves")
        }
    }

    @Test func repeatCountPlaysThatManyPeriods() {
        for plays in 1...4 {
            let pulse = samples(6) { t in
                deviation(try! AnySymbolEffect(.pulse).pose(.discrete, at: t, options: .repeat(plays)))
            }
            #expect(peakCount(pulse) == plays)
            let bounce = samples(3) { t in deviation(BounceSymbolEffect.bounce.discretePose(at: t, options: .repeat(plays))) }
            #expect(peakCount(bounce) == plays, "bounce repeat(\(plays))")
        }
        // Seed 000: "bounce twice" — two hops, the second starting at 0.5 s.
        let twice = samples(3) { t in deviation(BounceSymbolEffect.bounce.discretePose(at: t, options: .repeat(2))) }
        #expect(peakCount(twice) == 2)
    }

    @Test func periodicRepeatRestsBetweenPlays() {
        let options = SymbolEffectOptions.repeat(.periodic(2, delay: 0.5))
        let pulse = PulseSymbolEffect.pulse
        // Plays at [0, 1) and [1.5, 2.5); rest in the gap and after.
        #expect(isRest(pulse.discretePose(at: 1.2, options: options)))
        expectClose(pulse.discretePose(at: 2.0, options: options).opacity, 0.5, tolerance: 1e-12)
        #expect(isRest(pulse.discretePose(at: 2.6, options: options)))
        #expect(peakCount(samples(5) { deviation(pulse.discretePose(at: $0, options: options)) }) == 2)
    }

    @Test func handComputedPoints() {
        // Pulse dips to 1 − 0.5·sin²(π/2) = 0.5 at mid-period (0.5 s).
        expectClose(PulseSymbolEffect.pulse.discretePose(at: 0.5).opacity, 0.5, tolerance: 1e-12)
        // Rotate: smoothstep(0.5) = 0.5 → half a turn at 0.5 s; counterclockwise negative.
        expectClose(RotateSymbolEffect.rotate.discretePose(at: 0.5).rotation, 180, tolerance: 1e-9)
        expectClose(RotateSymbolEffect.rotate.counterClockwise.discretePose(at: 0.5).rotation, -180, tolerance: 1e-9)
        // Indefinite rotate turns at constant speed: a quarter turn at 0.25 s.
        expectClose(RotateSymbolEffect.rotate.indefinitePose(at: 0.25).rotation, 90, tolerance: 1e-9)
        // Breathe peaks at mid-period (1 s): scale 1.08, and opacity 0.7 with pulse.
        let breath = BreatheSymbolEffect.breathe.pulse.discretePose(at: 1)
        expectClose(breath.scale, 1.08, tolerance: 1e-12)
        expectClose(breath.opacity, 0.7, tolerance: 1e-12)
        #expect(BreatheSymbolEffect.breathe.plain.discretePose(at: 1).opacity == 1)
        // Bounce goes up (negative dy) by default and with .up, down with .down.
        #expect(BounceSymbolEffect.bounce.discretePose(at: 0.07).dy < 0)
        #expect(BounceSymbolEffect.bounce.up.discretePose(at: 0.07).dy < 0)
        #expect(BounceSymbolEffect.bounce.down.discretePose(at: 0.07).dy > 0)
        // Wiggle: left moves left first, up moves up first; custom(90) is up; clockwise rotates.
        #expect(WiggleSymbolEffect.wiggle.left.discretePose(at: 0.05).dx < 0)
        #expect(WiggleSymbolEffect.wiggle.up.discretePose(at: 0.05).dy < 0)
        let custom = WiggleSymbolEffect.wiggle.custom(angle: 90).discretePose(at: 0.05)
        expectClose(custom.dx, 0, tolerance: 1e-12)
        #expect(custom.dy < 0)
        #expect(WiggleSymbolEffect.wiggle.clockwise.discretePose(at: 0.05).rotation > 0)
    }

    @Test func indefiniteEffectsArePeriodic() {
        let effects: [(AnySymbolEffect, Double)] = [
            (AnySymbolEffect(.bounce), 0.5), (AnySymbolEffect(.pulse), 1), (AnySymbolEffect(.variableColor), 1.2),
            (AnySymbolEffect(.wiggle), 0.6), (AnySymbolEffect(.rotate), 1), (AnySymbolEffect(.breathe), 2),
        ]
        for (effect, period) in effects {
            for t in stride(from: 0.3, to: 3, by: 0.137) {
                let now = try! effect.pose(.indefinite, at: t, layer: 1, layerCount: 4)
                let later = try! effect.pose(.indefinite, at: t + period, layer: 1, layerCount: 4)
                expectClose(deviation(now), deviation(later), tolerance: 1e-9, "\(effect) at \(t)")
                #expect(close(now, later, tolerance: 1e-6) || effect.name == .rotate)
            }
            #expect(!isRest(try! effect.pose(.indefinite, at: 10 * period + period * 0.4, layer: 3, layerCount: 4), tolerance: 1e-3))
        }
    }

    @Test func speedScalesTime() {
        let effects = [AnySymbolEffect(.bounce.byLayer), AnySymbolEffect(.pulse), AnySymbolEffect(.variableColor.iterative),
                       AnySymbolEffect(.wiggle.up), AnySymbolEffect(.rotate), AnySymbolEffect(.breathe)]
        for effect in effects {
            for t in stride(from: 0.0, to: 2, by: 0.093) {
                let fast = try! effect.pose(.discrete, at: t, layer: 2, layerCount: 3, options: .speed(2))
                let normal = try! effect.pose(.discrete, at: 2 * t, layer: 2, layerCount: 3)
                #expect(close(fast, normal), "\(effect) at \(t)")
            }
        }
        // Pulse at double speed dips at 0.25 s instead of 0.5 s.
        expectClose(PulseSymbolEffect.pulse.discretePose(at: 0.25, options: .speed(2)).opacity, 0.5, tolerance: 1e-12)
        let scaled = ScaleSymbolEffect.scale.up
        #expect(close(scaled.indefinitePose(at: 0.05, options: .speed(3)), scaled.indefinitePose(at: 0.15)))
    }

    @Test func byLayerStaggersAndWholeSymbolDoesNot() {
        let byLayer = BounceSymbolEffect.bounce.byLayer, whole = BounceSymbolEffect.bounce.wholeSymbol
        for t in stride(from: 0.0, to: 1, by: 0.05) {
            // Layer 2 plays what layer 0 played 2 × 0.08 s earlier.
            let late = byLayer.discretePose(at: t + 0.16, layer: 2, layerCount: 3)
            #expect(close(late, byLayer.discretePose(at: t, layer: 0, layerCount: 3)))
            #expect(close(whole.discretePose(at: t, layer: 2, layerCount: 3), whole.discretePose(at: t, layer: 0, layerCount: 3)))
        }
        #expect(isRest(byLayer.discretePose(at: 0.15, layer: 2, layerCount: 3)))
        #expect(!isRest(byLayer.discretePose(at: 0.15, layer: 0, layerCount: 3)))
    }

    @Test func variableColorIterativeLightsOneLayerAtATime() {
        // 1.2 s over 4 layers: layer k is lit for u ∈ [k/4, (k+1)/4), i.e. t ∈ [0.3k, 0.3k + 0.3).
        let effect = VariableColorSymbolEffect.variableColor.iterative
        for (t, lit) in [(0.15, 0), (0.45, 1), (0.75, 2), (1.05, 3), (1.35, 0)] {
            let opacities = (0..<4).map { effect.indefinitePose(at: t, layer: $0, layerCount: 4).opacity }
            #expect(opacities == (0..<4).map { $0 == lit ? 1 : 0.35 }, "t = \(t)")
        }
        // Reversing: s = 1 − |2u − 1|; at t = 0.84, u = 0.7, s = 0.6, s·4 = 2.4 → layer 2.
        let reversing = VariableColorSymbolEffect.variableColor.iterative.reversing
        #expect(reversing.indefinitePose(at: 0.84, layer: 2, layerCount: 4).opacity == 1)
        #expect(reversing.indefinitePose(at: 0.84, layer: 3, layerCount: 4).opacity == 0.35)
        // Cumulative fills up to the lit layer; hidden inactive layers vanish.
        let cumulative = VariableColorSymbolEffect.variableColor.cumulative.hideInactiveLayers
        let filled = (0..<4).map { cumulative.indefinitePose(at: 0.45, layer: $0, layerCount: 4).opacity }
        #expect(filled == [1, 1, 0, 0])
    }

    @Test func scaleSpringsToItsTargetAndHolds() {
        let up = ScaleSymbolEffect.scale.up, down = ScaleSymbolEffect.scale.down
        #expect(isRest(up.indefinitePose(at: 0)))
        // e^(−10·2) ≈ 2e-9: settled at 2 s and 5 s.
        expectClose(up.indefinitePose(at: 2).scale, 1.2, tolerance: 1e-6)
        expectClose(up.indefinitePose(at: 5).scale, 1.2, tolerance: 1e-6)
        expectClose(down.indefinitePose(at: 2).scale, 0.8, tolerance: 1e-6)
        #expect(samples(1) { up.indefinitePose(at: $0).scale }.max()! > 1.2, "springs past its target")
    }

    @Test func appearAndDisappearAreMirrorImages() {
        let appear = AppearSymbolEffect.appear.up, disappear = DisappearSymbolEffect.disappear.up
        let start = appear.transitionPose(at: 0)
        #expect(start.opacity == 0 && start.scale == 0.5 && start.dy == 0.25)
        #expect(isRest(appear.transitionPose(at: 0.35)))
        #expect(isRest(disappear.transitionPose(at: 0)))
        let gone = disappear.transitionPose(at: 0.35)
        #expect(gone.opacity == 0 && gone.scale == 0.5 && gone.dy == -0.25)
        let opacities = samples(0.4) { appear.transitionPose(at: $0).opacity }
        #expect(zip(opacities, opacities.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(AppearSymbolEffect.appear.down.transitionPose(at: 0).dy == -0.25)
    }

    @Test func drawOnGrowsFromNothingToFull() {
        for effect in [DrawOnSymbolEffect.drawOn, .drawOn.byLayer, .drawOn.wholeSymbol, .drawOn.individually] {
            for layer in 0..<3 {
                let progress = samples(3) { effect.transitionPose(at: $0, layer: layer, layerCount: 3).drawProgress }
                #expect(progress.first == 0 || layer > 0)
                #expect(progress.last == 1)
                #expect(zip(progress, progress.dropFirst()).allSatisfy { $0 <= $1 }, "\(effect) layer \(layer)")
            }
        }
        let p = { (e: DrawOnSymbolEffect, t: Double, layer: Int) in e.transitionPose(at: t, layer: layer, layerCount: 3).drawProgress }
        // Whole symbol: all layers together; by layer (default): overlapping, 0.15 s apart;
        // individually: layer 1 starts when layer 0 finishes at 0.6 s.
        #expect(p(.drawOn.wholeSymbol, 0.3, 2) == 0.5)
        #expect(p(.drawOn, 0.3, 1) == 0.25 && p(.drawOn, 0.3, 0) == 0.5)
        #expect(p(.drawOn.individually, 0.6, 0) == 1 && p(.drawOn.individually, 0.6, 1) == 0)
        expectClose(p(.drawOn.individually, 0.9, 1), 0.5, tolerance: 1e-12)
    }

    @Test func drawOffShrinksFromFullToNothing() {
        for effect in [DrawOffSymbolEffect.drawOff, .drawOff.reversed, .drawOff.individually.nonReversed] {
            for layer in 0..<3 {
                let progress = samples(3) { effect.transitionPose(at: $0, layer: layer, layerCount: 3).drawProgress }
                #expect(progress.last == 0)
                #expect(zip(progress, progress.dropFirst()).allSatisfy { $0 >= $1 }, "\(effect) layer \(layer)")
            }
        }
        // nonReversed (default) erases layer 0 first from each stroke's start; reversed erases the
        // last layer first, back toward each stroke's start.
        let forward = DrawOffSymbolEffect.drawOff.transitionPose(at: 0.3, layer: 0, layerCount: 3)
        #expect(forward.drawProgress == 0.5 && forward.drawsFromEnd)
        let backward = DrawOffSymbolEffect.drawOff.reversed.transitionPose(at: 0.3, layer: 2, layerCount: 3)
        #expect(backward.drawProgress == 0.5 && !backward.drawsFromEnd)
        #expect(DrawOffSymbolEffect.drawOff.reversed.transitionPose(at: 0.1, layer: 0, layerCount: 3).drawProgress == 1)
    }

    @Test func replaceMovesTheOldTextOutAndTheNewIn() {
        let (oldStart, newStart) = ReplaceSymbolEffect.replace.downUp.contentTransitionPoses(at: 0)
        #expect(isRest(oldStart) && newStart.opacity == 0 && newStart.dy == 0.3)
        let (oldEnd, newEnd) = ReplaceSymbolEffect.replace.downUp.contentTransitionPoses(at: 0.35)
        #expect(oldEnd.opacity == 0 && oldEnd.dy == 0.3 && isRest(newEnd))
        #expect(ReplaceSymbolEffect.replace.upUp.contentTransitionPoses(at: 0.35).outgoing.dy == -0.3)
        #expect(ReplaceSymbolEffect.replace.offUp.contentTransitionPoses(at: 0.35).outgoing.dy == 0)
        let magic = ReplaceSymbolEffect.replace.magic(fallback: .replace.upUp).contentTransitionPoses(at: 0.35)
        #expect(magic.outgoing.dy == -0.3)
    }

    @Test func erasedEffectsRefuseBehavioursTheyLack() {
        #expect(throws: SymbolEffectError.unsupportedBehavior(effect: .scale, .discrete)) {
            try AnySymbolEffect(.scale.up).pose(.discrete, at: 0)
        }
        #expect(throws: SymbolEffectError.unsupportedBehavior(effect: .bounce, .contentTransition)) {
            try AnySymbolEffect(.bounce).outgoingPose(at: 0)
        }
    }
}

@Suite struct CombinedPoseTests {
    /// Seed 000: `variableColor.iterative.reversing` on a symbol that is also `scale.up`.
    @Test func variableColorWhileScaledUp() {
        let color = VariableColorSymbolEffect.variableColor.iterative.reversing
        let scale = ScaleSymbolEffect.scale.up
        // At t = 2.04 (u = 0.7 of the second 1.2 s cycle) layer 2 of 4 is lit, layer 3 dimmed;
        // the spring has settled at 1.2 (e^(−20.4) ≈ 1e-9).
        let lit = color.indefinitePose(at: 2.04, layer: 2, layerCount: 4).combined(with: scale.indefinitePose(at: 2.04))
        let dim = color.indefinitePose(at: 2.04, layer: 3, layerCount: 4).combined(with: scale.indefinitePose(at: 2.04))
        expectClose(lit.scale, 1.2, tolerance: 1e-6)
        #expect(lit.opacity == 1)
        expectClose(dim.scale, 1.2, tolerance: 1e-6)
        expectClose(dim.opacity, 0.35, tolerance: 1e-12)
    }

    @Test func restIsTheIdentity() {
        let pose = SymbolEffectPose(dx: 0.1, dy: -0.2, scale: 1.3, rotation: 40, opacity: 0.6,
                                    drawProgress: 0.4, drawsFromEnd: true)
        #expect(pose.combined(with: .rest) == pose && SymbolEffectPose.rest.combined(with: pose) == pose)
        let sum = pose.combined(with: pose)
        expectClose(sum.dx, 0.2, tolerance: 1e-12)
        expectClose(sum.scale, 1.69, tolerance: 1e-12)
        #expect(sum.rotation == 80)
        expectClose(sum.opacity, 0.36, tolerance: 1e-12)
        #expect(sum.drawProgress == 0.4)
    }
}
