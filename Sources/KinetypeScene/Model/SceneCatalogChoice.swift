import KinetypePrimitives
import KinetypeText
import KinetypeEffects

/// An entry of a catalogue chosen by name in a scene, with its parameters: a layer's renderer
/// (``SceneRenderer``) or one of its shader-style effects (``SceneShader``).
///
/// In a scene file, `renderer: wave` or `renderer: {name: wave, amplitude: 12, speed: 2}`, and
/// the same for `shader`: every key other than `name` is a parameter. The loader checks the name
/// and the parameters against its catalogue (`RendererCatalog`, `ShaderCatalog`; the shared
/// ones by default), so an entry a program registers is read exactly like a built-in.
public struct SceneCatalogChoice: Hashable, Sendable {
    /// The entry's name in the catalogue.
    public var name: String
    /// The parameters, by key as written.
    public var parameters: [String: ParameterValue]
    /// A shader's numeric parameters the soundtrack drives (`amplitude: {driver: …}`), until the
    /// sound is analysed; then ``samples`` holds them.
    public var drivers: [String: SceneAudioDriver] = [:]
    /// The driven parameters' values a card frame, from card time 0, ``sampleRate`` a second.
    public var samples: [String: [Double]] = [:]
    /// How many ``samples`` a second (the scene's frame rate).
    public var sampleRate: Double = 0

    /// An entry by name; no parameters by default.
    public init(name: String, parameters: [String: ParameterValue] = [:]) {
        self.name = name
        self.parameters = parameters
    }
}

/// The text renderer a layer draws with (`renderer:`); default none (the text drawn as it is).
public typealias SceneRenderer = SceneCatalogChoice

/// A shader-style effect a layer is drawn through (`shader:`, one or a list applied in order):
///
/// ```yaml
/// shader: ripple                                  # defaults
/// shader: {name: ripple, amplitude: 20, delay: 0.5}
/// shader: [{name: wave, amplitude: 6}, grain]
/// shader: {name: wave, amplitude: {driver: {audio: rms, from: 0, to: 12}}}   # a number following the sound
/// ```
public typealias SceneShader = SceneCatalogChoice

/// A moving clip that uncovers a layer from its start (`reveal:`) or covers it by its end
/// (`conceal:`), from `RevealCatalog`:
///
/// ```yaml
/// reveal: wipe                                     # from the leading edge, 0.8 s, easeInOut
/// reveal: {name: wipe, edge: bottom, softness: 40, duration: 0.6, delay: 0.2, curve: easeOut}
/// conceal: {name: iris, duration: 0.5}             # closes, ending as the layer ends
/// ```
public typealias SceneReveal = SceneCatalogChoice
