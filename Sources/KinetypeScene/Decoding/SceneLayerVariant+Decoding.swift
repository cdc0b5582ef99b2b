import KinetypeDiagnostics
import KinetypeGraphics
import KinetypePrimitives
import Yams

extension SceneLayerVariant {
    /// The keys of a variant's condition (`when`).
    static let conditionKeys = ["aspect", "minWidth", "maxWidth", "minHeight", "maxHeight"]

    /// A layer's node split into the layer without `variants` and a reader of its variants; nil
    /// when it has no `variants` key.
    static func split(_ node: SceneNode) throws -> (layer: SceneNode, decode: () throws -> [SceneLayerVariant])? {
        guard case .mapping(let mapping) = node.node,
              let entry = mapping.first(where: { $0.key.string == "variants" }) else { return nil }
        let pairs = mapping.filter { $0.key.string != "variants" }.map { ($0.key, $0.value) }
        let base = SceneNode(.mapping(Node.Mapping(pairs, mapping.tag, mapping.style, mapping.mark)), path: node.path,
                             context: node.context, keyMark: nil)
        let list = SceneNode(entry.value, path: node.path.appending("variants"), context: node.context, keyMark: entry.key.mark)
        return (base, {
            let expected = "a list of variants, each {when: {aspect: portrait}, …the layer's keys it changes}"
            return try list.list(expected: expected).map { try SceneLayerVariant(decoding: $0, over: pairs) }
        })
    }

    /// A variant: its `when`, and the layer `pairs` make with the variant's other keys in place
    /// of theirs, read as any layer is (at the variant's path, each key's errors at its own line).
    init(decoding node: SceneNode, over pairs: [(Node, Node)]) throws {
        let written = try node.anyMapping(expected: "a variant: {when: {aspect: portrait}, …the layer's keys it changes}")
        let whenNode = try written.required("when", example: "when: {aspect: portrait}")
        if let nested = written["variants"] {
            throw nested.error(.invalidValue, "a variant cannot hold variants of its own; list them all in the layer's variants")
        }
        guard case .mapping(let own) = node.node else { throw node.error(.wrongType, "expected a variant mapping") }
        // What the layer shows stays: a variant of a text layer may change its text, not make it a shape.
        let shows = ["text"] + SceneLayer.contentKinds.map { $0.key }
        let shown = pairs.lazy.compactMap { $0.0.string }.first { shows.contains($0) } ?? "text"
        for (key, value) in written.entries where shows.contains(key) && key != shown {
            throw value.error(.invalidValue, """
                a variant changes how the layer looks and where it sits, not what it shows: this is a \(shown) layer, \
                so put the \(key) in a layer of its own
                """)
        }
        let changed = Set(written.entries.map(\.key))
        let kept = pairs.filter { key, _ in key.string.map { !changed.contains($0) } ?? true }
        let replaced = own.filter { $0.key.string != "when" }.map { ($0.key, $0.value) }
        let merged = SceneNode(.mapping(Node.Mapping(kept + replaced, own.tag, own.style, own.mark)), path: node.path, context: node.context)
        self.init(condition: try SceneCondition(decoding: whenNode), layer: try SceneLayer(decoding: merged))
    }
}

extension SceneCondition {
    /// `{aspect, minWidth, maxWidth, minHeight, maxHeight}`: an unknown condition is an error
    /// naming it, with the conditions there are; a least bound above the greatest, one at the
    /// least's key.
    init(decoding node: SceneNode) throws {
        let keys = SceneLayerVariant.conditionKeys
        let when = try node.mapping(keys: keys, expected: "a condition: {aspect: portrait|landscape|square, minWidth, maxWidth, minHeight, maxHeight}")
        guard !when.entries.isEmpty else {
            throw node.error(.invalidValue, "a condition names at least one of \(keys.joined(separator: ", ")), as {aspect: portrait}")
        }
        self.init()
        aspect = try when["aspect"]?.choice(Aspect.self)
        minWidth = try when["minWidth"]?.integer(in: Canvas.sideRange)
        maxWidth = try when["maxWidth"]?.integer(in: Canvas.sideRange)
        minHeight = try when["minHeight"]?.integer(in: Canvas.sideRange)
        maxHeight = try when["maxHeight"]?.integer(in: Canvas.sideRange)
        for (low, high, least, most) in [("minWidth", "maxWidth", minWidth, maxWidth), ("minHeight", "maxHeight", minHeight, maxHeight)] {
            if let least, let most, least > most {
                throw when[low]!.error(.invalidValue, "\(low) \(least) is above \(high) \(most), so the variant never applies; swap them")
            }
        }
    }
}
