import Foundation

/// The transitions scene files (`enter`, `exit`), `kinetype render --transition`,
/// `kinetype transitions` and `kinetype validate` know: the built-ins and any a program registers.
///
/// An entry has a name, a one-line summary, typed parameters with defaults, and a factory that
/// makes its ``TransitionStyle`` from the parameters. ``TextTransition`` then staggers, times and
/// animates it like any built-in, and reduce motion makes it a crossfade.
///
/// ```swift
/// try TransitionCatalog.shared.register(
///     name: "drop", summary: "glyphs fall into place",
///     parameters: [TransitionParameter(name: "height", summary: "how far they fall", defaultValue: .number(40))],
///     stagger: .glyph
/// ) { parameters in
///     let height = try parameters.number("height")
///     return TransitionStyle(name: "drop") { context, element in
///         context.translateBy(x: 0, y: -height * element.hidden)
///         context.opacity *= element.clampedProgress
///     }
/// }
/// ```
public final class TransitionCatalog: Catalog {
    /// Makes a style from its parameters.
    public typealias Factory = @Sendable (TransitionParameters) throws -> TransitionStyle

    /// One transition: name, summary, parameters, default stagger and factory.
    public struct Entry: CatalogEntry {
        /// The name scene files (`enter`, `exit`) and `kinetype render --transition` use; the style
        /// made from the entry takes it.
        public var name: String
        /// One line for `kinetype transitions`.
        public var summary: String
        /// The parameters the transition takes, each with its default.
        public var parameters: [TransitionParameter]
        /// The stagger unit when a scene or option sets none.
        public var stagger: TextTransition.StaggerUnit
        /// Makes the style from checked parameters, once for each transition made from the entry
        /// (not for every frame).
        public var make: Factory

        /// An entry whose factory makes the style, staggered by `stagger` (none by default) unless
        /// a transition chooses; ``Catalog/register(_:)`` checks the name and adds it.
        public init(name: String, summary: String, parameters: [TransitionParameter] = [],
                    stagger: TextTransition.StaggerUnit = .none, make: @escaping Factory) {
            self.name = name
            self.summary = summary
            self.parameters = parameters
            self.stagger = stagger
            self.make = make
        }

        /// An entry for a style without parameters.
        public init(_ style: TransitionStyle, summary: String) {
            self.init(name: style.name, summary: summary, stagger: style.defaultStagger) { _ in style }
        }
    }

    /// The catalogue scene files and the command line use, holding the built-ins to start with.
    public static let shared = TransitionCatalog()

    /// The entries (``Catalog``); use the catalogue's own methods.
    public let store: CatalogStore<Entry>

    /// A catalogue holding `entries`; the built-ins by default.
    public init(entries: [Entry] = TransitionCatalog.builtIns) {
        store = CatalogStore(kind: .transition, entries: entries)
    }


    /// Adds a transition; throws ``CatalogError`` when the name is taken or not writable in a scene.
    public func register(name: String, summary: String, parameters: [TransitionParameter] = [],
                         stagger: TextTransition.StaggerUnit = .none, make: @escaping Factory) throws {
        try store.register(Entry(name: name, summary: summary, parameters: parameters, stagger: stagger, make: make))
    }



    /// The style of transition `name` with `parameters` (defaults fill the rest), named and
    /// staggered as its entry says; throws ``CatalogError`` for an unknown name or parameter or a
    /// bad value.
    public func style(named name: String, parameters: [String: ParameterValue] = [:]) throws -> TransitionStyle {
        let entry = try store.entry(named: name)
        var style = try entry.make(try store.parameters(parameters, for: entry))
        style.name = entry.name
        style.defaultStagger = entry.stagger
        return style
    }
}
