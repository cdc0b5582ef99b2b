import Foundation
import KinetypeCard
import KinetypeDiagnostics
import KinetypeText

extension SceneModifiers {
    /// The ratios `aspectRatio` takes: above 0, up to 1000 either way.
    static let ratioRange = ValueRange(0.001...1000)
    static let aspectRatioKeys = ["ratio", "contentMode"]

    /// `aspectRatio: 1.78`, `16:9`, or `{ratio: 16:9, contentMode: fit | fill}` (fit by default).
    static func aspectRatio(_ node: SceneNode) throws -> LayerAspectRatio {
        let expected = "an aspect ratio: a width over height (1.78 or 16:9), or {ratio: 16:9, contentMode: fit | fill}"
        guard case .scalar = node.node else {
            let mapping = try node.mapping(keys: aspectRatioKeys, expected: expected)
            let ratio = try ratio(try mapping.required("ratio", example: "ratio: 16:9"), expected: expected)
            return LayerAspectRatio(ratio, contentMode: try mapping["contentMode"]?.choice(ContentMode.self) ?? .fit)
        }
        return LayerAspectRatio(try ratio(node, expected: expected))
    }

    /// A width over height: a number, or `W:H` of two numbers above 0.
    private static func ratio(_ node: SceneNode, expected: String) throws -> CGFloat {
        let text = try node.string(expected).trimmingCharacters(in: .whitespaces)
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2 else { return CGFloat(try node.number(in: ratioRange)) }
        guard let width = SceneNode.number(parts[0]), let height = SceneNode.number(parts[1]), width.isFinite, height.isFinite,
              width > 0, height > 0, ratioRange.contains(width / height) else {
            throw node.error(.invalidValue, "expected \(expected); got \(MarkupValue.string(text)) (two numbers above 0, W:H)")
        }
        return CGFloat(width / height)
    }

    /// `fixedSize: true | false` (both sides) or `{horizontal: true, vertical: false}`.
    static func fixedSize(_ node: SceneNode) throws -> (horizontal: Bool, vertical: Bool) {
        guard case .scalar = node.node else {
            let sides = try node.mapping(keys: ["horizontal", "vertical"], expected: "fixedSize: true, or {horizontal: true, vertical: false}")
            return (try sides["horizontal"]?.bool() ?? false, try sides["vertical"]?.bool() ?? false)
        }
        let both = try node.bool()
        return (both, both)
    }
}
