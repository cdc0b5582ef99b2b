/// Typed pose functions: each exists only for effects with the behaviour, so
/// `.scale.up.discretePose(at: 0.1)` does not compile (scale is not discrete).
extension DiscreteSymbolEffect {
    /// The pose `time` seconds after a trigger; back at ``SymbolEffectPose/rest`` once all plays end.
    public func discretePose(at time: Double, layer: Int = 0, layerCount: Int = 1,
                             options: SymbolEffectOptions = .default) -> SymbolEffectPose {
        // Cannot throw: conforming to DiscreteSymbolEffect means the catalogue lists .discrete.
        try! anySymbolEffect.pose(.discrete, at: time, layer: layer, layerCount: layerCount, options: options)
    }
}

extension IndefiniteSymbolEffect {
    /// The pose `time` seconds after the effect became active.
    public func indefinitePose(at time: Double, layer: Int = 0, layerCount: Int = 1,
                               options: SymbolEffectOptions = .default) -> SymbolEffectPose {
        try! anySymbolEffect.pose(.indefinite, at: time, layer: layer, layerCount: layerCount, options: options)
    }
}

extension TransitionSymbolEffect {
    /// The pose `time` seconds into the transition.
    public func transitionPose(at time: Double, layer: Int = 0, layerCount: Int = 1,
                               options: SymbolEffectOptions = .default) -> SymbolEffectPose {
        try! anySymbolEffect.pose(.transition, at: time, layer: layer, layerCount: layerCount, options: options)
    }
}

extension ContentTransitionSymbolEffect {
    /// The outgoing and incoming texts' poses `time` seconds into the content transition.
    public func contentTransitionPoses(at time: Double, layer: Int = 0, layerCount: Int = 1,
                                       options: SymbolEffectOptions = .default)
        -> (outgoing: SymbolEffectPose, incoming: SymbolEffectPose)
    {
        let effect = anySymbolEffect
        return (try! effect.outgoingPose(at: time, layer: layer, layerCount: layerCount, options: options),
                try! effect.pose(.contentTransition, at: time, layer: layer, layerCount: layerCount, options: options))
    }
}
