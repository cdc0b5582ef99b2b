import KinetypeCard

/// What a scene layer shows when it is not text: a shape (``SceneShape``), and whatever other
/// kinds `SceneLayer.contentKinds` lists, each a type of its own written under its own key in
/// place of `text`.
///
/// Read it as its kind's type: `layer.content?.as(SceneShape.self)` (or the kind's own
/// accessor, `layer.shape`).
public struct SceneLayerContent: Equatable, Sendable {
    /// The content, held by reference: a scene layer stays a plain value of fixed size whatever
    /// the kind.
    private final class Box: Sendable {
        let kind: any SceneContentKind
        init(_ kind: any SceneContentKind) { self.kind = kind }
    }
    private let box: Box

    var kind: any SceneContentKind { box.kind }

    init(_ kind: any SceneContentKind) {
        box = Box(kind)
    }

    /// The content as `type`, when it is of that kind.
    public func `as`<Kind>(_ type: Kind.Type) -> Kind? {
        kind as? Kind
    }

    /// Whether both are the same kind with equal content.
    public static func == (lhs: SceneLayerContent, rhs: SceneLayerContent) -> Bool {
        lhs.kind.isEqual(to: rhs.kind)
    }
}

/// A kind of content a layer can show instead of text, written under its own key (`shape:`).
///
/// A new kind is a type conforming to this in files of its own (its model, how it decodes, how it
/// compiles to a ``LayerContent``) and a row in `SceneLayer.contentKinds`: the layer's place,
/// lifetime, transitions, reveals, shaders and effects come with every kind.
protocol SceneContentKind: Sendable {
    /// The layer key that holds the content.
    static var key: String { get }
    /// How to write one, for messages: `shape: {kind: rect, width: 600, height: 120}`.
    static var example: String { get }
    /// The layer keys the kind reads besides its own and those every layer has.
    static var layerKeys: [String] { get }
    /// The content written at `node`, the value of ``key`` in `layer` (whose other keys the kind
    /// may read, as a shape reads its paint).
    init(decoding node: SceneNode, in layer: SceneMapping) throws
    /// The card content it shows, compiled for the layer at `context`.
    func compile(_ context: SceneCompiler.ContentContext) throws -> any LayerContent
    /// Whether `other` is the same content.
    func isEqual(to other: any SceneContentKind) -> Bool
}

extension SceneContentKind where Self: Equatable {
    func isEqual(to other: any SceneContentKind) -> Bool {
        (other as? Self) == self
    }
}
