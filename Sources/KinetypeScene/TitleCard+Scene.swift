import Foundation
import KinetypeAnimation
import KinetypeDiagnostics
import KinetypeGraphics
import KinetypePrimitives
import KinetypeSymbols
import KinetypeText
import KinetypeEffects
import KinetypeCaptions

extension TitleCard {
    /// The card the scene file at `url` describes, with `variables` for its `{{name}}`s; font
    /// files are found relative to the file's folder. Renderers and transitions come from the
    /// given catalogues: the shared ones, with every registered entry, by default.
    ///
    /// - Throws: `SceneError` naming the file, line, column and key path.
    public init(sceneFile url: URL, variables: [String: String] = [:], renderers: RendererCatalog = .shared,
                transitions: TransitionCatalog = .shared, shaders: ShaderCatalog = .shared,
                reveals: RevealCatalog = .shared) throws {
        let scene = try SceneLoader(transitions: transitions, renderers: renderers, shaders: shaders, reveals: reveals).load(contentsOf: url, variables: variables)
        try self.init(scene: scene, baseURL: url.deletingLastPathComponent(), renderers: renderers, transitions: transitions,
                      shaders: shaders, reveals: reveals)
    }

    /// The card a scene file describes. Font files are found relative to `baseURL` (the scene's
    /// folder). Checks what the loader cannot — fonts, transition and renderer settings — and
    /// throws `SceneError` naming the file, line, column and key path.
    public init(scene: SceneDocument, baseURL: URL? = nil, renderers: RendererCatalog = .shared,
                transitions: TransitionCatalog = .shared, shaders: ShaderCatalog = .shared,
                reveals: RevealCatalog = .shared) throws {
        var layers: [Layer] = []
        for (index, sceneLayer) in scene.layers.enumerated() {
            layers.append(try TitleCard.layer(sceneLayer, index: index, scene: scene, baseURL: baseURL,
                                                renderers: renderers, transitions: transitions, shaders: shaders,
                                                reveals: reveals))
        }
        let background: Background
        switch scene.background {
        case .color(let color):
            background = .color(color)
        case .linearGradient(let colors, let angle):
            // Scene angles follow CSS (0° runs bottom to top); Kinetype's 0° runs left to right.
            background = .linearGradient(Gradient(colors: colors), angle: .degrees(angle - 90))
        case .radialGradient(let colors):
            background = .radialGradient(Gradient(colors: colors))
        case .mesh(let mesh, nil):
            background = .meshGradient(mesh)
        case .mesh(let mesh, let motion?):
            let duration = scene.duration
            background = .animatedMeshGradient { motion.mesh(mesh, at: $0, duration: duration) }
        }
        layers += try Self.captionLayers(scene, baseURL: baseURL, renderers: renderers)
        self.init(width: scene.canvas.width, height: scene.canvas.height, fps: scene.fps, duration: scene.duration,
                  background: background, layers: layers)
    }

    private static func layer(_ layer: SceneLayer, index: Int, scene: SceneDocument, baseURL: URL?,
                              renderers: RendererCatalog, transitions: TransitionCatalog, shaders: ShaderCatalog,
                              reveals: RevealCatalog) throws -> Layer {
        let path = "layers[\(index)]"
        let map = scene.sourceMap
        let font = Self.font(layer.font, baseURL: baseURL)
        let paint = layer.paint
        // The fit's width defaults to the layer's wrapping width: the card lays out at the narrower.
        let fit = layer.fit.map { fit in
            TextFit(width: CGFloat(fit.width ?? Canvas.lengthRange.upperBound),
                    height: CGFloat(fit.height ?? Double(scene.canvas.height)),
                    minSize: CGFloat(fit.minSize), maxSize: CGFloat(fit.maxSize))
        }
        let fill = paint.fill.map { shapeStyle($0, duration: scene.duration) }
        let styled = { @Sendable [font] (plain: Text, time: TimeInterval) -> Text in
            var text = plain.font(font)
            if let fill {
                text = text.foregroundStyle(fill(time))
            } else if let color = layer.color {
                text = text.foregroundStyle(color)
            }
            if let stroke = paint.stroke { text = text.stroke(stroke) }
            for shadow in paint.shadows { text = text.shadow(shadow) }
            return text
                .multilineTextAlignment(layer.alignment)
                .lineSpacing(CGFloat(layer.lineSpacing))
                .lineLimit(layer.lineLimit).layoutDirection(layer.layoutDirection)
                .fit(fit).balancedLineBreaks(layer.balance)
        }
        let text: Text, marked: Text
        do {
            marked = try Text(markup: layer.text)
            text = styled(marked, 0)
        } catch {
            throw map.error(.markup, at: "\(path).text", "in the markup, \(error.description)")
        }
        do {
            _ = try text.layout(maxWidth: layer.maxWidth.map { CGFloat($0) })
        } catch let error as TextError {
            throw map.error(.invalidValue, at: "\(path).font", error.description)
        }
        try checkVariations(layer.font, font, at: "\(path).font", map: map)
        var renderer: LayerRenderer?
        if let sceneRenderer = layer.renderer {
            do {
                renderer = try renderers.renderer(named: sceneRenderer.name, parameters: sceneRenderer.parameters)
            } catch {
                throw map.error(.invalidValue, at: "\(path).renderer", "\(error)")
            }
        }
        let enter = try layer.enter.map { try transition($0, at: "\(path).enter", map: map, catalog: transitions) }
        let exit = try layer.exit.map { try transition($0, at: "\(path).exit", map: map, catalog: transitions) }
        let end = scene.end(of: layer)
        if let enter, let exit, enter.totalDuration + exit.totalDuration > end - layer.start + 1e-9 {
            throw map.error(.invalidValue, at: "\(path).exit",
                            "the enter (\(enter.totalDuration) s) and exit (\(exit.totalDuration) s) transitions overlap in the layer's \(end - layer.start) s; shorten them or lengthen the layer")
        }
        var result = Layer(text, anchor: layer.position.anchor,
                           offset: CGSize(width: layer.position.offsetX, height: layer.position.offsetY),
                           maxWidth: layer.maxWidth.map { CGFloat($0) }, start: layer.start, end: end, enter: enter, exit: exit)
        if case .mesh(_, _?)? = paint.fill {
            // A drifting mesh fill: the text's style changes with the layer's time.
            result.content = { styled(marked, $0) }
        }
        if let scenePath = layer.path {
            // Text along a path: the offset runs on with the layer's time at the path's speed.
            let content = result.content
            result.content = { content($0).path(scenePath.textPath(at: $0)) }
        }
        result.renderer = renderer
        result.animators = layer.animators
        for (key, choice) in [("reveal", layer.reveal), ("conceal", layer.conceal)] {
            guard let choice else { continue }
            do {
                let reveal = try reveals.reveal(named: choice.name, parameters: choice.parameters, isConceal: key == "conceal")
                if key == "reveal" { result.reveal = reveal } else { result.conceal = reveal }
            } catch {
                throw map.error(.invalidValue, at: "\(path).\(key)", "\(error)")
            }
        }
        for (number, shader) in layer.shaders.enumerated() {
            do {
                result.shaders.append(try shaders.shader(named: shader.name, parameters: shader.parameters))
            } catch {
                throw map.error(.invalidValue, at: "\(path).shader" + (layer.shaders.count > 1 ? "[\(number)]" : ""), "\(error)")
            }
        }
        for (number, effect) in layer.effects.enumerated() {
            let effectPath = "\(path).effects[\(number)]"
            try checkEffectTimes(effect, at: effectPath, map: map, end: end, layerEnd: layer.end)
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

    /// An effect's `at` times and `active` ranges start before its layer ends (`end`: the
    /// layer's own end when it has one, else the card's), since one at or after it would never
    /// show. Checked here rather than in the loader because the command line's `--duration`
    /// changes the card's end after the file is read.
    private static func checkEffectTimes(_ effect: SceneEffect, at path: String, map: SceneSourceMap,
                                         end: Double, layerEnd: Double?) throws {
        let ending = layerEnd == nil ? "the card ends at \(ValueRange.format(end)) s" : "its layer ends at \(ValueRange.format(end)) s"
        for (index, time) in effect.at.enumerated() where time >= end {
            let key = effect.at.count == 1 ? "\(path).at" : "\(path).at[\(index)]"
            throw map.error(.invalidValue, at: key, """
                the effect plays at \(ValueRange.format(time)) s, but \(ending), so it would never show; \
                play it earlier or make the \(layerEnd == nil ? "card" : "layer") longer
                """)
        }
        for (index, range) in effect.active.enumerated() where range.lowerBound >= end {
            throw map.error(.invalidValue, at: "\(path).active[\(index)]", """
                the effect starts at \(ValueRange.format(range.lowerBound)) s, but \(ending), so it would never show; \
                start it earlier or make the \(layerEnd == nil ? "card" : "layer") longer
                """)
        }
    }

    /// Checks a font's `variations` against its face's axes: an axis it lacks or a value out of
    /// range is an error at that key (`layers[0].font.variations.wght`), naming the axes.
    static func checkVariations(_ sceneFont: SceneFont, _ font: Font, at path: String, map: SceneSourceMap) throws {
        guard !sceneFont.variations.isEmpty else { return }
        do {
            try FontCatalog.shared.baseFace(for: font).check(sceneFont.variations)
        } catch let error as TextError {
            var key = "\(path).variations"
            if case .unknownAxis(let tag, _, _) = error { key += ".\(tag)" }
            if case .axisValueOutOfRange(let tag, _, _, _) = error { key += ".\(tag)" }
            throw map.error(.invalidValue, at: key, error.description)
        }
    }

    /// A scene font as a `Font`: a file is found relative to `baseURL` (the scene's folder).
    static func font(_ sceneFont: SceneFont, baseURL: URL?) -> Font {
        var font: Font
        switch sceneFont.source {
        case .defaultFont: font = .system(size: CGFloat(sceneFont.size))
        case .family(let name): font = .custom(name, size: CGFloat(sceneFont.size))
        case .file(let file):
            let url = file.hasPrefix("/") ? URL(fileURLWithPath: file) : URL(fileURLWithPath: file, relativeTo: baseURL)
            font = .file(url.standardizedFileURL.path, size: CGFloat(sceneFont.size))
        }
        font = font.weight(Font.Weight(value: sceneFont.weight))
        if sceneFont.italic { font = font.italic() }
        for feature in sceneFont.features { font = font.feature(feature.tag, feature.value) }
        for variation in sceneFont.variations { font = font.variation(variation.tag, variation.value) }
        return font
    }

    /// The scene's captions as layers over its own (``CaptionCard``).
    private static func captionLayers(_ scene: SceneDocument, baseURL: URL?, renderers: RendererCatalog) throws -> [Layer] {
        guard let captions = scene.captions else { return [] }
        var card = CaptionCard(track: captions.track)
        card.width = scene.canvas.width
        card.height = scene.canvas.height
        card.fps = scene.fps
        card.font = font(captions.font, baseURL: baseURL)
        card.paging = CaptionPaging(maxLines: captions.lines, pause: captions.pause)
        card.anchor = captions.anchor
        card.stroke = captions.stroke.map { TextStroke(AnyShapeStyle($0), lineWidth: TextStroke.defaultWidth(fontSize: CGFloat(captions.font.size)) * 1.5) }
        try checkVariations(captions.font, card.font, at: "captions.font", map: scene.sourceMap)
        do {
            _ = try Text("A").font(card.font).layout()
            card.style = try renderers.renderer(named: captions.style.name, parameters: captions.style.parameters)
        } catch let error as TextError {
            throw scene.sourceMap.error(.invalidValue, at: "captions.font", error.description)
        } catch {
            throw scene.sourceMap.error(.invalidValue, at: "captions.style", "\(error)")
        }
        return try card.layers()
    }

    /// A scene fill as the shape style it paints at a time of its layer: a background's forms
    /// placed over the text's box (a linear angle as CSS's, a radial gradient from the centre to
    /// the farthest corner, a mesh drifting as a background's does).
    private static func shapeStyle(_ fill: SceneBackground, duration: Double) -> @Sendable (TimeInterval) -> AnyShapeStyle {
        switch fill {
        case .color(let color):
            return { _ in AnyShapeStyle(color) }
        case .linearGradient(let colors, let angle):
            // CSS: 0° runs bottom to top, 90° left to right; the line is long enough for the
            // end colours to reach the box's corners (in unit coordinates).
            let radians = angle * .pi / 180
            let dx = CGFloat(sin(radians)), dy = CGFloat(-cos(radians))
            let half = (abs(dx) + abs(dy)) / 2
            let style = AnyShapeStyle(LinearGradient(colors: colors, startPoint: UnitPoint(x: 0.5 - dx * half, y: 0.5 - dy * half),
                                                     endPoint: UnitPoint(x: 0.5 + dx * half, y: 0.5 + dy * half)))
            return { _ in style }
        case .radialGradient(let colors):
            let style = AnyShapeStyle(CornerRadialGradient(gradient: Gradient(colors: colors)))
            return { _ in style }
        case .mesh(let mesh, nil):
            return { _ in AnyShapeStyle(mesh) }
        case .mesh(let mesh, let motion?):
            return { AnyShapeStyle(motion.mesh(mesh, at: $0, duration: duration)) }
        }
    }

    /// A `replace` entry as a content transition to its `to` text at its first `at` time; nil
    /// for any other effect.
    private static func replacement(_ entry: SceneEffect, at path: String, map: SceneSourceMap, start: Double,
                                    styled: (Text, TimeInterval) -> Text) throws -> TextReplacement? {
        guard let effect = try? SymbolEffectParser.parse(entry.effect), effect.name == .replace else { return nil }
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

    private static func transition(_ scene: SceneTransition, at path: String, map: SceneSourceMap,
                                   catalog: TransitionCatalog) throws -> TextTransition {
        do {
            var transition = try TextTransition.named(scene.name, duration: scene.duration ?? 0.8, stagger: scene.stagger,
                                                      delay: scene.delay, parameters: scene.parameters, catalog: catalog)
            transition.timing = scene.timing
            return transition
        } catch {
            throw map.error(.invalidValue, at: path, "\(error)")
        }
    }
}

/// A scene's radial fill: colours from the centre of the filled box to its farthest corner, as a
/// radial background spans the canvas.
struct CornerRadialGradient: ShapeStyle {
    var gradient: Gradient

    func shading(in rect: CGRect) -> GraphicsContext.Shading {
        .radialGradient(gradient, center: CGPoint(x: rect.midX, y: rect.midY), startRadius: 0,
                        endRadius: (rect.width * rect.width + rect.height * rect.height).squareRoot() / 2)
    }
}
