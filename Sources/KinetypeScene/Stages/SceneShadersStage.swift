import Foundation
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
            let path = "\(context.path).shader" + (shaders.count > 1 ? "[\(number)]" : "")
            if let key = choice.drivers.keys.min() {
                throw context.map.error(.invalidValue, at: "\(path).\(key)", """
                    is driven by the sound, which has not been analysed: the command line does it; in Swift, call \
                    SceneDocument.resolveAudioDrivers(soundtrack:) before compiling
                    """)
            }
            let start = context.layer.start, rate = choice.sampleRate
            let driven = choice.samples.mapValues { samples -> @Sendable (TimeInterval) -> Double in
                { time in
                    let index = Int(max(0, min(Double(samples.count - 1), ((time + start) * rate + 1e-9).rounded(.down))))
                    return samples.isEmpty ? 0 : samples[index]
                }
            }
            return try compiler.resolve(choice, at: path, map: context.map) {
                try compiler.catalogs.shaders.shader(named: $0.name, parameters: $0.parameters, following: driven)
            }
        }
    }

    /// The key paths of the shaders' driven parameters within a layer at `path`.
    static func driverPaths(_ shaders: [SceneShader], at path: String) -> [(keyPath: String, shader: Int, parameter: String)] {
        shaders.enumerated().flatMap { number, shader in
            shader.drivers.keys.sorted().map { ("\(path).shader" + (shaders.count > 1 ? "[\(number)]" : "") + ".\($0)", number, $0) }
        }
    }
}
