import Foundation
import KinetypeCard
import KinetypeDiagnostics
import KinetypeEffects
import KinetypeSymbols
import KinetypeText

extension SceneCompiler {
    /// Builds the stages one key (or a few keys that belong together) of a scene layer makes.
    typealias StageBuilder = @Sendable (SceneCompiler, LayerContext) throws -> [any LayerStage]

    /// The stages of a scene layer, one row a key, in the order they are built (and their errors
    /// reported). A new stage is one row here and its builder; the card orders the stages by
    /// their step (``LayerStage``), so a row's place here only orders stages of the same step
    /// and which error comes first.
    static let stageBuilders: [StageBuilder] = [
        { try $0.rendererStages($1) },
        { try $0.animatorStages($1) },
        { try $0.transitionStages($1) },
        { try $0.revealStages($1) },
        { try $0.shaderStages($1) },
        { try $0.effectStages($1) },
        { try $0.keyframeStages($1) },
    ]

    /// `keyframes`: the layer's keyframed offset, scale, rotation and opacity (its colour keys
    /// are its content's: the text's colour, a shape's fill).
    func keyframeStages(_ context: LayerContext) throws -> [any LayerStage] {
        let keys = context.layer.keyframes
        guard !(keys.offset.isEmpty && keys.scale.isEmpty && keys.rotation.isEmpty && keys.opacity.isEmpty) else { return [] }
        return [KeyframeStage(offset: keys.offset, scale: keys.scale, rotation: keys.rotation, opacity: keys.opacity)]
    }

    /// `renderer`: a catalogue renderer drawing the text.
    func rendererStages(_ context: LayerContext) throws -> [any LayerStage] {
        guard let choice = context.layer.renderer else { return [] }
        let renderer = try resolve(choice, at: "\(context.path).renderer", map: context.map) {
            try catalogs.renderers.renderer(named: $0.name, parameters: $0.parameters)
        }
        // An axis the layer's font lacks is an error here, as it is in font.variations.
        for tag in renderer.variedAxes {
            let key = choice.parameters["axis"] == nil ? "\(context.path).renderer" : "\(context.path).renderer.axis"
            try checkAxes([FontVariation(tag, 0)], of: context.layer.font, at: key, map: context.map, rangeChecked: false)
        }
        return [renderer]
    }

    /// `animators`: text animators over the renderer.
    func animatorStages(_ context: LayerContext) throws -> [any LayerStage] {
        for (index, animator) in context.layer.animators.enumerated() {
            for variation in animator.properties.variations {
                try checkAxes([variation], of: context.layer.font, at: "\(context.path).animators[\(index)].properties.\(variation.tag)",
                              map: context.map, rangeChecked: true)
            }
        }
        return context.layer.animators.isEmpty ? [] : [AnimatorStage(context.layer.animators)]
    }

    /// `enter` and `exit`: transitions, which must fit in the layer together.
    func transitionStages(_ context: LayerContext) throws -> [any LayerStage] {
        let layer = context.layer, path = context.path
        let enter = try layer.enter.map { try transition($0, at: "\(path).enter", map: context.map) }
        let exit = try layer.exit.map { try transition($0, at: "\(path).exit", map: context.map) }
        let length = context.end - layer.start
        if let enter, let exit, enter.totalDuration + exit.totalDuration > length + 1e-9 {
            throw context.map.error(.invalidValue, at: "\(path).exit", """
                the enter (\(enter.totalDuration) s) and exit (\(exit.totalDuration) s) transitions overlap in the layer's \
                \(length) s; shorten them or lengthen the layer
                """)
        }
        return [enter.map { TransitionStage($0) }, exit.map { TransitionStage($0, isExit: true) }].compactMap { $0 }
    }

    /// `reveal` and `conceal`: moving clips, the conceal run backwards to end with the layer.
    func revealStages(_ context: LayerContext) throws -> [any LayerStage] {
        try [("reveal", context.layer.reveal), ("conceal", context.layer.conceal)].compactMap { key, choice in
            try choice.map { choice in
                try resolve(choice, at: "\(context.path).\(key)", map: context.map) {
                    try catalogs.reveals.reveal(named: $0.name, parameters: $0.parameters, isConceal: key == "conceal")
                }
            }
        }
    }

    /// `shader`: shader-style effects the layer is drawn through, in order.
    func shaderStages(_ context: LayerContext) throws -> [any LayerStage] {
        let shaders = context.layer.shaders
        return try shaders.enumerated().map { number, choice in
            try resolve(choice, at: "\(context.path).shader" + (shaders.count > 1 ? "[\(number)]" : ""), map: context.map) {
                try catalogs.shaders.shader(named: $0.name, parameters: $0.parameters)
            }
        }
    }

    /// `effects`: symbol effects on the glyphs, and `replace` entries as content transitions.
    func effectStages(_ context: LayerContext) throws -> [any LayerStage] {
        let layer = context.layer, end = context.end
        var replacements: [TextReplacement] = [], effects: [ScheduledSymbolEffect] = []
        for (number, entry) in layer.effects.enumerated() {
            let path = "\(context.path).effects[\(number)]"
            try checkEffectTimes(entry, at: path, map: context.map, end: end, layerEnd: layer.end)
            let effect: AnySymbolEffect
            do {
                effect = try SymbolEffectParser.parse(entry.effect)
            } catch {
                throw context.map.error(.invalidValue, at: "\(path).effect", "\(error)")
            }
            if effect.name == .replace {
                if layer.content != nil {
                    throw context.map.error(.invalidValue, at: "\(path).effect", """
                        replace changes a layer's text, and this layer shows no text; replace a text layer, \
                        or end this layer and start another
                        """)
                }
                replacements.append(try replacement(entry, effect, at: path, map: context.map, start: layer.start,
                                                    styled: context.styled))
                continue
            }
            if entry.to != nil {
                throw context.map.error(.invalidValue, at: "\(path).to", "only a replace effect takes 'to'; remove it or use replace.downUp")
            }
            effects.append(try symbolEffect(entry, effect, at: path, map: context.map, start: layer.start, length: end - layer.start))
        }
        return (replacements.isEmpty ? [] : [ReplacementStage(replacements)]) + (effects.isEmpty ? [] : [SymbolEffectStage(effects)])
    }

    /// An effect's `at` times and `active` ranges start before its layer ends (`end`: the
    /// layer's own end when it has one, else the card's), since one at or after it would never
    /// show. Checked here rather than in the loader because the command line's `--duration`
    /// changes the card's end after the file is read.
    private func checkEffectTimes(_ effect: SceneEffect, at path: String, map: SceneSourceMap,
                                  end: Double, layerEnd: Double?) throws {
        let ending = layerEnd == nil ? "the card ends at \(ValueRange.format(end)) s" : "its layer ends at \(ValueRange.format(end)) s"
        let longer = layerEnd == nil ? "card" : "layer"
        for (index, time) in effect.at.enumerated() where time >= end {
            throw map.error(.invalidValue, at: effect.at.count == 1 ? "\(path).at" : "\(path).at[\(index)]", """
                the effect plays at \(ValueRange.format(time)) s, but \(ending), so it would never show; \
                play it earlier or make the \(longer) longer
                """)
        }
        for (index, range) in effect.active.enumerated() where range.lowerBound >= end {
            throw map.error(.invalidValue, at: "\(path).active[\(index)]", """
                the effect starts at \(ValueRange.format(range.lowerBound)) s, but \(ending), so it would never show; \
                start it earlier or make the \(longer) longer
                """)
        }
    }

    /// A `replace` entry as a content transition to its `to` text at its first `at` time.
    private func replacement(_ entry: SceneEffect, _ effect: AnySymbolEffect, at path: String, map: SceneSourceMap, start: Double,
                             styled: (Text, TimeInterval) -> Text) throws -> TextReplacement {
        guard let to = entry.to else {
            throw map.error(.missingKey, at: "\(path).to", "a replace effect needs the new text: to: \"New text\"")
        }
        guard let time = entry.at.first else {
            throw map.error(.missingKey, at: "\(path).at", "say when the text is replaced: at: [seconds]")
        }
        return TextReplacement(styled(try Text(markup: to), time - start), at: time - start, effect: effect)
    }

    /// A scene's effect entry as a scheduled symbol effect. `at` and `active` are card times; an
    /// effect with neither plays as the command line's quick mode does: a discrete effect once at
    /// the layer's start, an indefinite one for the whole layer, appear and draw on from the
    /// start, disappear and draw off finishing at the end.
    private func symbolEffect(_ entry: SceneEffect, _ effect: AnySymbolEffect, at path: String, map: SceneSourceMap,
                              start: Double, length: Double) throws -> ScheduledSymbolEffect {
        var options = SymbolEffectOptions.default
        switch entry.options.repeat {
        case .count(let count)?: options = options.repeat(count)
        case .continuous?: options = options.repeat(.continuous)
        case nil: break
        }
        if entry.options.nonRepeating { options = options.nonRepeating }
        if entry.options.speed != 1 { options = options.speed(entry.options.speed) }
        let scheduled = ScheduledSymbolEffect(effect, options: options, schedule: try ScheduledSymbolEffect.defaultSchedule(
            for: effect, at: entry.at.map { $0 - start }, active: entry.active.map { ($0.lowerBound - start)...($0.upperBound - start) },
            length: length))
        do {
            try scheduled.validate()
        } catch {
            throw map.error(.invalidValue, at: "\(path).effect", "\(error)")
        }
        return scheduled
    }

    private func transition(_ scene: SceneTransition, at path: String, map: SceneSourceMap) throws -> TextTransition {
        do {
            var transition = try TextTransition.named(scene.name, duration: scene.duration ?? 0.8, stagger: scene.stagger,
                                                      delay: scene.delay, parameters: scene.parameters,
                                                      catalog: catalogs.transitions)
            transition.timing = scene.timing
            transition.order = scene.order
            transition.seed = scene.seed
            return transition
        } catch let error as CatalogError {
            throw map.catalogError(error, at: path)
        } catch {
            throw map.error(.invalidValue, at: path, "\(error)")
        }
    }
}
