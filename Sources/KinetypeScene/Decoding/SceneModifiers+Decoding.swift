import Foundation
import KinetypeCard
import KinetypeDiagnostics
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

extension SceneModifiers {
    /// The layer keys of the modifiers, which every layer but a group takes.
    static let keys = ["padding", "frame", "aspectRatio", "fixedSize", "background", "overlay"]
    /// Paddings and frame bounds: pixels from 0.
    static let lengthRange = ValueRange(0...Double(Canvas.maximumSide), unit: "pixels")
    static let frameKeys = ["width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "alignment"]

    /// `padding`, `frame`, `background` and `overlay` of `layer`.
    init(decoding layer: SceneMapping) throws {
        self.init()
        padding = try layer["padding"].map { try Self.padding($0) }
        frame = try layer["frame"].map { try Self.frame($0) }
        aspectRatio = try layer["aspectRatio"].map { try Self.aspectRatio($0) }
        if let node = layer["fixedSize"] { (fixedWidth, fixedHeight) = try Self.fixedSize(node) }
        background = try layer["background"].map { try SceneDecoration(decoding: $0) }
        overlay = try layer["overlay"].map { try SceneDecoration(decoding: $0) }
    }

    /// One length for every side, `[vertical, horizontal]`, `[top, leading, bottom, trailing]`, or
    /// a mapping of sides (`vertical` and `horizontal` for two at once).
    static func padding(_ node: SceneNode) throws -> ScenePadding {
        let expected = "a padding: a length for every side (12, or 1.5vh), [vertical, horizontal], [top, leading, bottom, trailing], or {top, leading, …}"
        switch node.node {
        case .scalar:
            let all = try SceneLength(decoding: node, in: lengthRange)
            return ScenePadding(top: all, leading: all, bottom: all, trailing: all)
        case .sequence:
            let items = try node.list(expected: expected).map { try SceneLength(decoding: $0, in: lengthRange) }
            switch items.count {
            case 2: return ScenePadding(top: items[0], leading: items[1], bottom: items[0], trailing: items[1])
            case 4: return ScenePadding(top: items[0], leading: items[1], bottom: items[2], trailing: items[3])
            default: throw node.error(.invalidValue, "expected \(expected); got \(items.count) length\(items.count == 1 ? "" : "s")")
            }
        default:
            let sides = try node.mapping(keys: ["top", "leading", "bottom", "trailing", "vertical", "horizontal"], expected: expected)
            let none = SceneLength(0)
            let vertical = try sides["vertical"].map { try SceneLength(decoding: $0, in: lengthRange) } ?? none
            let horizontal = try sides["horizontal"].map { try SceneLength(decoding: $0, in: lengthRange) } ?? none
            func side(_ key: String, _ fallback: SceneLength) throws -> SceneLength {
                try sides[key].map { try SceneLength(decoding: $0, in: lengthRange) } ?? fallback
            }
            return ScenePadding(top: try side("top", vertical), leading: try side("leading", horizontal),
                                bottom: try side("bottom", vertical), trailing: try side("trailing", horizontal))
        }
    }

    /// `frame: {width, height, minWidth, maxWidth, minHeight, maxHeight, alignment}`: a fixed side
    /// or bounds for it, not both; a least length no greater than the greatest (when both are in
    /// one unit; the compiler checks the others on the canvas).
    private static func frame(_ node: SceneNode) throws -> SceneFrame {
        let frame = try node.mapping(keys: frameKeys, expected: "a frame: {width: 400} or {minWidth: 200, maxWidth: 60%, alignment: leading}")
        func length(_ key: String, fixed: Bool) throws -> SceneLength? {
            guard let value = frame[key] else { return nil }
            if !fixed, case .scalar(let scalar) = value.node, scalar.string == "infinity", key.hasPrefix("max") { return SceneLength(.infinity) }
            let length = try SceneLength(decoding: value, in: fixed ? Canvas.lengthRange : lengthRange)
            if fixed, length.value == 0 {
                throw value.error(.invalidValue, "a frame's \(key) of 0 would hide the layer; give it a length above 0, or remove it")
            }
            return length
        }
        var result = SceneFrame(alignment: try frame["alignment"]?.named(UnitPoint.named, what: "an alignment") ?? .center)
        result.width = try length("width", fixed: true)
        result.height = try length("height", fixed: true)
        result.minWidth = try length("minWidth", fixed: false)
        result.maxWidth = try length("maxWidth", fixed: false)
        result.minHeight = try length("minHeight", fixed: false)
        result.maxHeight = try length("maxHeight", fixed: false)
        for (fixed, low, high) in [("width", "minWidth", "maxWidth"), ("height", "minHeight", "maxHeight")] {
            if frame[fixed] != nil, let bound = frame[low] != nil ? low : frame[high] != nil ? high : nil {
                throw frame[bound]!.error(.invalidValue, "a frame's \(fixed) is fixed or bounded, not both; remove \(fixed) or \(bound)")
            }
            let least = fixed == "width" ? result.minWidth : result.minHeight
            let most = fixed == "width" ? result.maxWidth : result.maxHeight
            if let least, let most, least.unit == most.unit || most.value.isInfinite, least.value > most.value {
                throw frame[low]!.error(.invalidValue, SceneFrame.boundsMessage(low, least, high, most))
            }
        }
        return result
    }
}
