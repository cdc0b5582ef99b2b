import KinetypeEffects

/// A layer's shader-style effect in a scene: a name from the shader catalogue
/// (`kinetype shaders`) and its parameters.
///
/// ```yaml
/// shader: ripple                                  # defaults
/// shader: {name: ripple, amplitude: 20, delay: 0.5}
/// shader: [{name: wave, amplitude: 6}, grain]     # several, applied in order
/// ```
public struct SceneShader: Hashable, Sendable {
    /// The effect's name in the catalogue.
    public var name: String
    /// The parameters, by key as written.
    public var parameters: [String: ParameterValue]

    /// An effect by name; no parameters by default.
    public init(name: String, parameters: [String: ParameterValue] = [:]) {
        self.name = name
        self.parameters = parameters
    }
}
