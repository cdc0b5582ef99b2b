import KinetypeCard
import KinetypePrimitives

/// A layer's keyframed properties: its offset, scale, rotation, opacity and colour, each a list
/// of keys at card times (`KeyframeStage`, evaluated with the engine's `KeyframeTimeline`, so
/// the numbers are SwiftUI's).
///
/// In a scene file, on any layer:
///
/// ```yaml
/// keyframes:
///   offset:   [{at: 0, value: [-700, 0]}, {at: 0.8, value: [0, 0], spring: snappy}]   # pixels added to its place
///   scale:    [{at: 3, value: 1}, {at: 3.5, value: 1.2, curve: easeInOut}]            # a factor about its anchor
///   rotation: [{at: 0, value: -8}, {at: 1, value: 0, spring: {duration: 0.6, bounce: 0.4}}]   # degrees
///   opacity:  [{at: 3.4, value: 1}, {at: 4, value: 0}]                                 # 0 to 1
///   color:    [{at: 0, value: white}, {at: 2, value: "#ffd60a"}]                      # the text's colour, a shape's fill
/// ```
///
/// Before a property's first key its first value holds, after its last key the last value;
/// between two keys the value moves from the earlier key's to the later key's by the later key's
/// `curve` (any `UnitCurve` name; `linear` by default) or `spring` (a SwiftUI preset name or
/// `{bounce}`, whose duration is the time between the keys; or `{duration, bounce}`).
public struct SceneKeyframes: Equatable, Sendable {
    /// Keys of the layer's offset: `[x, y]` pixels added to its place.
    public var offset: [KeyframeStage.Key] = []
    /// Keys of the layer's scale: a factor about its anchor.
    public var scale: [KeyframeStage.Key] = []
    /// Keys of the layer's rotation: degrees about its anchor, clockwise on screen.
    public var rotation: [KeyframeStage.Key] = []
    /// Keys of the layer's opacity: 0 to 1.
    public var opacity: [KeyframeStage.Key] = []
    /// Colours as their sRGB components and opacity, `[r, g, b, a]` from 0 to 1.
    public var color: [KeyframeStage.Key] = []
    /// Properties driven by the soundtrack in place of keys (`scale: {driver: …}`), by name
    /// (``SceneAudioDriver/drivable``), until resolved into keys.
    public var drivers: [String: SceneAudioDriver] = [:]
    /// The scene's duration when some key counts back from it (`at: end-0.6`), for the stage to
    /// evaluate the keys on a clock from the end (``KeyframeStage/anchorEnd``); nil otherwise.
    public var anchorEnd: Double?

    /// No keys: every property keeps its value.
    public init() {}

    /// True when no property has keys or a driver.
    public var isEmpty: Bool { offset.isEmpty && scale.isEmpty && rotation.isEmpty && opacity.isEmpty && color.isEmpty && drivers.isEmpty }

    /// The colour as a function of card time, its four timelines built once; nil when colour
    /// has no keys.
    public var colorTimeline: (@Sendable (Double) -> Color)? {
        guard !color.isEmpty else { return nil }
        let components = (0..<4).compactMap { KeyframeStage.timeline(color, component: $0) }
        return { time in
            let value = components.map { $0.value(time: time) }
            return Color(red: value[0], green: value[1], blue: value[2], opacity: value[3])
        }
    }
}
