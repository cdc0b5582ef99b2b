/// The markup attributes that paint a span beyond its colour: `^[Sale](stroke: "black",
/// strokeWidth: 4)`, `^[now](glow: "#ffd60a")`, `^[deep](innerShadow: "#0008")`. The drawing
/// side (`TextPaint` in KinetypeGraphics) reads them from the span's ``MarkupAttributes``; their
/// sizes scale with the font (a stroke 1/16 em wide, a shadow 1/12 em soft and 1/24 em down, a
/// glow 1/8 em wide) unless `strokeWidth` gives the stroke's width in pixels.
public enum MarkupPaintAttribute: String, CaseIterable, Sendable {
    /// An outline in this colour, under the fill.
    case stroke
    /// The outline's width in pixels (a number > 0), centred on the glyphs' edges.
    case strokeWidth
    /// A drop shadow in this colour.
    case shadow
    /// A shadow inside the glyphs, in this colour.
    case innerShadow
    /// A glow around the glyphs, in this colour.
    case glow

    /// The ones whose value is a colour.
    public static let colorAttributes: [MarkupPaintAttribute] = [.stroke, .shadow, .innerShadow, .glow]
    /// The largest stroke width markup takes, in pixels.
    public static let largestStrokeWidth = 1000.0

    /// What is wrong with a span's `strokeWidth`, if anything: it must be a number of pixels
    /// greater than 0 and at most ``largestStrokeWidth``.
    public static func strokeWidthProblem(_ span: MarkupSpan) -> String? {
        guard let value = span.attributes[MarkupPaintAttribute.strokeWidth.rawValue] else { return nil }
        if let width = value.number, width > 0, width <= largestStrokeWidth { return nil }
        return """
            the strokeWidth attribute of "\(span.text)" must be a number of pixels greater than 0 and at most \
            \(Int(largestStrokeWidth)), as in ^[text](stroke: black, strokeWidth: 4); got \(value)
            """
    }
}
