/// One of a layer's `variants`: the layer as it is on a canvas where `condition` holds, so one
/// template serves 16:9, 9:16 and 1:1 (SwiftUI switches views on a size class; CSS, rules on a
/// media query).
///
/// ```yaml
/// - text: "{{name}}"
///   font: {size: 64}
///   position: {anchor: bottomLeading, margin: 5vh}
///   variants:
///     - when: {aspect: portrait}
///       font: {size: 48}
///       position: {anchor: bottom, margin: 12vh}
/// ```
///
/// A variant holds `when` and any of the layer's own keys but `variants` (a text layer's `text`
/// too, but not another kind's content: a text layer stays text); each key it gives
/// replaces the layer's value whole (`font: {size: 48}` is a whole font, the family's default
/// too), and the variant is checked as the layer it makes is, its errors at its own key path
/// (`layers[0].variants[1].colour`). The first variant whose condition
/// holds on the canvas the scene is rendered on (its own, or `--canvas`, `--aspect`, the
/// footage's) is the layer; with none, the layer as written.
public struct SceneLayerVariant: Equatable, Sendable {
    /// Where the variant applies.
    public var condition: SceneCondition
    /// The whole layer there: the layer's keys with the variant's in their place.
    public var layer: SceneLayer

    /// A variant: `layer` on canvases where `condition` holds.
    public init(condition: SceneCondition, layer: SceneLayer) {
        self.condition = condition
        self.layer = layer
    }
}

extension SceneLayer {
    /// The layer on `canvas`: the first of its ``variants`` whose condition holds there, or itself.
    public func resolved(on canvas: SceneCanvas) -> SceneLayer {
        variants.first { $0.condition.holds(on: canvas) }?.layer ?? self
    }
}
