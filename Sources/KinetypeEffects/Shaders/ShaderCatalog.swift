import Foundation
import KinetypeGraphics

/// The shader-style effects scene files (a layer's `shader`), `kinetype shaders` and
/// `kinetype validate` know: the built-ins and any a program registers.
///
/// An entry has a name, a one-line summary, typed parameters with defaults, and a factory that
/// builds the effect, a `KinetypeGraphics/GraphicsContext/Filter` (a colour, distortion or layer effect), for a
/// moment of its layer and the canvas's size. The filter applies to the whole layer at once.
///
/// ```swift
/// try ShaderCatalog.shared.register(
///     name: "tint", summary: "multiply by a colour",
///     parameters: [CatalogParameter(name: "color", summary: "the tint", defaultValue: .string("#ff3b8e"))]
/// ) { parameters, moment in
///     let tint = try parameters.color("color").resolve()
///     return .colorEffect { _, c in c * SIMD4(tint.red, tint.green, tint.blue, 1) }
/// }
/// ```
public final class ShaderCatalog: Catalog {
    /// When an effect is built: seconds since its layer started, the canvas size (in the card's
    /// coordinates, which are the effect's positions), and the time between frames.
    public struct Moment: Sendable {
        /// Seconds since the layer started.
        public var time: TimeInterval
        /// The canvas size, in the card's coordinates; the positions an effect sees are in the same
        /// coordinates, origin at the top left.
        public var canvas: CGSize
        /// Seconds from one frame to the next (1 / frame rate), over which `motionBlur` opens its
        /// shutter; 1/30 s by default.
        public var frameDuration: TimeInterval

        /// The moment `time` seconds into the layer, on a canvas of `canvas` size, frames
        /// `frameDuration` seconds apart.
        public init(time: TimeInterval, canvas: CGSize, frameDuration: TimeInterval = 1.0 / 30) {
            self.time = time
            self.canvas = canvas
            self.frameDuration = frameDuration
        }
    }

    /// Builds an effect from its parameters for a moment.
    public typealias Factory = @Sendable (CatalogParameters, Moment) throws -> GraphicsContext.Filter
    /// The times, relative to a moment, at which the layer is drawn and averaged (a camera's
    /// shutter open over them): motion blur.
    public typealias Exposures = @Sendable (CatalogParameters, Moment) throws -> [TimeInterval]

    /// One effect: name, summary, parameters and either a factory of a filter for the layer as
    /// drawn, or the exposures the layer is drawn at and averaged.
    public struct Entry: CatalogEntry {
        /// The name a layer's `shader` uses in a scene file.
        public var name: String
        /// One line for `kinetype shaders`.
        public var summary: String
        /// The parameters the effect takes, each with its default.
        public var parameters: [CatalogParameter]
        /// Builds the filter for a moment; nil for an effect of ``exposures``.
        public var make: Factory?
        /// Gives the times, relative to a moment, at which the layer is drawn and averaged; nil for
        /// a filter effect.
        public var exposures: Exposures?

        /// An effect that draws the layer through the filter `make` builds for each moment: the
        /// counterpart of SwiftUI's `colorEffect`, `distortionEffect` and `layerEffect` modifiers,
        /// with a Swift closure in place of a Metal shader.
        public init(name: String, summary: String, parameters: [CatalogParameter] = [], make: @escaping Factory) {
            self.name = name
            self.summary = summary
            self.parameters = parameters
            self.make = make
        }

        /// An effect that draws the layer at several times and averages them.
        public init(name: String, summary: String, parameters: [CatalogParameter] = [], exposures: @escaping Exposures) {
            self.name = name
            self.summary = summary
            self.parameters = parameters
            self.exposures = exposures
        }
    }

    /// The catalogue scene files and the command line use, holding the built-ins to start with.
    public static let shared = ShaderCatalog()

    /// The entries (``Catalog``); use the catalogue's own methods.
    public let store: CatalogStore<Entry>

    /// A catalogue holding `entries`; the built-ins by default.
    public init(entries: [Entry] = ShaderCatalog.builtIns) {
        store = CatalogStore(kind: .shader, entries: entries)
    }


    /// Adds an effect; throws ``CatalogError`` when the name is taken or not writable in a scene.
    public func register(name: String, summary: String, parameters: [CatalogParameter] = [], make: @escaping Factory) throws {
        try store.register(Entry(name: name, summary: summary, parameters: parameters, make: make))
    }

    /// Adds an effect that averages the layer over `exposures`.
    public func register(name: String, summary: String, parameters: [CatalogParameter] = [], exposures: @escaping Exposures) throws {
        try store.register(Entry(name: name, summary: summary, parameters: parameters, exposures: exposures))
    }


    /// The effect `name` with `parameters` (defaults fill the rest), checked now: unknown names
    /// and parameters, wrong types and invalid values throw ``CatalogError`` before any frame is
    /// drawn (the factory is called once, at time 0 on a 1280x720 canvas, to check the values).
    public func shader(named name: String, parameters: [String: ParameterValue] = [:]) throws -> LayerShader {
        let entry = try store.entry(named: name)
        let checked = try store.parameters(parameters, for: entry)
        let moment = Moment(time: 0, canvas: CGSize(width: 1280, height: 720))
        if let exposures = entry.exposures {
            _ = try exposures(checked, moment)
            return LayerShader(name: name, exposures: { try exposures(checked, $0) })
        }
        guard let make = entry.make else { return LayerShader(name: name) { _ in nil } }
        _ = try make(checked, moment)
        return LayerShader(name: name) { moment in try make(checked, moment) }
    }
}

extension ShaderCatalog {
    /// The effect `name` with `parameters`, and the numeric parameters in `driven` following
    /// their closures of the layer's time each moment (a sound driver's levels), held within
    /// their declared ranges; checked as ``shader(named:parameters:)`` checks, with each driven
    /// parameter at its value at time 0.
    ///
    /// ```swift
    /// let pulse = try ShaderCatalog.shared.shader(named: "wave", following: ["amplitude": { time in 4 + 4 * sin(time) }])
    /// ```
    public func shader(named name: String, parameters: [String: ParameterValue] = [:],
                       following driven: [String: @Sendable (TimeInterval) -> Double]) throws -> LayerShader {
        guard !driven.isEmpty else { return try shader(named: name, parameters: parameters) }
        let entry = try store.entry(named: name)
        @Sendable func given(at time: TimeInterval) -> [String: ParameterValue] {
            var values = parameters
            for (key, value) in driven {
                var number = value(time)
                if let range = entry.parameters.first(where: { $0.name == key })?.range {
                    number = min(max(number, range.excludesLowerBound ? range.lowerBound.nextUp : range.lowerBound), range.upperBound)
                }
                values[key] = .number(number)
            }
            return values
        }
        let first = try store.parameters(given(at: 0), for: entry)
        let kind = store.kind, declared = entry.parameters
        @Sendable func checked(at time: TimeInterval) -> CatalogParameters {
            CatalogParameters(kind: kind, entry: name, declared: declared, given: given(at: time))
        }
        if let exposures = entry.exposures {
            return LayerShader(name: name, exposures: { try exposures(checked(at: $0.time), $0) })
        }
        guard let make = entry.make else { return LayerShader(name: name) { _ in nil } }
        _ = try make(first, Moment(time: 0, canvas: CGSize(width: 1280, height: 720)))
        return LayerShader(name: name) { moment in try make(checked(at: moment.time), moment) }
    }
}

/// A shader-style effect a layer is drawn through: its catalogue name and, for each moment, the
/// filter the layer is drawn through or the times it is drawn at and averaged.
public struct LayerShader: Sendable {
    /// The catalogue name it was made from, or the name given to the initializer.
    public let name: String
    let make: @Sendable (ShaderCatalog.Moment) throws -> GraphicsContext.Filter?
    let exposures: (@Sendable (ShaderCatalog.Moment) throws -> [TimeInterval])?

    /// An effect from a closure: `make` gives the filter for a moment of the layer (nil: none).
    public init(name: String, make: @escaping @Sendable (ShaderCatalog.Moment) throws -> GraphicsContext.Filter?) {
        self.name = name
        self.make = make
        exposures = nil
    }

    /// An effect that draws the layer at the times `exposures` gives for a moment (relative to
    /// it) and averages them.
    public init(name: String, exposures: @escaping @Sendable (ShaderCatalog.Moment) throws -> [TimeInterval]) {
        self.name = name
        make = { _ in nil }
        self.exposures = exposures
    }

    /// The filter at `time` seconds since the layer started, on a canvas of `canvas` size; nil
    /// for an effect that only averages exposures.
    public func filter(at time: TimeInterval, canvas: CGSize, frameDuration: TimeInterval = 1.0 / 30) throws -> GraphicsContext.Filter? {
        guard var filter = try make(ShaderCatalog.Moment(time: time, canvas: canvas, frameDuration: frameDuration)) else { return nil }
        if filter.source == nil { filter.source = "the shader “\(name)”" }
        return filter
    }

    /// The times (relative to `time`) the layer is drawn at and averaged; nil to draw it once.
    public func exposures(at time: TimeInterval, canvas: CGSize, frameDuration: TimeInterval = 1.0 / 30) throws -> [TimeInterval]? {
        try exposures?(ShaderCatalog.Moment(time: time, canvas: canvas, frameDuration: frameDuration))
    }
}
