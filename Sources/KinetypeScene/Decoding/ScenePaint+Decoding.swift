import Foundation
import KinetypeGraphics
import KinetypePrimitives

extension ScenePaint {
    /// The paint keys of a layer mapping, with defaults sized for `fontSize`.
    init(decoding layer: SceneMapping, fontSize: Double) throws {
        fill = try layer["fill"].map { try SceneBackground(decoding: $0) }
        if let node = layer["stroke"] {
            stroke = try Self.stroke(node, fontSize: fontSize)
        }
        let size = CGFloat(fontSize)
        let kinds: [(key: String, kind: TextShadow.Kind, default: TextShadow)] = [
            ("innerShadow", .inner, .sized(.inner, color: .black, fontSize: size)),
            ("shadow", .drop, .sized(.drop, color: .black, fontSize: size)),
            ("glow", .glow, .sized(.glow, color: .white, fontSize: size)),
        ]
        for (key, kind, fallback) in kinds {
            guard let node = layer[key] else { continue }
            if case .sequence = node.node {
                shadows += try node.list(expected: "a list of \(key)s").map { try Self.shadow($0, key: key, kind: kind, default: fallback) }
            } else {
                shadows.append(try Self.shadow(node, key: key, kind: kind, default: fallback))
            }
        }
    }

    private static func stroke(_ node: SceneNode, fontSize: Double) throws -> TextStroke {
        if case .scalar = node.node {
            return TextStroke(AnyShapeStyle(try node.color()), lineWidth: TextStroke.defaultWidth(fontSize: CGFloat(fontSize)))
        }
        let stroke = try node.mapping(keys: ["color", "width", "join", "placement"],
                                      expected: "a colour, or {color: black, width: 6, join: round, placement: underFill}")
        let color = try stroke["color"]?.color() ?? .black
        let width = try stroke["width"]?.number(in: strokeWidthRange) ?? Double(TextStroke.defaultWidth(fontSize: CGFloat(fontSize)))
        let join = try stroke["join"]?.choice(StrokeStyle.LineJoin.self) ?? .round
        let placement = try stroke["placement"]?.choice(TextStroke.Placement.self) ?? .underFill
        return TextStroke(AnyShapeStyle(color), lineWidth: CGFloat(width), lineJoin: join, placement: placement)
    }

    private static func shadow(_ node: SceneNode, key: String, kind: TextShadow.Kind, default fallback: TextShadow) throws -> TextShadow {
        var shadow = fallback
        if case .scalar = node.node {
            shadow.color = try node.color()
            return shadow
        }
        let keys = kind == .glow ? ["color", "radius"] : ["color", "radius", "x", "y"]
        let example = kind == .glow ? "{color: \"#ffd60a\", radius: 20}" : "{color: \"#000a\", radius: 8, x: 0, y: 4}"
        let mapping = try node.mapping(keys: keys, expected: "a colour, or \(example)")
        if let color = mapping["color"] { shadow.color = try color.color() }
        if let radius = mapping["radius"] { shadow.radius = CGFloat(try radius.number(in: GraphicsContext.Filter.blurRadiusRange)) }
        if let x = mapping["x"] { shadow.x = CGFloat(try x.number(in: Canvas.distanceRange)) }
        if let y = mapping["y"] { shadow.y = CGFloat(try y.number(in: Canvas.distanceRange)) }
        return shadow
    }
}
