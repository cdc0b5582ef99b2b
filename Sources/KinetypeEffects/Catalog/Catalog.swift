/// What every catalogue does with its entries: lists them, registers more, and looks one up by
/// name with a suggestion when there is none. ``RendererCatalog``, ``TransitionCatalog``,
/// ``ShaderCatalog`` and ``RevealCatalog`` are catalogues; ``Catalogs`` bundles them.
public protocol Catalog: AnyObject, Sendable {
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
    public var renderers: RendererCatalog
    public var transitions: TransitionCatalog
    public var shaders: ShaderCatalog
    public var reveals: RevealCatalog

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
