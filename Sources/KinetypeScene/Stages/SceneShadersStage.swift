import KinetypeCard
import KinetypeEffects

/// `shader`: shader-style effects (``SceneShader``) a layer is drawn through, in order; one, or
/// a list.
struct SceneShadersStage: SceneStageKind, Equatable {
    static let keys = ["shader"]
    static let textOnly = false

    var shaders: [SceneShader]

    /// The stage of `shaders`; nil when there are none.
    init?(_ shaders: [SceneShader]) {
        guard !shaders.isEmpty else { return nil }
        self.shaders = shaders
    }

    init?(decoding layer: SceneMapping) throws {
        guard let shader = layer["shader"] else { return nil }
        if case .sequence = shader.node {
            self.init(try shader.list(expected: "a list of shaders").map { try SceneShader.shader(decoding: $0) })
        } else {
            self.init([try SceneShader.shader(decoding: shader)])
        }
    }

    /// Each shader, built once in the shader catalogue, in order.
    func stages(_ compiler: SceneCompiler, _ context: SceneCompiler.LayerContext) throws -> [any LayerStage] {
        try shaders.enumerated().map { number, choice in
            try compiler.resolve(choice, at: "\(context.path).shader" + (shaders.count > 1 ? "[\(number)]" : ""), map: context.map) {
                try compiler.catalogs.shaders.shader(named: $0.name, parameters: $0.parameters)
            }
        }
    }
}
