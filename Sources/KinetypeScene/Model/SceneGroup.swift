/// A group layer's content: layers that move, fade and wipe as one.
///
/// In a scene file, a layer with `group` in place of `text`:
///
/// ```yaml
/// layers:
///   - group:
///       layers:                      # any layers: text, shapes, images, groups
///         - shape: {kind: roundedRect, width: 640, height: 120}
///           position: bottomLeading
///         - text: "**Ada Lovelace**"
///           position: {anchor: bottomLeading, offset: [30, -40]}
///     opacity: 1                     # 0 to 1
///     keyframes: {offset: [{at: 0, value: [-700, 0]}, {at: 0.6, value: [0, 0], spring: snappy}]}
///     conceal: {name: wipe, duration: 0.5}
/// ```
///
/// The children are placed and timed as layers of the card (card times); the group's position
/// offset, keyframes, enter and exit, reveal and conceal, shaders, effects and opacity act on them
/// together, transitions and reveals over the box around them.
public struct SceneGroup: Equatable, Sendable {
    /// The children, bottom first, each placed and timed as a layer of the card (card seconds).
    public var layers: [SceneLayer]
    /// 0 to 1.
    public var opacity: Double

    /// A group of `layers`, drawn at `opacity` (0 to 1).
    public init(layers: [SceneLayer], opacity: Double = 1) {
        self.layers = layers
        self.opacity = opacity
    }
}

extension SceneLayer {
    /// The layer's group, when it is a group layer.
    public var group: SceneGroup? { content?.as(SceneGroup.self) }
}
