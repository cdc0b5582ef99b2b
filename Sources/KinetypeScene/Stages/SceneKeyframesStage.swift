import KinetypeCard
import KinetypeEffects

/// `keyframes`: a layer's keyframed offset, scale, rotation and opacity (``SceneKeyframes``; its
/// colour keys are its content's: the text's colour, a shape's fill).
struct SceneKeyframesStage: SceneStageKind, Equatable {
    static let keys = ["keyframes"]
    static let textOnly = false

    var keyframes: SceneKeyframes

    /// The stage of `keyframes`; nil when they key nothing.
    init?(_ keyframes: SceneKeyframes) {
        guard !keyframes.isEmpty else { return nil }
        self.keyframes = keyframes
    }

    init?(decoding layer: SceneMapping) throws {
        guard let node = layer["keyframes"] else { return nil }
        self.init(try SceneKeyframes(decoding: node))
    }

    /// One keyframe stage of the offset, scale, rotation and opacity keys; none when only the
    /// colour is keyed (the content draws that).
    func stages(_ compiler: SceneCompiler, _ context: SceneCompiler.LayerContext) throws -> [any LayerStage] {
        let keys = keyframes
        if let (name, _) = keys.drivers.min(by: { $0.key < $1.key }) {
            throw context.map.error(.invalidValue, at: "\(context.path).keyframes.\(name)", """
                is driven by the sound, which has not been analysed: the command line does it; in Swift, call \
                SceneDocument.resolveAudioDrivers(soundtrack:) before compiling
                """)
        }
        guard !(keys.offset.isEmpty && keys.scale.isEmpty && keys.rotation.isEmpty && keys.opacity.isEmpty) else { return [] }
        return [KeyframeStage(offset: keys.offset, scale: keys.scale, rotation: keys.rotation, opacity: keys.opacity,
                              anchoredTo: keys.anchorEnd)]
    }
}
