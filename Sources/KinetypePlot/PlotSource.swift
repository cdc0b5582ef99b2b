import Foundation
import KinetypeAnimation
import KinetypeEffects
import KinetypeSymbols
import KinetypeText

/// Something whose motion a plot draws, with the name its legend shows.
///
/// - a spring moving from 0 to 1 (`Spring.value(target: 1, time: t)`), its settling time marked;
/// - a unit curve played over `duration` seconds (`UnitCurve.value(at: t / duration)`);
/// - a keyframe track of one number (`KeyframeTimeline.value(time:)`);
/// - a transition's progress, one curve per element, staggered as on a card of that many
///   elements (0 hidden, 1 shown);
/// - a symbol effect's pose over time: each part of the pose that moves (offset, scale,
///   rotation in turns, opacity, drawn fraction) as its own curve, or, over several layers, the
///   first moving part of each layer;
/// - a text change that draws itself (`replace.morph`, `.magic`, `.scramble`, `.interpolate`,
///   `.numericText`): its progress from the old text (0) to the new (1), the moment it settles
///   marked, and for a scramble the share of its slots settled.
public enum PlotSource: Sendable {
    /// A spring moving from 0 to 1 from rest, its settling time marked.
    case spring(Spring, name: String)
    /// A unit curve played over `duration` seconds, held at its end value after it.
    case curve(UnitCurve, duration: Double, name: String)
    /// A keyframe track of one number.
    case keyframes(KeyframeTimeline<Double>, name: String)
    /// A transition's progress, one curve for each of `elements` elements.
    case transition(TextTransition, elements: Int, name: String)
    /// A symbol effect played with `options` over `layers` layers.
    case effect(AnySymbolEffect, options: SymbolEffectOptions, layers: Int, name: String)
    /// A text change's progress (``TextReplacement/changeProgress(at:)``), a scramble's over
    /// `slots` slots.
    case replacement(TextReplacement, slots: Int, name: String)

    /// A spring source named after its parameters.
    public static func spring(_ spring: Spring) -> PlotSource {
        .spring(spring, name: "spring(duration: \(PlotFormat.short(spring.duration)), bounce: \(PlotFormat.short(spring.bounce)))")
    }

    /// The legend's name.
    public var name: String {
        switch self {
        case .spring(_, let name), .curve(_, _, let name), .keyframes(_, let name), .transition(_, _, let name),
             .effect(_, _, _, let name), .replacement(_, _, let name):
            return name
        }
    }

    /// The longest time the settling search of an effect looks at, and the span shown for a
    /// motion that never ends (an undamped spring, an effect repeating forever).
    static let longestSpan = 30.0
    static let endlessSpan = 4.0

    /// The command line's option for this kind of source (`--spring`, `--curve`, `--keyframes`,
    /// `--transition`, `--effect`), which a message about it names.
    public var option: String {
        switch self {
        case .spring: "--spring"
        case .curve: "--curve"
        case .keyframes: "--keyframes"
        case .transition: "--transition"
        case .effect, .replacement: "--effect"
        }
    }

    /// How long the source needs to show its motion, in seconds.
    public var naturalSpan: Double {
        switch self {
        case .spring(let spring, _):
            let settling = spring.settlingDuration
            guard settling.isFinite else { return min(PlotSource.longestSpan, 4 * spring.duration) }
            return min(PlotSource.longestSpan, max(spring.duration, settling * 1.2))
        case .curve(_, let duration, _):
            return duration
        case .keyframes(let timeline, _):
            return max(0.1, timeline.duration * 1.1)
        case .transition(let transition, _, _):
            return transition.totalDuration * 1.5
        case .effect(let effect, let options, let layers, _):
            let behavior = PlotSource.behavior(of: effect)
            let step = 1.0 / 120
            var last = 0.0, t = 0.0
            let limit = SymbolEffectTiming.resolvedRepeat(options, behavior: behavior).count == nil ? PlotSource.endlessSpan : PlotSource.longestSpan
            while t <= limit {
                for layer in 0..<layers where (try? effect.pose(behavior, at: t, layer: layer, layerCount: layers, options: options)) != .rest {
                    last = t
                    break
                }
                t += step
            }
            return min(limit, max(0.5, last + 0.25))
        case .replacement(let replacement, _, _):
            return max(0.5, PlotSource.settlingTime(of: replacement) + 0.25)
        }
    }

    /// When a text change comes to rest: the last time its progress is away from 1 (a
    /// thousandth or more), looked for in steps of 1/120 s up to ``longestSpan``.
    static func settlingTime(of replacement: TextReplacement) -> Double {
        var last = 0.0
        for step in 0...Int(longestSpan * 120) {
            let t = Double(step) / 120
            if abs((replacement.changeProgress(at: t) ?? 1) - 1) >= 1e-3 { last = t + 1.0 / 120 }
        }
        return min(longestSpan, last)
    }

    /// The behaviour an effect's plot shows: discrete when it has one, else indefinite,
    /// transition, content transition.
    static func behavior(of effect: AnySymbolEffect) -> SymbolEffectBehavior {
        [.discrete, .indefinite, .transition, .contentTransition].first { effect.behaviors.contains($0) } ?? .discrete
    }

    /// The source's curves sampled at `samples + 1` even times over `0...span`, and its markers.
    func sampled(over span: Double, samples: Int) throws -> (series: [(name: String, points: [Plot.Point])], markers: [(time: Double, label: String)]) {
        let times = (0...samples).map { span * Double($0) / Double(samples) }
        func curve(_ value: (Double) throws -> Double) rethrows -> [Plot.Point] {
            try times.map { Plot.Point(time: $0, value: try value($0)) }
        }
        switch self {
        case .spring(let spring, let name):
            let settling = spring.settlingDuration
            let markers = settling.isFinite ? [(settling, "settles \(PlotFormat.fixed(settling, decimals: 2)) s")] : []
            return ([(name, curve { spring.value(target: 1.0, initialVelocity: 0, time: $0) })], markers)
        case .curve(let unitCurve, let duration, let name):
            return ([(name, curve { unitCurve.value(at: min(1, $0 / duration)) })], [])
        case .keyframes(let timeline, let name):
            return ([(name, curve { timeline.value(time: $0) })], [])
        case .transition(let transition, let elements, let name):
            let series = (0..<elements).map { index in
                ("\(name) \(index + 1)/\(elements)", curve { transition.progress(index: index, count: elements, time: $0) })
            }
            return (series, [])
        case .effect(let effect, let options, let layers, let name):
            return (try effectSeries(effect, options: options, layers: layers, name: name, times: times), [])
        case .replacement(let replacement, let slots, let name):
            let progress = { (t: Double) in replacement.changeProgress(at: t) ?? 1 }
            var series = [("\(name): progress", curve(progress))]
            if replacement.scramble != nil, slots > 1 {
                series.append(("\(name): slots settled", curve { (progress($0) * Double(slots) + 1e-9).rounded(.down) / Double(slots) }))
            }
            let settles = PlotSource.settlingTime(of: replacement)
            return (series, [(settles, "settles \(PlotFormat.fixed(settles, decimals: 2)) s")])
        }
    }

    /// The parts of a pose a plot can show, with their legend names.
    static let poseParts: [(name: String, value: @Sendable (SymbolEffectPose) -> Double)] = [
        ("offset y", { $0.dy }), ("offset x", { $0.dx }), ("scale", { $0.scale }), ("rotation (turns)", { $0.rotation / 360 }),
        ("opacity", { $0.opacity }), ("drawn", { $0.drawProgress }),
    ]

    private func effectSeries(_ effect: AnySymbolEffect, options: SymbolEffectOptions, layers: Int, name: String,
                              times: [Double]) throws -> [(name: String, points: [Plot.Point])] {
        let behavior = PlotSource.behavior(of: effect)
        let poses = try (0..<layers).map { layer in
            try times.map { try effect.pose(behavior, at: $0, layer: layer, layerCount: layers, options: options) }
        }
        func moves(_ part: (SymbolEffectPose) -> Double, _ layerPoses: [SymbolEffectPose]) -> Bool {
            let values = layerPoses.map(part)
            return (values.max() ?? 0) - (values.min() ?? 0) > 1e-9
        }
        let moving = PlotSource.poseParts.filter { part in poses.contains { moves(part.value, $0) } }
        if layers == 1 {
            return moving.map { part in
                ("\(name): \(part.name)", zip(times, poses[0]).map { Plot.Point(time: $0, value: part.value($1)) })
            }
        }
        guard let part = moving.first else { return [] }
        return poses.enumerated().map { layer, layerPoses in
            ("\(name): \(part.name), layer \(layer + 1)", zip(times, layerPoses).map { Plot.Point(time: $0, value: part.value($1)) })
        }
    }
}

extension PlotFormat {
    /// A parameter for a legend: at most three decimals, trailing zeros dropped.
    static func short(_ value: Double) -> String {
        var text = fixed(value, decimals: 3)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
