import KinetypeCard

/// A kind of stage a layer's keys make (a renderer, transitions, reveals, shaders, effects,
/// keyframes…): one row of ``SceneLayer/stageKinds``, as a content kind is one row of
/// `SceneLayer.contentKinds`.
///
/// The kind names the layer keys it reads, decodes their values and builds the card stages
/// (``LayerStage``) they make; those stages report their own timeline intervals, of a built-in
/// ``TitleCard/Timeline/Interval/Kind`` or one of their own. A layer holds each kind's value in
/// ``SceneLayer/stages`` rather than in a stored property of its own, so a new kind is a type
/// conforming to this, in a file of its own, and one row of the table.
protocol SceneStageKind: Sendable {
    /// The layer keys it reads (`renderer`; `enter` and `exit`).
    static var keys: [String] { get }
    /// Whether only a layer of text takes it (a renderer draws glyphs); else every layer does.
    static var textOnly: Bool { get }
    /// The value `layer` gives at ``keys``, or nil when none of them is written.
    init?(decoding layer: SceneMapping) throws
    /// The card stages it builds for the layer at `context`, with the compiler's catalogues.
    func stages(_ compiler: SceneCompiler, _ context: SceneCompiler.LayerContext) throws -> [any LayerStage]
    /// Whether `other` is the same value.
    func isEqual(to other: any SceneStageKind) -> Bool
}

extension SceneStageKind where Self: Equatable {
    /// Whether `other` is of this kind and equal to it.
    func isEqual(to other: any SceneStageKind) -> Bool {
        (other as? Self) == self
    }
}
