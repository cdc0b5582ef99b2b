import Foundation
import KinetypeEffects
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

// How a card draws a frame: its background, then each layer through its stages, in the one
// order that ``LayerStage`` documents (a layer with a matte through the layer above it, which is
// not drawn itself). This file is the only place that orders them.

extension TitleCard {
    /// Draws the card at `time` onto `canvas` (an image or a vector canvas of the card's size).
    package func render(at time: TimeInterval, into canvas: Canvas) throws {
        guard time.isFinite else { throw TitleCardError.invalidTime(time) }
        if let painted = paintedBackground(for: canvas) {
            canvas.replacePixels(with: painted)
        } else {
            paintBackground(on: canvas, at: time)
        }
        var context = GraphicsContext(canvas: canvas)
        context.foregroundColor = defaultForeground
        if scale != 1 { context.scaleBy(x: CGFloat(scale), y: CGFloat(scale)) }
        try drawLayers(self.layers(time), at: time, in: context)
    }

    /// Draws `layers` bottom first, a layer with a matte through the layer above it (which is
    /// not drawn itself).
    func drawLayers(_ layers: [Layer], at time: TimeInterval, in context: GraphicsContext) throws {
        var index = layers.startIndex
        while index < layers.endIndex {
            let layer = layers[index]
            guard let matte = layer.matte, index + 1 < layers.endIndex else {
                try draw(layer, at: time, in: context, position: index)
                index += 1
                continue
            }
            // A track matte: the layer above masks this one and is not drawn itself.
            let matteLayer = layers[index + 1]
            var masked = context
            try masked.clipToLayer(options: matte == .alphaInverted ? .inverse : []) { inner in
                guard matte == .luma else { return try draw(matteLayer, at: time, in: inner, position: index + 1) }
                var luminance = inner
                luminance.addFilter(.luminanceToAlpha)
                try luminance.drawLayer { try draw(matteLayer, at: time, in: $0, position: index + 1) }
            }
            try draw(layer, at: time, in: masked, position: index)
            index += 2
        }
    }

    /// Fills `canvas` with the background colour and paints the gradient, if any, over it as it
    /// is at `time`.
    func paintBackground(on canvas: Canvas, at time: TimeInterval) {
        canvas.fill(with: background)
        guard let backgroundShading else { return }
        var context = GraphicsContext(canvas: canvas)
        if scale != 1 { context.scaleBy(x: CGFloat(scale), y: CGFloat(scale)) }
        backgroundShading.paint(width: width, height: height, at: time, in: &context)
    }

    /// The background painted once for frames of `canvas`'s size, when the card keeps one: a
    /// gradient on a raster canvas of the card's pixel size (see ``Caches``).
    private func paintedBackground(for canvas: Canvas) -> Frame? {
        guard let caches, let backgroundShading, !backgroundShading.isAnimated, !canvas.isVector,
              canvas.width == pixelWidth, canvas.height == pixelHeight else { return nil }
        let key = BackgroundKey(width: pixelWidth, height: pixelHeight, scale: scale)
        return try? caches.backgrounds.value(for: key, cost: { $0.stride * $0.height * 4 }) { key in
            let image = try Canvas(width: key.width, height: key.height)
            paintBackground(on: image, at: 0)
            return Frame(canvas: image)
        }
    }

    /// `text` laid out at `maxWidth` (nil: unwrapped): the card's layout of an equal text when it keeps one.
    func layout(_ text: Text, maxWidth: CGFloat?) throws -> Text.Layout {
        guard let caches else { return try text.layout(maxWidth: maxWidth) }
        return try caches.layouts.value(for: text.layoutKey(maxWidth: maxWidth)) { _ in try text.layout(maxWidth: maxWidth) }
    }

    /// Draws one layer at card time `time`, if it shows then: through its filter stages, if any,
    /// into a layer of its own; then its content. `position` is its index among the layers drawn
    /// with it, for a vector writer's messages.
    private func draw(_ layer: Layer, at time: TimeInterval, in context: GraphicsContext, position: Int? = nil) throws {
        let end = layer.end ?? duration
        let local = time - layer.start
        guard local >= 0, time <= end + 1e-9 else { return }
        // A capture for a vector writer names the outermost layer each drawing belongs to.
        let capture = context.target.capture.flatMap { $0.layer == nil ? $0 : nil }
        capture?.layer = layer.name(at: local) + (layer.messageName == nil ? position.map { " (layer \($0 + 1) from the bottom)" } ?? "" : "")
        defer { capture?.layer = nil }
        let moment = LayerMoment(local: local, time: time, start: layer.start, end: end,
                                 canvas: CGSize(width: width, height: height), frameDuration: 1 / fps,
                                 reduceMotion: reduceMotion)
        let filters = layer.stages.compactMap { $0 as? any FilterStage }
        guard filters.isEmpty else { return try drawFiltered(layer, through: filters, at: moment, in: context) }
        // The transform step: the whole layer moved about its anchor point.
        var context = context
        let area = placementArea(for: layer)
        let pivot = CGPoint(x: area.minX + area.width * layer.anchor.x + layer.offset.width,
                            y: area.minY + area.height * layer.anchor.y + layer.offset.height)
        for case let stage as any TransformStage in layer.stages {
            stage.transform(at: moment).apply(to: &context, pivot: pivot)
        }
        // The background and overlay: shapes filling the layer's box, beneath and above its content.
        let box = try decorationBox(of: layer, at: moment)
        if let box, let background = layer.modifiers.background { try drawDecoration(background, in: box, at: moment, context) }
        if let content = layer.content as? TextContent {
            try drawText(layer, content: content, at: moment, in: context)
        } else if let group = try group(of: layer, at: moment) {
            try drawGroup(layer, group, at: moment, in: context)
        } else {
            try drawContent(layer, at: moment, in: context)
        }
        if let box, let overlay = layer.modifiers.overlay { try drawDecoration(overlay, in: box, at: moment, context) }
    }

    /// A group's layers, or a stack's children placed where the stack lays them out.
    private func group(of layer: Layer, at moment: LayerMoment) throws -> GroupContent? {
        if let stack = layer.content as? StackContent { return try arrangedGroup(layer, stack, at: moment) }
        return layer.content as? GroupContent
    }

    /// The filter step: the layer drawn into a layer of its own through every filter, in order;
    /// the first filter stage that gives exposures draws it at each and averages them.
    private func drawFiltered(_ layer: Layer, through filters: [any FilterStage], at moment: LayerMoment,
                              in context: GraphicsContext) throws {
        var filtered = context
        var exposures: [TimeInterval]?
        var exposing: String?
        for stage in filters {
            if let filter = try stage.filter(at: moment) { filtered.addFilter(filter) }
            if exposures == nil {
                exposures = try stage.exposures(at: moment)
                exposing = (stage as? LayerShader).map { "the shader “\($0.name)” (moments of each frame added up)" }
            }
        }
        var unfiltered = layer
        unfiltered.removeStages { $0 is any FilterStage }
        try filtered.drawLayer { inner in
            guard let exposures, exposures.count > 1 else { return try draw(unfiltered, at: moment.time, in: inner) }
            // The mean of the exposures: each added at an equal share (premultiplied sums).
            for offset in exposures {
                var exposure = inner
                exposure.opacity = 1 / Double(exposures.count)
                exposure.blendMode = .plusLighter
                exposure.blendSource = exposing
                try exposure.drawLayer { try draw(unfiltered, at: moment.time + offset, in: $0) }
            }
        }
    }

    /// The area layers are placed in: the canvas less a 5% margin a side.
    var placementArea: CGRect {
        let margin = (CGFloat(width) * 0.05).rounded()
        return CGRect(x: margin, y: margin, width: max(1, CGFloat(width) - 2 * margin),
                      height: max(1, CGFloat(height) - 2 * margin))
    }

    /// The area `layer` is placed in: the canvas less the layer's own margin, or
    /// ``placementArea`` when it has none.
    func placementArea(for layer: Layer) -> CGRect {
        guard let margin = layer.margin else { return placementArea }
        return CGRect(x: margin.leading, y: margin.top, width: max(1, CGFloat(width) - margin.leading - margin.trailing),
                      height: max(1, CGFloat(height) - margin.top - margin.bottom))
    }

    /// Where content of `size` goes: the layer's anchor of it at its anchor of the placement
    /// area, moved by its offset, on whole points.
    /// (With padding or a frame, its box is placed so, and the content put in it: ``placement(of:for:rightToLeft:)``.)
    func origin(of size: CGSize, for layer: Layer, rightToLeft: Bool = false) -> CGPoint {
        placement(of: size, for: layer, rightToLeft: rightToLeft).content
    }

    /// Content other than text: sized, placed, and drawn through the clip stages, then moved
    /// as one piece by the first transition or glyph stage running.
    private func drawContent(_ layer: Layer, at moment: LayerMoment, in context: GraphicsContext) throws {
        let content = try layer.content.resolved(at: moment)
        let origin = origin(of: content.size, for: layer)
        var context = context
        context.translateBy(x: origin.x, y: origin.y)
        let bounds = CGRect(origin: .zero, size: content.size)
        let stage = CGRect(x: -origin.x, y: -origin.y, width: CGFloat(width), height: CGFloat(height))
        let glyphs = layer.stages.compactMap { $0 as? any GlyphStage }
        try drawClipped(layer, at: moment, frame: { RevealCatalog.Frame(bounds: bounds, lines: [bounds], direction: .leftToRight,
                                                                          progress: $0) },
                        in: context) { context in
            for glyphStage in glyphs {
                if try glyphStage.drawWhole(bounds: bounds, at: moment, stage: stage, in: context, content.draw) { return }
            }
            try content.draw(&context)
        }
    }

    /// A group: its children drawn as on the card, moved by the group's offset, through its clip
    /// stages and moved as one piece by its first transition or glyph stage running, both over
    /// the box around the children's boxes.
    private func drawGroup(_ layer: Layer, _ group: GroupContent, at moment: LayerMoment, in context: GraphicsContext) throws {
        let box = try group.layers.reduce(CGRect.null) { box, child in
            try placedBox(of: child, at: moment.time).map { box.union($0) } ?? box
        }
        guard !box.isNull else { return }
        var context = context
        context.translateBy(x: layer.offset.width, y: layer.offset.height)
        context.opacity *= max(0, min(1, group.opacity))
        let stage = CGRect(x: 0, y: 0, width: CGFloat(width), height: CGFloat(height))
        let glyphs = layer.stages.compactMap { $0 as? any GlyphStage }
        let children = { (context: inout GraphicsContext) throws in try self.drawLayers(group.layers, at: moment.time, in: context) }
        try drawClipped(layer, at: moment, frame: { RevealCatalog.Frame(bounds: box, lines: [box], direction: .leftToRight, progress: $0) },
                        in: context) { context in
            for glyphStage in glyphs {
                if try glyphStage.drawWhole(bounds: box, at: moment, stage: stage, in: context, children) { return }
            }
            try children(&context)
        }
    }

    /// Where a layer's content sits on the card at `time` (its box, placed by its anchor and
    /// offset; text laid out as it is drawn, without its stages), or nil when it does not show then.
    private func placedBox(of layer: Layer, at time: TimeInterval) throws -> CGRect? {
        let end = layer.end ?? duration
        guard time >= layer.start, time <= end + 1e-9 else { return nil }
        let moment = LayerMoment(local: time - layer.start, time: time, start: layer.start, end: end,
                                 canvas: CGSize(width: width, height: height), frameDuration: 1 / fps, reduceMotion: reduceMotion)
        if let stack = layer.content as? StackContent {
            let size = try arrange(stack, proposed: layer.modifiers.contentProposal(proposal(for: layer)), at: time).size
            return placement(of: size, for: layer).box
        }
        if let group = layer.content as? GroupContent {
            let box = try group.layers.reduce(CGRect.null) { box, child in try placedBox(of: child, at: time).map { box.union($0) } ?? box }
            return box.isNull ? nil : box.offsetBy(dx: layer.offset.width, dy: layer.offset.height)
        }
        if let content = layer.content as? TextContent {
            let text = content.text(moment.local)
            // Text on a path is placed by its path: its box is the canvas.
            guard text.textPath == nil else { return CGRect(x: 0, y: 0, width: CGFloat(width), height: CGFloat(height)) }
            let layout = try self.layout(text, maxWidth: wrappingWidth(of: layer))
            return placement(of: layout.size, for: layer).box
        }
        let size = try layer.content.resolved(at: moment).size
        return placement(of: size, for: layer).box
    }

    /// Text: the text and content steps, then the text laid out and placed (by the anchor, or
    /// along its path), then the clip, transition and glyph steps.
    private func drawText(_ layer: Layer, content: TextContent, at moment: LayerMoment, in context: GraphicsContext) throws {
        var text = content.text(moment.local)
        for case let stage as any TextStage in layer.stages {
            text = try stage.apply(to: text, at: moment)
        }
        let wrapping = wrappingWidth(of: layer)
        let placement = LayerPlacement(layoutText: { try self.layout($0, maxWidth: wrapping) },
                                       origin: { self.origin(of: $0.size, for: layer, rightToLeft: $0.first?.paragraphDirection == .rightToLeft) })
        for case let stage as any ContentStage in layer.stages {
            guard let next = try stage.content(text, at: moment, placement: placement, in: context) else { return }
            text = next
        }
        // Text on a path lays out on one line and is placed by its path (in canvas points,
        // moved by the layer's offset); the anchor does not apply.
        let textPath = text.textPath
        let layout = try self.layout(text, maxWidth: textPath == nil ? wrapping : nil)
        var context = context
        let origin = textPath == nil ? placement.origin(of: layout) : CGPoint(x: layer.offset.width, y: layer.offset.height)
        context.translateBy(x: origin.x, y: origin.y)
        if let textPath { context.placeText(along: textPath, layout: layout) }
        let stage = CGRect(x: -origin.x, y: -origin.y, width: CGFloat(width), height: CGFloat(height))
        let glyphs = layer.stages.compactMap { $0 as? any GlyphStage }
        // A reveal's frame: the straight layout's box and lines.
        let frame = { (progress: Double) in
            RevealCatalog.Frame(bounds: CGRect(origin: .zero, size: layout.size), lines: layout.map { line in
                let bounds = line.typographicBounds
                return CGRect(x: 0, y: bounds.origin.y - bounds.ascent, width: layout.size.width, height: bounds.ascent + bounds.descent)
            }, direction: layout.first?.paragraphDirection ?? .leftToRight, progress: progress)
        }
        let body = { (context: inout GraphicsContext) in
            // The transition and glyph steps: the first stage running draws the text in pieces,
            // through drawPieces, so its shadows lie beneath all of its glyphs.
            for glyphStage in glyphs {
                if let renderer = glyphStage.renderer(for: text, at: moment, stage: stage) {
                    return context.drawPieces(of: [layout]) { renderer.draw(layout: layout, in: &$0) }
                }
            }
            text.draw(layout, in: &context)
        }
        guard let textPath, layer.stages.contains(where: { ($0 as? any ClipStage).map { $0.progress(at: moment) < 1 } ?? false }) else {
            return try drawClipped(layer, at: moment, frame: frame, in: context, body)
        }
        // Text on a path under a reveal: the reveal runs in the straight layout's space for each
        // cluster, carried to where the path puts that cluster, so a wipe follows the path.
        let onPathPlacement = textPath.placement(of: layout)
        let base = context.transform
        for line in layout {
            for run in line {
                for slice in run where !slice.indices.isEmpty {
                    guard let cluster = slice.clusters.first, let toPath = onPathPlacement.transform(forCluster: cluster) ?? nil else { continue }
                    var onPath = context
                    onPath.transform = toPath.concatenating(base)
                    try drawClipped(layer, at: moment, frame: frame, in: onPath) { inner in
                        // Back to the card's space (keeping what the reveal moved), drawing this cluster only.
                        inner.transform = inner.transform.concatenating(base.inverted()).concatenating(toPath.inverted()).concatenating(base)
                        inner.glyphSelection = GlyphSelection(clusters: Set(slice.clusters))
                        body(&inner)
                    }
                }
            }
        }
    }

    /// The clip step: `draw` through each clip stage still running, nested in order; nothing
    /// while one hides the layer wholly.
    private func drawClipped(_ layer: Layer, at moment: LayerMoment, frame: (Double) -> RevealCatalog.Frame,
                             in context: GraphicsContext, _ draw: (inout GraphicsContext) throws -> Void) throws {
        let clips = layer.stages.compactMap { $0 as? any ClipStage }.map { ($0, $0.progress(at: moment)) }.filter { $0.1 < 1 }
        guard clips.allSatisfy({ $0.1 > 0 }) else { return }
        func nest(_ index: Int, _ context: inout GraphicsContext) throws {
            guard index < clips.count else { return try draw(&context) }
            try clips[index].0.clip(frame(clips[index].1), context) { try nest(index + 1, &$0) }
        }
        var context = context
        try nest(0, &context)
    }
}
