import Foundation
import KinetypeCard
import KinetypeEncoders
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

/// A card as one animated SVG file that plays in browsers: each frame's drawing as vectors
/// (glyph outlines from the fonts, so every script and bidi order is Kinetype's own), shown in
/// turn by SMIL `<animate>` elements, looping or once. A run of identical frames is one group
/// shown for their whole time; each glyph outline is defined once and used wherever it shows.
///
/// What a frame draws is captured from the card's own drawing (``TitleCard/capturedOperations(at:)``):
/// text in plain colours, at any transform and opacity, blurred or clipped by paths; shapes filled
/// or stroked in plain colours. A background that is not one colour is embedded as a PNG image.
/// Text fills and outlines in plain colours are kept (an outline under the fill with SVG's
/// `paint-order`). Anything else (gradient text paint, shadows and glows, underlines, colour glyphs,
/// masks, shaders, pictures, blend modes) throws ``AnimatedSVGError/unsupported(feature:time:)``,
/// naming it.
struct AnimatedSVG {
    let card: TitleCard
    let loops: Bool

    /// The SVG document for frames `indices` of the card.
    func document(indices: [Int], progress: (@Sendable (Int, Int) -> Void)?) throws -> Data {
        var outlines: [String: String] = [:]          // path data -> id
        var outlineOrder: [String] = []
        var filters: [Double: String] = [:]
        var clips: [String: String] = [:]
        var clipOrder: [String] = []
        var backgrounds: [Data: String] = [:]
        var backgroundOrder: [Data] = []
        var frames: [(body: String, count: Int)] = []
        func outlineID(_ d: String) -> String {
            if let id = outlines[d] { return id }
            let id = "g\(outlines.count)"
            outlines[d] = id
            outlineOrder.append(d)
            return id
        }
        for (position, index) in indices.enumerated() {
            let time = Double(index) / card.fps
            var body = ""
            if card.backgroundShading != nil {
                if card.backgroundMoves || backgroundOrder.isEmpty, let picture = try card.backgroundPicture(at: card.backgroundMoves ? time : 0) {
                    let png = try Frame(canvas: picture).pngData(compression: .balanced)
                    if backgrounds[png] == nil {
                        backgrounds[png] = "bg\(backgrounds.count)"
                        backgroundOrder.append(png)
                    }
                    body += "<use href=\"#\(backgrounds[png]!)\"/>"
                } else if let id = backgroundOrder.last.flatMap({ backgrounds[$0] }) {
                    body += "<use href=\"#\(id)\"/>"
                }
            }
            for (operation, state) in try card.capturedOperations(at: time) {
                body += try element(operation, state, time: time, outline: outlineID, filters: &filters, clips: &clips, clipOrder: &clipOrder)
            }
            if let last = frames.last, last.body == body {
                frames[frames.count - 1].count += 1
            } else {
                frames.append((body, 1))
            }
            progress?(position + 1, indices.count)
        }
        let width = card.pixelWidth, height = card.pixelHeight
        let total = Double(indices.count) / card.fps
        var svg = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)px" height="\(height)px" viewBox="0 0 \(width) \(height)">

            """
        svg += "<defs>\n"
        for (number, png) in backgroundOrder.enumerated() {
            svg += "<image id=\"bg\(number)\" width=\"\(width)\" height=\"\(height)\" href=\"data:image/png;base64,\(png.base64EncodedString())\"/>\n"
        }
        for d in outlineOrder { svg += "<path id=\"\(outlines[d]!)\" d=\"\(d)\"/>\n" }
        for (radius, id) in filters.sorted(by: { $0.key < $1.key }) {
            svg += "<filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\"><feGaussianBlur stdDeviation=\"\(Self.number(radius))\"/></filter>\n"
        }
        for key in clipOrder {
            // A key is the path data, with "#evenodd" after it for an even-odd clip.
            let evenOdd = key.hasSuffix("#evenodd"), d = evenOdd ? String(key.dropLast("#evenodd".count)) : key
            svg += "<clipPath id=\"\(clips[key]!)\" clipPathUnits=\"userSpaceOnUse\"><path d=\"\(d)\""
                + (evenOdd ? " clip-rule=\"evenodd\"" : "") + "/></clipPath>\n"
        }
        svg += "</defs>\n"
        let plain = card.background.resolve()
        if card.backgroundShading == nil, plain.opacity > 0 {
            svg += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"\(Self.color(plain))\"\(plain.opacity < 1 ? " fill-opacity=\"\(Self.number(Double(plain.opacity)))\"" : "")/>\n"
        }
        var start = 0
        let repeatCount = loops ? "indefinite" : "1"
        for (number, frame) in frames.enumerated() {
            let from = Double(start) / Double(indices.count), to = Double(start + frame.count) / Double(indices.count)
            start += frame.count
            let isLast = number == frames.count - 1
            // Discrete: each value holds from its key time to the next. Once, the last frame stays.
            var values = [String](), times = [String]()
            if from > 0 { values.append("hidden"); times.append("0") }
            values.append("visible"); times.append(Self.number(from))
            if to < 1 { values.append("hidden"); times.append(Self.number(to)) }
            svg += "<g visibility=\"\(from == 0 ? "visible" : "hidden")\">"
            if frames.count > 1 {
                svg += "<animate attributeName=\"visibility\" calcMode=\"discrete\" values=\"\(values.joined(separator: ";"))\" "
                    + "keyTimes=\"\(times.joined(separator: ";"))\" dur=\"\(Self.number(total))s\" repeatCount=\"\(repeatCount)\""
                    + "\(loops ? "" : " fill=\"\(isLast ? "freeze" : "remove")\"")/>"
            }
            svg += frame.body + "</g>\n"
        }
        svg += "</svg>\n"
        return Data(svg.utf8)
    }

    /// One captured operation as SVG.
    private func element(_ operation: DrawOperation, _ state: DrawState, time: TimeInterval, outline: (String) -> String,
                         filters: inout [Double: String], clips: inout [String: String], clipOrder: inout [String]) throws -> String {
        func unsupported(_ feature: String) -> AnimatedSVGError { .unsupported(feature: feature, time: time) }
        guard state.blendMode == .normal else { throw unsupported("the blend mode \(state.blendMode)") }
        guard case .all = state.textShadows else { throw unsupported("drop shadows and glows") }
        var attributes = ""
        if state.opacity < 1 { attributes += " opacity=\"\(Self.number(state.opacity))\"" }
        var blur = 0.0
        for filter in state.filters {
            guard case .blur(let radius) = filter.kind else { throw unsupported("the filter \(filter.description)") }
            blur += radius
        }
        if blur > 0.01 {
            let id = filters[blur] ?? "b\(filters.count)"
            filters[blur] = id
            attributes += " filter=\"url(#\(id))\""
        }
        var wrappers = ""
        for clip in state.clips {
            guard case .path(let path, let evenOdd, let inverse) = clip, !inverse else { throw unsupported("a mask or an inverse clip") }
            let key = Self.pathData(path) + (evenOdd ? "#evenodd" : "")
            let id = clips[key] ?? "c\(clips.count)"
            if clips[key] == nil { clips[key] = id; clipOrder.append(key) }
            wrappers += "<g clip-path=\"url(#\(id))\">"
        }
        let closing = String(repeating: "</g>", count: state.clips.count)
        let matrix = Self.matrix(state.transform)
        switch operation {
        case .text(let pieces, _):
            var result = ""
            for piece in pieces {
                let run = piece.run
                if let feature = Self.unsupportedFeature(of: run) { throw unsupported(feature) }
                let paint = Self.plainPaint(of: run, foreground: state.foregroundColor)
                let d = Self.pathData(Text.Layout.RunSlice(run: run, indices: piece.glyphs).outline)
                guard !d.isEmpty else { continue }
                var painted = ""
                if let fill = paint.fill {
                    painted += " fill=\"\(Self.color(fill))\"" + (fill.opacity < 1 ? " fill-opacity=\"\(Self.number(Double(fill.opacity)))\"" : "")
                } else {
                    painted += " fill=\"none\""
                }
                if let stroke = paint.stroke {
                    painted += " stroke=\"\(Self.color(stroke.color))\" stroke-width=\"\(Self.number(Double(stroke.width)))\""
                        + " stroke-linejoin=\"\(stroke.join)\"" + (stroke.color.opacity < 1 ? " stroke-opacity=\"\(Self.number(Double(stroke.color.opacity)))\"" : "")
                        + (stroke.underFill ? " paint-order=\"stroke\"" : "")
                }
                result += "<use href=\"#\(outline(d))\" transform=\"\(matrix)\"" + painted + attributes + "/>"
            }
            return result.isEmpty ? "" : wrappers + result + closing
        case .fill(let path, let shading, let style):
            let color = try Self.plainColor(shading, state, unsupported)
            return wrappers + "<path d=\"\(Self.pathData(path))\" transform=\"\(matrix)\" fill=\"\(Self.color(color))\""
                + (style.isEOFilled ? " fill-rule=\"evenodd\"" : "")
                + (color.opacity < 1 ? " fill-opacity=\"\(Self.number(Double(color.opacity)))\"" : "") + attributes + "/>" + closing
        case .stroke(let path, let shading, let style):
            let color = try Self.plainColor(shading, state, unsupported)
            return wrappers + "<path d=\"\(Self.pathData(path))\" transform=\"\(matrix)\" fill=\"none\" stroke=\"\(Self.color(color))\""
                + " stroke-width=\"\(Self.number(Double(style.lineWidth)))\""
                + (color.opacity < 1 ? " stroke-opacity=\"\(Self.number(Double(color.opacity)))\"" : "") + attributes + "/>" + closing
        case .image:
            throw unsupported("a picture")
        }
    }

    /// What a run draws that a vector animation of outlines in plain colours (animated SVG,
    /// Lottie) cannot show, or nil.
    static func unsupportedFeature(of run: Text.Layout.Run) -> String? {
        if let paint = TextPaint.of(run) {
            if !paint.shadows.isEmpty { return "drop shadows and glows" }
            if let fill = paint.fill, fill.color == nil { return "a gradient text fill" }
            if let stroke = paint.stroke, stroke.style.color == nil { return "a gradient text stroke" }
        }
        if run.storage.face.hasColorGlyphs { return "colour (emoji) glyphs" }
        if run.underline != nil || run.strikethrough != nil { return "an underline or strikethrough" }
        return nil
    }

    /// A run's paint in plain colours: its fill (nil when it is stroked only) and its outline.
    struct PlainPaint {
        var fill: Color.Resolved?
        var stroke: (color: Color.Resolved, width: CGFloat, join: String, underFill: Bool)?
    }

    /// The plain-colour paint of a run (``unsupportedFeature(of:)`` has refused any other).
    static func plainPaint(of run: Text.Layout.Run, foreground: Color) -> PlainPaint {
        let base = run.foregroundColor ?? foreground
        guard let paint = TextPaint.of(run) else { return PlainPaint(fill: base.resolve()) }
        let fill = (paint.fill?.color ?? base).resolve()
        guard let stroke = paint.stroke else { return PlainPaint(fill: fill) }
        let join = [StrokeStyle.LineJoin.miter: "miter", .round: "round", .bevel: "bevel"][stroke.lineJoin] ?? "miter"
        return PlainPaint(fill: stroke.placement == .only ? nil : fill,
                          stroke: ((stroke.style.color ?? base).resolve(), stroke.lineWidth, join, stroke.placement == .underFill))
    }

    private static func plainColor(_ shading: GraphicsContext.Shading, _ state: DrawState,
                                   _ unsupported: (String) -> AnimatedSVGError) throws -> Color.Resolved {
        switch shading.kind {
        case .color(let color): return color.resolve()
        case .foreground: return state.foregroundColor.resolve()
        default: throw unsupported("a gradient fill")
        }
    }

    static func number(_ value: Double) -> String {
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    static func color(_ color: Color.Resolved) -> String {
        func byte(_ value: Float) -> String {
            let v = Int((max(0, min(1, Double(value))) * 255).rounded())
            return String(format: "%02x", v)
        }
        return "#" + byte(color.red) + byte(color.green) + byte(color.blue)
    }

    static func matrix(_ t: CGAffineTransform) -> String {
        "matrix(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map { number(Double($0)) }.joined(separator: " ")))"
    }

    static func pathData(_ path: Path) -> String {
        var parts: [String] = []
        func point(_ p: CGPoint) -> String { "\(number(Double(p.x))) \(number(Double(p.y)))" }
        path.forEach { element in
            switch element {
            case .move(let p): parts.append("M\(point(p))")
            case .line(let p): parts.append("L\(point(p))")
            case .quadCurve(let p, let c): parts.append("Q\(point(c)) \(point(p))")
            case .curve(let p, let c1, let c2): parts.append("C\(point(c1)) \(point(c2)) \(point(p))")
            case .closeSubpath: parts.append("Z")
            }
        }
        return parts.joined()
    }
}

/// What an animated SVG cannot hold.
public enum AnimatedSVGError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// The card draws `feature` (first at `time` seconds), which the animated SVG does not express.
    case unsupported(feature: String, time: TimeInterval)

    public var description: String {
        switch self {
        case .unsupported(let feature, let time):
            return "an animated SVG cannot show \(feature) (drawn from \(AnimatedSVG.number(time)) s): leave it out of the card, or write a video or GIF"
        }
    }

    public var errorDescription: String? { description }
}
