import Foundation
import KinetypeGraphics
import KinetypePrimitives

/// A picture as a layer's content: a logo, a photo, a sticker (PNG, JPEG, WebP, HEIC, AVIF, or SVG drawn as
/// vectors at the layer's size), in a box the layer's anchor and offset place.
///
/// ```swift
/// let logo = ImageContent(try Image(contentsOf: URL(fileURLWithPath: "logo.svg")), size: CGSize(width: 160, height: 160))
/// let layer = TitleCard.Layer(content: logo, anchor: .topTrailing)
/// ```
public struct ImageContent: LayerContent {
    /// How the picture fills a box of another shape, as CSS's `object-fit`.
    public enum Fit: String, CaseIterable, Sendable {
        /// The whole picture, as large as fits, centred (its aspect kept).
        case contain
        /// The box filled, centred, the picture's overflow cut off (its aspect kept).
        case cover
        /// Stretched to the box.
        case fill
    }

    /// The picture (raster or SVG).
    public var image: Image
    /// The box, in points.
    public var size: CGSize
    /// How the picture fills ``size`` when its aspect differs; ``Fit/contain`` by default.
    public var fit: Fit
    /// 0 to 1.
    public var opacity: Double

    /// `image` in a box of `size` (default: the picture's own size), fitted by `fit`.
    public init(_ image: Image, size: CGSize? = nil, fit: Fit = .contain, opacity: Double = 1) {
        self.image = image
        self.size = size ?? image.size
        self.fit = fit
        self.opacity = opacity
    }

    /// Where the picture goes in the box.
    public var frame: CGRect {
        let box = CGRect(origin: .zero, size: size)
        guard fit != .fill, image.size.width > 0, image.size.height > 0 else { return box }
        let sx = size.width / image.size.width, sy = size.height / image.size.height
        let scale = fit == .contain ? min(sx, sy) : max(sx, sy)
        let width = image.size.width * scale, height = image.size.height * scale
        return CGRect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
    }

    /// The box, with the picture drawn in ``frame`` at ``opacity`` (clipped to the box for
    /// ``Fit/cover``).
    public func resolved(at moment: LayerMoment) throws -> ResolvedContent {
        let image = self.image, frame = self.frame, box = CGRect(origin: .zero, size: size), opacity = self.opacity, fit = self.fit
        return ResolvedContent(size: size) { context in
            var context = context
            context.opacity *= max(0, min(1, opacity))
            if fit == .cover { context.clip(to: Path(box)) }
            context.draw(image, in: frame)
        }
    }
}
