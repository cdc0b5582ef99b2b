import KinetypeText
import KinetypePrimitives
import Yams

extension SceneBackground {
    static let expectation = """
        a colour, {linear: {colors: [...], angle: degrees}} or {radial: {colors: [...]}}
        """

    /// A colour string, or a mapping with exactly one of `linear` and `radial`.
    init(decoding node: SceneNode) throws {
        if case .scalar = node.node {
            self = .color(try node.color())
            return
        }
        let mapping = try node.mapping(keys: ["linear", "radial"], expected: Self.expectation)
        guard mapping.entries.count == 1 else {
            let message = mapping.entries.isEmpty
                ? "expected one gradient, linear or radial; got an empty \(node.context.format == .json ? "object" : "mapping")"
                : "expected one gradient; got both linear and radial — keep one"
            throw node.error(.invalidValue, message)
        }
        if let linear = mapping["linear"] {
            let gradient = try linear.mapping(keys: ["colors", "angle"], expected: "{colors: [...], angle: degrees}")
            let colors = try Self.colors(gradient)
            let angle = try gradient["angle"]?.number(in: Self.angleRange) ?? Self.defaultAngle
            self = .linearGradient(colors: colors, angle: angle)
        } else {
            let gradient = try mapping["radial"]!.mapping(keys: ["colors"], expected: "{colors: [...]}")
            self = .radialGradient(colors: try Self.colors(gradient))
        }
    }

    private static func colors(_ gradient: SceneMapping) throws -> [Color] {
        let list = try gradient.required("colors", example: "colors: [\"#ff3b8e\", \"#5b2bff\"]")
        let items = try list.list(expected: "a list of two or more colours")
        guard items.count >= 2 else {
            throw list.error(.invalidValue, "expected a list of two or more colours; got \(items.count)")
        }
        return try items.map { try $0.color() }
    }
}
