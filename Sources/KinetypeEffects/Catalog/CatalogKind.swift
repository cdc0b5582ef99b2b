/// Which catalogue an entry, a parameter or an error belongs to.
public enum CatalogKind: String, Sendable, Hashable {
    case renderer
    case transition
    case shader
    case reveal

    /// "renderers", "transitions": how listings and errors name the whole catalogue.
    public var plural: String { rawValue + "s" }
}
