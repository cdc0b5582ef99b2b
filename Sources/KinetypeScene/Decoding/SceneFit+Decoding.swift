import KinetypeGraphics
import KinetypeText

extension SceneFit {
    static let keys = ["width", "height", "minSize", "maxSize"]

    /// `{width, height, minSize, maxSize}`, every key optional; `minSize` at most `maxSize`.
    init(decoding node: SceneNode) throws {
        self.init()
        let fit = try node.mapping(keys: Self.keys, expected: "a box to fit the text in: {width, height, minSize, maxSize}")
        width = try fit["width"]?.number(in: Canvas.lengthRange)
        height = try fit["height"]?.number(in: Canvas.lengthRange)
        minSize = try fit["minSize"]?.number(in: Font.sizeRange) ?? minSize
        maxSize = try fit["maxSize"]?.number(in: Font.sizeRange) ?? maxSize
        if maxSize < minSize {
            throw (fit["maxSize"] ?? fit["minSize"]!).error(.invalidValue, """
                maxSize \(MarkupValue.number(maxSize)) is below minSize \(MarkupValue.number(minSize)); \
                give a maxSize at least minSize
                """)
        }
    }
}
