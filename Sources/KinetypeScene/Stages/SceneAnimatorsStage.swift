import KinetypeCard
import KinetypeEffects

/// `animators`: text animators over a layer's renderer (``TextAnimator``), in order.
struct SceneAnimatorsStage: SceneStageKind, Equatable {
    static let keys = ["animators"]
    static let textOnly = true

    var animators: [TextAnimator]
    /// The selector values the sound drives, by key path within `animators`
    /// (`[0].selector.offset`); empty once the sound is analysed.
    var drivers: [String: SceneAudioDriver] = [:]

    /// The stage of `animators`; nil when there are none.
    init?(_ animators: [TextAnimator], drivers: [String: SceneAudioDriver] = [:]) {
        guard !animators.isEmpty else { return nil }
        self.animators = animators
        self.drivers = drivers
    }

    init?(decoding layer: SceneMapping) throws {
        guard let node = layer["animators"] else { return nil }
        var drivers: [String: SceneAudioDriver] = [:]
        let animators = try node.list(expected: "a list of animators, each item starting with '- '").enumerated().map { index, item in
            var driven: [String: SceneAudioDriver] = [:]
            let animator = try TextAnimator(decoding: item, drivers: &driven)
            for (path, driver) in driven { drivers["[\(index)].\(path)"] = driver }
            return animator
        }
        self.init(animators, drivers: drivers)
    }

    /// `animators` with the value at `path` (a key of ``drivers``) following `samples`,
    /// `rate` a second from card time 0, on the clock of a layer starting at card time `start`.
    static func driving(_ animators: [TextAnimator], _ path: String, samples: [Double], rate: Double, start: Double) -> [TextAnimator] {
        // "[2].selector.offset" or "[2].selectors[1].start"
        let parts = path.split(whereSeparator: { "[].".contains($0) }).map(String.init)
        guard let animator = Int(parts.first ?? ""), animators.indices.contains(animator), let field = parts.last else { return animators }
        let selector = parts.count == 4 ? Int(parts[2]) ?? 0 : 0
        var result = animators
        guard result[animator].selectors.indices.contains(selector) else { return animators }
        let value = AnimatedValue.sampled(samples, rate: rate, start: -start)
        switch field {
        case "start": result[animator].selectors[selector].start = value
        case "end": result[animator].selectors[selector].end = value
        default: result[animator].selectors[selector].offset = value
        }
        return result
    }

    /// One stage of all the animators; an axis one varies must be the font's, in its range.
    func stages(_ compiler: SceneCompiler, _ context: SceneCompiler.LayerContext) throws -> [any LayerStage] {
        if let path = drivers.keys.min() {
            throw context.map.error(.invalidValue, at: "\(context.path).animators\(path)", """
                is driven by the sound, which has not been analysed: the command line does it; in Swift, call \
                SceneDocument.resolveAudioDrivers(soundtrack:) before compiling
                """)
        }
        for (index, animator) in animators.enumerated() {
            for variation in animator.properties.variations {
                try compiler.checkAxes([variation], of: context.layer.font, at: "\(context.path).animators[\(index)].properties.\(variation.tag)",
                                       map: context.map, rangeChecked: true)
            }
        }
        return [AnimatorStage(animators)]
    }
}
