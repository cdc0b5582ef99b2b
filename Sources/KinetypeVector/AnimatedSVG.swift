import Foundation
import KinetypeDiagnostics
import KinetypeCard
import KinetypeEncoders
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

/// A card as one animated SVG file that plays in browsers: each frame's drawing as vectors
/// (glyph outlines from the fonts, so every script and bidi order is Kinetype's own), shown in
/// turn by SMIL `<animate>` elements, looping or once. A run of identical frames is one group
/// shown for their whole time; each glyph outline, gradient, filter, clip and picture is defined
/// once and used wherever it shows.
///
/// What a frame draws is captured from the card's own drawing (``TitleCard/capturedOperations(at:)``):
/// text and shapes filled or outlined in plain colours and linear or radial gradients, at any
/// transform and opacity, blurred, colour-filtered or shadowed (``filterPrimitives(_:)``: text's
/// drop shadows and glows too), clipped by paths; pictures as embedded PNG. A background that is
/// not one colour is embedded as a PNG image. Anything else (conic and mesh gradients, inner
/// shadows, underlines, colour glyphs, mattes and soft masks, shaders, blend modes, dashes)
/// throws ``AnimatedSVGError/unsupported(feature:time:)``, naming it and the layer, or with
/// `rasterizesUnsupported` is drawn by Kinetype and embedded as pixels.
package struct AnimatedSVG {
    let card: TitleCard
    let loops: Bool
    var rasterizesUnsupported = false
    /// The pictures drawn so far.
    let pictures = VectorRaster.Pictures()

    /// What the frames share, each defined once in `<defs>` and referred to by id.
    struct Definitions {
        private var ids: [AnyHashable: String] = [:]
        private(set) var elements: [String] = []

        /// The id of the definition `element(id)` makes, keyed by `key` (text, or a picture's PNG
        /// with its kind); made the first time.
        mutating func id(_ key: AnyHashable, prefix: String, _ element: (String) -> String) -> String {
            if let id = ids[key] { return id }
            let id = "\(prefix)\(ids.count)"
            ids[key] = id
            elements.append(element(id))
            return id
        }
    }

    /// The SVG document for frames `indices` of the card.
    /// A writer of `card`, playing again from the start when it ends when `loops`, drawing what
    /// it cannot hold as embedded pixels when `rasterizesUnsupported`.
    package init(card: TitleCard, loops: Bool, rasterizesUnsupported: Bool = false) {
        self.card = card
        self.loops = loops
        self.rasterizesUnsupported = rasterizesUnsupported
    }

    package func document(indices: [Int], progress: (@Sendable (Int, Int) -> Void)?) throws -> Data {
        var defs = Definitions()
        var frames: [(body: String, count: Int)] = []
        let width = card.pixelWidth, height = card.pixelHeight
        var backgroundID: String?
        for (position, index) in indices.enumerated() {
            let time = Double(index) / card.fps
            var body = ""
            if card.backgroundShading != nil {
                if card.backgroundMoves || backgroundID == nil, let picture = try card.backgroundPicture(at: card.backgroundMoves ? time : 0) {
                    let png = try Frame(canvas: picture).pngData(compression: .balanced)
                    backgroundID = defs.id(["background", png] as [AnyHashable], prefix: "bg") { id in
                        "<image id=\"\(id)\" width=\"\(width)\" height=\"\(height)\" href=\"data:image/png;base64,\(png.base64EncodedString())\"/>"
                    }
                }
                if let backgroundID { body += "<use href=\"#\(backgroundID)\"/>" }
            }
            for (operation, state, layer) in try card.capturedOperations(at: time) {
                do {
                    body += try element(operation, state, defs: &defs)
                } catch let feature {
                    guard rasterizesUnsupported else { throw AnimatedSVGError.unsupported(feature: "\(feature.name) in \(layer)", time: time) }
                    if let raster = try VectorRaster.drawing(operation, state, width: width, height: height) {
                        body += image(raster, defs: &defs)
                    }
                }
            }
            if let last = frames.last, last.body == body {
                frames[frames.count - 1].count += 1
            } else {
                frames.append((body, 1))
            }
            progress?(position + 1, indices.count)
        }
        let total = Double(indices.count) / card.fps
        var svg = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)px" height="\(height)px" viewBox="0 0 \(width) \(height)">

            """
        svg += "<defs>\n" + defs.elements.map { $0 + "\n" }.joined() + "</defs>\n"
        let plain = card.background.resolve()
        if card.backgroundShading == nil, plain.opacity > 0 {
            svg += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"\(Self.color(plain))\"\(plain.opacity < 1 ? " fill-opacity=\"\(Double(plain.opacity).decimalText(places: 4))\"" : "")/>\n"
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
            values.append("visible"); times.append(from.decimalText(places: 4))
            if to < 1 { values.append("hidden"); times.append(to.decimalText(places: 4)) }
            svg += "<g visibility=\"\(from == 0 ? "visible" : "hidden")\">"
            if frames.count > 1 {
                svg += "<animate attributeName=\"visibility\" calcMode=\"discrete\" values=\"\(values.joined(separator: ";"))\" "
                    + "keyTimes=\"\(times.joined(separator: ";"))\" dur=\"\(total.decimalText(places: 4))s\" repeatCount=\"\(repeatCount)\""
                    + "\(loops ? "" : " fill=\"\(isLast ? "freeze" : "remove")\"")/>"
            }
            svg += frame.body + "</g>\n"
        }
        svg += "</svg>\n"
        return Data(svg.utf8)
    }

    /// Pixels placed by their transform, their PNG defined once.
    private func image(_ raster: VectorRaster, defs: inout Definitions) -> String {
        let id = defs.id(["image", raster.png] as [AnyHashable], prefix: "p") { id in
            "<image id=\"\(id)\" width=\"\(raster.width)\" height=\"\(raster.height)\" preserveAspectRatio=\"none\" href=\"data:image/png;base64,\(raster.png.base64EncodedString())\"/>"
        }
        return "<use href=\"#\(id)\" transform=\"\(Self.matrix(raster.transform))\"/>"
    }

    /// One captured operation as SVG.
    private func element(_ operation: DrawOperation, _ state: DrawState, defs: inout Definitions) throws(VectorFeature) -> String {
        guard state.blendMode == .normal else { throw VectorFeature(state.blendSource ?? "the blend mode \(state.blendMode)") }
        // Text with drop shadows or glows comes in two passes (``TextShadowPass``): its glyphs
        // plainly under a filter that keeps only their shadows, then the glyphs; other drawings
        // show in the second pass only.
        var shadowsDrawn = false
        var operation = operation
        switch state.textShadows {
        case .all:
            // Text drawn on its own (not through a renderer's passes): each run of pieces with
            // the same drop shadows and glows drawn over them, as Kinetype draws it.
            guard case .text(let pieces, let options) = operation,
                  let groups = Canvas.shadowGroups(pieces, onlyInner: false) else { break }
            var result = ""
            for (group, shadows) in groups {
                var shadowed = state
                shadowed.filters = shadows.flatMap(\.filters).map { $0.scaled(by: state.transformScale) } + state.filters
                shadowed.textShadows = .above
                result += try element(.text(group, options), shadowed, defs: &defs)
            }
            return result
        case .beneath(let wanted):
            guard case .text(let pieces, let options) = operation else { return "" }
            let kept = pieces.filter { Canvas.shadows(of: $0, beneath: true) == wanted }
            guard !kept.isEmpty else { return "" }
            operation = .text(kept, options)
            shadowsDrawn = true
        case .above: shadowsDrawn = true
        }
        var attributes = ""
        if state.opacity < 1 { attributes += " opacity=\"\(state.opacity.decimalText(places: 4))\"" }
        let primitives = try Self.filterPrimitives(state.filters)
        var filter = ""
        if !primitives.isEmpty {
            let chain = primitives.joined()
            let id = defs.id("filter " + chain, prefix: "f") { id in
                "<filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\" color-interpolation-filters=\"sRGB\">\(chain)</filter>"
            }
            // On a group around the drawing, so the filter works in device pixels as Kinetype's
            // does, not in the drawing's own (scaled, turned) space.
            // The opacity goes on the same group: SVG applies it after the filter, as Kinetype does.
            filter = "<g filter=\"url(#\(id))\"\(attributes)>"
            attributes = ""
        }
        var wrappers = ""
        for clip in state.clips {
            guard case .path(let path, let evenOdd, let inverse) = clip, !inverse else { throw VectorFeature("a matte, a soft-edged or an inverse mask") }
            let d = Self.pathData(path)
            let id = defs.id("clip " + d + (evenOdd ? " evenodd" : ""), prefix: "c") { id in
                "<clipPath id=\"\(id)\" clipPathUnits=\"userSpaceOnUse\"><path d=\"\(d)\"" + (evenOdd ? " clip-rule=\"evenodd\"" : "") + "/></clipPath>"
            }
            wrappers += "<g clip-path=\"url(#\(id))\">"
        }
        let closing = String(repeating: "</g>", count: state.clips.count + (filter.isEmpty ? 0 : 1))
        wrappers += filter
        let matrix = Self.matrix(state.transform)
        var result = ""
        switch operation {
        case .text(let pieces, _):
            for piece in pieces {
                let run = piece.run
                if let feature = VectorPaint.unsupportedFeature(of: run, shadowsDrawn: shadowsDrawn) { throw VectorFeature(feature) }
                for group in VectorPaint.groups(of: run, glyphs: piece.glyphs) {
                    let paint = try VectorPaint.of(run, glyphs: piece.glyphs, group: group, foreground: state.foregroundColor)
                    let d = Self.pathData(Text.Layout.RunSlice(run: run, indices: group).outline)
                    guard !d.isEmpty else { continue }
                    let outline = defs.id("outline " + d, prefix: "g") { "<path id=\"\($0)\" d=\"\(d)\"/>" }
                    result += "<use href=\"#\(outline)\" transform=\"\(matrix)\"" + paintAttributes(paint, defs: &defs) + attributes + "/>"
                }
            }
        case .fill(let path, let shading, let style):
            let paint = try VectorPaint.filling(shading, style: style, foreground: state.foregroundColor)
            result = "<path d=\"\(Self.pathData(path))\" transform=\"\(matrix)\"" + paintAttributes(paint, defs: &defs) + attributes + "/>"
        case .stroke(let path, let shading, let style):
            let paint = try VectorPaint.stroking(shading, style: style, foreground: state.foregroundColor)
            result = "<path d=\"\(Self.pathData(path))\" transform=\"\(matrix)\"" + paintAttributes(paint, defs: &defs) + attributes + "/>"
        case .image(let picture, let rect):
            guard let raster = try? pictures.raster(picture, in: rect, state) else { throw VectorFeature("a picture too large to embed") }
            let placed = image(raster, defs: &defs)
            result = attributes.isEmpty ? placed : "<g\(attributes)>\(placed)</g>"
        }
        return result.isEmpty ? "" : wrappers + result + closing
    }

    /// SVG filter primitives that do what `filters` do, in order, each reading the one before
    /// (the first the drawing): blur, colour matrices, drop shadows, and the shadows alone that
    /// text casts beneath itself (each cast by the glyphs over the shadows before it, and put
    /// under them, as Kinetype casts them).
    static func filterPrimitives(_ filters: [GraphicsContext.Filter]) throws(VectorFeature) -> [String] {
        var primitives: [String] = []
        var current = "SourceGraphic"
        /// Adds a primitive reading `input` (the current result by default), named in turn.
        func add(_ body: String, input: String? = nil) -> String {
            let name = "r\(primitives.count)"
            primitives.append(body.replacingOccurrences(of: "<IN>", with: input ?? current).replacingOccurrences(of: "<OUT>", with: name))
            return name
        }
        func color(_ color: Color) -> String {
            let c = color.resolve()
            return "flood-color=\"\(Self.color(c))\" flood-opacity=\"\(Double(c.opacity).decimalText(places: 4))\""
        }
        for filter in filters {
            switch filter.kind {
            case .blur(let radius):
                if radius >= 0.01 { current = add("<feGaussianBlur in=\"<IN>\" stdDeviation=\"\(radius.decimalText(places: 4))\" result=\"<OUT>\"/>") }
            case .matrix(let m, _) where m.a5 <= 0:
                // The same sums on un-premultiplied sRGB values as Kinetype's (color-interpolation-filters).
                let values = [m.r1, m.r2, m.r3, m.r4, m.r5, m.g1, m.g2, m.g3, m.g4, m.g5,
                              m.b1, m.b2, m.b3, m.b4, m.b5, m.a1, m.a2, m.a3, m.a4, m.a5]
                guard m != ColorMatrix() else { continue }
                current = add("<feColorMatrix in=\"<IN>\" type=\"matrix\" values=\"\(values.map { Double($0).decimalText(places: 4) }.joined(separator: " "))\" result=\"<OUT>\"/>")
            case .shadow(let shadow, let radius, let x, let y):
                // The drawing over its shadow: the colour where the drawing is, moved and blurred.
                current = add("<feDropShadow in=\"<IN>\" dx=\"\(x.decimalText(places: 4))\" dy=\"\(y.decimalText(places: 4))\" stdDeviation=\"\(radius.decimalText(places: 4))\" "
                    + color(shadow) + " result=\"<OUT>\"/>")
            case .shadowsOnly(let shadows):
                let glyphs = current
                var cast: String?
                for shadow in shadows {
                    guard case .shadow(let shade, let radius, let x, let y) = shadow.kind else { throw VectorFeature("an inner shadow") }
                    let source = cast.map { add("<feMerge result=\"<OUT>\"><feMergeNode in=\"\($0)\"/><feMergeNode in=\"\(glyphs)\"/></feMerge>") } ?? glyphs
                    let moved = add("<feOffset in=\"<IN>\" dx=\"\(x.decimalText(places: 4))\" dy=\"\(y.decimalText(places: 4))\" result=\"<OUT>\"/>", input: source)
                    let flood = add("<feFlood " + color(shade) + " result=\"<OUT>\"/>")
                    let tinted = add("<feComposite in=\"\(flood)\" in2=\"\(moved)\" operator=\"in\" result=\"<OUT>\"/>")
                    let blurred = add("<feGaussianBlur in=\"<IN>\" stdDeviation=\"\(radius.decimalText(places: 4))\" result=\"<OUT>\"/>", input: tinted)
                    cast = cast.map { add("<feMerge result=\"<OUT>\"><feMergeNode in=\"\(blurred)\"/><feMergeNode in=\"\($0)\"/></feMerge>") } ?? blurred
                }
                if let cast { current = cast }
            case .innerShadow:
                throw VectorFeature("inner shadows")
            default:
                throw VectorFeature.filter(filter)
            }
        }
        return primitives
    }

    /// The fill and stroke attributes of `paint`, its gradients defined once.
    private func paintAttributes(_ paint: VectorPaint, defs: inout Definitions) -> String {
        func reference(_ shading: VectorShading, _ property: String) -> String {
            func stops(_ list: [VectorShading.Stop]) -> String {
                list.map { stop in
                    "<stop offset=\"\(stop.location.decimalText(places: 4))\" stop-color=\"\(Self.color(stop.color))\""
                        + (stop.color.opacity < 1 ? " stop-opacity=\"\(Double(stop.color.opacity).decimalText(places: 4))\"" : "") + "/>"
                }.joined()
            }
            switch shading {
            case .color(let color):
                return " \(property)=\"\(Self.color(color))\""
                    + (color.opacity < 1 ? " \(property)-opacity=\"\(Double(color.opacity).decimalText(places: 4))\"" : "")
            case .linear(let list, let from, let to):
                let id = defs.id("gradient " + shading.key, prefix: "l") { id in
                    "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(Double(from.x).decimalText(places: 4))\" y1=\"\(Double(from.y).decimalText(places: 4))\" "
                        + "x2=\"\(Double(to.x).decimalText(places: 4))\" y2=\"\(Double(to.y).decimalText(places: 4))\">\(stops(list))</linearGradient>"
                }
                return " \(property)=\"url(#\(id))\""
            case .radial(let list, let center, let radius):
                let id = defs.id("gradient " + shading.key, prefix: "r") { id in
                    "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(Double(center.x).decimalText(places: 4))\" cy=\"\(Double(center.y).decimalText(places: 4))\" "
                        + "r=\"\(Double(radius).decimalText(places: 4))\">\(stops(list))</radialGradient>"
                }
                return " \(property)=\"url(#\(id))\""
            }
        }
        var result = paint.fill.map { reference($0, "fill") } ?? " fill=\"none\""
        if paint.evenOdd { result += " fill-rule=\"evenodd\"" }
        if let stroke = paint.stroke {
            result += reference(stroke.shading, "stroke") + " stroke-width=\"\(Double(stroke.width).decimalText(places: 4))\""
            if stroke.join != .miter { result += " stroke-linejoin=\"\(stroke.join.rawValue)\"" }
            if stroke.cap != .butt { result += " stroke-linecap=\"\(stroke.cap.rawValue)\"" }
            if stroke.join == .miter, stroke.miterLimit != 4 { result += " stroke-miterlimit=\"\(Double(stroke.miterLimit).decimalText(places: 4))\"" }
            if stroke.underFill { result += " paint-order=\"stroke\"" }
        }
        return result
    }

    static func color(_ color: Color.Resolved) -> String {
        func byte(_ value: Float) -> String {
            let v = Int((max(0, min(1, Double(value))) * 255).rounded())
            return String(format: "%02x", v)
        }
        return "#" + byte(color.red) + byte(color.green) + byte(color.blue)
    }

    static func matrix(_ t: CGAffineTransform) -> String {
        "matrix(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map { Double($0).decimalText(places: 4) }.joined(separator: " ")))"
    }

    static func pathData(_ path: Path) -> String {
        var parts: [String] = []
        func point(_ p: CGPoint) -> String { "\(Double(p.x).decimalText(places: 4)) \(Double(p.y).decimalText(places: 4))" }
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
    /// The card draws `feature` (with the layer that draws it, first at `time` seconds), which the
    /// animated SVG does not express.
    case unsupported(feature: String, time: TimeInterval)

    /// The message: the feature, the time it is first drawn, and what to do instead.
    public var description: String {
        switch self {
        case .unsupported(let feature, let time):
            return "an animated SVG cannot show \(feature) (drawn from \(time.decimalText(places: 4)) s): leave it out of the card, or write a video or GIF"
        }
    }

    /// The same as ``description``, for Foundation's `localizedDescription`.
    public var errorDescription: String? { description }
}

extension AnimatedSVGError: KinetypeError {
    /// A card with something an animated SVG cannot show is bad input for that format.
    public var category: ErrorCategory { .input }
}
