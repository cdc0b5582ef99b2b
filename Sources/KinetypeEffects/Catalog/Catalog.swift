/// What every catalogue does with its entries: lists them, registers more, and looks one up by
/// name with a suggestion when there is none. ``RendererCatalog``, ``TransitionCatalog``,
/// ``ShaderCatalog`` and ``RevealCatalog`` are catalogues; ``Catalogs`` bundles them.
public protocol Catalog: AnyObject, Sendable {
    /// The kind of entry the catalogue holds (each catalogue's nested `Entry`).
    associatedtype Entry: CatalogEntry
    /// Where the entries are kept (shared by every catalogue, so each answers a bad name or
    /// parameter in the same words).
    var store: CatalogStore<Entry> { get }
}

extension Catalog {
    /// Every entry, built-ins first, then in the order they were registered.
    public var entries: [Entry] { store.all }

    /// Adds an entry; throws ``CatalogError`` when the name is taken or not writable in a scene.
    public func register(_ entry: Entry) throws {
        try store.register(entry)
    }

    /// The entry called `name`; throws ``CatalogError`` with a suggestion when there is none.
    public func entry(named name: String) throws -> Entry {
        try store.entry(named: name)
    }
}

/// The catalogues names are resolved in: renderers, transitions, shaders and reveals. Scene
/// files, the command line's options, batches and the preview all take one, the shared
/// catalogues (with every registered entry) by default.
public struct Catalogs: Sendable {
    /// The renderers a layer's `renderer` names are looked up in; ``RendererCatalog/shared`` by
    /// default.
    public var renderers: RendererCatalog
    /// The transitions a layer's `enter` and `exit` name are looked up in;
    /// ``TransitionCatalog/shared`` by default.
    public var transitions: TransitionCatalog
    /// The shader-style effects a layer's `shader` names are looked up in; ``ShaderCatalog/shared``
    /// by default.
    public var shaders: ShaderCatalog
    /// The reveals a layer's `reveal` and `conceal` name are looked up in; ``RevealCatalog/shared``
    /// by default.
    public var reveals: RevealCatalog

    /// Catalogues to resolve names in; each one not given is the shared catalogue of its kind.
    ///
    /// Pass catalogues of your own to keep a program's registrations apart from the shared ones (in
    /// tests, or in a server that renders for several users):
    ///
    /// ```swift
    /// let renderers = RendererCatalog()               // the built-ins only
    /// try renderers.register(name: "swap", summary: "dim lines swap with bright ones") { _, time in
    ///     AlternatingLineOpacityRenderer(phase: time)
    /// }
    /// let catalogs = Catalogs(renderers: renderers)
    /// ```
    public init(renderers: RendererCatalog = .shared, transitions: TransitionCatalog = .shared,
                shaders: ShaderCatalog = .shared, reveals: RevealCatalog = .shared) {
        self.renderers = renderers
        self.transitions = transitions
        self.shaders = shaders
        self.reveals = reveals
    }

    /// The shared catalogues.
    public static var shared: Catalogs { Catalogs() }
}
