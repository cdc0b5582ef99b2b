import KinetypeEffects

/// A layer's stage values, each kept by its stage kind (``SceneLayer/stageKinds``): these are
/// the built-in kinds' values by their keys' names.
extension SceneLayer {
    /// The transition in; nil (default) for none.
    public var enter: SceneTransition? {
        get { stages[SceneTransitionsStage.self]?.enter }
        set { stages[SceneTransitionsStage.self] = SceneTransitionsStage(enter: newValue, exit: exit) }
    }
    /// The transition out; nil (default) for none.
    public var exit: SceneTransition? {
        get { stages[SceneTransitionsStage.self]?.exit }
        set { stages[SceneTransitionsStage.self] = SceneTransitionsStage(enter: enter, exit: newValue) }
    }
    /// The renderer; nil (default) for plain drawing.
    public var renderer: SceneRenderer? {
        get { stages[SceneRendererStage.self]?.choice }
        set { stages[SceneRendererStage.self] = newValue.map(SceneRendererStage.init) }
    }
    /// Symbol-style effects; default none.
    public var effects: [SceneEffect] {
        get { stages[SceneEffectsStage.self]?.effects ?? [] }
        set { stages[SceneEffectsStage.self] = SceneEffectsStage(newValue) }
    }
    /// Shader-style effects the whole layer is drawn through, in order; default none.
    public var shaders: [SceneShader] {
        get { stages[SceneShadersStage.self]?.shaders ?? [] }
        set { stages[SceneShadersStage.self] = SceneShadersStage(newValue) }
    }
    /// The moving clip that uncovers the layer; nil (default) for none.
    public var reveal: SceneReveal? {
        get { stages[SceneRevealsStage.self]?.reveal }
        set { stages[SceneRevealsStage.self] = SceneRevealsStage(reveal: newValue, conceal: conceal) }
    }
    /// The moving clip that covers it by its end; nil (default) for none.
    public var conceal: SceneReveal? {
        get { stages[SceneRevealsStage.self]?.conceal }
        set { stages[SceneRevealsStage.self] = SceneRevealsStage(reveal: reveal, conceal: newValue) }
    }
    /// After Effects-style text animators with range selectors, in order; default none.
    public var animators: [TextAnimator] {
        get { stages[SceneAnimatorsStage.self]?.animators ?? [] }
        set { stages[SceneAnimatorsStage.self] = SceneAnimatorsStage(newValue, drivers: animatorDrivers) }
    }
    /// The animators' selector values the sound drives, by key path within `animators`
    /// (`[0].selector.offset`); empty once the sound is analysed.
    public var animatorDrivers: [String: SceneAudioDriver] {
        get { stages[SceneAnimatorsStage.self]?.drivers ?? [:] }
        set { stages[SceneAnimatorsStage.self] = SceneAnimatorsStage(animators, drivers: newValue) }
    }
    /// Keyframed offset, scale, rotation, opacity and colour; default none.
    public var keyframes: SceneKeyframes {
        get { stages[SceneKeyframesStage.self]?.keyframes ?? SceneKeyframes() }
        set { stages[SceneKeyframesStage.self] = SceneKeyframesStage(newValue) }
    }
}
