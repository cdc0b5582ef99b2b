import Foundation
import Kinetype

/// Quick mode (`kinetype render --text …`): the options as a one-layer scene document, which
/// then becomes a card through the same compiler as a scene file.
///
/// The document records the option each value came from (``SceneSourceMap/record(option:at:)``),
/// so the compiler's errors name the option (`--transition: unknown transition 'twril'; did you
/// mean 'twirl'?`) rather than a key path of a scene the user never wrote. Names and effects are
/// left to the compiler, which resolves each once.
struct QuickScene {
    var text: TextOptions
    var font: FontOptions
    var card: CardOptions
    var frame: FrameOptions

    /// The option that sets each key path of the quick scene (and, unless a longer path names
    /// another, the values under it): the layer's other keys are `--text`'s.
    static let sources: [(keyPath: String, option: String)] = [
        ("layers[0]", "--text"), ("layers[0].text", "--text"), ("layers[0].font", "--font"), ("layers[0].color", "--color"),
        ("layers[0].enter", "--transition"), ("layers[0].renderer", "--renderer"), ("layers[0].effects", "--effect"),
        ("layers[0].effects[0].to", "--to"), ("layers[0].effects[0].options", "--effect-speed"), ("layers[0].reveal", "--reveal"), ("layers[0].shader", "--shader"),
        ("fonts", "--fonts"),
    ]

    /// The scene document the options describe: one centred layer on a 1280x720, 30 fps, 2 s
    /// card unless the options say otherwise.
    func document() throws -> SceneDocument {
        guard let markup = text.text else {
            throw InputError("give a scene file, or the text to set with --text, for example --text \"Hello\"")
        }
        var sourceMap = SceneSourceMap()
        for source in Self.sources { sourceMap.record(option: source.option, at: source.keyPath) }
        let canvas = try frame.canvas(over: SceneCanvas())
        let fps = try frame.checkedFPS() ?? SceneDocument.defaultFPS
        let duration = try card.checkedDuration() ?? 2
        var layer: SceneLayer
        do {
            layer = try SceneLayer(text: markup, font: try TextOptions.sceneFont(font), color: card.color, alignment: text.alignment,
                                   maxWidth: try card.checkedWidth())
        } catch let error as MarkupError {
            throw sourceMap.markupError(error, at: "layers[0].text")
        }
        layer.lineLimit = try text.checkedLineLimit()
        layer.layoutDirection = text.direction.layoutDirection
        layer.language = text.language
        layer.hyphenate = text.hyphenate
        layer.enter = card.transition.map { SceneTransition(name: $0) }
        layer.renderer = card.renderer.map { SceneRenderer(name: $0) }
        layer.effects = try effects(duration: duration)
        paint(&layer)
        layer.reveal = card.reveal.map { SceneReveal(name: $0) }
        layer.shaders = card.shader.map { [SceneShader(name: $0)] } ?? []
        var document = SceneDocument(canvas: canvas, fps: fps, duration: duration, background: .color(card.background), layers: [layer],
                                     sourceMap: sourceMap)
        document.fonts = font.fontPaths
        return document
    }

    /// `--stroke`, `--stroke-width`, `--shadow` and `--glow` as the layer's paint, sized by the font.
    private func paint(_ layer: inout SceneLayer) {
        let size = CGFloat(layer.font.size)
        if let stroke = card.stroke {
            let width = card.strokeWidth.map { CGFloat($0) } ?? TextStroke.defaultWidth(fontSize: size)
            layer.paint.stroke = TextStroke(AnyShapeStyle(stroke), lineWidth: width)
        }
        if let shadow = card.shadow {
            layer.paint.shadows.append(.sized(.drop, color: shadow, fontSize: size))
        }
        if let glow = card.glow {
            layer.paint.shadows.append(.sized(.glow, color: glow, fontSize: size))
        }
    }

    /// `--effect` as a scene effect; with `--to`, a replace 40% into the card (the compiler says
    /// when the effect is not a replace, or is one without `--to`). With no times given, it plays
    /// as scene effects without `at` or `active` do.
    private func effects(duration: Double) throws -> [SceneEffect] {
        guard let effect = card.effect else { return [] }
        let options = SceneEffect.Options(speed: try card.checkedEffectSpeed() ?? 1)
        guard let to = card.to else { return [SceneEffect(effect: effect, options: options)] }
        var replace = SceneEffect(effect: effect, at: [duration * 0.4], options: options)
        replace.to = to
        replace.duration = try card.checkedReplaceDuration()
        replace.timing = try card.checkedReplaceTiming()
        return [replace]
    }
}
