import Foundation
import KinetypeCard
import KinetypeDiagnostics
import KinetypeEffects
import KinetypeSymbols
import KinetypeText

/// `effects`: a layer's symbol effects (``SceneEffect``), and `replace` entries that change its
/// text.
struct SceneEffectsStage: SceneStageKind, Equatable {
    static let keys = ["effects"]
    static let textOnly = false

    var effects: [SceneEffect]

    /// The stage of `effects`; nil when there are none.
    init?(_ effects: [SceneEffect]) {
        guard !effects.isEmpty else { return nil }
        self.effects = effects
    }

    init?(decoding layer: SceneMapping) throws {
        guard let node = layer["effects"] else { return nil }
        self.init(try node.list(expected: "a list of effects, each item starting with '- '").map { try SceneEffect(decoding: $0) })
    }

    /// Symbol effects on the glyphs, and `replace` entries as content transitions.
    func stages(_ compiler: SceneCompiler, _ context: SceneCompiler.LayerContext) throws -> [any LayerStage] {
        let layer = context.layer, end = context.end
        var replacements: [TextReplacement] = [], effects: [ScheduledSymbolEffect] = []
        var shown = layer.text   // the markup a replace changes: the layer's, then each replace's
        for (number, entry) in self.effects.enumerated() {
            let path = "\(context.path).effects[\(number)]"
            if let signal = entry.atSound {
                throw context.map.error(.invalidValue, at: "\(path).at", """
                    plays on the sound's \(signal == .beats ? "beats" : "onsets"), which have not been found: the command line finds them \
                    in the scene's audio:; in Swift, call SceneDocument.resolveAudioDrivers(soundtrack:) before compiling
                    """)
            }
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
                                                    styled: context.styled, replacing: shown, previous: replacements.last))
                shown = entry.to ?? shown
                continue
            }
            if entry.to != nil {
                throw context.map.error(.invalidValue, at: "\(path).to", "only a replace effect takes 'to'; remove it or use replace.downUp")
            }
            for (key, given) in [("duration", entry.duration != nil), ("spring", entry.timing.isSpring), ("curve", entry.timing.isCurve)] where given {
                throw context.map.error(.invalidValue, at: "\(path).\(key)", """
                    only a replace effect takes '\(key)' (how long its change lasts, and how it eases); remove it, \
                    or use options: {speed: 2} to play this effect faster
                    """)
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

    /// A `replace` entry as a content transition to its `to` text at its first `at` time
    /// (an interpolate replace's `to` defaults to `replacing`, the markup it changes, and its
    /// settings add to those of the `previous` replace of the same text).
    private func replacement(_ entry: SceneEffect, _ effect: AnySymbolEffect, at path: String, map: SceneSourceMap, start: Double,
                             styled: (Text, TimeInterval) -> Text, replacing: String,
                             previous: TextReplacement?) throws -> TextReplacement {
        let interpolation = effect.options.lazy.compactMap { if case .interpolate(let options) = $0 { options } else { nil } }.first
        guard let to = entry.to ?? (interpolation != nil ? replacing : nil) else {
            throw map.error(.missingKey, at: "\(path).to", "a replace effect needs the new text: to: \"New text\"")
        }
        guard let time = entry.at.first else {
            throw map.error(.missingKey, at: "\(path).at", "say when the text is replaced: at: [seconds]")
        }
        if entry.options.repeat != nil || entry.options.nonRepeating {
            let key = entry.options.repeat != nil ? "repeat" : "nonRepeating"
            throw map.error(.invalidValue, at: "\(path).options.\(key)", """
                a replace plays once, at its first at time; remove options.\(key) (options take speed; \
                duration, curve and spring set how the change runs)
                """)
        }
        let text = try Text(markup: to)
        guard !text.string.allSatisfy(\.isWhitespace) else {
            throw map.error(.invalidValue, at: "\(path).to", """
                the new text is empty: give the text the replace shows, as to: "New text" (to take the text away, \
                end the layer or give it an exit)
                """)
        }
        var target = styled(text, time - start)
        if let interpolation {
            if let previous, previous.text.string == text.string { target = previous.text }
            target = try interpolationTarget(target, interpolation, to: text, replacing: replacing, at: path, map: map)
        }
        return TextReplacement(target, at: time - start, effect: effect,
                               animation: TextReplacement.animation(duration: entry.duration, timing: entry.timing),
                               speed: entry.options.speed)
    }

    /// An interpolate replace's new text, `styled` with the effect's settings, checked: the same
    /// string as the text it changes (`replacing`, as markup), a colour that is one, axes the
    /// layer's font has.
    private func interpolationTarget(_ styled: Text, _ options: InterpolateOptions, to text: Text, replacing: String,
                                     at path: String, map: SceneSourceMap) throws -> Text {
        let before = (try? Text(markup: replacing))?.string ?? replacing
        guard text.string == before else {
            throw map.error(.invalidValue, at: "\(path).to", """
                replace.interpolate changes how the same text looks, and "\(text.string)" is not "\(before)", the text it \
                replaces: give "\(before)" as the new text (in a scene, to: may be left out), or use replace.magic to change the words
                """)
        }
        let target: Text
        do {
            target = try TextReplacement.interpolationTarget(styled, options: options)
        } catch {
            throw map.error(.invalidValue, at: "\(path).effect", "interpolate's color: \(error)")
        }
        do {
            try target.checkAxes(options.axes.map { FontVariation($0.tag, $0.value) })
        } catch let error as TextError {
            throw map.error(.invalidValue, at: "\(path).effect", "interpolate: \(error.description)")
        }
        return target
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
}

private extension Optional where Wrapped == TextTransition.Timing {
    /// A spring was given.
    var isSpring: Bool { if case .spring? = self { true } else { false } }
    /// A curve was given.
    var isCurve: Bool { if case .curve? = self { true } else { false } }
}
