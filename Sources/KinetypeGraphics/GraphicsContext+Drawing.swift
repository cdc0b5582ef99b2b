import Foundation
import KinetypeAnimation
import KinetypePrimitives
import KinetypeText

/// A piece of text to draw: some glyphs of one run.
package struct TextPiece {
    package var run: Text.Layout.Run
    package var glyphs: Range<Int>
}

/// One drawing command, as the target receives it.
package enum DrawOperation {
    case text([TextPiece], Text.Layout.DrawingOptions)
    case fill(Path, GraphicsContext.Shading, FillStyle)
    case stroke(Path, GraphicsContext.Shading, StrokeStyle)
    case image(Image, CGRect)
}

extension GraphicsContext {
    /// Draws a line of a layout, in layout coordinates, as one layer when filters apply.
    public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {
        renderText(line.map { TextPiece(run: $0, glyphs: 0..<$0.glyphs.count) }, options)
    }

    /// Draws a run of a layout, in layout coordinates.
    public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {
        renderText([TextPiece(run: run, glyphs: 0..<run.glyphs.count)], options)
    }

    /// Draws a slice of a run (a glyph cluster, when iterating a run), in layout coordinates.
    public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {
        renderText([TextPiece(run: slice.run, glyphs: slice.indices)], options)
    }

    /// Lays `text` out on one line per paragraph and draws it with its `anchor` point at `point`,
    /// through its renderer if it has one (`Text.textRenderer(_:)`).
    ///
    /// A text that cannot be laid out (a missing font, an invalid size) draws nothing, as in
    /// SwiftUI, where drawing cannot fail; lay it out yourself to see the error. A text with a
    /// path (`Text/path(_:offset:alignment:side:loops:)`) is drawn along it, in this context's
    /// user space; `point` and `anchor` are not used.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        guard let layout = try? text.layout() else { return }
        var copy = self
        if let textPath = text.textPath {
            copy.placeText(along: textPath, layout: layout)
            return text.draw(layout, in: &copy)
        }
        copy.translateBy(x: point.x - layout.size.width * anchor.x, y: point.y - layout.size.height * anchor.y)
        text.draw(layout, in: &copy)
    }

    /// Lays `text` out to the width of `rect` and draws it from the rectangle's top-left corner,
    /// through its renderer if it has one.
    public func draw(_ text: Text, in rect: CGRect) {
        guard let layout = try? text.layout(maxWidth: rect.width) else { return }
        var copy = self
        copy.translateBy(x: rect.minX, y: rect.minY)
        text.draw(layout, in: &copy)
    }

    /// Kinetype: draws every line of a layout (what the default renderer does), one layer.
    public func draw(_ layout: Text.Layout, options: Text.Layout.DrawingOptions = .init()) {
        let pieces = layout.flatMap { line in line.map { TextPiece(run: $0, glyphs: 0..<$0.glyphs.count) } }
        guard !pieces.isEmpty else { return }
        renderText(pieces, options)
    }

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        target.render(.fill(path, shading, style), shapeDrawState)
    }

    /// Strokes `path` with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes `path` with `shading` in `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        target.render(.stroke(path, shading, style), shapeDrawState)
    }

    /// Draws `image` scaled to fill `rect`, as SwiftUI's `draw(_:in:style:)`: pixels with
    /// Cairo's good filter, an SVG as vectors at that size.
    public func draw(_ image: Image, in rect: CGRect) {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        target.render(.image(image, rect), shapeDrawState)
    }

    // MARK: Clips and layers

    /// Limits later draws to the inside of `path` (in the current user space), or its outside with `.inverse`.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        clips.append(.path(path.applying(transform), evenOdd: style.isEOFilled, inverse: options.contains(.inverse)))
    }

    /// Limits later draws to where `content` draws, weighted by its alpha and `opacity`.
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(),
                                     content: (inout GraphicsContext) throws -> Void) rethrows {
        let layer = try drawIntoLayer(label: "clip layer", pixels: true, content)
        if let mask = layer.canvas {
            if options.contains(.inverse) { mask.invertAlpha() }
            clips.append(.mask(mask, opacity: opacity))
        }
    }

    /// The state a fill, stroke or image carries: with a glyph selection, clipped to the
    /// selection's column as well (a renderer's boxes and lines behind one cluster).
    private var shapeDrawState: DrawState {
        guard let column = glyphSelection?.column else { return drawState }
        var copy = self
        copy.clips.append(.path(column, evenOdd: false, inverse: false))
        return copy.drawState
    }

    /// Draws `content` into a new transparent layer, then composites the layer with this
    /// context's opacity, blend mode, clip and filters (applied to the layer as a whole).
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        let layer = try drawIntoLayer(label: "layer", content)
        target.composite(layer, drawState)
    }

    /// Runs `content` with a fresh context on a new transparent layer that keeps this context's
    /// transform, foreground colour, text path, shadow pass and glyph selection.
    private func drawIntoLayer(label: String, pixels: Bool = false, _ content: (inout GraphicsContext) throws -> Void) rethrows -> GraphicsTarget {
        let layer = target.makeLayer(label: label, pixels: pixels)
        var inner = GraphicsContext(target: layer)
        inner.transform = transform
        inner.foregroundColor = foregroundColor
        inner.textPath = textPath
        inner.textShadows = textShadows
        inner.glyphSelection = glyphSelection
        try content(&inner)
        target.endLayer(layer)
        return layer
    }
}
