import KinetypeCard

/// `rotation`: a layer turned by a fixed angle, in degrees clockwise about its anchor, as
/// SwiftUI's `rotationEffect` (a turn that changes over time is `keyframes: {rotation: …}`).
struct SceneRotationStage: SceneStageKind, Equatable {
    static let keys = ["rotation"]
    static let textOnly = false

    var degrees: Double

    init?(decoding layer: SceneMapping) throws {
        guard let node = layer["rotation"] else { return nil }
        degrees = try node.number(in: SceneKeyframes.rotationRange)
    }

    /// A keyframe stage holding the angle from the card's start.
    func stages(_ compiler: SceneCompiler, _ context: SceneCompiler.LayerContext) throws -> [any LayerStage] {
        [KeyframeStage(rotation: [KeyframeStage.Key(at: 0, value: [degrees])])]
    }
}
