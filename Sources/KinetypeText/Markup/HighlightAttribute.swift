import KinetypePrimitives

/// Marks text for the built-in `highlight` renderer (markup: `^[text](highlight: "#ffd60a")`).
public struct HighlightAttribute: TextAttribute {
    public var color: Color
    public init(color: Color = .yellow) { self.color = color }
}
