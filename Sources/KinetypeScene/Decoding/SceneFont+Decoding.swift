import KinetypeCard
import KinetypeDiagnostics
import KinetypePrimitives
import KinetypeText
import Yams

extension SceneFont {
    static let keys = ["family", "file", "size", "weight", "italic", "features", "variations"]
    /// A relative font size: above 0, up to a thousand of its unit (the size is then kept to `Font.sizeRange`).
    static let relativeSizeRange = ValueRange(0.001...1000)

    /// A relative size in points on `canvas`, within `Font.sizeRange` (a percentage counts the height).
    static func size(_ length: SceneLength, on canvas: SceneCanvas, safeArea: SafeArea?) -> Double {
        let points = length.pixels(width: canvas.width, height: canvas.height, fontSize: defaultSize, horizontal: false, safeArea: safeArea)
        return Swift.min(Swift.max(points, 1), Font.sizeRange.upperBound)
    }

    /// A family name, or a mapping of `family` or `file`, `size`, `weight` and `italic`.
    init(decoding node: SceneNode) throws {
        self.init()
        if case .scalar = node.node {
            source = .family(try Self.nonEmpty(node, "a font family name"))
            return
        }
        let font = try node.mapping(keys: Self.keys, expected: "a font: a family name, or {family or file, size, weight, italic}")
        let family = try font["family"].map { try Self.nonEmpty($0, "a font family name") }
        let file = try font["file"].map { try Self.nonEmpty($0, "a path to a font file") }
        switch (family, file) {
        case let (family?, nil): source = .family(family)
        case let (nil, file?): source = .file(file)
        case (nil, nil): source = .defaultFont
        case (_?, _?):
            throw font["file"]!.error(.invalidValue, "give either family or file, not both")
        }
        if let sizeNode = font["size"] {
            let length = try SceneLength(decoding: sizeNode, in: Font.sizeRange, relative: Self.relativeSizeRange)
            if length.unit == .em {
                throw sizeNode.error(.invalidValue, "a font size in em would count itself; give it in points, or in vh, vw, vmin or % of the canvas")
            }
            if length.unit == .px {
                size = length.value
            } else {
                relativeSize = length
                size = Self.size(length, on: node.context.canvas ?? SceneCanvas(), safeArea: node.context.safeArea)
            }
        }
        if let weightNode = font["weight"] {
            weight = try Self.weight(weightNode)
        }
        italic = try font["italic"]?.bool() ?? false
        if let featuresNode = font["features"] {
            features = try Self.features(featuresNode)
        }
        if let variationsNode = font["variations"] {
            variations = try Self.variations(variationsNode)
        }
    }

    /// A variable font's axis values: a mapping of tags to numbers (`{wght: 650, wdth: 90}`) or
    /// one string in HarfBuzz's syntax (`"wght=650,wdth=90"`). Whether the face has the axes, and
    /// the values are in range, is checked where the face is known (`TitleCard(scene:)`).
    private static func variations(_ node: SceneNode) throws -> [FontVariation] {
        let expected = "axis values such as {wght: 650, wdth: 90}"
        if case .mapping = node.node {
            return try node.anyMapping(expected: expected).entries.map { entry in
                guard entry.key.unicodeScalars.count == 4, entry.key.unicodeScalars.allSatisfy({ $0.isASCII && $0.value >= 0x20 }) else {
                    throw entry.value.error(.invalidValue, "'\(entry.key)' is not an axis tag: a tag has four letters, for example wght, wdth, opsz, slnt")
                }
                return FontVariation(entry.key, try entry.value.number("a number on the '\(entry.key)' axis, for example 650"))
            }
        }
        let text = try node.string(expected)
        guard let list = FontVariation.list(parsing: text) else {
            throw node.error(.invalidValue, "expected \(expected); '\(text)' is not a list of variation settings: write it as wght=650,wdth=90")
        }
        return list
    }

    /// A SwiftUI weight name or an OpenType weight class 1…1000.
    static func weight(_ node: SceneNode) throws -> Int {
        let names = Font.Weight.named.map(\.name)
        let expected = "a weight: one of \(names.joined(separator: ", ")), or a number from 1 to 1000"
        let text = try node.string(expected)
        if SceneNode.number(text) != nil { return try node.integer(expected, in: 1...1000) }
        let name = try node.name(in: names, expected: expected)
        return Font.Weight.named.first { $0.name == name }!.value.value
    }

    /// OpenType features in HarfBuzz's syntax: a list (`[liga=0, tnum]`) or one comma-separated
    /// string (`"liga=0,tnum"`).
    private static func features(_ node: SceneNode) throws -> [FontFeature] {
        let expected = "OpenType features such as [liga=0, tnum] (HarfBuzz's syntax)"
        let items: [SceneNode]
        if case .sequence = node.node { items = try node.list(expected: expected) } else { items = [node] }
        var features: [FontFeature] = []
        for item in items {
            for part in try item.string(expected).split(separator: ",") {
                let text = part.trimmingCharacters(in: .whitespaces)
                guard let feature = FontFeature(parsing: text) else {
                    throw item.error(.invalidValue, "expected \(expected); '\(text)' is not a feature setting: write it as liga=0, +kern or tnum")
                }
                features.append(feature)
            }
        }
        return features
    }

    private static func nonEmpty(_ node: SceneNode, _ expected: String) throws -> String {
        let text = try node.string(expected)
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw node.error(.invalidValue, "expected \(expected); got an empty string")
        }
        return text
    }
}
