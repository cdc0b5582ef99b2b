import KinetypeDiagnostics
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText
import KinetypeAnimation
import Yams

extension ScenePosition {
    static let keys = ["anchor", "offset", "margin"]
    /// An offset in a relative unit: up to ten canvases (or a thousand ems) either way.
    static let relativeOffsetRange = ValueRange(-1000...1000)

    /// An anchor name, or a mapping of `anchor`, `offset: [x, y]` and `margin` (a padding's forms).
    init(decoding node: SceneNode) throws {
        self.init()
        if case .scalar = node.node {
            anchor = try node.named(UnitPoint.named, what: "an anchor")
            return
        }
        let position = try node.mapping(keys: Self.keys, expected: "a position: an anchor name, or {anchor, offset: [x, y], margin}")
        anchor = try position["anchor"]?.named(UnitPoint.named, what: "an anchor") ?? .center
        if let offsetNode = position["offset"] {
            let expected = "an offset [x, y]: two lengths (pixels, or relative: [2vw, -1.5em])"
            let items = try offsetNode.list(expected: expected)
            guard items.count == 2 else {
                let count = "\(items.count) number\(items.count == 1 ? "" : "s")"
                throw offsetNode.error(.invalidValue, "expected \(expected); got \(count)")
            }
            offsetX = try SceneLength(decoding: items[0], in: Canvas.distanceRange, relative: Self.relativeOffsetRange)
            offsetY = try SceneLength(decoding: items[1], in: Canvas.distanceRange, relative: Self.relativeOffsetRange)
        }
        margin = try position["margin"].map { try SceneModifiers.padding($0) }
    }
}
