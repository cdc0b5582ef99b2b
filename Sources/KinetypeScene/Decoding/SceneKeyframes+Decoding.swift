import KinetypeAnimation
import KinetypeCard
import KinetypeDiagnostics
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

extension SceneKeyframes {
    static let keys = ["offset", "scale", "rotation", "opacity", "color"]
    static let keyKeys = ["at", "value", "curve", "spring"]

    /// The scales keys take: 0 (gone) to 1000.
    static let scaleRange = ValueRange(0...1000)
    /// The turns keys take, in degrees: up to a million either way.
    static let rotationRange = ValueRange(-1_000_000...1_000_000, unit: "degrees")

    /// `keyframes: {offset, scale, rotation, opacity, color}`, each a list of keys in time order.
    init(decoding node: SceneNode) throws {
        self.init()
        let mapping = try node.mapping(keys: Self.keys, expected: "keyframes: {offset: [{at: 0, value: [0, 0]}, …], scale, rotation, opacity, color}")
        // A property driven by the sound ({driver: …}) has no keys until the sound is analysed.
        let ranges = ["offset": Canvas.distanceRange, "scale": Self.scaleRange, "rotation": Self.rotationRange, "opacity": ValueRange(0...1),
                      "color": ValueRange(0...1)]
        var keyed: [String: SceneNode] = [:]
        for name in Self.keys {
            guard let property = mapping[name] else { continue }
            if SceneAudioDriver.names(property) {
                drivers[name] = try SceneAudioDriver(decoding: property, property: name, range: ranges[name]!)
            } else {
                keyed[name] = property
            }
        }
        let anchored = node.context.anchoredKeys
        defer { if node.context.anchoredKeys > anchored { anchorEnd = node.context.sceneDuration } }
        offset = try Self.keys(keyed["offset"], "offset", example: "[-400, 0]") { node in
            let pair = try node.list(expected: "an offset: [x, y] in pixels")
            guard pair.count == 2 else { throw node.error(.wrongType, "an offset is two numbers, [x, y] in pixels; got \(pair.count)") }
            return try pair.map { try $0.number(in: Canvas.distanceRange) }
        }
        scale = try Self.keys(keyed["scale"], "scale", example: "1.2") { [try $0.number(in: Self.scaleRange)] }
        rotation = try Self.keys(keyed["rotation"], "rotation", example: "-8") { [try $0.number(in: Self.rotationRange)] }
        opacity = try Self.keys(keyed["opacity"], "opacity", example: "0") { [try $0.number(in: ValueRange(0...1))] }
        color = try Self.keys(keyed["color"], "color", example: "\"#ffd60a\"") { node in
            let color = try node.color().resolve()
            return [color.red, color.green, color.blue, color.opacity].map(Double.init)
        }
    }

    /// A property's keys: `[{at, value, curve | spring}, …]`, at strictly later times.
    private static func keys(_ node: SceneNode?, _ name: String, example: String,
                             value: (SceneNode) throws -> [Double]) throws -> [KeyframeStage.Key] {
        guard let node else { return [] }
        let items = try node.list(expected: "a list of keys, as \(name): [{at: 0, value: \(example)}, {at: 1, value: …}]")
        guard !items.isEmpty else {
            throw node.error(.invalidValue, "\(name) has no keys; give at least one, as [{at: 0, value: \(example)}], or remove it")
        }
        var keys: [KeyframeStage.Key] = []
        for item in items {
            let key = try item.mapping(keys: keyKeys, expected: "a key: {at: SECONDS, value: \(example), curve: easeInOut}")
            let atNode = try key.required("at", example: "at: 0.5")
            let at = try atNode.keyTime()
            if let previous = keys.last, at <= previous.at {
                throw atNode.error(.invalidValue, """
                    a key at \(MarkupValue.number(at)) s comes after one at \(MarkupValue.number(previous.at)) s; \
                    list the keys in time order, each later than the one before
                    """)
            }
            let valueNode = try key.required("value", example: "value: \(example)")
            var timing = KeyframeStage.Key.Timing.curve(.linear)
            switch (key["spring"], key["curve"]) {
            case (let spring?, nil):
                guard case .spring(let duration, let bounce) = try SceneTransition.spring(spring) else { break }
                timing = duration.map { .spring(Spring(duration: $0, bounce: bounce)) } ?? .segmentSpring(bounce: bounce)
            case (nil, let curve?):
                timing = .curve(try curve.named(UnitCurve.named, what: "a curve"))
            case (_?, let curve?):
                throw curve.error(.invalidValue, "give either spring or curve, not both")
            case (nil, nil):
                break
            }
            keys.append(KeyframeStage.Key(at: at, value: try value(valueNode), timing: timing))
        }
        return keys
    }
}
