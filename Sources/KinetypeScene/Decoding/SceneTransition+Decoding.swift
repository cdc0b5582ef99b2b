import KinetypeDiagnostics
import KinetypePrimitives
import KinetypeText
import KinetypeAnimation
import KinetypeEffects
import Yams

extension SceneTransition {
    /// The keys every transition takes; any other key is a parameter of the named transition.
    static let timingKeys = ["name", "duration", "delay", "stagger", "order", "seed", "spring", "curve"]
    static let springKeys = ["duration", "bounce"]

    /// A transition name, or a mapping with `name`, its optional timing and its parameters, all
    /// checked against the loader's transition catalogue.
    init(decoding node: SceneNode) throws {
        let catalog = node.context.catalogs.transitions
        let names = catalog.entries.map(\.name)
        let expected = "a transition, one of \(names.joined(separator: ", "))"
        if case .scalar = node.node {
            self.init(name: try node.name(in: names, expected: expected))
            return
        }
        let transition = try node.anyMapping(expected: "\(expected), or {name, duration, stagger, …}")
        let nameNode = try transition.required("name", example: "name: \(names.first ?? "…")")
        self.init(name: try nameNode.name(in: names, expected: expected))
        let entry = try catalog.entry(named: name)
        parameters = try node.parameters(of: transition, skipping: Self.timingKeys, kind: .transition,
                                         declared: entry.parameters)
        duration = try transition["duration"]?.seconds(allowZero: false)
        delay = try transition["delay"]?.seconds(allowZero: true) ?? 0
        stagger = try transition["stagger"]?.choice(TextTransition.StaggerUnit.self)
        order = try transition["order"]?.choice(TextTransition.Order.self) ?? .reading
        if let seedNode = transition["seed"] {
            guard order == .random else {
                throw seedNode.error(.invalidValue, "a seed only shuffles order: random; add it, or leave the seed out")
            }
            seed = UInt64(try seedNode.integer(in: RangeSelector.seedRange))
        }
        switch (transition["spring"], transition["curve"]) {
        case (let spring?, nil): timing = try Self.spring(spring)
        case (nil, let curve?): timing = .curve(try curve.named(UnitCurve.named, what: "a curve"))
        case (nil, nil): timing = nil
        case (_?, let curve?): throw curve.error(.invalidValue, "give either spring or curve, not both")
        }
        do {
            _ = try catalog.store.parameters(parameters, for: entry)
        } catch {
            throw node.catalogError(error, in: transition)
        }
    }

    /// `{duration, bounce}` or a SwiftUI preset name (`Spring.named`); a preset keeps its bounce
    /// and takes each element's window as its duration.
    static func spring(_ node: SceneNode) throws -> TextTransition.Timing {
        if case .scalar = node.node {
            return presetTiming(try node.named(Spring.named, what: "a spring", alternative: "or {duration, bounce}"))
        }
        let spring = try node.mapping(keys: springKeys, expected: "a spring: {duration, bounce} or a preset name")
        let duration = try spring["duration"]?.seconds(allowZero: false)
        let bounce = try spring["bounce"]?.number(in: Spring.bounceRange) ?? 0
        return .spring(duration: duration, bounce: bounce)
    }

    /// A spring preset (`Spring.named`: smooth, snappy, bouncy) as a timing: its bounce, and the
    /// element's window (or a replace's duration) as its duration; the command line's presets too.
    package static func presetTiming(_ spring: Spring) -> TextTransition.Timing {
        // A spring keeps stiffness and damping; its bounce reads back within 1e-15 of the
        // preset's (0.3 as 0.2999999999999998), so round it to the preset's own value.
        .spring(duration: nil, bounce: (spring.bounce * 1e9).rounded() / 1e9)
    }
}
