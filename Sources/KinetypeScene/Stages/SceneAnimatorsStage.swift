import KinetypeCard
import KinetypeEffects

/// `animators`: text animators over a layer's renderer (``TextAnimator``), in order.
struct SceneAnimatorsStage: SceneStageKind, Equatable {
    static let keys = ["animators"]
    static let textOnly = true

    var animators: [TextAnimator]

    /// The stage of `animators`; nil when there are none.
    init?(_ animators: [TextAnimator]) {
        guard !animators.isEmpty else { return nil }
        self.animators = animators
    }

    init?(decoding layer: SceneMapping) throws {
        guard let node = layer["animators"] else { return nil }
        self.init(try node.list(expected: "a list of animators, each item starting with '- '").map { try TextAnimator(decoding: $0) })
    }

    /// One stage of all the animators; an axis one varies must be the font's, in its range.
    func stages(_ compiler: SceneCompiler, _ context: SceneCompiler.LayerContext) throws -> [any LayerStage] {
        for (index, animator) in animators.enumerated() {
            for variation in animator.properties.variations {
                try compiler.checkAxes([variation], of: context.layer.font, at: "\(context.path).animators[\(index)].properties.\(variation.tag)",
                                       map: context.map, rangeChecked: true)
            }
        }
        return [AnimatorStage(animators)]
    }
}
