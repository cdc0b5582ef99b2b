import Foundation
import KinetypeGraphics

/// The renderers scene files, `kinetype render --renderer`, `kinetype renderers` and
/// `kinetype validate` know: the built-ins and any a program registers.
///
/// An entry has a name, a one-line summary, typed parameters with defaults, and a factory that
/// builds the renderer for a moment of its layer. Register your own before loading scenes or
/// running the command line, and it is used exactly like a built-in: unknown names and parameters
/// get the same errors and suggestions.
///
/// ```swift
/// try RendererCatalog.shared.register(
///     name: "stripes", summary: "alternate lines in two colours",
///     parameters: [RendererParameter(name: "color", summary: "the second colour", defaultValue: .string("#ff0000"))]
/// ) { parameters, time in                      // time: seconds since the layer started
///     StripesRenderer(time: time, color: try parameters.color("color"))   // any TextRenderer
/// }
/// ```
public final class RendererCatalog: Catalog {
    /// Builds a renderer from its parameters for a time (seconds since its layer started).
    public typealias Factory = @Sendable (RendererParameters, TimeInterval) throws -> any TextRenderer

    /// One renderer: name, summary, parameters and factory.
    public struct Entry: CatalogEntry {
        /// The name scene files and `kinetype render --renderer` use.
        public var name: String
        /// One line for `kinetype renderers`.
        public var summary: String
        /// The parameters the renderer takes, each with its default.
        public var parameters: [RendererParameter]
        /// Builds the renderer from checked parameters for a time, in seconds since the layer
        /// started; called for every frame, so keep it cheap.
        public var make: Factory

        /// An entry; ``Catalog/register(_:)`` checks its name and adds it.
        public init(name: String, summary: String, parameters: [RendererParameter] = [], make: @escaping Factory) {
            self.name = name
            self.summary = summary
            self.parameters = parameters
            self.make = make
        }
    }

    /// The catalogue scene files and the command line use, holding the built-ins to start with.
    public static let shared = RendererCatalog()

    /// The entries (``Catalog``); use the catalogue's own methods.
    public let store: CatalogStore<Entry>

    /// A catalogue holding `entries`; the built-ins by default.
    public init(entries: [Entry] = RendererCatalog.builtIns) {
        store = CatalogStore(kind: .renderer, entries: entries)
    }


    /// Adds a renderer; throws ``CatalogError`` when the name is taken or not writable in a scene.
    public func register(name: String, summary: String, parameters: [RendererParameter] = [],
                         make: @escaping Factory) throws {
        try store.register(Entry(name: name, summary: summary, parameters: parameters, make: make))
    }



    /// The renderer `name` with `parameters` (defaults fill the rest), checked now: unknown names
    /// and parameters, wrong types and invalid values throw ``CatalogError`` before any frame is
    /// drawn (the factory is called once, at time 0, to check the values).
    public func renderer(named name: String, parameters: [String: ParameterValue] = [:]) throws -> LayerRenderer {
        try resolve(named: name, parameters: parameters).renderer
    }

    /// ``renderer(named:parameters:)`` with the checked parameters it was made with (defaults
    /// filled in), for a caller that reads them too: one look-up of the name for both.
    package func resolve(named name: String, parameters: [String: ParameterValue]) throws -> (renderer: LayerRenderer, parameters: RendererParameters) {
        let entry = try store.entry(named: name)
        let checked = try store.parameters(parameters, for: entry)
        let first = try entry.make(checked, 0)
        return (LayerRenderer(name: name, first: first) { time in try entry.make(checked, time) }, checked)
    }
}
