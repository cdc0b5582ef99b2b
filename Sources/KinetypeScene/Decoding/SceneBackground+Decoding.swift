import KinetypeAnimation
import KinetypeDiagnostics
import KinetypeGraphics
import KinetypeText
import KinetypePrimitives
import Yams

extension SceneBackground {
    static let expectation = """
        a colour, {linear: {colors: [...], angle: degrees}}, {radial: {colors: [...]}} or {mesh: {width: 3, height: 3, colors: [...]}}
        """

    /// A colour string, or a mapping with exactly one of `linear`, `radial` and `mesh`. A
    /// scene's own background may also be footage (``SceneBackdrop``), read before this is: with
    /// `footage`, the keys that name it are suggested for a misspelt key too.
    init(decoding node: SceneNode, footage: Bool = false) throws {
        if case .scalar = node.node {
            self = .color(try node.color())
            return
        }
        let mapping = try node.mapping(keys: ["linear", "radial", "mesh"] + (footage ? SceneBackdrop.kinds : []),
                                       expected: footage ? Self.expectation + ", {image: photo.jpg} or {video: clip.mp4}" : Self.expectation)
        guard mapping.entries.count == 1 else {
            let message = mapping.entries.isEmpty
                ? "expected one gradient, linear, radial or mesh; got an empty \(node.context.format == .json ? "object" : "mapping")"
                : "expected one gradient; got \(mapping.entries.map(\.key).joined(separator: " and ")) — keep one"
            throw node.error(.invalidValue, message)
        }
        if let mesh = mapping["mesh"] {
            self = try Self.mesh(mesh)
            return
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

    private static func mesh(_ node: SceneNode) throws -> SceneBackground {
        let keys = ["width", "height", "colors", "points", "smooth", "colorSpace", "background", "drift", "keyframes"]
        let mesh = try node.mapping(keys: keys, expected: "{width: 3, height: 3, colors: [...]}")
        let width = try mesh.required("width", example: "width: 3").integer(in: meshSideRange)
        let height = try mesh.required("height", example: "height: 3").integer(in: meshSideRange)
        let count = width * height
        let colorList = try mesh.required("colors", example: "colors: [...] (\(count) colours, row by row)")
        let colorItems = try colorList.list(expected: "a list of \(count) colours (width × height, row by row)")
        guard colorItems.count == count else {
            throw colorList.error(.invalidValue, "expected \(count) colours for a \(width) × \(height) mesh (row by row from the top left); got \(colorItems.count)")
        }
        let colors = try colorItems.map { try $0.color() }
        var points = MeshGradient.gridPoints(width: width, height: height)
        if let pointList = mesh["points"] {
            points = try meshPoints(pointList, width: width, height: height)
        }
        let smooth = try mesh["smooth"]?.bool() ?? true
        var colorSpace = Gradient.ColorSpace.device
        if let space = mesh["colorSpace"] {
            switch try space.string("device or perceptual") {
            case "device": colorSpace = .device
            case "perceptual": colorSpace = .perceptual
            case let other:
                let suggestion = NameSuggestion.nearest(to: other, among: ["device", "perceptual"])
                throw space.error(.invalidValue, "expected device or perceptual; got \(MarkupValue.string(other))"
                                  + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
            }
        }
        let background = try mesh["background"]?.color() ?? .black
        var motion: MeshMotion?
        if let driftNode = mesh["drift"] {
            let values = try driftNode.mapping(keys: ["amplitude", "speed"], expected: "{amplitude: 0.08, speed: 0.25}")
            let amplitude = try values.required("amplitude", example: "amplitude: 0.08").number(in: driftAmplitudeRange)
            motion = .drift(Drift(amplitude: amplitude, speed: try values["speed"]?.number(in: driftSpeedRange)))
        }
        if let keyframeList = mesh["keyframes"] {
            if mesh["drift"] != nil {
                throw keyframeList.error(.invalidValue, "a mesh moves by drift or by keyframes, not both; remove one")
            }
            motion = .keyframes(try keyframes(keyframeList, width: width, height: height))
        }
        let gradient = MeshGradient(width: width, height: height, points: points, colors: colors, background: background,
                                    smoothsColors: smooth, colorSpace: colorSpace)
        return .mesh(gradient, motion: motion)
    }

    /// A list of width × height points [x, y] in 0...1.
    private static func meshPoints(_ pointList: SceneNode, width: Int, height: Int) throws -> [SIMD2<Float>] {
        let count = width * height
        let items = try pointList.list(expected: "a list of \(count) points [x, y]")
        guard items.count == count else {
            throw pointList.error(.invalidValue, "expected \(count) points for a \(width) × \(height) mesh (row by row from the top left); got \(items.count)")
        }
        return try items.map { item in
            let pair = try item.list(expected: "a point [x, y] with x and y from 0 to 1")
            guard pair.count == 2 else {
                throw item.error(.invalidValue, "expected a point [x, y] with x and y from 0 to 1; got \(pair.count) numbers")
            }
            return SIMD2(Float(try pair[0].number(in: meshPointRange)), Float(try pair[1].number(in: meshPointRange)))
        }
    }

    /// Keyframes `{at, points, colors, curve}`, their times after 0 and increasing.
    private static func keyframes(_ list: SceneNode, width: Int, height: Int) throws -> [MeshKeyframe] {
        let items = try list.list(expected: "a list of keyframes {at: seconds, points: [...]}")
        var keyframes: [MeshKeyframe] = []
        for item in items {
            let keyframe = try item.mapping(keys: ["at", "points", "colors", "curve"], expected: "a keyframe {at: seconds, points: [...]}")
            let atNode = try keyframe.required("at", example: "at: 2")
            let time = try atNode.seconds(allowZero: false)
            if let previous = keyframes.last, time <= previous.time {
                throw atNode.error(.invalidValue, "keyframes go forward in time: \(MarkupValue.number(time)) s comes after \(MarkupValue.number(previous.time)) s")
            }
            let points = try meshPoints(try keyframe.required("points", example: "points: [[0, 0], …]"), width: width, height: height)
            var colors: [Color]?
            if let colorList = keyframe["colors"] {
                let colorItems = try colorList.list(expected: "a list of \(width * height) colours")
                guard colorItems.count == width * height else {
                    throw colorList.error(.invalidValue, "expected \(width * height) colours for a \(width) × \(height) mesh; got \(colorItems.count)")
                }
                colors = try colorItems.map { try $0.color() }
            }
            var curve = UnitCurve.easeInOut
            if let curveNode = keyframe["curve"] {
                let names = UnitCurve.named.map(\.name)
                let name = try curveNode.name(in: names, expected: "a curve, one of \(names.joined(separator: ", "))")
                curve = UnitCurve.named.first { $0.name == name }!.value
            }
            keyframes.append(MeshKeyframe(time: time, points: points, colors: colors, curve: curve))
        }
        return keyframes
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
