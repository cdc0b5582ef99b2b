import Foundation
import KinetypeAnimation
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

/// A parameter value from a scene file or the command line.
public enum ParameterValue: Hashable, Sendable, CustomStringConvertible {
    case number(Double)
    case string(String)
    case bool(Bool)

    public var description: String {
        switch self {
        case .number(let value): return String(value)
        case .string(let value): return "\"\(value)\""
        case .bool(let value): return String(value)
        }
    }
}

/// A renderer chosen by name, built for each moment of its layer.
public struct LayerRenderer {
    let make: (TimeInterval) -> AnyTextRenderer

    /// `text` drawn by this renderer at `time` since its layer started.
    public func apply(to text: Text, at time: TimeInterval) -> Text {
        var copy = text
        copy.extensions[Text.rendererKey] = make(time)
        return copy
    }
}

/// The renderers a scene file or `kinetype render --renderer` can name.
public enum BuiltInRenderers {
    public struct Parameter: Sendable {
        public var name: String
        public var summary: String
        public var defaultValue: ParameterValue
    }

    public struct Entry: Sendable {
        public var name: String
        public var summary: String
        public var parameters: [Parameter]
    }

    public static let all: [Entry] = [
        Entry(name: "appear", summary: "glyphs blur in and rise on a spring, one after another (seed 001)", parameters: [
            Parameter(name: "duration", summary: "seconds for the whole text", defaultValue: .number(1.2)),
        ]),
        Entry(name: "wave", summary: "glyphs ride a travelling sine wave", parameters: [
            Parameter(name: "amplitude", summary: "height of the wave in pixels", defaultValue: .number(12)),
            Parameter(name: "frequency", summary: "waves per second", defaultValue: .number(1)),
            Parameter(name: "wavelength", summary: "glyphs per wave", defaultValue: .number(8)),
        ]),
        Entry(name: "glow", summary: "blurred, tinted copies glow under crisp text", parameters: [
            Parameter(name: "color", summary: "the glow's colour", defaultValue: .string("#00c7be")),
            Parameter(name: "radius", summary: "blur radius in pixels", defaultValue: .number(12)),
            Parameter(name: "pulse", summary: "pulses per second (0: steady)", defaultValue: .number(0.5)),
        ]),
        Entry(name: "highlight", summary: "a marker sweeps behind runs marked ^[text](highlight: \"#ffd60a\")", parameters: [
            Parameter(name: "duration", summary: "seconds the sweep takes", defaultValue: .number(0.8)),
            Parameter(name: "delay", summary: "seconds before the sweep starts", defaultValue: .number(0.2)),
        ]),
        Entry(name: "typewriter", summary: "glyphs appear one after another behind a caret", parameters: [
            Parameter(name: "duration", summary: "seconds to type the whole text", defaultValue: .number(1.5)),
        ]),
    ]

    /// The renderer `name` with `parameters` (defaults fill the rest); throws ``RendererError``
    /// for an unknown name or parameter, or a value of the wrong type.
    public static func renderer(named name: String, parameters: [String: ParameterValue] = [:],
                                parseColor: (String) throws -> Color) throws -> LayerRenderer {
        guard let entry = all.first(where: { $0.name == name }) else {
            throw RendererError.unknownRenderer(name: name, suggestion: nearest(name, in: all.map(\.name)))
        }
        for key in parameters.keys where !entry.parameters.contains(where: { $0.name == key }) {
            throw RendererError.unknownParameter(renderer: name, parameter: key,
                                                 suggestion: nearest(key, in: entry.parameters.map(\.name)))
        }
        func number(_ key: String) throws -> Double {
            let value = parameters[key] ?? entry.parameters.first { $0.name == key }!.defaultValue
            guard case .number(let number) = value, number.isFinite else {
                throw RendererError.wrongType(renderer: name, parameter: key, expected: "a number", got: value.description)
            }
            return number
        }
        func color(_ key: String) throws -> Color {
            let value = parameters[key] ?? entry.parameters.first { $0.name == key }!.defaultValue
            guard case .string(let string) = value else {
                throw RendererError.wrongType(renderer: name, parameter: key, expected: "a colour", got: value.description)
            }
            return try parseColor(string)
        }
        switch name {
        case "appear":
            let duration = max(0.01, try number("duration"))
            return LayerRenderer { time in
                AnyTextRenderer(TransitionRenderer(transition: TextTransition(.appear, duration: duration), time: time, isExit: false, base: nil))
            }
        case "typewriter":
            let duration = max(0.01, try number("duration"))
            return LayerRenderer { time in
                AnyTextRenderer(TransitionRenderer(transition: TextTransition(.typewriter, duration: duration), time: time, isExit: false, base: nil))
            }
        case "wave":
            let amplitude = try number("amplitude"), frequency = try number("frequency"), wavelength = try number("wavelength")
            return LayerRenderer { time in
                AnyTextRenderer(WaveRenderer(time: time, amplitude: CGFloat(amplitude), frequency: frequency, wavelength: wavelength))
            }
        case "glow":
            let glow = try color("color"), radius = try number("radius"), pulse = try number("pulse")
            return LayerRenderer { time in AnyTextRenderer(GlowRenderer(time: time, color: glow, radius: CGFloat(radius), pulse: pulse)) }
        default: // highlight
            let duration = max(0.01, try number("duration")), delay = try number("delay")
            return LayerRenderer { time in AnyTextRenderer(HighlightRenderer(progress: (time - delay) / duration)) }
        }
    }

    /// The closest name by edit distance, when it is close enough to be a typo.
    static func nearest(_ name: String, in names: [String]) -> String? {
        let scored = names.map { ($0, editDistance(name.lowercased(), $0.lowercased())) }.min { $0.1 < $1.1 }
        guard let (best, distance) = scored, distance <= max(2, name.count / 3) else { return nil }
        return best
    }
}

/// A renderer name, parameter or value that is not valid; says how to fix it.
public enum RendererError: Error, Equatable, CustomStringConvertible, LocalizedError {
    case unknownRenderer(name: String, suggestion: String?)
    case unknownParameter(renderer: String, parameter: String, suggestion: String?)
    case wrongType(renderer: String, parameter: String, expected: String, got: String)

    public var description: String {
        switch self {
        case .unknownRenderer(let name, let suggestion):
            return "unknown renderer '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
                + " Renderers: \(BuiltInRenderers.all.map(\.name).joined(separator: ", "))"
        case .unknownParameter(let renderer, let parameter, let suggestion):
            let known = BuiltInRenderers.all.first { $0.name == renderer }?.parameters.map(\.name) ?? []
            return "renderer '\(renderer)' has no parameter '\(parameter)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
                + " Its parameters: \(known.joined(separator: ", "))"
        case .wrongType(let renderer, let parameter, let expected, let got):
            return "renderer '\(renderer)': \(parameter) must be \(expected), not \(got)"
        }
    }

    public var errorDescription: String? { description }
}
