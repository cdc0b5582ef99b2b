import KinetypeAnimation
import KinetypeCard
import KinetypeGraphics
import KinetypePrimitives

extension SceneBackground.MeshMotion {
    /// `base` over a card `duration` seconds long, as a function of card time, built once: drifted
    /// (one turn over the card when the drift gives no speed, so a looping GIF loops), or moved
    /// through the keyframes by the keyframes stage's engine (`KeyframeStage/timeline(_:component:)`):
    /// each point coordinate and colour component a timeline from the mesh's own value at 0 s,
    /// eased into each keyframe by its curve, held after the last.
    ///
    /// A keyframe without colours keeps those of the keyframe before; a colour at its value at
    /// 0 s stays the mesh's own.
    public func animation(of base: MeshGradient, duration: Double) -> @Sendable (Double) -> MeshGradient {
        switch self {
        case .drift(let drift):
            let turns = drift.speed ?? 1 / duration
            return { base.drifted(at: $0, amplitude: drift.amplitude, turns: turns) }
        case .keyframes(let keyframes):
            return Self.keyframed(base, keyframes)
        }
    }

    /// `base` at `time` seconds of a card `duration` long (``animation(of:duration:)``).
    public func mesh(_ base: MeshGradient, at time: Double, duration: Double) -> MeshGradient {
        animation(of: base, duration: duration)(time)
    }

    private static func keyframed(_ base: MeshGradient, _ keyframes: [SceneBackground.MeshKeyframe]) -> @Sendable (Double) -> MeshGradient {
        // Each keyframe's points and (held-over) colours as numbers: x and y a point, then the
        // red, green, blue and opacity of each colour.
        func numbers(_ points: [SIMD2<Float>], _ colors: [Color]) -> [Double] {
            points.flatMap { [Double($0.x), Double($0.y)] } + colors.flatMap { color -> [Double] in
                let c = color.resolve()
                return [Double(c.red), Double(c.green), Double(c.blue), Double(c.opacity)]
            }
        }
        var keys = [KeyframeStage.Key(at: 0, value: numbers(base.points, base.colors))]
        var colors = base.colors
        for keyframe in keyframes {
            colors = keyframe.colors ?? colors
            keys.append(KeyframeStage.Key(at: keyframe.time, value: numbers(keyframe.points, colors), timing: .curve(keyframe.curve)))
        }
        let pointNumbers = 2 * base.points.count
        // The timelines of the numbers that change; the others keep the mesh's own.
        let timelines = keys[0].value.indices.map { component -> KeyframeTimeline<Double>? in
            keys.allSatisfy { $0.value[component] == keys[0].value[component] } ? nil : KeyframeStage.timeline(keys, component: component)
        }
        let moving = Set(timelines.indices.filter { timelines[$0] != nil })
        let own = keys[0].value
        return { time in
            var mesh = base
            var values = own
            for index in moving { values[index] = timelines[index]!.value(time: time) }
            for point in base.points.indices where moving.contains(2 * point) || moving.contains(2 * point + 1) {
                mesh.points[point] = SIMD2(Float(values[2 * point]), Float(values[2 * point + 1]))
            }
            for color in base.colors.indices {
                let first = pointNumbers + 4 * color
                guard (first..<first + 4).contains(where: { moving.contains($0) && values[$0] != own[$0] }) else { continue }
                mesh.colors[color] = Color(red: values[first], green: values[first + 1], blue: values[first + 2], opacity: values[first + 3])
            }
            return mesh
        }
    }
}
