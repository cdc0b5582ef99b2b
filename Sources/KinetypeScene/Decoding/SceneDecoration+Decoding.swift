import KinetypeDiagnostics
import KinetypeGraphics
import KinetypePrimitives

extension SceneDecoration {
    static let keys = ["shape", "color"] + ScenePaint.keys
    /// The outlines a background or overlay takes.
    static let kinds: [SceneShape.Kind] = [.rect, .roundedRect, .capsule, .ellipse]

    /// A colour (a rect of it), or `{shape: {kind, cornerRadius}, color, fill, stroke, shadow, …}`.
    init(decoding node: SceneNode) throws {
        if case .scalar = node.node {
            self.init(color: try node.color())
            return
        }
        let decoration = try node.mapping(keys: Self.keys, expected: "a shape behind or over the layer: {shape: {kind: capsule}, fill: \"#000a\"}")
        var kind = SceneShape.Kind.rect, cornerRadius = 16.0
        if let shapeNode = decoration["shape"] {
            let shape = try shapeNode.mapping(keys: ["kind", "cornerRadius"], expected: "an outline: {kind: capsule} or {kind: roundedRect, cornerRadius: 16}")
            kind = try shape["kind"]?.choice(SceneShape.Kind.self) ?? .rect
            guard Self.kinds.contains(kind) else {
                throw shape["kind"]!.error(.invalidValue, "a background or overlay takes the box's shape: \(Self.kinds.map(\.rawValue).joined(separator: ", ")); got \(kind.rawValue)")
            }
            if let radius = shape["cornerRadius"] {
                guard kind == .roundedRect else {
                    throw radius.error(.invalidValue, "only a roundedRect takes 'cornerRadius'; write kind: roundedRect, or remove it")
                }
                cornerRadius = try radius.number(in: SceneShape.sideRange)
            }
        }
        self.init(kind: kind, cornerRadius: cornerRadius, color: try decoration["color"]?.color() ?? .white,
                  paint: try ScenePaint(decoding: decoration, fontSize: 48))
    }
}
