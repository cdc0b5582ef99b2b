import KinetypeCard
import KinetypeDiagnostics
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

extension SceneStack: SceneContentKind {
    static let key = "stack"
    static let example = "stack: {axis: vertical, spacing: 12, layers: [{text: …}, {text: …}]}"
    static let layerKeys: [String] = []
    static let keys = ["axis", "spacing", "alignment", "layoutDirection", "layers"]
    /// The most stacks that may nest in one another.
    static let depthLimit = 32
    /// The spacings a stack takes: pixels from 0.
    static let spacingRange = ValueRange(0...Double(Canvas.maximumSide), unit: "pixels")

    /// `stack: {axis, spacing, alignment, layoutDirection, layers}`.
    init(decoding node: SceneNode, in layer: SceneMapping) throws {
        let stack = try node.mapping(keys: Self.keys, expected: "a stack: \(Self.example.dropFirst("stack: ".count))")
        let axis = try stack["axis"]?.choice(StackContent.Axis.self) ?? .vertical
        let alignment = try stack["alignment"]?.choice(StackContent.Alignment.self) ?? .center
        if let node = stack["alignment"] {
            let fits: [StackContent.Alignment] = switch axis {
            case .vertical: [.leading, .center, .trailing]
            case .horizontal: [.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline]
            case .z: StackContent.Alignment.allCases
            }
            guard fits.contains(alignment) else {
                throw node.error(.invalidValue, """
                    a \(axis.rawValue) stack aligns its layers \(fits.map(\.rawValue).joined(separator: ", ")); \
                    got \(alignment.rawValue)
                    """)
            }
        }
        let layersNode = try stack.required("layers", example: "layers: [{text: \"Name\"}, {text: \"Role\"}]")
        let items = try layersNode.list(expected: "a list of layers, each item starting with '- '")
        guard !items.isEmpty else {
            throw layersNode.error(.invalidValue, "the stack has no layers; give it at least one, or remove the stack")
        }
        let children = try items.map { item in
            let child = try SceneLayer(decoding: item)
            let written = try item.anyMapping(expected: "a layer")
            if let position = written["position"] {
                throw position.error(.invalidValue, "a stack places its layers; remove position (move the stack instead)")
            }
            if child.group != nil, let group = written["group"] {
                throw group.error(.invalidValue, "a group places its layers on the card, so it cannot be in a stack; use a stack with axis: z")
            }
            return child
        }
        self.init(axis: axis, alignment: alignment, spacing: try stack["spacing"].map { try SceneLength(decoding: $0, in: Self.spacingRange) } ?? SceneLength(8),
                  layoutDirection: try stack["layoutDirection"]?.choice(LayoutDirection.self), layers: children)
        guard depth <= Self.depthLimit else {
            throw node.error(.invalidValue, "stacks nested more than \(Self.depthLimit) deep, Kinetype's limit; a layout needs only a few levels")
        }
    }
}
