import Foundation
import KinetypeCard
import KinetypeDiagnostics
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

extension SceneModifiers {
    /// The layer keys of the modifiers, which every layer but a group takes.
    static let keys = ["padding", "frame", "background", "overlay"]
    /// Paddings and frame bounds: pixels from 0.
    static let lengthRange = ValueRange(0...Double(Canvas.maximumSide), unit: "pixels")
    static let frameKeys = ["width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "alignment"]

    /// `padding`, `frame`, `background` and `overlay` of `layer`.
    init(decoding layer: SceneMapping) throws {
        self.init()
        padding = try layer["padding"].map { try Self.padding($0) }
        frame = try layer["frame"].map { try Self.frame($0) }
        background = try layer["background"].map { try SceneDecoration(decoding: $0) }
        overlay = try layer["overlay"].map { try SceneDecoration(decoding: $0) }
    }

    /// One length for every side, `[vertical, horizontal]`, `[top, leading, bottom, trailing]`, or
    /// a mapping of sides (`vertical` and `horizontal` for two at once).
    private static func padding(_ node: SceneNode) throws -> EdgeInsets {
        let expected = "a padding: pixels for every side (12), [vertical, horizontal], [top, leading, bottom, trailing], or {top, leading, …}"
        switch node.node {
        case .scalar:
            let all = CGFloat(try node.number(in: lengthRange))
            return EdgeInsets(top: all, leading: all, bottom: all, trailing: all)
        case .sequence:
            let items = try node.list(expected: expected).map { CGFloat(try $0.number(in: lengthRange)) }
            switch items.count {
            case 2: return EdgeInsets(top: items[0], leading: items[1], bottom: items[0], trailing: items[1])
            case 4: return EdgeInsets(top: items[0], leading: items[1], bottom: items[2], trailing: items[3])
            default: throw node.error(.invalidValue, "expected \(expected); got \(items.count) number\(items.count == 1 ? "" : "s")")
            }
        default:
            let sides = try node.mapping(keys: ["top", "leading", "bottom", "trailing", "vertical", "horizontal"], expected: expected)
            let vertical = try sides["vertical"]?.number(in: lengthRange) ?? 0
            let horizontal = try sides["horizontal"]?.number(in: lengthRange) ?? 0
            func side(_ key: String, _ fallback: Double) throws -> CGFloat { CGFloat(try sides[key]?.number(in: lengthRange) ?? fallback) }
            return EdgeInsets(top: try side("top", vertical), leading: try side("leading", horizontal),
                              bottom: try side("bottom", vertical), trailing: try side("trailing", horizontal))
        }
    }

    /// `frame: {width, height, minWidth, maxWidth, minHeight, maxHeight, alignment}`: a fixed side
    /// or bounds for it, not both; a least length no greater than the greatest.
    private static func frame(_ node: SceneNode) throws -> LayerFrame {
        let frame = try node.mapping(keys: frameKeys, expected: "a frame: {width: 400} or {minWidth: 200, maxWidth: 600, alignment: leading}")
        func length(_ key: String, fixed: Bool) throws -> CGFloat? {
            guard let value = frame[key] else { return nil }
            if !fixed, case .scalar(let scalar) = value.node, scalar.string == "infinity", key.hasPrefix("max") { return .infinity }
            let length = try value.number(in: fixed ? Canvas.lengthRange : lengthRange)
            return CGFloat(length)
        }
        var result = LayerFrame(alignment: try frame["alignment"]?.named(UnitPoint.named, what: "an alignment") ?? .center)
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
            if let least, let most, least > most {
                throw frame[low]!.error(.invalidValue, """
                    \(low) \(MarkupValue.number(Double(least))) is greater than \(high) \(MarkupValue.number(Double(most))); \
                    make \(low) no greater than \(high)
                    """)
            }
        }
        return result
    }
}
