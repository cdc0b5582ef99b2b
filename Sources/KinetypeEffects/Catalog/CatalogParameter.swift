import KinetypeText

/// A value a renderer or transition parameter takes in a scene file or on the command line: a
/// string, a number or a Boolean. The same scalar type as a markup attribute's value.
public typealias ParameterValue = MarkupValue

/// One parameter of a catalogue entry: its name, a one-line summary, its default and, for a
/// parameter that takes one of a few names, those names (so a misspelling gets a suggestion).
///
/// ```swift
/// RendererParameter(name: "color", summary: "the second colour", defaultValue: .string("#ff0000"))
/// TransitionParameter(name: "edge", summary: "where it comes from", defaultValue: .string("bottom"),
///                     choices: ["leading", "trailing", "top", "bottom"])
/// ```
public struct CatalogParameter: Sendable, Hashable {
    public var name: String
    public var summary: String
    public var defaultValue: ParameterValue
    /// The names a string parameter accepts; nil for any value of the default's type.
    public var choices: [String]?

    public init(name: String, summary: String, defaultValue: ParameterValue, choices: [String]? = nil) {
        self.name = name
        self.summary = summary
        self.defaultValue = defaultValue
        self.choices = choices
    }
}

/// A renderer's parameter (``RendererCatalog``).
public typealias RendererParameter = CatalogParameter
/// A transition's parameter (``TransitionCatalog``).
public typealias TransitionParameter = CatalogParameter
