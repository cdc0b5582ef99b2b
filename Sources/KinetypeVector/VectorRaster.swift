import Foundation
import KinetypeEncoders
import KinetypeGraphics
import KinetypePrimitives
import KinetypeRasterKernels

/// Pixels inside a vector animation: a picture at its own size, or an operation the format
/// cannot hold drawn as Kinetype draws it (`--rasterize-unsupported`), as PNG.
struct VectorRaster {
    var png: Data
    var width: Int
    var height: Int
    /// Where the pixels go: device space for a drawn operation; for a picture, its rectangle
    /// with the context's transform.
    var transform: CGAffineTransform

    /// `operation` drawn with `state` on a transparent card-sized canvas, cut to the rectangle it
    /// touched; nil when it touched nothing.
    static func drawing(_ operation: DrawOperation, _ state: DrawState, width: Int, height: Int) throws -> VectorRaster? {
        let canvas = try Canvas(width: width, height: height)
        let target = GraphicsTarget(canvas: canvas, recording: false)
        target.render(operation, state)
        let area = target.dirty.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard !area.isEmpty else { return nil }
        let frame = Frame(canvas: canvas)
        var pixels: [UInt32] = []
        pixels.reserveCapacity(area.area)
        for y in area.y..<(area.y + area.height) {
            for x in area.x..<(area.x + area.width) { pixels.append(frame[x: x, y: y]) }
        }
        guard pixels.contains(where: { $0 >> 24 != 0 }) else { return nil }
        let cut = Frame(width: area.width, height: area.height, pixels: pixels)
        return VectorRaster(png: try cut.pngData(compression: .balanced), width: area.width, height: area.height,
                            transform: CGAffineTransform(translationX: CGFloat(area.x), y: CGFloat(area.y)))
    }

    /// Pictures already encoded, by picture and pixel size, so a picture that shows in every
    /// frame is drawn and compressed once.
    final class Pictures {
        private var encoded: [String: (png: Data, width: Int, height: Int)] = [:]

        /// `image` drawn in `rect` with `state`'s transform: a raster at its own pixels, an SVG at
        /// its size on the card rounded up to a power of two of its own (so a picture scaling in
        /// keeps one drawing), at most 4096 pixels a side.
        func raster(_ image: Image, in rect: CGRect, _ state: DrawState) throws -> VectorRaster {
            let t = state.transform
            var width = Int(image.size.width), height = Int(image.size.height)
            if image.isVector {
                let scale = max(hypot(Double(t.a), Double(t.b)), hypot(Double(t.c), Double(t.d)))
                let factor = scale <= 1 ? 1 : pow(2, (log2(scale)).rounded(.up))
                width = Int((Double(rect.width) * factor).rounded(.up)).clamped(to: 1...4096)
                height = Int((Double(rect.height) * factor).rounded(.up)).clamped(to: 1...4096)
            }
            width = max(width, 1)
            height = max(height, 1)
            let key = "\(ObjectIdentifier(image.storage)) \(width)x\(height)"
            let png: Data
            if let known = encoded[key] {
                png = known.png
            } else {
                let canvas = try Canvas(width: width, height: height)
                GraphicsContext(canvas: canvas).draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
                png = try Frame(canvas: canvas).pngData(compression: .balanced)
                encoded[key] = (png, width, height)
            }
            let place = CGAffineTransform(scaleX: rect.width / CGFloat(width), y: rect.height / CGFloat(height))
                .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
                .concatenating(t)
            return VectorRaster(png: png, width: width, height: height, transform: place)
        }
    }
}

private extension Int {
    func clamped(to range: ClosedRange<Int>) -> Int { Swift.min(Swift.max(self, range.lowerBound), range.upperBound) }
}
