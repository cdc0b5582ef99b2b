import KinetypePrimitives

/// Marks text for the built-in `highlight` renderer (markup: `^[text](highlight: "#ffd60a")`).
public struct HighlightAttribute: TextAttribute {
    /// The markup attribute that sets it, which is also the name of the renderer that draws it.
    public static let markupName = "highlight"

    /// The marker's colour, drawn behind the text (the markup attribute's value).
    public var color: Color
    /// A highlight in `color`, yellow by default.
    public init(color: Color = .yellow) { self.color = color }
}
