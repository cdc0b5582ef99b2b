import Foundation
import Kinetype

/// Quick mode (`kinetype render --text …`): the options as a one-layer scene document, which
/// then becomes a card through the same mapping as a scene file.
///
/// Each option is checked here first, so an error names the option (`--transition 'twril': …`)
/// rather than a key path of a scene the user never wrote.
struct QuickScene {
    var text: TextOptions
    var card: CardOptions

    /// The card the options describe: one centred layer on a 1280x720, 30 fps, 2 s card.
    func titleCard() throws -> TitleCard {
        try titleCard(from: try document())
    }

    /// The card of `document` (the options' document, maybe changed), its errors named by option.
    func titleCard(from document: SceneDocument) throws -> TitleCard {
        do {
            return try TitleCard(scene: document)
        } catch let error as SceneError {
            throw InputError("\(option(for: error.keyPath)): \(error.message)")
        }
    }

    /// The scene document the options describe.
    func document() throws -> SceneDocument {
        guard let markup = text.text else {
            throw InputError("give a scene file, or the text to set with --text, for example --text \"Hello\"")
        }
        let canvas = try card.frameOptions.checkedCanvas() ?? SceneCanvas()
        let fps = try card.frameOptions.checkedFPS() ?? SceneDocument.defaultFPS
        let duration = try card.checkedDuration() ?? 2
        let background = try parseColor(card.background, option: "--background")
        let color = try card.color.map { try parseColor($0, option: "--color") }
        _ = try TextOptions.parse(markup: markup)
        var layer = try SceneLayer(text: markup, font: try text.sceneFont(), color: color, alignment: text.alignment,
                                   maxWidth: try card.checkedWidth())
        layer.lineLimit = try text.checkedLineLimit()
        layer.layoutDirection = text.direction.layoutDirection
        layer.language = text.language
        layer.hyphenate = text.hyphenate
        layer.enter = try Self.checked(card.transition, option: "--transition") { _ = try TransitionCatalog.shared.entry(named: $0) }
            .map { SceneTransition(name: $0) }
        layer.renderer = try Self.checked(card.renderer, option: "--renderer") { _ = try RendererCatalog.shared.renderer(named: $0) }
            .map { SceneRenderer(name: $0) }
        layer.effects = try effects(duration: duration)
        try paint(&layer)
        layer.reveal = try Self.checked(card.reveal, option: "--reveal") { _ = try RevealCatalog.shared.reveal(named: $0) }
            .map { SceneReveal(name: $0) }
        if let shader = try Self.checked(card.shader, option: "--shader", { _ = try ShaderCatalog.shared.shader(named: $0) }) {
            layer.shaders = [SceneShader(name: shader)]
        }
        var document = SceneDocument(canvas: canvas, fps: fps, duration: duration, background: .color(background), layers: [layer])
        document.fonts = text.fontOptions.fontPaths
        return document
    }

    /// `name` when `lookUp` finds it in its catalogue, else an error naming `option` with the
    /// catalogue's own message (and its suggestion): "--reveal: no reveal 'wype'; did you mean 'wipe'?".
    private static func checked(_ name: String?, option: String, _ lookUp: (String) throws -> Void) throws -> String? {
        guard let name else { return nil }
        do {
            try lookUp(name)
        } catch {
            throw InputError("\(option): \(error)")
        }
        return name
    }

    /// `--stroke`, `--stroke-width`, `--shadow` and `--glow` as the layer's paint, sized by the font.
    private func paint(_ layer: inout SceneLayer) throws {
        let size = CGFloat(layer.font.size)
        if let stroke = card.stroke {
            let color = try parseColor(stroke, option: "--stroke")
            let width = card.strokeWidth.map { CGFloat($0) } ?? TextStroke.defaultWidth(fontSize: size)
            layer.paint.stroke = TextStroke(AnyShapeStyle(color), lineWidth: width)
        }
        if let shadow = card.shadow {
            layer.paint.shadows.append(.sized(.drop, color: try parseColor(shadow, option: "--shadow"), fontSize: size))
        }
        if let glow = card.glow {
            layer.paint.shadows.append(.sized(.glow, color: try parseColor(glow, option: "--glow"), fontSize: size))
        }
    }

    /// `--effect` (and `--to` for a replace, 40% into the card) as a scene effect; with no times
    /// given, it plays as scene effects without `at` or `active` do.
    private func effects(duration: Double) throws -> [SceneEffect] {
        guard let effect = card.effect else { return [] }
        let parsed: AnySymbolEffect
        do {
            parsed = try SymbolEffectParser.parse(effect)
        } catch {
            throw InputError("--effect '\(effect)': \(error)")
        }
        guard parsed.name == .replace else {
            if card.to != nil { throw InputError("--to gives the new text of a replace effect; --effect \(effect) is not one") }
            return [SceneEffect(effect: effect)]
        }
        guard let to = card.to else {
            throw InputError("--effect \(effect) replaces the text with another: give the new text with --to")
        }
        var replace = SceneEffect(effect: effect, at: [duration * 0.4])
        replace.to = to
        return [replace]
    }

    /// The option a key path of the quick scene came from.
    private func option(for keyPath: String) -> String {
        let options = [("layers[0].font", "--font"), ("layers[0].text", "--text"), ("layers[0].enter", "--transition"),
                       ("layers[0].renderer", "--renderer"), ("layers[0].effects", "--effect"), ("layers[0].color", "--color"),
                       ("layers[0].reveal", "--reveal"), ("layers[0].shader", "--shader"), ("fonts", "--fonts")]
        return options.first { keyPath.hasPrefix($0.0) }?.1 ?? "--text"
    }
}
