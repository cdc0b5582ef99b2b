/// The stage values of a scene layer: at most one value of each stage kind
/// (``SceneStageKind``), read and written by kind (`layer.stages[SceneRendererStage.self]`).
struct SceneLayerStages: Equatable, Sendable {
    private var values: [ObjectIdentifier: any SceneStageKind] = [:]

    /// The value of `kind`, or nil when the layer has none.
    subscript<Kind: SceneStageKind>(kind: Kind.Type) -> Kind? {
        get { values[ObjectIdentifier(kind)] as? Kind }
        set { values[ObjectIdentifier(kind)] = newValue }
    }

    /// Sets the value of the value's own kind.
    mutating func set(_ value: any SceneStageKind) {
        values[ObjectIdentifier(type(of: value))] = value
    }

    /// The values, in the order of ``SceneLayer/stageKinds`` (the order their stages are built).
    var all: [any SceneStageKind] {
        SceneLayer.stageKinds.compactMap { values[ObjectIdentifier($0)] }
    }

    /// The same kinds with the same values.
    static func == (lhs: SceneLayerStages, rhs: SceneLayerStages) -> Bool {
        lhs.values.count == rhs.values.count
            && lhs.values.allSatisfy { key, value in rhs.values[key].map(value.isEqual) ?? false }
    }
}
