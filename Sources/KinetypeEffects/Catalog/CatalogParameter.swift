import KinetypeDiagnostics
import KinetypeText

/// A value a renderer or transition parameter takes in a scene file or on the command line: a
/// string, a number or a Boolean. The same scalar type as a markup attribute's value.
public typealias ParameterValue = MarkupValue

/// One parameter of a catalogue entry: its name, a one-line summary, its default and, for a
/// parameter that takes one of a few names, those names (so a misspelling gets a suggestion), or
/// for a number, the range it must lie in.
///
/// A number outside its `range` is refused before the entry's factory runs, by `validate` as by
/// `render`, with an error at the value's line and column that quotes the range; listings show
/// it. Declare a range for every number whose factory would misbehave beyond it.
///
/// ```swift
/// RendererParameter(name: "color", summary: "the second colour", defaultValue: .string("#ff0000"))
/// RendererParameter(name: "height", summary: "how far glyphs rise", defaultValue: .number(20),
///                   range: ValueRange(0...500, unit: "pixels"))
/// TransitionParameter(name: "edge", summary: "where it comes from", defaultValue: .string("bottom"),
///                     choices: ["leading", "trailing", "top", "bottom"])
/// ```
public struct CatalogParameter: Sendable, Hashable {
    /// The key the value is given under in a scene file or on the command line, and the name the
    /// entry's factory reads it by (`parameters.number("height")`).
    public var name: String
    /// One line for listings, lower case without a final full stop; say the unit (pixels, seconds,
    /// 0 to 1).
    public var summary: String
    /// The value the factory reads when none is given; listings show it.
    public var defaultValue: ParameterValue
    /// The names a string parameter accepts; nil for any value of the default's type.
    public var choices: [String]?
    /// The numbers a number parameter accepts; nil for any finite number.
    public var range: ValueRange?
    /// What the parameter applies to when not every use of the entry: ``captions`` for the
    /// parameters that act on caption pages only (listings show them apart); nil for all uses.
    public var appliesTo: String?

    /// The ``appliesTo`` of parameters that act on caption pages only.
    public static let captions = "caption pages"

    /// A parameter called `name`, described by `summary`, worth `defaultValue` unless given, with
    /// the ``choices``, ``range`` and ``appliesTo`` the properties describe (none by default).
    public init(name: String, summary: String, defaultValue: ParameterValue, choices: [String]? = nil,
                range: ValueRange? = nil, appliesTo: String? = nil) {
        self.name = name
        self.summary = summary
        self.defaultValue = defaultValue
        self.choices = choices
        self.range = range
        self.appliesTo = appliesTo
    }
}

/// A renderer's parameter (``RendererCatalog``).
public typealias RendererParameter = CatalogParameter
/// A transition's parameter (``TransitionCatalog``).
public typealias TransitionParameter = CatalogParameter
