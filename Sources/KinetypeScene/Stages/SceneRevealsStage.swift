import KinetypeCard
import KinetypeEffects

/// `reveal` and `conceal`: moving clips (``SceneReveal``) that uncover a layer, and cover it by
/// its end (the conceal run backwards).
struct SceneRevealsStage: SceneStageKind, Equatable {
    static let keys = ["reveal", "conceal"]
    static let textOnly = false

    var reveal: SceneReveal?
    var conceal: SceneReveal?

    /// The stage of a reveal and a conceal; nil when there is neither.
    init?(reveal: SceneReveal?, conceal: SceneReveal?) {
        guard reveal != nil || conceal != nil else { return nil }
        self.reveal = reveal
        self.conceal = conceal
    }

    init?(decoding layer: SceneMapping) throws {
        self.init(reveal: try layer["reveal"].map { try SceneReveal.reveal(decoding: $0) },
                  conceal: try layer["conceal"].map { try SceneReveal.reveal(decoding: $0) })
    }

    /// The reveal and the conceal, each built once in the reveal catalogue.
    func stages(_ compiler: SceneCompiler, _ context: SceneCompiler.LayerContext) throws -> [any LayerStage] {
        try [("reveal", reveal), ("conceal", conceal)].compactMap { key, choice in
            try choice.map { choice in
                try compiler.resolve(choice, at: "\(context.path).\(key)", map: context.map) {
                    try compiler.catalogs.reveals.reveal(named: $0.name, parameters: $0.parameters, isConceal: key == "conceal")
                }
            }
        }
    }
}
