import Foundation
import KinetypeGraphics

/// The shader-style effects scene files (a layer's `shader`), `kinetype shaders` and
/// `kinetype validate` know: the built-ins and any a program registers.
///
/// An entry has a name, a one-line summary, typed parameters with defaults, and a factory that
/// builds the effect, a ``GraphicsContext/Filter`` (a colour, distortion or layer effect), for a
/// moment of its layer and the canvas's size. The filter applies to the whole layer at once.
///
/// ```swift
/// try ShaderCatalog.shared.register(
///     name: "tint", summary: "multiply by a colour",
///     parameters: [CatalogParameter(name: "color", summary: "the tint", defaultValue: .string("#ff3b8e"))]
/// ) { parameters, moment in
///     let tint = try parameters.color("color").resolve()
///     return .colorEffect { _, c in c * SIMD4(tint.red, tint.green, tint.blue, 1) }
/// }
/// ```
public final class ShaderCatalog: Sendable {
    /// When an effect is built: seconds since its layer started, and the canvas size (in the
    /// card's coordinates, which are the effect's positions).
    public struct Moment: Sendable {
        public var time: TimeInterval
        public var canvas: CGSize

        public init(time: TimeInterval, canvas: CGSize) {
            self.time = time
            self.canvas = canvas
        }
    }

    /// Builds an effect from its parameters for a moment.
    public typealias Factory = @Sendable (CatalogParameters, Moment) throws -> GraphicsContext.Filter

    /// One effect: name, summary, parameters and factory.
    public struct Entry: CatalogEntry {
        public var name: String
        public var summary: String
        public var parameters: [CatalogParameter]
        public var make: Factory

        public init(name: String, summary: String, parameters: [CatalogParameter] = [], make: @escaping Factory) {
            self.name = name
            self.summary = summary
            self.parameters = parameters
            self.make = make
        }
    }

    /// The catalogue scene files and the command line use, holding the built-ins to start with.
    public static let shared = ShaderCatalog()

    private let store: CatalogStore<Entry>

    /// A catalogue holding `entries`; the built-ins by default.
    public init(entries: [Entry] = ShaderCatalog.builtIns) {
        store = CatalogStore(kind: .shader, entries: entries)
    }

    /// Every effect, built-ins first, then in the order they were registered.
    public var entries: [Entry] { store.all }

    /// Adds an effect; throws ``CatalogError`` when the name is taken or not writable in a scene.
    public func register(name: String, summary: String, parameters: [CatalogParameter] = [], make: @escaping Factory) throws {
        try store.register(Entry(name: name, summary: summary, parameters: parameters, make: make))
    }

    /// The entry called `name`; throws ``CatalogError`` with a suggestion when there is none.
    public func entry(named name: String) throws -> Entry {
        try store.entry(named: name)
    }

    /// The effect `name` with `parameters` (defaults fill the rest), checked now: unknown names
    /// and parameters, wrong types and invalid values throw ``CatalogError`` before any frame is
    /// drawn (the factory is called once, at time 0 on a 1280x720 canvas, to check the values).
    public func shader(named name: String, parameters: [String: ParameterValue] = [:]) throws -> LayerShader {
        let entry = try store.entry(named: name)
        let checked = try store.parameters(parameters, for: entry)
        _ = try entry.make(checked, Moment(time: 0, canvas: CGSize(width: 1280, height: 720)))
        return LayerShader(name: name) { moment in try entry.make(checked, moment) }
    }
}

/// A shader-style effect a layer is drawn through: its catalogue name and the filter for each
/// moment.
public struct LayerShader: Sendable {
    public let name: String
    let make: @Sendable (ShaderCatalog.Moment) throws -> GraphicsContext.Filter

    /// An effect from a closure: `make` gives the filter for a moment of the layer.
    public init(name: String, make: @escaping @Sendable (ShaderCatalog.Moment) throws -> GraphicsContext.Filter) {
        self.name = name
        self.make = make
    }

    /// The filter at `time` seconds since the layer started, on a canvas of `canvas` size.
    public func filter(at time: TimeInterval, canvas: CGSize) throws -> GraphicsContext.Filter {
        try make(ShaderCatalog.Moment(time: time, canvas: canvas))
    }
}
