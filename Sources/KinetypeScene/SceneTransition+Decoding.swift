import Yams

extension SceneTransition {
    static let keys = ["name", "duration", "delay", "stagger", "spring", "curve", "edge"]
    static let springKeys = ["duration", "bounce"]

    /// A transition name, or a mapping with `name` and its optional timing.
    init(decoding node: SceneNode) throws {
        let names = node.context.transitionNames
        let expected = "a transition, one of \(names.joined(separator: ", "))"
        if case .scalar = node.node {
            self.init(name: try node.name(in: names, expected: expected))
            return
        }
        let transition = try node.mapping(keys: Self.keys, expected: "\(expected), or {name, duration, stagger, …}")
        let nameNode = try transition.required("name", example: "name: \(names.first ?? "appear")")
        self.init(name: try nameNode.name(in: names, expected: expected))
        duration = try transition["duration"]?.seconds(allowZero: false)
        delay = try transition["delay"]?.seconds(allowZero: true) ?? 0
        stagger = try transition["stagger"]?.choice(Stagger.self)
        edge = try transition["edge"]?.choice(SceneEdge.self)
        switch (transition["spring"], transition["curve"]) {
        case (let spring?, nil): timing = try Self.spring(spring)
        case (nil, let curve?): timing = .curve(try curve.choice(Curve.self))
        case (nil, nil): timing = nil
        case (_?, let curve?): throw curve.error(.invalidValue, "give either spring or curve, not both")
        }
    }

    /// `{duration, bounce}` or a SwiftUI preset name.
    private static func spring(_ node: SceneNode) throws -> Timing {
        let presets = springPresets.map(\.name)
        if case .scalar = node.node {
            let expected = "a spring: one of \(presets.joined(separator: ", ")), or {duration, bounce}"
            let name = try node.name(in: presets, expected: expected)
            return .spring(duration: nil, bounce: springPresets.first { $0.name == name }!.bounce)
        }
        let spring = try node.mapping(keys: springKeys, expected: "a spring: {duration, bounce} or a preset name")
        let duration = try spring["duration"]?.seconds(allowZero: false)
        let bounce = try spring["bounce"]?.number("a bounce from -1 to 1") { (-1...1).contains($0) } ?? 0
        return .spring(duration: duration, bounce: bounce)
    }
}
