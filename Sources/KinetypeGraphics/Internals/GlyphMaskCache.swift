import Foundation
import KinetypePrimitives
import KinetypeRasterKernels
import KinetypeText

/// The coverage of glyph outlines filled at exact positions (text drawn with
/// `disablesSubpixelQuantization`) or filled and stroked by a ``TextPaint``, kept so that text
/// which does not move from frame to frame (a caption page while its words change colour, a
/// title holding still) is rasterized once and then painted through its coverage every frame,
/// instead of building, filling and stroking the same outlines again.
///
/// A mask is the outlines of one piece's glyphs filled as one path (overlapping glyphs join as
/// Cairo's fill joins them) into an A8 surface with the same transform up to a whole-pixel
/// translation; it holds Cairo's coverage exactly (its rasterizer works on a grid of 1/256 of a
/// pixel across and 1/15 down, both whole divisions of a pixel, so a whole-pixel shift moves the
/// coverage and changes none of it). Painting it does what Cairo's fill of an opaque colour does
/// with that coverage (`lerp8x4` in its image compositor: colour × c + pixel × (255 − c), each
/// product rounded with 0x7f), so it gives the fill's bytes. The one difference left is
/// floating-point: a glyph whose device position lies within an ulp of a rounding tie of
/// Cairo's 24.8 fixed point may round to the other side, which no test or example here meets.
///
/// A mask is made the second time a draw with the same key is seen (the first is filled as
/// before), so text that moves every frame costs only its key.
///
/// Keys hold everything the coverage depends on, compared exactly (the font: its file, face,
/// synthetic styles, variable axes and size; the stroke; the transform's linear part and the
/// fractional part of its translation; glyph ids and positions), so a mask found is the mask
/// this draw would make: output does not depend on what was cached, or on which thread drew
/// first. Shared by every canvas and thread, up to ``budget`` bytes, the oldest evicted first.
package enum GlyphMaskCache {
    struct Key: Hashable, Sendable {
        /// The font the outlines come from (file, face, size, variable axes, synthetic styles).
        var font: Text.Layout.ResolvedFont
        /// Nil for filled outlines; for stroked ones, how they are stroked.
        var stroke: Stroke?
        /// The transform's linear part and the fractional part of its translation.
        var matrix: [Double] = []
        var glyphs: [UInt] = []
        /// Each glyph's position in user space, x then y.
        var positions: [Double] = []
    }

    /// How stroked outlines are stroked: the line width, the join and the miter limit.
    struct Stroke: Hashable, Sendable {
        var lineWidth: Double
        var lineJoin: StrokeStyle.LineJoin
        var miterLimit: Double
    }

    /// One piece's coverage: a byte a pixel of `box`, rows `stride` apart; the box's corner is in
    /// whole pixels from the device pixel the transform's translation falls in.
    final class Mask: Sendable {
        let box: PixelRect
        let stride: Int
        let coverage: [UInt8]

        init(box: PixelRect, stride: Int, coverage: [UInt8]) {
            (self.box, self.stride, self.coverage) = (box, stride, coverage)
        }

        /// Paints `target.pixel` through this coverage with its top-left corner at device pixel
        /// (`x`, `y`), inside the target's clip boxes: a covered pixel becomes the colour, a
        /// partly covered one Cairo's `lerp8x4` of the colour and what is there.
        func composite(into target: Target, x: Int, y: Int) {
            let pixel = target.pixel
            let own = PixelRect(x: x, y: y, width: box.width, height: box.height)
            let surface = target.bounds
            coverage.withUnsafeBufferPointer { coverage in
                for box in target.boxes {
                    let area = box.intersection(own).intersection(surface)
                    guard !area.isEmpty else { continue }
                    for row in area.y..<(area.y + area.height) {
                        let cover = coverage.baseAddress! + (row - y) * stride - x
                        let line = target.data + (row - target.bounds.y) * target.stride - target.bounds.x
                        for column in area.x..<(area.x + area.width) {
                            let a = cover[column]
                            if a == 0 { continue }
                            line[column] = a == 255 ? pixel : Self.lerp(pixel, a, line[column])
                        }
                    }
                }
            }
        }

        /// Cairo's `lerp8x4`: `source × a + destination × (255 − a)` per channel, each product
        /// divided by 255 rounding with 0x7f, the sums saturated.
        @inline(__always)
        static func lerp(_ source: UInt32, _ a: UInt8, _ destination: UInt32) -> UInt32 {
            let (cover, rest) = (UInt32(a), UInt32(255 - a))
            return ChannelPairs.sum(ChannelPairs.scaled(source, by: cover, half: 0x7F), ChannelPairs.scaled(destination, by: rest, half: 0x7F))
                | ChannelPairs.sum(ChannelPairs.scaled(source >> 8, by: cover, half: 0x7F),
                                   ChannelPairs.scaled(destination >> 8, by: rest, half: 0x7F)) << 8
        }
    }

    /// The most bytes of coverage kept: 16 MiB. Only what is on screen is drawn again and
    /// again; the budget bounds what a long render keeps of what it showed before.
    static let budget = 16 << 20
    /// The largest translation a mask is made for; text beyond it is filled as it is.
    static let reach = 1e7
    private static let masks = BoundedCache<Key, Mask?>(budget: budget)
    /// The draws seen once, by key: the most recent 4,096.
    private static let sightings = BoundedCache<Key, Bool>(budget: 4096)

    /// What the cache did so far (hits are draws painted through a mask made before).
    package static var statistics: CacheStatistics { masks.statistics }

    /// Where and how a mask is painted: the ARGB32 image Cairo draws into now (the canvas, or
    /// the group pushed on it), the device position of its top-left pixel, the boxes of whole
    /// device pixels the clip leaves, and the colour as Cairo's fill stores it.
    struct Target {
        var data: UnsafeMutablePointer<UInt32>
        /// Where the image's pixels lie in device space.
        var bounds: PixelRect
        /// Pixels from one row to the next.
        var stride: Int
        var boxes: [PixelRect]
        var pixel: UInt32
    }

    /// Paints `glyphs` (user-space positions, in `cairo`'s current font face, size, font options
    /// and transform) into `target` through their cached coverage, making it when missing; false
    /// when this draw does not go through a mask (then nothing is painted): a transform that is
    /// not finite or lies beyond ``reach``, outlines with no box, or outlines not wholly inside
    /// one of the clip's boxes and the surface.
    static func paint(_ glyphs: [Cairo.Glyph], key base: Key, in cairo: Cairo.Context, into target: Target) -> Bool {
        guard !glyphs.isEmpty else { return false }
        let matrix = cairo.matrix
        let (xx, yx, xy, yy, x0, y0) = (Double(matrix.a), Double(matrix.b), Double(matrix.c), Double(matrix.d),
                                        Double(matrix.tx), Double(matrix.ty))
        let linear = [xx, yx, xy, yy]
        guard (linear + [x0, y0]).allSatisfy(\.isFinite), abs(x0) < reach, abs(y0) < reach,
              xx * yy - xy * yx != 0 else { return false }
        let (wholeX, wholeY) = (Int(x0.rounded(.down)), Int(y0.rounded(.down)))
        var key = base
        key.matrix = linear + [x0 - Double(wholeX), y0 - Double(wholeY)]
        key.glyphs = glyphs.map { UInt($0.index) }
        key.positions = glyphs.flatMap { [$0.x, $0.y] }
        let mask: Mask?
        if let held = masks.held(key) {
            mask = held
        } else if sightings.held(key) != nil {
            mask = masks.value(for: key, cost: { ($0?.coverage.count ?? 0) + 64 }) { key in make(glyphs, key: key, options: cairo) }
        } else {
            // Seen for the first time: filled as it is. Text that moves every frame never comes
            // back and so never pays for a mask; text that holds still gets one the second time.
            _ = sightings.value(for: key) { _ in true }
            return false
        }
        // No mask (outlines that cover no pixel, or a box Cairo could not give): filled as before.
        guard let mask else { return false }
        // Outlines that cross the clip's edge (or the surface's) are cut there by Cairo before
        // it fills them, which moves a few coverage values along the cut: filled as before.
        let placed = PixelRect(x: wholeX + mask.box.x, y: wholeY + mask.box.y, width: mask.box.width, height: mask.box.height)
        guard target.boxes.contains(where: { $0.intersection(target.bounds).contains(placed) }) else { return false }
        mask.composite(into: target, x: placed.x, y: placed.y)
        return true
    }

    /// Fills the glyphs' outlines (or strokes them, as `key.stroke` says) into a new A8 surface
    /// just large enough, with `key.matrix` as the transform moved by whole pixels, the font face
    /// and size `context` has and the canvases' font options with the font's variations; nil
    /// when the outlines have no box (no outlines, or a path Cairo could not copy) or one too far
    /// out or too large to keep.
    private static func make(_ glyphs: [Cairo.Glyph], key: Key, options context: Cairo.Context) -> Mask? {
        let (fractionX, fractionY) = (key.matrix[4], key.matrix[5])
        func draw(on surface: Cairo.Surface, shiftX: Double, shiftY: Double, fill: Bool) -> (Double, Double, Double, Double) {
            let cairo = Cairo.Context(surface: surface)
            // Built, not read from `context`: cairo 1.16's cairo_get_font_options hands out the
            // context's own variations string, which destroying the copy would free.
            cairo.setFontOptions(Canvas.fontOptions(variations: Canvas.variations(of: key.font)))
            cairo.setFont(from: context)
            cairo.setMatrix(CGAffineTransform(a: key.matrix[0], b: key.matrix[1], c: key.matrix[2], d: key.matrix[3],
                                              tx: fractionX + shiftX, ty: fractionY + shiftY))
            cairo.newPath()
            cairo.glyphPath(glyphs)
            if let stroke = key.stroke {
                cairo.setLineWidth(stroke.lineWidth)
                cairo.setLineJoin(stroke.lineJoin)
                cairo.setMiterLimit(stroke.miterLimit)
            }
            guard fill else {
                // The outlines' box in device space, from every point of the path (control
                // points too, so the box holds the curves); cairo_path_extents comes out short
                // for glyph paths.
                cairo.identityMatrix()
                return cairo.pathPointsBox
            }
            cairo.setSourceRGBA(0, 0, 0, 1)
            if key.stroke == nil { cairo.fill() } else { cairo.stroke() }
            return (0, 0, 0, 0)
        }
        // Unbounded, so no glyph is dropped for lying outside it (Cairo leaves out glyphs placed
        // more than ten ems outside the surface it draws on).
        let (minX, minY, maxX, maxY) = draw(on: Cairo.Surface.alphaRecording(), shiftX: 0, shiftY: 0, fill: false)
        // Far-flung or huge outlines (past a billion pixels, or a mask beyond a quarter of the
        // budget) are filled as they are: Cairo fills only what lands on the canvas.
        guard [minX, minY, maxX, maxY].allSatisfy({ abs($0) < 1e9 }), maxX > minX, maxY > minY else { return nil }
        // A stroke reaches past the outline: half its width, up to the miter limit at a corner,
        // through the transform (whose largest stretch is at most the root of the sum of squares).
        var reach = 0.0
        if let stroke = key.stroke {
            let stretch = (key.matrix[0...3].map { $0 * $0 }.reduce(0, +)).squareRoot()
            reach = (stroke.lineWidth / 2 * max(1, stroke.miterLimit) * stretch).rounded(.up)
            guard reach.isFinite, reach < Double(Canvas.maximumSide) else { return nil }
        }
        // A pixel of margin on every side: coverage reaches into the pixel an edge lies in.
        let left = Int((minX - reach).rounded(.down)) - 1, top = Int((minY - reach).rounded(.down)) - 1
        let width = Int((maxX + reach).rounded(.up)) + 1 - left, height = Int((maxY + reach).rounded(.up)) + 1 - top
        guard width > 0, height > 0, width <= Canvas.maximumSide, height <= Canvas.maximumSide, width * height <= budget / 4 else {
            return nil
        }
        let stride = Cairo.Surface.stride(forWidth: width, format: .a8)
        let coverage = [UInt8](unsafeUninitializedCapacity: stride * height) { bytes, count in
            bytes.initialize(repeating: 0)
            let surface = Cairo.Surface(data: bytes.baseAddress!, format: .a8, width: width, height: height, stride: stride)
            _ = draw(on: surface, shiftX: Double(-left), shiftY: Double(-top), fill: true)
            surface.flush()
            surface.finish()
            count = stride * height
        }
        return Mask(box: PixelRect(x: left, y: top, width: width, height: height), stride: stride, coverage: coverage)
    }
}
