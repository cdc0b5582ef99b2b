import Foundation
import KinetypeAnimation
import KinetypeGraphics
import KinetypePrimitives
import KinetypeScene
import KinetypeSymbols
import KinetypeText

extension TitleCard {
    /// The card a scene file describes. Font files are found relative to `baseURL` (the scene's
    /// folder). Checks what the loader cannot — fonts, transition and renderer settings — and
    /// throws `SceneError` naming the file, line, column and key path.
    public init(scene: SceneDocument, baseURL: URL? = nil) throws {
        var layers: [Layer] = []
        for (index, sceneLayer) in scene.layers.enumerated() {
            layers.append(try TitleCard.layer(sceneLayer, index: index, scene: scene, baseURL: baseURL))
        }
        let background: Background
        switch scene.background {
        case .color(let color):
            background = .color(Color(color))
        case .linearGradient(let colors, let angle):
            // Scene angles follow CSS (0° runs bottom to top); Kinetype's 0° runs left to right.
            background = .linearGradient(Gradient(colors: colors.map(Color.init)), angle: .degrees(angle - 90))
        case .radialGradient(let colors):
            background = .radialGradient(Gradient(colors: colors.map(Color.init)))
        }
        self.init(width: scene.canvas.width, height: scene.canvas.height, fps: scene.fps, duration: scene.duration,
                  background: background, layers: layers)
    }

    private static func layer(_ layer: SceneLayer, index: Int, scene: SceneDocument, baseURL: URL?) throws -> Layer {
        let path = "layers[\(index)]"
        let map = scene.sourceMap
        var font: Font
        switch layer.font.source {
        case .defaultFont: font = .system(size: CGFloat(layer.font.size))
        case .family(let name): font = .custom(name, size: CGFloat(layer.font.size))
        case .file(let file):
            let url = file.hasPrefix("/") ? URL(fileURLWithPath: file) : URL(fileURLWithPath: file, relativeTo: baseURL)
            font = .file(url.standardizedFileURL.path, size: CGFloat(layer.font.size))
        }
        font = font.weight(Font.Weight(value: layer.font.weight))
        if layer.font.italic { font = font.italic() }
        let styled = { (plain: Text) -> Text in
            plain.font(font).foregroundStyle(Color(layer.color))
                .multilineTextAlignment(TextAlignment(rawValue: layer.alignment.rawValue) ?? .center)
                .lineSpacing(CGFloat(layer.lineSpacing))
        }
        let text = styled(Text(spans: layer.spans))
        do {
            _ = try text.layout(maxWidth: layer.maxWidth.map { CGFloat($0) })
        } catch let error as TextError {
            throw map.error(.invalidValue, at: "\(path).font", error.description)
        }
        var renderer: LayerRenderer?
        if let sceneRenderer = layer.renderer {
            var parameters: [String: ParameterValue] = [:]
            for (key, value) in sceneRenderer.parameters {
                switch value {
                case .number(let number): parameters[key] = .number(number)
                case .string(let string): parameters[key] = .string(string)
                case .bool(let bool): parameters[key] = .bool(bool)
                case .list: throw map.error(.wrongType, at: "\(path).renderer.\(key)", "expected a number, string or boolean, got a list")
                }
            }
            do {
                renderer = try BuiltInRenderers.renderer(named: sceneRenderer.name, parameters: parameters) { try Color(parsing: $0) }
            } catch let error as RendererError {
                throw map.error(.invalidValue, at: "\(path).renderer", error.description)
            } catch {
                throw map.error(.invalidValue, at: "\(path).renderer", "\(error)")
            }
        }
        let enter = try layer.enter.map { try transition($0, at: "\(path).enter", map: map) }
        let exit = try layer.exit.map { try transition($0, at: "\(path).exit", map: map) }
        let end = scene.end(of: layer)
        if let enter, let exit, enter.totalDuration + exit.totalDuration > end - layer.start + 1e-9 {
            throw map.error(.invalidValue, at: "\(path).exit",
                            "the enter (\(enter.totalDuration) s) and exit (\(exit.totalDuration) s) transitions overlap in the layer's \(end - layer.start) s; shorten them or lengthen the layer")
        }
        var result = Layer({ time in renderer?.apply(to: text, at: time) ?? text },
                           anchor: UnitPoint(x: layer.position.anchor.x, y: layer.position.anchor.y),
                           offset: CGSize(width: layer.position.offsetX, height: layer.position.offsetY),
                           maxWidth: layer.maxWidth.map { CGFloat($0) }, start: layer.start, end: end, enter: enter, exit: exit)
        for (number, effect) in layer.effects.enumerated() {
            let effectPath = "\(path).effects[\(number)]"
            if let replacement = try replacement(effect, at: effectPath, map: map, start: layer.start, styled: styled) {
                result.replacements.append(replacement)
                continue
            }
            if effect.to != nil {
                throw map.error(.invalidValue, at: "\(effectPath).to", "only a replace effect takes 'to'; remove it or use replace.downUp")
            }
            result.effects.append(try symbolEffect(effect, at: effectPath, map: map,
                                                   start: layer.start, length: end - layer.start))
        }
        result.replacements.sort { $0.time < $1.time }
        return result
    }

    /// A `replace` entry as a content transition to its `to` text at its first `at` time; nil
    /// for any other effect.
    private static func replacement(_ entry: SceneEffect, at path: String, map: SceneSourceMap, start: Double,
                                    styled: (Text) -> Text) throws -> TextReplacement? {
        guard let effect = try? SymbolEffectParser.parse(entry.effect), effect.name == .replace else { return nil }
        guard let to = entry.to else {
            throw map.error(.missingKey, at: "\(path).to", "a replace effect needs the new text: to: \"New text\"")
        }
        guard let time = entry.at.first else {
            throw map.error(.missingKey, at: "\(path).at", "say when the text is replaced: at: [seconds]")
        }
        return TextReplacement(styled(try Text(markup: to)), at: time - start, effect: effect)
    }

    /// A scene's effect entry as a scheduled symbol effect. `at` and `active` are card times; an
    /// effect with neither plays as the command line's quick mode does: a discrete effect once at
    /// the layer's start, an indefinite one for the whole layer, appear and draw on from the
    /// start, disappear and draw off finishing at the end.
    private static func symbolEffect(_ entry: SceneEffect, at path: String, map: SceneSourceMap,
                                     start: Double, length: Double) throws -> ScheduledSymbolEffect {
        let effect: AnySymbolEffect
        do {
            effect = try SymbolEffectParser.parse(entry.effect)
        } catch {
            throw map.error(.invalidValue, at: "\(path).effect", "\(error)")
        }
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

    private static func transition(_ scene: SceneTransition, at path: String, map: SceneSourceMap) throws -> TextTransition {
        let stagger = scene.stagger.flatMap { TextTransition.StaggerUnit(rawValue: $0.rawValue) }
        let edge = scene.edge.flatMap { TextTransition.Edge(rawValue: $0.rawValue) } ?? .bottom
        do {
            var transition = try TextTransition.named(scene.name, duration: scene.duration ?? 0.8, stagger: stagger,
                                                      delay: scene.delay, edge: edge)
            switch scene.timing {
            case .spring(let duration, let bounce)?: transition.timing = .spring(duration: duration, bounce: bounce)
            case .curve(let curve)?:
                let curves: [SceneTransition.Curve: UnitCurve] = [.easeIn: .easeIn, .easeOut: .easeOut, .easeInOut: .easeInOut, .linear: .linear]
                transition.timing = .curve(curves[curve] ?? .easeInOut)
            case nil: break
            }
            return transition
        } catch let error as TransitionError {
            throw map.error(.invalidValue, at: path, error.description)
        }
    }
}

extension Color {
    /// A colour from a scene file.
    public init(_ color: SceneColor) {
        self.init(red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
    }
}
