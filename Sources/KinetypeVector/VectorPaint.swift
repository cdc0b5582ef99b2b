import Foundation
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

/// Something a card draws that a vector animation (animated SVG, Lottie) cannot hold, by name:
/// what each writer reports, or draws as pixels when asked to (`--rasterize-unsupported`).
struct VectorFeature: Error, Equatable {
    var name: String
    init(_ name: String) { self.name = name }

    /// A filter a vector file cannot hold, named as the user knows it: blur, else the shader or
    /// transition that made it (its catalogue name), else the filter itself.
    static func filter(_ filter: GraphicsContext.Filter) -> VectorFeature {
        if filter.description.hasPrefix("blur") { return VectorFeature("blur") }
        return VectorFeature(filter.source.map { "\($0) (a filter on its pixels)" } ?? "the filter \(filter.description)")
    }
}

/// What fills or outlines a shape in a vector animation: one colour, or a linear or radial
/// gradient placed in the shape's own coordinates, padded past its ends as Cairo pads it.
enum VectorShading: Equatable {
    case color(Color.Resolved)
    case linear([Stop], from: CGPoint, to: CGPoint)
    /// A radial gradient from `center` out to `radius`; a start radius is folded into the stops.
    case radial([Stop], center: CGPoint, radius: CGFloat)

    struct Stop: Equatable {
        var location: Double
        var color: Color.Resolved
    }

    /// The vector form of `shading`, with `foreground` for ``GraphicsContext/Shading/foreground``;
    /// conic and mesh gradients have none.
    init(_ shading: GraphicsContext.Shading, foreground: Color) throws(VectorFeature) {
        func stops(_ gradient: Gradient, _ location: (Double) -> Double = { $0 }) -> [Stop] {
            gradient.stops.map { Stop(location: min(max(location(Double($0.location)), 0), 1), color: $0.color.resolve()) }
                .sorted { $0.location < $1.location }
        }
        switch shading.kind {
        case .color(let color): self = .color(color.resolve())
        case .foreground: self = .color(foreground.resolve())
        case .linear(let gradient, let start, let end): self = .linear(stops(gradient), from: start, to: end)
        case .radial(let gradient, let center, let r0, let r1):
            // Cairo pads inside the start radius with the first stop: the same as stops moved out
            // to where the start radius falls on a gradient that starts at the centre.
            let outer = max(Double(r1), 1e-6), inner = max(Double(r0), 0)
            self = .radial(stops(gradient) { (inner + $0 * (outer - inner)) / outer }, center: center, radius: CGFloat(outer))
        case .conic: throw VectorFeature("a conic gradient")
        case .mesh: throw VectorFeature("a mesh gradient")
        }
    }

    /// The one colour, when it is one.
    var color: Color.Resolved? {
        if case .color(let color) = self { return color }
        return nil
    }

    /// A short text that tells shadings apart, for sharing definitions.
    var key: String {
        func point(_ p: CGPoint) -> String { "\(Double(p.x).decimalText(places: 4)),\(Double(p.y).decimalText(places: 4))" }
        func list(_ stops: [Stop]) -> String { stops.map { "\($0.location.decimalText(places: 4)):\($0.color)" }.joined(separator: " ") }
        switch self {
        case .color(let color): return "\(color)"
        case .linear(let stops, let from, let to): return "linear \(point(from)) \(point(to)) \(list(stops))"
        case .radial(let stops, let center, let radius): return "radial \(point(center)) \(Double(radius).decimalText(places: 4)) \(list(stops))"
        }
    }
}

/// How a shape or a glyph's outline is painted in a vector animation: its fill and its outline.
struct VectorPaint {
    struct Stroke {
        var shading: VectorShading
        var width: CGFloat
        var join: StrokeStyle.LineJoin
        var cap: StrokeStyle.LineCap = .butt
        var miterLimit: CGFloat = 4
        /// Whether the outline goes under the fill (only its outer half shows).
        var underFill: Bool = false
    }

    var fill: VectorShading?
    var evenOdd = false
    var stroke: Stroke?

    var key: String {
        let fill = self.fill.map(\.key) ?? "none"
        let stroke = self.stroke.map { "\($0.shading.key)/\($0.width)/\($0.join)/\($0.cap)/\($0.miterLimit)/\($0.underFill)" } ?? "none"
        return fill + (evenOdd ? " evenodd" : "") + "|" + stroke
    }

    /// What a run draws that outlines in these paints cannot show, or nil. With `shadowsDrawn`,
    /// its drop shadows and glows are drawn apart (``TextShadowPass``), and only inner shadows
    /// count.
    static func unsupportedFeature(of run: Text.Layout.Run, shadowsDrawn: Bool = false) -> String? {
        let shadows = TextPaint.of(run)?.shadows ?? []
        if shadows.contains(where: { $0.kind == .inner }) { return "inner shadows" }
        if !shadowsDrawn, !shadows.isEmpty { return "drop shadows and glows" }
        if run.storage.face.hasColorGlyphs { return "colour (emoji) glyphs" }
        if run.underline != nil || run.strikethrough != nil { return "an underline or strikethrough" }
        return nil
    }

    /// The glyph groups of `glyphs` (a piece of `run`) that share one gradient box, as Kinetype
    /// paints them: all of them, or each cluster when the fill's extent is the glyph.
    static func groups(of run: Text.Layout.Run, glyphs: Range<Int>) -> [Range<Int>] {
        guard let paint = TextPaint.of(run), paint.fillExtent == .glyph else { return [glyphs] }
        return run.storage.clusters.map { $0.clamped(to: glyphs) }.filter { !$0.isEmpty }
    }

    /// The paint of `group` (one of ``groups(of:glyphs:)``) of the piece `glyphs` of `run`:
    /// its fill and outline, gradients placed in the box the fill's extent names, as Kinetype's
    /// own drawing places them.
    static func of(_ run: Text.Layout.Run, glyphs: Range<Int>, group: Range<Int>, foreground: Color) throws(VectorFeature) -> VectorPaint {
        let base = run.foregroundColor ?? foreground
        guard let paint = TextPaint.of(run), paint.fill != nil || paint.stroke != nil else {
            return VectorPaint(fill: .color(base.resolve()))
        }
        let frame = run.storage.layoutFrame
        let box: CGRect
        switch paint.fillExtent ?? .text {
        case .text: box = frame
        case .line:
            let bounds = run.storage.bounds(of: glyphs).rect
            box = CGRect(x: frame.minX, y: bounds.minY, width: frame.width, height: bounds.height)
        case .glyph: box = run.storage.bounds(of: group).rect
        }
        let fill = try VectorShading((paint.fill ?? AnyShapeStyle(base)).shading(in: box), foreground: base)
        guard let stroke = paint.stroke else { return VectorPaint(fill: fill) }
        let outline = try VectorShading(stroke.style.shading(in: box), foreground: base)
        return VectorPaint(fill: stroke.placement == .only ? nil : fill,
                           stroke: Stroke(shading: outline, width: stroke.lineWidth, join: stroke.lineJoin, underFill: stroke.placement == .underFill))
    }

    /// The paint of a filled path.
    static func filling(_ shading: GraphicsContext.Shading, style: FillStyle, foreground: Color) throws(VectorFeature) -> VectorPaint {
        VectorPaint(fill: try VectorShading(shading, foreground: foreground), evenOdd: style.isEOFilled)
    }

    /// The paint of a stroked path; dashes are refused.
    static func stroking(_ shading: GraphicsContext.Shading, style: StrokeStyle, foreground: Color) throws(VectorFeature) -> VectorPaint {
        guard style.dash.isEmpty else { throw VectorFeature("a dashed line") }
        return VectorPaint(stroke: Stroke(shading: try VectorShading(shading, foreground: foreground), width: style.lineWidth,
                                          join: style.lineJoin, cap: style.lineCap, miterLimit: style.miterLimit))
    }
}
