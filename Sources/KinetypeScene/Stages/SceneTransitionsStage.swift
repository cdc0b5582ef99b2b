import KinetypeCard
import KinetypeEffects

/// `enter` and `exit`: a layer's transitions in and out (``SceneTransition``), which must fit in
/// the layer together.
struct SceneTransitionsStage: SceneStageKind, Equatable {
    static let keys = ["enter", "exit"]
    static let textOnly = false

    var enter: SceneTransition?
    var exit: SceneTransition?

    /// The stage of an enter and an exit transition; nil when there is neither.
    init?(enter: SceneTransition?, exit: SceneTransition?) {
        guard enter != nil || exit != nil else { return nil }
        self.enter = enter
        self.exit = exit
    }

    init?(decoding layer: SceneMapping) throws {
        self.init(enter: try layer["enter"].map { try SceneTransition(decoding: $0) },
                  exit: try layer["exit"].map { try SceneTransition(decoding: $0) })
    }

    /// The enter and exit transitions, built in the transition catalogue; together they must
    /// fit in the layer.
    func stages(_ compiler: SceneCompiler, _ context: SceneCompiler.LayerContext) throws -> [any LayerStage] {
        let path = context.path
        let enter = try self.enter.map { try transition($0, compiler, at: "\(path).enter", map: context.map) }
        let exit = try self.exit.map { try transition($0, compiler, at: "\(path).exit", map: context.map) }
        let length = context.end - context.layer.start
        if let enter, let exit, enter.totalDuration + exit.totalDuration > length + 1e-9 {
            throw context.map.error(.invalidValue, at: "\(path).exit", """
                the enter (\(enter.totalDuration) s) and exit (\(exit.totalDuration) s) transitions overlap in the layer's \
                \(length) s; shorten them or lengthen the layer
                """)
        }
        return [enter.map { TransitionStage($0) }, exit.map { TransitionStage($0, isExit: true) }].compactMap { $0 }
    }

    /// A scene transition built in the compiler's transition catalogue.
    private func transition(_ scene: SceneTransition, _ compiler: SceneCompiler, at path: String,
                            map: SceneSourceMap) throws -> TextTransition {
        do {
            var transition = try TextTransition.named(scene.name, duration: scene.duration ?? 0.8, stagger: scene.stagger,
                                                      delay: scene.delay, parameters: scene.parameters,
                                                      catalog: compiler.catalogs.transitions)
            transition.timing = scene.timing
            transition.order = scene.order
            transition.seed = scene.seed
            return transition
        } catch let error as CatalogError {
            throw map.catalogError(error, at: path)
        } catch {
            throw map.error(.invalidValue, at: path, "\(error)")
        }
    }
}
