/// Which catalogue an entry, a parameter or an error belongs to.
public enum CatalogKind: String, Sendable, Hashable {
    /// A ``RendererCatalog`` entry.
    case renderer
    /// A ``TransitionCatalog`` entry.
    case transition
    /// A ``ShaderCatalog`` entry.
    case shader
    /// A ``RevealCatalog`` entry.
    case reveal
    /// A caption preset (`CaptionPresetCatalog`, in KinetypeScene): a named caption look.
    case preset

    /// "renderers", "transitions": how listings and errors name the whole catalogue.
    public var plural: String { rawValue + "s" }
}
