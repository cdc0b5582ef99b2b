import Foundation

extension SceneDocument {
    /// Gives each effect triggered by the sound (`at: beats`, `at: onsets`: ``SceneEffect/atSound``)
    /// its `at` times: the card times `events` gives for its signal that fall within its layer
    /// (from the layer's start to its end), in groups and stacks too. An effect whose layer hears
    /// no such event is left out, as it never plays.
    public mutating func resolveEffectTriggers(_ events: (SceneAudioDriver.Signal) throws -> [Double]) rethrows {
        let duration = self.duration
        func visit(_ layers: inout [SceneLayer]) throws {
            for index in layers.indices {
                let layer = layers[index]
                if layer.effects.contains(where: { $0.atSound != nil }) {
                    let end = layer.end ?? duration
                    layers[index].effects = try layer.effects.compactMap { effect in
                        guard let signal = effect.atSound else { return effect }
                        var resolved = effect
                        resolved.at = try events(signal).filter { $0 >= layer.start && $0 < end }
                        resolved.atSound = nil
                        return resolved.at.isEmpty ? nil : resolved
                    }
                }
                if var group = layers[index].group {
                    try visit(&group.layers)
                    layers[index].content = SceneLayerContent(group)
                }
                if var stack = layers[index].stack {
                    try visit(&stack.layers)
                    layers[index].content = SceneLayerContent(stack)
                }
            }
        }
        try visit(&layers)
    }
}
