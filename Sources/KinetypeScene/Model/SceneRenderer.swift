import KinetypePrimitives
import KinetypeText
import KinetypeEffects

/// The text renderer a layer draws with, by name, with its parameters.
///
/// In a scene file, `renderer: wave` or `renderer: {name: wave, amplitude: 12, speed: 2}`: every
/// key other than `name` is a parameter. The loader checks the name and the parameters against
/// its ``RendererCatalog`` (the shared one by default), so a renderer a program registers is read
/// exactly like a built-in. Default: none (the text is drawn as it is).
public struct SceneRenderer: Hashable, Sendable {
    /// The renderer's name in the catalogue.
    public var name: String
    /// The parameters, by key as written.
    public var parameters: [String: ParameterValue]

    /// A renderer by name; no parameters by default.
    public init(name: String, parameters: [String: ParameterValue] = [:]) {
        self.name = name
        self.parameters = parameters
    }
}
