import KinetypeDiagnostics
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

extension SceneShape: SceneContentKind {
    static let key = "shape"
    static let example = "shape: {kind: rect, width: 600, height: 120}"
    static let layerKeys = ["color", "trim"] + ScenePaint.keys
    static let keys = ["kind", "width", "height", "cornerRadius", "d"] + soundKeys
    /// The keys of an audiogram (`bars`, `waveform`).
    static let soundKeys = ["bars", "gap", "low", "high", "floor", "window"]

    /// `shape: {kind, width, height, cornerRadius, d}` and the layer's `color`, paint keys and
    /// `trim`. A box's kinds need both sides; a line one of them; a path its `d`.
    init(decoding node: SceneNode, in layer: SceneMapping) throws {
        let shape = try node.mapping(keys: Self.keys, expected: "a shape: {kind: rect, width: 600, height: 120}")
        let kind = try shape["kind"]?.choice(Kind.self) ?? (shape["d"] != nil ? .path : nil)
        guard let kind else {
            throw node.error(.missingKey, "a shape needs its kind: add kind: rect (or \(Kind.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        var path: Path?, data: String?
        if let dataNode = shape["d"] {
            guard kind == .path else {
                throw dataNode.error(.invalidValue, "only a path takes 'd'; write kind: path, or remove d")
            }
            let text = try dataNode.string("SVG path data, such as \"M 0 0 L 100 0 L 50 80 Z\"")
            path = try ScenePath.path(text, at: dataNode)
            let bounds = path!.boundingRect
            guard !bounds.isNull, bounds.width > 0 || bounds.height > 0 else {
                throw dataNode.error(.invalidValue, "the path \(MarkupValue.string(text)) has no size; give it a line or a curve, as in \"M 0 0 L 100 0 L 50 80 Z\"")
            }
            data = text
        } else if kind == .path {
            throw node.error(.missingKey, "a path shape needs its outline: add d: \"M 0 0 L 100 0 L 50 80 Z\" (SVG path data)")
        }
        let bounds = path?.boundingRect
        let width = try shape["width"]?.number(in: Self.sideRange) ?? bounds.map { Double($0.width) }
        let height = try shape["height"]?.number(in: Self.sideRange) ?? bounds.map { Double($0.height) } ?? (kind == .line ? 0 : nil)
        guard let width, let height else {
            let missing = shape["width"] == nil ? "width" : "height"
            throw node.error(.missingKey, "a \(kind.rawValue) needs its \(missing) in pixels: add \(missing): 120")
        }
        if kind == .line ? width == 0 && height == 0 : kind != .path && (width == 0 || height == 0) {
            throw node.error(.invalidValue, kind == .line
                ? "a line needs a length: give it a width (level) or a height (upright), or both"
                : "a \(kind.rawValue) of \(MarkupValue.number(width)) × \(MarkupValue.number(height)) pixels would not show; give it a width and a height above 0")
        }
        let cornerRadius = try shape["cornerRadius"]?.number(in: Self.sideRange) ?? 16
        if shape["cornerRadius"] != nil, kind != .roundedRect {
            throw shape["cornerRadius"]!.error(.invalidValue, "only a roundedRect takes 'cornerRadius'; write kind: roundedRect, or remove it")
        }
        let color = try layer["color"]?.color() ?? .white
        let paint = try ScenePaint(decoding: layer, fontSize: max(1, min(width, height == 0 ? width : height)))
        if kind == .line, let fill = layer["fill"] {
            throw fill.error(.invalidValue, "a line has no inside to fill; give it a stroke: {color: white, width: 4}")
        }
        self.init(kind: kind, width: width, height: height, cornerRadius: cornerRadius, data: data, path: path,
                  color: color, paint: paint, trim: try layer["trim"].map { try Self.trim($0) })
        sound = try Self.sound(shape, kind: kind)
    }

    /// An audiogram's keys: `bars` (1 to 256), `gap` (0 to 0.9 of a slot), `low` and `high`
    /// (hertz, 20 to 20,000, low below high) and `floor` (dBFS, −120 to −6) for bars; `window`
    /// (seconds, 0.1 to 60) and `floor` for a waveform. Other kinds take none of them.
    private static func sound(_ shape: SceneMapping, kind: Kind) throws -> Sound? {
        let allowed: Set<String> = kind == .bars ? ["bars", "gap", "low", "high", "floor"] : kind == .waveform ? ["floor", "window"] : []
        for key in soundKeys where shape[key] != nil && !allowed.contains(key) {
            let takers = ["bars", "gap", "low", "high"].contains(key) ? "bars" : key == "window" ? "waveform" : "bars or waveform"
            throw shape[key]!.error(.invalidValue, "only \(takers) takes '\(key)' (an audiogram of the soundtrack); write kind: \(takers == "waveform" ? "waveform" : "bars"), or remove \(key)")
        }
        guard kind == .bars || kind == .waveform else { return nil }
        var sound = Sound()
        if let node = shape["bars"] { sound.bars = Int(try node.number(in: Sound.barsRange)) }
        if let node = shape["gap"] { sound.gap = try node.number(in: Sound.gapRange) }
        if let node = shape["low"] { sound.low = try node.number(in: Sound.hertzRange) }
        if let node = shape["high"] { sound.high = try node.number(in: Sound.hertzRange) }
        guard sound.low < sound.high else {
            throw (shape["high"] ?? shape["low"]!).error(.invalidValue, """
                the bars cover \(MarkupValue.number(sound.low)) to \(MarkupValue.number(sound.high)) Hz, which is no band; make high above low
                """)
        }
        if let node = shape["floor"] { sound.floor = try node.number(in: Sound.floorRange) }
        if let node = shape["window"] { sound.window = try node.number(in: Sound.windowRange) }
        return sound
    }

    /// `trim: {from, to}`: fractions of the outline's length, 0 ≤ from < to ≤ 1.
    private static func trim(_ node: SceneNode) throws -> ClosedRange<Double> {
        let trim = try node.mapping(keys: ["from", "to"], expected: "the part of the outline drawn: {from: 0, to: 0.5}")
        let fraction = ValueRange(0...1)
        let from = try trim["from"]?.number(in: fraction) ?? 0
        let to = try trim["to"]?.number(in: fraction) ?? 1
        guard from < to else {
            throw (trim["to"] ?? node).error(.invalidValue, """
                trim draws from \(MarkupValue.number(from)) to \(MarkupValue.number(to)) of the outline, which is nothing; \
                make to larger than from
                """)
        }
        return from...to
    }
}
