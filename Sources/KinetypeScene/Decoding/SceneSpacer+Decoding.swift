import Foundation
import KinetypeCard

extension SceneSpacer: SceneContentKind {
    static let key = "spacer"
    static let example = "spacer: {minLength: 24}"
    static let layerKeys: [String] = []
    static let keys = ["minLength"]

    /// `spacer: {}`, `spacer: {minLength: 24}`, or the least length alone (`spacer: 2vw`).
    init(decoding node: SceneNode, in layer: SceneMapping) throws {
        if case .scalar = node.node {
            self.init(minLength: try SceneLength(decoding: node, in: SceneModifiers.lengthRange))
            return
        }
        let spacer = try node.mapping(keys: Self.keys, expected: "a spacer: {} or {minLength: 24}")
        self.init(minLength: try spacer["minLength"].map { try SceneLength(decoding: $0, in: SceneModifiers.lengthRange) } ?? SceneLength(0))
    }

    /// The card's spacer, its least length resolved along either axis; an error at the key when
    /// the layer is not in a stack's layers.
    func compile(_ context: SceneCompiler.ContentContext) throws -> any LayerContent {
        guard context.path.range(of: #"\.stack\.layers\[\d+\]$"#, options: .regularExpression) != nil else {
            throw context.map.error(.invalidValue, at: "\(context.path).spacer",
                                    "a spacer takes the room a stack's other layers leave, so it stands only in a stack's layers; move it into one")
        }
        let canvas = context.scene.canvas, size = context.layer.font.size, safe = context.scene.safeArea
        return SpacerContent(minWidth: CGFloat(minLength.pixels(width: canvas.width, height: canvas.height, fontSize: size, horizontal: true, safeArea: safe)),
                             minHeight: CGFloat(minLength.pixels(width: canvas.width, height: canvas.height, fontSize: size, horizontal: false, safeArea: safe)))
    }
}
