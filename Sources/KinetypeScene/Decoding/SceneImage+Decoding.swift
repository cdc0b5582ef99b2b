import KinetypeDiagnostics
import KinetypeGraphics

extension SceneImage: SceneContentKind {
    static let key = "image"
    static let example = "image: {file: logo.svg, width: 160}"
    static let layerKeys = ["opacity"]
    static let keys = ["file", "width", "height", "fit"]

    /// `image: {file, width, height, fit}` and the layer's `opacity`.
    init(decoding node: SceneNode, in layer: SceneMapping) throws {
        let image = try node.mapping(keys: Self.keys, expected: "an image: {file: logo.png, width: 160}")
        let fileNode = try image.required("file", example: "file: logo.png")
        let file = try fileNode.string("a file name, relative to the scene file: logo.png")
        guard !file.isEmpty else { throw fileNode.error(.invalidValue, "the image's file name is empty; name a PNG, JPEG, WebP, HEIC, AVIF or SVG file") }
        self.init(file: file, width: try image["width"]?.number(in: Canvas.lengthRange), height: try image["height"]?.number(in: Canvas.lengthRange),
                  fit: try image["fit"]?.choice(Fit.self) ?? .contain, opacity: try layer["opacity"]?.number(in: ValueRange(0...1)) ?? 1)
    }
}
