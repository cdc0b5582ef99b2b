import KinetypeDiagnostics

/// An image layer's content: a PNG, JPEG, WebP, HEIC, AVIF or SVG file (an SVG is drawn as vectors at the
/// layer's size, so a logo is crisp at any scale).
///
/// In a scene file, a layer with `image` in place of `text`:
///
/// ```yaml
/// layers:
///   - image: {file: logo.svg, width: 160, height: 160, fit: contain}   # file: relative to the scene file
///     opacity: 0.9                                                     # 0 to 1; default 1
///     position: topTrailing
/// ```
///
/// Without `width` and `height` the picture keeps its own size; with one of them, its aspect;
/// with both, `fit` places it in that box: `contain` (default: all of it, centred), `cover` (the
/// box filled, the overflow cut off) or `fill` (stretched).
public struct SceneImage: Equatable, Sendable {
    /// How the picture fills a box of another shape.
    public enum Fit: String, CaseIterable, Sendable { case contain, cover, fill }

    /// The file, as written (relative to the scene's folder unless it starts with `/`).
    public var file: String
    /// The box's width in pixels; nil keeps the picture's own width, or its aspect when ``height`` is
    /// given.
    public var width: Double?
    /// The box's height in pixels; nil keeps the picture's own height, or its aspect when ``width``
    /// is given.
    public var height: Double?
    /// How the picture fills a box of both ``width`` and ``height``; ``Fit/contain`` by default.
    public var fit: Fit
    /// 0 to 1.
    public var opacity: Double

    /// The picture in `file` (relative to the scene's folder unless it starts with `/`), in a box of
    /// `width` by `height` pixels when given, fitted by `fit`, at `opacity` (0 to 1).
    public init(file: String, width: Double? = nil, height: Double? = nil, fit: Fit = .contain, opacity: Double = 1) {
        self.file = file
        self.width = width
        self.height = height
        self.fit = fit
        self.opacity = opacity
    }
}

extension SceneLayer {
    /// The layer's image, when it is an image layer.
    public var image: SceneImage? { content?.as(SceneImage.self) }
}
