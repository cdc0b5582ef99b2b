/// The text renderer a layer draws with, by name, with its parameters.
///
/// In a scene file, `renderer: wave` or `renderer: {name: wave, amplitude: 12, speed: 2}`: every
/// key other than `name` is a parameter. The loader checks the name against the names it was
/// given and keeps the parameters for the renderer to check. Default: none (the text is drawn as
/// it is).
public struct SceneRenderer: Hashable, Sendable {
    /// The renderer's name, one of `SceneLoader.rendererNames`.
    public var name: String
    /// The parameters, by key as written.
    public var parameters: [String: SceneValue]

    /// A renderer by name; no parameters by default.
    public init(name: String, parameters: [String: SceneValue] = [:]) {
        self.name = name
        self.parameters = parameters
    }
}
