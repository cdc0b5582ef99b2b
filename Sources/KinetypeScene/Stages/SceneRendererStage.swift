import KinetypeCard
import KinetypeEffects
import KinetypeText

/// `renderer`: a catalogue renderer drawing a layer's text (``SceneRenderer``).
struct SceneRendererStage: SceneStageKind, Equatable {
    static let keys = ["renderer"]
    static let textOnly = true

    var choice: SceneRenderer

    /// The stage of the renderer `choice`.
    init(_ choice: SceneRenderer) {
        self.choice = choice
    }

    init?(decoding layer: SceneMapping) throws {
        guard let node = layer["renderer"] else { return nil }
        choice = try SceneRenderer.renderer(decoding: node)
    }

    /// The renderer, built once; an axis it varies that the layer's font lacks is an error here,
    /// as it is in `font.variations`.
    func stages(_ compiler: SceneCompiler, _ context: SceneCompiler.LayerContext) throws -> [any LayerStage] {
        let renderer = try compiler.resolve(choice, at: "\(context.path).renderer", map: context.map) {
            try compiler.catalogs.renderers.renderer(named: $0.name, parameters: $0.parameters)
        }
        for tag in renderer.variedAxes {
            let key = choice.parameters["axis"] == nil ? "\(context.path).renderer" : "\(context.path).renderer.axis"
            try compiler.checkAxes([FontVariation(tag, 0)], of: context.layer.font, at: key, map: context.map, rangeChecked: false)
        }
        return [renderer]
    }
}
