import Foundation
import KinetypeAnimation
import KinetypeDiagnostics
import KinetypeGraphics
import KinetypePrimitives

extension ShaderCatalog {
    /// The built-in effects: `ripple` (seed 001's), `wave`, `chromaticAberration`, `pixellate`,
    /// `grain`, `glitch`, `motionBlur` and `rotation3D`. Lengths are in the card's pixels, positions in units of the canvas.
    public static let builtIns: [Entry] = [
        Entry(name: "ripple", summary: "a ring spreads from a point and ebbs, lighting its crests (WWDC24's ripple)", parameters: [
            CatalogParameter(name: "x", summary: "the origin across the canvas, 0 to 1", defaultValue: .number(0.5), range: unit),
            CatalogParameter(name: "y", summary: "the origin down the canvas, 0 to 1", defaultValue: .number(0.5), range: unit),
            CatalogParameter(name: "amplitude", summary: "how far pixels move, in pixels", defaultValue: .number(12), range: Canvas.distanceRange),
            CatalogParameter(name: "frequency", summary: "oscillations, in radians a second", defaultValue: .number(15),
                             range: ValueRange(0...1000, unit: "radians a second")),
            CatalogParameter(name: "decay", summary: "how fast it ebbs, per second", defaultValue: .number(8), range: ValueRange(0...1000, unit: "per second")),
            CatalogParameter(name: "speed", summary: "how fast the ring spreads, in pixels a second", defaultValue: .number(1200),
                             range: ValueRange(above: 0, through: 1_000_000, unit: "pixels a second")),
            CatalogParameter(name: "delay", summary: "seconds after the layer starts", defaultValue: .number(0), range: CardLimits.timeRange),
        ]) { parameters, moment in
            let origin = CGPoint(x: try parameters.number("x") * moment.canvas.width, y: try parameters.number("y") * moment.canvas.height)
            let amplitude = try parameters.number("amplitude"), frequency = try parameters.number("frequency")
            let decay = try parameters.number("decay"), speed = try parameters.number("speed")
            let time = moment.time - (try parameters.number("delay"))
            return .layerEffect({ position, layer in
                let dx = Double(position.x - origin.x), dy = Double(position.y - origin.y)
                let distance = (dx * dx + dy * dy).squareRoot()
                let t = max(0, time - distance / speed)
                guard time > 0, amplitude != 0 else { return layer.sample(at: position) }
                let amount = amplitude * sin(frequency * t) * exp(-decay * t)
                let (nx, ny) = distance > 0 ? (dx / distance, dy / distance) : (0, 0)
                var color = layer.sample(at: CGPoint(x: Double(position.x) + amount * nx, y: Double(position.y) + amount * ny))
                let light = Float(0.3 * amount / amplitude) * color.w
                color.x += light
                color.y += light
                color.z += light
                return color
            }, maxSampleOffset: CGSize(width: amplitude, height: amplitude))
        },
        Entry(name: "wave", summary: "rows sway sideways on a travelling sine wave", parameters: [
            CatalogParameter(name: "amplitude", summary: "how far rows move, in pixels", defaultValue: .number(8), range: Canvas.distanceRange),
            CatalogParameter(name: "wavelength", summary: "pixels from crest to crest", defaultValue: .number(60),
                             range: ValueRange(above: 0, through: 100_000, unit: "pixels")),
            CatalogParameter(name: "speed", summary: "waves a second", defaultValue: .number(1), range: ValueRange(-100...100, unit: "waves a second")),
        ]) { parameters, moment in
            let amplitude = try parameters.number("amplitude"), wavelength = try parameters.number("wavelength")
            let phase = try parameters.number("speed") * moment.time
            return .distortionEffect({ position in
                CGPoint(x: Double(position.x) + amplitude * sin(2 * .pi * (Double(position.y) / wavelength - phase)), y: Double(position.y))
            }, maxSampleOffset: CGSize(width: amplitude, height: 0))
        },
        Entry(name: "chromaticAberration", summary: "red and blue split apart along a direction", parameters: [
            CatalogParameter(name: "offset", summary: "how far each splits, in pixels", defaultValue: .number(3), range: Canvas.distanceRange),
            CatalogParameter(name: "angle", summary: "the direction, in degrees (0: right)", defaultValue: .number(0),
                             range: ValueRange(-360...360, unit: "degrees")),
        ]) { parameters, _ in
            let offset = try parameters.number("offset"), angle = try parameters.number("angle") * .pi / 180
            let dx = offset * cos(angle), dy = offset * sin(angle)
            return .layerEffect({ position, layer in
                let red = layer.sample(at: CGPoint(x: Double(position.x) - dx, y: Double(position.y) - dy))
                let middle = layer.sample(at: position)
                let blue = layer.sample(at: CGPoint(x: Double(position.x) + dx, y: Double(position.y) + dy))
                return SIMD4(red.x, middle.y, blue.z, max(red.w, middle.w, blue.w))
            }, maxSampleOffset: CGSize(width: abs(dx), height: abs(dy)))
        },
        Entry(name: "pixellate", summary: "square cells of one colour each", parameters: [
            CatalogParameter(name: "size", summary: "the cells' side, in pixels", defaultValue: .number(8),
                             range: ValueRange(above: 0, through: 1000, unit: "pixels")),
        ]) { parameters, _ in
            let size = try parameters.number("size")
            return .layerEffect({ position, layer in
                let cx = ((Double(position.x) / size).rounded(.down) + 0.5) * size, cy = ((Double(position.y) / size).rounded(.down) + 0.5) * size
                return layer.sample(at: CGPoint(x: cx, y: cy))
            }, maxSampleOffset: CGSize(width: size, height: size))
        },
        Entry(name: "grain", summary: "film grain: deterministic noise that changes every 1/60 s", parameters: [
            CatalogParameter(name: "amount", summary: "the noise's strength, 0 to 1", defaultValue: .number(0.08), range: unit),
            CatalogParameter(name: "seed", summary: "a whole number: another seed, other grain", defaultValue: .number(0),
                             range: ValueRange(0...1_000_000, whole: true)),
        ]) { parameters, moment in
            let amount = Float(try parameters.number("amount"))
            let seed = UInt64(try parameters.number("seed")), tick = UInt64(max(0, (moment.time * 60).rounded(.down)))
            return .colorEffect { position, color in
                let z = hash(UInt64(bitPattern: Int64(Double(position.x * 8).rounded())),
                             UInt64(bitPattern: Int64(Double(position.y * 8).rounded())), tick &+ seed &* 1_000_003)
                let noise = (Float(unitInterval(z)) * 2 - 1) * amount * color.w
                return SIMD4(color.x + noise, color.y + noise, color.z + noise, color.w)
            }
        },
        Entry(name: "glitch", summary: "digital glitches: bands of rows jump sideways with their colours split, a new pattern each tick", parameters: [
            CatalogParameter(name: "amount", summary: "the farthest a band jumps, in whole pixels", defaultValue: .number(30),
                             range: ValueRange(0...1000, unit: "pixels")),
            CatalogParameter(name: "bands", summary: "how many bands the canvas's height is cut into", defaultValue: .number(24),
                             range: ValueRange(1...1000, whole: true)),
            CatalogParameter(name: "split", summary: "how far red and blue part in a jumping band, in pixels", defaultValue: .number(6),
                             range: ValueRange(0...1000, unit: "pixels")),
            CatalogParameter(name: "intensity", summary: "the share of bands that jump, 0 to 1", defaultValue: .number(0.3), range: unit),
            CatalogParameter(name: "rate", summary: "new patterns a second", defaultValue: .number(12), range: ValueRange(above: 0, through: 240)),
            CatalogParameter(name: "seed", summary: "a whole number: another seed, other glitches", defaultValue: .number(0),
                             range: ValueRange(0...1_000_000, whole: true)),
        ]) { parameters, moment in
            let amount = try parameters.number("amount").rounded(.down), split = try parameters.number("split")
            let bands = try parameters.number("bands"), intensity = try parameters.number("intensity")
            let seed = UInt64(try parameters.number("seed")), tick = UInt64(max(0, (moment.time * (try parameters.number("rate"))).rounded(.down)))
            let bandHeight = Double(moment.canvas.height) / bands
            return .layerEffect({ position, layer in
                let band = UInt64(max(0, (Double(position.y) / bandHeight).rounded(.down)))
                let z = hash(band, tick, seed)
                guard unitInterval(z) < intensity else { return layer.sample(at: position) }
                // A whole-pixel jump, left or right, and the colours split about it.
                let jump = (unitInterval(hash(z, 1, seed)) * 2 - 1) * amount
                let x = Double(position.x) - jump.rounded(), y = Double(position.y)
                let red = layer.sample(at: CGPoint(x: x - split, y: y)), middle = layer.sample(at: CGPoint(x: x, y: y))
                let blue = layer.sample(at: CGPoint(x: x + split, y: y))
                return SIMD4(red.x, middle.y, blue.z, max(red.w, middle.w, blue.w))
            }, maxSampleOffset: CGSize(width: amount + split, height: 0))
        },
        Entry(name: "motionBlur", summary: "moving text smears along its motion: the layer drawn at several moments of each frame, averaged", parameters: [
            CatalogParameter(name: "samples", summary: "how many moments are averaged", defaultValue: .number(8),
                             range: ValueRange(2...64, whole: true)),
            CatalogParameter(name: "shutter", summary: "the share of a frame the shutter is open (film's 180° is 0.5)", defaultValue: .number(0.5),
                             range: ValueRange(above: 0, through: 4)),
        ]) { parameters, moment in
            // Evenly over the shutter's opening, ending at the frame's own moment.
            let samples = Int(try parameters.number("samples")), open = try parameters.number("shutter") * moment.frameDuration
            return (0..<samples).map { -open * Double(samples - 1 - $0) / Double(samples - 1) }
        },
        Entry(name: "rotation3D", summary: "the whole layer turns in 3-D perspective about an axis through a point of the canvas", parameters: [
            CatalogParameter(name: "angle", summary: "the turn, in degrees", defaultValue: .number(30), range: ValueRange(-3600...3600, unit: "degrees")),
            CatalogParameter(name: "axis", summary: "x turns the top away, y the right side, z turns it flat", defaultValue: .string("y"),
                             choices: ["x", "y", "z"]),
            CatalogParameter(name: "x", summary: "the axis's point across the canvas, 0 to 1", defaultValue: .number(0.5), range: unit),
            CatalogParameter(name: "y", summary: "the axis's point down the canvas, 0 to 1", defaultValue: .number(0.5), range: unit),
            CatalogParameter(name: "perspective", summary: "1: seen from half the canvas's height away; 0: none", defaultValue: .number(1),
                             range: ValueRange(0...10)),
            CatalogParameter(name: "spin", summary: "degrees a second added to the angle", defaultValue: .number(0),
                             range: ValueRange(-3600...3600, unit: "degrees a second")),
            CatalogParameter(name: "settle", summary: "seconds over which the angle eases out to 0 (0: held)", defaultValue: .number(0),
                             range: CardLimits.timeRange),
        ]) { parameters, moment in
            let settle = try parameters.number("settle"), time = max(0, moment.time)
            let eased = settle > 0 ? 1 - UnitCurve.easeOut.value(at: min(1, time / settle)) : 1
            let degrees = try parameters.number("angle") * eased + (try parameters.number("spin")) * time
            let axis: (x: CGFloat, y: CGFloat, z: CGFloat)
            switch try parameters.string("axis") {
            case "x": axis = (1, 0, 0)
            case "z": axis = (0, 0, 1)
            default: axis = (0, 1, 0)
            }
            let canvas = moment.canvas
            let anchor = CGPoint(x: try parameters.number("x") * canvas.width, y: try parameters.number("y") * canvas.height)
            let transform = ProjectionTransform.rotation3D(.degrees(degrees), axis: axis, anchor: anchor,
                                                           size: CGSize(width: canvas.height / 2, height: canvas.height / 2),
                                                           perspective: CGFloat(try parameters.number("perspective")))
            return .projection(transform, maxSampleOffset: canvas)
        },
    ]

    private static let unit = ValueRange(0...1)

    /// SplitMix64's finaliser (``SplitMix64/mix(_:)``) over three values, each spread by an odd
    /// constant first: deterministic noise for grain and glitches.
    static func hash(_ a: UInt64, _ b: UInt64, _ c: UInt64) -> UInt64 {
        SplitMix64.mix(a &* SplitMix64.increment ^ b &* 0xBF58_476D_1CE4_E5B9 ^ c &* 0x94D0_49BB_1331_11EB)
    }

    /// A hash's top 24 bits as a number from 0 up to 1.
    static func unitInterval(_ z: UInt64) -> Double { Double(z >> 40) / Double(1 << 24) }
}
