import Foundation
import KinetypeAnimation
import KinetypeDiagnostics
import KinetypeEffects
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

/// Reads a layer's `animators:` list: After Effects-style text animators (``TextAnimator``).
///
/// ```yaml
/// animators:
///   - properties: {opacity: 0, offset: [0, 40], scale: 0.5, rotation: 20, blur: 8, tracking: 10,
///                  color: "#ff0", wght: 900}        # any axis tag: wght, wdth, opsz, slnt, ital, or a custom XXXX
///     selector:                                     # or selectors: [ {…}, {…, mode: subtract} ]
///       units: characters     # characters | charactersExcludingSpaces | words | lines; default characters
///       basis: percent        # percent | index (start, end and offset in unit indices); default percent
///       shape: rampUp         # square | rampUp | rampDown | triangle | round | smooth; default square
///       start: 0              # a number, or {from, to, duration, delay, curve | spring}; default 0
///       end: 100              # default 100
///       offset: {from: -100, to: 100, duration: 1.5, curve: easeInOut}   # default 0
///       # start, end and offset also take a sound driver: {driver: {audio: rms, from: 0, to: 100}}
///       easeHigh: 0           # percent −100…100; default 0
///       easeLow: 0            # percent −100…100; default 0
///       amount: 100           # percent −100…100; default 100
///       randomize: false      # shuffle the units' order; default false
///       seed: 1               # the shuffle's seed, a whole number; default 0
///       mode: add             # add | subtract | intersect | min | max | difference; default add
/// ```
extension TextAnimator {
    static let keys = ["properties", "selector", "selectors"]
    static let propertyKeys = ["opacity", "offset", "scale", "rotation", "blur", "tracking", "color"]
    /// The registered OpenType axes (OpenType 1.9, "Registered axis tags"); custom axes are
    /// written in capitals, so any four-character tag starting with one is taken as an axis too.
    static let registeredAxes = ["wght", "wdth", "opsz", "slnt", "ital"]

    /// An animator; a selector's `start`, `end` or `offset` given as `{driver: …}` is added to
    /// `drivers` under its key path within the animator (`selector.offset`, `selectors[1].start`)
    /// and holds 0 until the sound is analysed.
    init(decoding node: SceneNode, drivers: inout [String: SceneAudioDriver]) throws {
        let animator = try node.mapping(keys: Self.keys, expected: "an animator: {properties, selector}")
        let propertiesNode = try animator.required("properties", example: "properties: {opacity: 0}")
        let properties = try Properties(decoding: propertiesNode)
        var selectors: [RangeSelector]
        switch (animator["selector"], animator["selectors"]) {
        case (let one?, nil):
            var driven: [String: SceneAudioDriver] = [:]
            selectors = [try RangeSelector(decoding: one, drivers: &driven)]
            for (field, driver) in driven { drivers["selector.\(field)"] = driver }
        case (nil, let list?):
            let items = try list.list(expected: "a list of range selectors, each item starting with '- '")
            guard !items.isEmpty else { throw list.error(.invalidValue, "give at least one selector, or leave selectors out for one over the whole text") }
            selectors = try items.enumerated().map { index, item in
                var driven: [String: SceneAudioDriver] = [:]
                let selector = try RangeSelector(decoding: item, drivers: &driven)
                for (field, driver) in driven { drivers["selectors[\(index)].\(field)"] = driver }
                return selector
            }
        case (nil, nil):
            selectors = [RangeSelector()]
        case (_?, let list?):
            throw list.error(.invalidValue, "give either selector or selectors, not both")
        }
        self.init(properties: properties, selectors: selectors)
    }
}

extension TextAnimator.Properties {
    init(decoding node: SceneNode) throws {
        self.init()
        let expected = "the animator's properties: {opacity, offset, scale, rotation, blur, tracking, color, or an axis such as wght}"
        let mapping = try node.anyMapping(expected: expected)
        let known = TextAnimator.propertyKeys + TextAnimator.registeredAxes
        for (key, value) in mapping.entries where !known.contains(key) {
            let isCustomAxis = key.unicodeScalars.count == 4 && key.first.map { $0.isUppercase && $0.isASCII } == true
            guard isCustomAxis else {
                let suggestion = NameSuggestion.nearest(to: key, among: known)
                let fix = suggestion.map { "did you mean '\($0)'?" } ?? "the properties are \(known.joined(separator: ", ")) or a custom axis tag in capitals"
                let mark = value.keyMark
                throw SceneError(.unknownKey, file: node.context.file, line: mark.line, column: mark.column,
                                 keyPath: value.path.description, message: "unknown property '\(key)' \(node.path.place); \(fix)",
                                 suggestion: suggestion)
            }
        }
        guard !mapping.entries.isEmpty else {
            throw node.error(.invalidValue, "give at least one property, as in {opacity: 0}")
        }
        opacity = try mapping["opacity"]?.number(in: Self.opacityRange)
        if let offsetNode = mapping["offset"] {
            let expected = "an offset [x, y]: two numbers of pixels"
            let items = try offsetNode.list(expected: expected)
            guard items.count == 2 else {
                throw offsetNode.error(.invalidValue, "expected \(expected); got \(items.count) number\(items.count == 1 ? "" : "s")")
            }
            offset = CGSize(width: try items[0].number(in: Canvas.distanceRange), height: try items[1].number(in: Canvas.distanceRange))
        }
        scale = try mapping["scale"]?.number(in: Self.scaleRange)
        rotation = try mapping["rotation"].map { Angle.degrees(try $0.number(in: Self.rotationRange)) }
        blur = try mapping["blur"]?.number(in: GraphicsContext.Filter.blurRadiusRange)
        tracking = try mapping["tracking"]?.number(in: Canvas.distanceRange)
        color = try mapping["color"]?.color()
        for (key, value) in mapping.entries where !TextAnimator.propertyKeys.contains(key) {
            variations.append(FontVariation(key, try value.number(in: WeightWaveRenderer.axisRange)))
        }
    }
}

extension RangeSelector {
    static let keys = ["units", "basis", "shape", "start", "end", "offset", "easeHigh", "easeLow", "amount", "randomize", "seed", "mode"]
    static let valueKeys = ["from", "to", "duration", "delay", "curve", "spring"]

    /// The fields a sound driver can move: the range's ends and its offset.
    static let drivable = ["start", "end", "offset"]

    init(decoding node: SceneNode, drivers: inout [String: SceneAudioDriver]) throws {
        self.init()
        let selector = try node.mapping(keys: Self.keys, expected: "a range selector: {units, shape, start, end, offset, …}")
        for field in ["start", "end", "offset", "amount", "easeHigh", "easeLow"] {
            guard let value = selector[field], SceneAudioDriver.names(value) else { continue }
            drivers[field] = try SceneAudioDriver(decoding: value, property: field, range: Self.positionRange, drivable: Self.drivable)
        }
        units = try selector["units"]?.choice(Units.self) ?? .characters
        basis = try selector["basis"]?.choice(Basis.self) ?? .percent
        shape = try selector["shape"]?.choice(Shape.self) ?? .square
        start = try selector["start"].map { drivers["start"] != nil ? 0 : try AnimatedValue(decoding: $0) } ?? 0
        end = try selector["end"].map { drivers["end"] != nil ? 100 : try AnimatedValue(decoding: $0) } ?? 100
        offset = try selector["offset"].map { drivers["offset"] != nil ? 0 : try AnimatedValue(decoding: $0) } ?? 0
        easeHigh = try selector["easeHigh"]?.number(in: Self.percentRange) ?? 0
        easeLow = try selector["easeLow"]?.number(in: Self.percentRange) ?? 0
        amount = try selector["amount"]?.number(in: Self.percentRange) ?? 100
        let randomize = try selector["randomize"]?.bool() ?? false
        let seedValue = try selector["seed"].map { UInt64(try $0.integer(in: Self.seedRange)) }
        if let seedNode = selector["seed"], !randomize {
            throw seedNode.error(.invalidValue, "a seed only shuffles with randomize: true; add it, or leave the seed out")
        }
        seed = randomize ? (seedValue ?? 0) : nil
        mode = try selector["mode"]?.choice(Mode.self) ?? .add
    }
}

extension AnimatedValue {
    /// A number, or `{from, to, duration, delay, curve | spring}` (`duration` default 1 s, curve
    /// default easeInOut; a spring preset or `{duration, bounce}` as a transition's).
    init(decoding node: SceneNode) throws {
        if case .scalar = node.node {
            self.init(try node.number(in: RangeSelector.positionRange))
            return
        }
        let value = try node.mapping(keys: RangeSelector.valueKeys,
                                     expected: "a number, or an animated value {from, to, duration, curve}")
        let from = try value.required("from", example: "from: 0").number(in: RangeSelector.positionRange)
        let to = try value.required("to", example: "to: 100").number(in: RangeSelector.positionRange)
        let duration = try value["duration"]?.seconds(allowZero: false) ?? 1
        let delay = try value["delay"]?.seconds(allowZero: true) ?? 0
        let animation: Animation
        switch (value["spring"], value["curve"]) {
        case (let spring?, nil):
            switch try SceneTransition.spring(spring) {
            case .spring(let springDuration, let bounce): animation = .spring(duration: springDuration ?? duration, bounce: bounce)
            case .curve(let curve): animation = .timingCurve(curve, duration: duration)
            }
        case (nil, let curve?):
            animation = .timingCurve(try curve.named(UnitCurve.named, what: "a curve"), duration: duration)
        case (nil, nil):
            animation = .easeInOut(duration: duration)
        case (_?, let curve?):
            throw curve.error(.invalidValue, "give either spring or curve, not both")
        }
        self.init(from: from, to: to, animation: animation, delay: delay)
    }
}
