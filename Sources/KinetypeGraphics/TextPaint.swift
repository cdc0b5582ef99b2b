import Foundation
import KinetypeAnimation
import KinetypePrimitives
import KinetypeText

/// How a span of text is painted beyond its colour: a fill of any ``ShapeStyle``, an outline,
/// and shadows (drop, inner, glow). Set it with `Text`'s modifiers (`Text/foregroundStyle(_:spanning:)`,
/// `Text/stroke(_:lineWidth:lineJoin:placement:)`, `Text/shadow(color:radius:x:y:)`,
/// `Text/innerShadow(color:radius:x:y:)`, `Text/glow(_:radius:)`) or with markup
/// (`MarkupPaintAttribute`); renderers read it back as `run[TextPaint.self]`.
///
/// Every property is optional: nil is "not set here", so an outer modifier fills it in and an
/// inner one (or markup on the span) wins, as for the text's other attributes. Shadows add up.
public struct TextPaint: TextAttribute {
    /// What fills the glyphs; nil is the text's colour.
    public var fill: AnyShapeStyle?
    /// The bounds the fill is placed in; nil is the whole text.
    public var fillExtent: TextFillExtent?
    /// An outline.
    public var stroke: TextStroke?
    /// Shadows, in the order they are drawn (each under what is already drawn).
    public var shadows: [TextShadow] = []

    /// A paint with the given settings; each is unset by default.
    public init(fill: AnyShapeStyle? = nil, fillExtent: TextFillExtent? = nil, stroke: TextStroke? = nil,
                shadows: [TextShadow] = []) {
        self.fill = fill
        self.fillExtent = fillExtent
        self.stroke = stroke
        self.shadows = shadows
    }

    /// True when nothing is set.
    var isEmpty: Bool { fill == nil && stroke == nil && shadows.isEmpty }

    /// This paint with `outer`'s settings where this one has none (shadows: these, then `outer`'s).
    func filling(from outer: TextPaint) -> TextPaint {
        var paint = self
        if paint.fill == nil { paint.fill = outer.fill }
        if paint.fillExtent == nil { paint.fillExtent = outer.fillExtent }
        if paint.stroke == nil { paint.stroke = outer.stroke }
        paint.shadows += outer.shadows
        return paint
    }

    /// What a run is painted with: its markup's paint attributes, then the `TextPaint` its
    /// modifiers set; nil when neither sets anything.
    package static func of(_ run: Text.Layout.Run) -> TextPaint? {
        let set = run[TextPaint.self]
        guard let markup = run[MarkupAttributes.self].flatMap({ TextPaint(markup: $0.values, fontSize: run.font.size) }) else {
            return set
        }
        return set.map { markup.filling(from: $0) } ?? markup
    }

    /// The paint markup attributes give (``MarkupPaintAttribute``), sized for `fontSize`; nil
    /// when they give none. Values that are not colours are skipped (`Text(markup:)` and scene
    /// files report them).
    init?(markup values: [String: MarkupValue], fontSize: CGFloat) {
        func color(_ attribute: MarkupPaintAttribute) -> Color? {
            values[attribute.rawValue]?.string.flatMap { try? Color(parsing: $0) }
        }
        var paint = TextPaint()
        if let stroke = color(.stroke) {
            let width = values[MarkupPaintAttribute.strokeWidth.rawValue]?.number.map { CGFloat($0) }
                ?? TextStroke.defaultWidth(fontSize: fontSize)
            if width > 0, width <= CGFloat(MarkupPaintAttribute.largestStrokeWidth) {
                paint.stroke = TextStroke(AnyShapeStyle(stroke), lineWidth: width)
            }
        }
        for (attribute, kind) in [(MarkupPaintAttribute.innerShadow, TextShadow.Kind.inner), (.shadow, .drop), (.glow, .glow)] {
            if let shadow = color(attribute) { paint.shadows.append(.sized(kind, color: shadow, fontSize: fontSize)) }
        }
        guard !paint.isEmpty else { return nil }
        self = paint
    }
}

/// The bounds a text's fill is placed in: a gradient that runs `.leading` to `.trailing` spans
/// the whole text by default, each line, or each glyph.
public enum TextFillExtent: String, Hashable, Sendable, CaseIterable {
    /// The whole text's frame (the default): one gradient across every glyph.
    case text
    /// Each line's typographic bounds.
    case line
    /// Each glyph cluster's typographic bounds: the gradient starts over in every letter.
    case glyph
}

/// An outline around glyphs: a pen `lineWidth` pixels wide centred on the glyphs' edges (as
/// SVG's and CSS's text strokes), so half of it shows outside a filled glyph.
public struct TextStroke: Hashable, Sendable {
    /// Where the outline is drawn relative to the fill.
    public enum Placement: String, Hashable, Sendable, CaseIterable {
        /// Under the fill: only the outer half shows, and letters keep their full shape (the default).
        case underFill
        /// Over the fill: the whole pen width shows, half of it over the letters.
        case overFill
        /// The outline alone, with no fill: hollow letters.
        case only
    }

    /// What colours the outline: a colour, a gradient or any other ``ShapeStyle``.
    public var style: AnyShapeStyle
    /// The pen's width in pixels, centred on the glyphs' edges; ``defaultWidth(fontSize:)`` is
    /// what an outline given only by its colour gets.
    public var lineWidth: CGFloat
    /// The shape of the outline's corners; `.round` by default. Miter corners are cut to a bevel
    /// past 4 times the width.
    public var lineJoin: StrokeStyle.LineJoin
    /// Where the outline sits relative to the fill; `.underFill` by default.
    public var placement: Placement

    /// An outline of `style`, `lineWidth` pixels wide; round corners under the fill by default.
    public init(_ style: AnyShapeStyle, lineWidth: CGFloat, lineJoin: StrokeStyle.LineJoin = .round,
                placement: Placement = .underFill) {
        self.style = style
        self.lineWidth = lineWidth
        self.lineJoin = lineJoin
        self.placement = placement
    }

    /// The width markup, scene files and the command line give an outline that names only its
    /// colour: a sixteenth of the font size.
    public static func defaultWidth(fontSize: CGFloat) -> CGFloat { fontSize / 16 }

    /// How far the outline reaches past the glyphs' edges, in pixels.
    var reach: CGFloat {
        let half = lineWidth / 2
        return lineJoin == .miter ? half * 4 : half
    }
}

/// A shadow of glyphs: under them (drop), inside them (inner), or a glow around them.
public struct TextShadow: Hashable, Sendable {
    /// Where a shadow lies: under the glyphs, inside them, or around them as light.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The glyphs' shape, blurred and moved, under them.
        case drop
        /// The glyphs' outside, blurred and moved, over the glyphs and only inside them.
        case inner
        /// A drop shadow with no offset drawn twice (wide and tight), so the light is strong near the glyphs.
        case glow
    }

    /// The shadow's colour; its opacity sets how strong the shadow is.
    public var color: Color
    /// The blur's standard deviation, in pixels.
    public var radius: CGFloat
    /// The horizontal offset in pixels, positive to the right.
    public var x: CGFloat
    /// The vertical offset in pixels, positive down.
    public var y: CGFloat
    /// Drop shadow, inner shadow or glow; ``filters`` draws each.
    public var kind: Kind

    /// A shadow; by default a drop shadow with no offset.
    public init(color: Color, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0, kind: Kind = .drop) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
        self.kind = kind
    }

    /// The shadow markup, scene files and the command line draw when they give only its colour,
    /// sized by the font: a drop shadow 1/12 em soft and 1/24 em down, an inner shadow 1/16 em
    /// soft and 1/32 em down, a glow 1/8 em wide.
    public static func sized(_ kind: Kind, color: Color, fontSize: CGFloat) -> TextShadow {
        switch kind {
        case .drop: return TextShadow(color: color, radius: fontSize / 12, y: fontSize / 24)
        case .inner: return TextShadow(color: color, radius: fontSize / 16, y: fontSize / 32, kind: .inner)
        case .glow: return TextShadow(color: color, radius: fontSize / 8, kind: .glow)
        }
    }

    /// The filters that draw the shadow, in order.
    public var filters: [GraphicsContext.Filter] {
        switch kind {
        case .drop: return [.shadow(color: color, radius: radius, x: x, y: y)]
        case .inner: return [.innerShadow(color: color, radius: radius, x: x, y: y)]
        case .glow: return [.shadow(color: color, radius: radius / 3, x: x, y: y), .shadow(color: color, radius: radius, x: x, y: y)]
        }
    }
}

extension Text {
    /// Fills the glyphs with `style` placed in the whole text's bounds, as SwiftUI's
    /// `foregroundStyle(_:)` with a gradient; a span with its own colour or style keeps it.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        foregroundStyle(style, spanning: .text)
    }

    /// Kinetype: fills the glyphs with `style` placed in the bounds `extent` names (the whole
    /// text, each line, or each glyph).
    public func foregroundStyle<S: ShapeStyle>(_ style: S, spanning extent: TextFillExtent) -> Text {
        let style = AnyShapeStyle(style)
        return modifying { span in
            guard span.color == nil else { return }
            var paint = span.custom[TextPaint.self] ?? TextPaint()
            guard paint.fill == nil else { return }
            if let color = style.color, extent == .text {
                span.color = color
                return
            }
            paint.fill = style
            paint.fillExtent = extent
            span.custom[TextPaint.self] = paint
        }
    }

    /// Kinetype: outlines the glyphs with `style`, a pen `lineWidth` pixels wide centred on
    /// their edges, under the fill by default (SwiftUI strokes shapes, not text).
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1, lineJoin: StrokeStyle.LineJoin = .round,
                                      placement: TextStroke.Placement = .underFill) -> Text {
        let stroke = TextStroke(AnyShapeStyle(style), lineWidth: lineWidth, lineJoin: lineJoin, placement: placement)
        return painting { if $0.stroke == nil { $0.stroke = stroke } }
    }

    /// A drop shadow under the glyphs, as SwiftUI's `shadow(color:radius:x:y:)` (radius is the
    /// blur's standard deviation in pixels). Shadows add up: each is drawn under what is drawn.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Text {
        painting { $0.shadows.append(TextShadow(color: color, radius: radius, x: x, y: y)) }
    }

    /// Kinetype: a shadow inside the glyphs, as if they were cut into the surface (SwiftUI's
    /// `ShadowStyle.inner`).
    public func innerShadow(color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Text {
        painting { $0.shadows.append(TextShadow(color: color, radius: radius, x: x, y: y, kind: .inner)) }
    }

    /// Kinetype: light around the glyphs in `color`, `radius` pixels soft.
    public func glow(_ color: Color, radius: CGFloat) -> Text {
        painting { $0.shadows.append(TextShadow(color: color, radius: radius, kind: .glow)) }
    }

    /// Kinetype: outlines the glyphs with `stroke`.
    public func stroke(_ stroke: TextStroke) -> Text {
        painting { if $0.stroke == nil { $0.stroke = stroke } }
    }

    /// Kinetype: adds `shadow` (a drop shadow, an inner shadow or a glow) under what is drawn.
    public func shadow(_ shadow: TextShadow) -> Text {
        painting { $0.shadows.append(shadow) }
    }

    /// Changes every span's paint.
    private func painting(_ change: @escaping (inout TextPaint) -> Void) -> Text {
        modifying { span in
            var paint = span.custom[TextPaint.self] ?? TextPaint()
            change(&paint)
            span.custom[TextPaint.self] = paint
        }
    }
}
