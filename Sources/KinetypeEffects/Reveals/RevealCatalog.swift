import Foundation
import KinetypeAnimation
import KinetypeDiagnostics
import KinetypeGraphics
import KinetypeText

/// The masks and reveals scene files (a layer's `reveal` and `conceal`), `kinetype reveals` and
/// `kinetype validate` know: the built-ins and any a program registers.
///
/// A reveal uncovers a whole layer through a moving clip (a wipe from an edge, an iris, each
/// line rising out of its own slot). It clips pixels of the text as shaped, so joined scripts
/// stay joined: an Arabic word is uncovered stroke by stroke, never cut into separate letters.
///
/// Every entry takes the timing parameters ``timingParameters`` (`duration`, `delay`, `curve`)
/// besides its own; its factory builds the drawing for a progress from 0 (hidden) to 1 (shown).
///
/// ```swift
/// try RevealCatalog.shared.register(
///     name: "blinds", summary: "horizontal slats open",
///     parameters: [CatalogParameter(name: "slats", summary: "how many", defaultValue: .number(8))]
/// ) { parameters in
///     let slats = try parameters.number("slats")
///     return { frame, context, draw in
///         var clipped = context
///         var path = Path()
///         let height = frame.bounds.height / slats
///         for i in 0..<Int(slats) {
///             path.addRect(CGRect(x: frame.bounds.minX, y: frame.bounds.minY + Double(i) * height,
///                                 width: frame.bounds.width, height: height * frame.progress))
///         }
///         clipped.clip(to: path)
///         try draw(&clipped)
///     }
/// }
/// ```
public final class RevealCatalog: Catalog {
    /// What a reveal draws with at one moment: the layer's text box and line boxes (in the
    /// context's coordinates), its direction, and the progress, 0 (hidden) to 1 (shown), with the
    /// curve applied.
    public struct Frame: Sendable {
        /// The layer's text box, in the context's coordinates.
        public var bounds: CGRect
        /// Each line's box: the text's width, the line's ascent to descent.
        public var lines: [CGRect]
        /// The first paragraph's direction: `leading` is its start.
        public var direction: LayoutDirection
        /// How far the reveal has got, 0 (hidden) to 1 (shown), with the curve applied; a conceal
        /// runs from 1 down to 0.
        public var progress: Double
        /// The progress of line `index` when each line starts `stagger` of the whole later.
        public func progress(ofLine index: Int, stagger: Double) -> Double {
            let count = Double(max(lines.count, 1))
            let span = 1 + stagger * (count - 1)
            return min(max(progress * span - stagger * Double(index), 0), 1)
        }

        /// A frame of a reveal, as a layer makes one for each moment (or a test, to draw a reveal
        /// on its own).
        public init(bounds: CGRect, lines: [CGRect], direction: LayoutDirection, progress: Double) {
            self.bounds = bounds
            self.lines = lines
            self.direction = direction
            self.progress = progress
        }
    }

    /// Draws a layer uncovered as far as a frame says: clip or move `context`, then call `draw`
    /// (as often as needed) to draw the layer's text through it.
    public typealias Draw = @Sendable (Frame, GraphicsContext, (inout GraphicsContext) throws -> Void) throws -> Void
    /// Builds a reveal's drawing from its parameters.
    public typealias Factory = @Sendable (CatalogParameters) throws -> Draw

    /// One reveal: name, summary, parameters (its own; the timing ones are added) and factory.
    public struct Entry: CatalogEntry {
        /// The name a layer's `reveal` and `conceal` use in a scene file.
        public var name: String
        /// One line for `kinetype reveals`.
        public var summary: String
        /// The entry's own parameters followed by ``RevealCatalog/timingParameters``.
        public var parameters: [CatalogParameter]
        /// Builds the drawing from checked parameters, once for each layer it is used on.
        public var make: Factory

        /// An entry with `parameters` of its own; the timing parameters are added after them.
        public init(name: String, summary: String, parameters: [CatalogParameter] = [], make: @escaping Factory) {
            self.name = name
            self.summary = summary
            self.parameters = parameters + RevealCatalog.timingParameters
            self.make = make
        }
    }

    /// The parameters every reveal takes: how long it runs, when it starts, and its curve.
    public static let timingParameters = [
        CatalogParameter(name: "duration", summary: "seconds from hidden to shown", defaultValue: .number(0.8),
                         range: ValueRange(above: 0, through: CardLimits.maximumDuration, unit: "seconds")),
        CatalogParameter(name: "delay", summary: "seconds after the layer starts (a conceal: before it ends)",
                         defaultValue: .number(0), range: CardLimits.timeRange),
        CatalogParameter(name: "curve", summary: "how the progress eases", defaultValue: .string("easeInOut"),
                         choices: UnitCurve.named.map(\.name)),
    ]

    /// The catalogue scene files and the command line use, holding the built-ins to start with.
    public static let shared = RevealCatalog()

    /// The entries (``Catalog``); use the catalogue's own methods.
    public let store: CatalogStore<Entry>

    /// A catalogue holding `entries`; the built-ins by default.
    public init(entries: [Entry] = RevealCatalog.builtIns) {
        store = CatalogStore(kind: .reveal, entries: entries)
    }


    /// Adds a reveal; throws ``CatalogError`` when the name is taken or not writable in a scene.
    public func register(name: String, summary: String, parameters: [CatalogParameter] = [], make: @escaping Factory) throws {
        try store.register(Entry(name: name, summary: summary, parameters: parameters, make: make))
    }


    /// The reveal `name` with `parameters` (defaults fill the rest), checked now; `isConceal`
    /// runs it backwards so that it finishes hiding the layer at the layer's end.
    public func reveal(named name: String, parameters: [String: ParameterValue] = [:], isConceal: Bool = false) throws -> LayerReveal {
        let entry = try store.entry(named: name)
        let checked = try store.parameters(parameters, for: entry)
        let curveName = try checked.string("curve")
        let curve = UnitCurve.named.first { $0.name == curveName }?.value ?? .easeInOut
        return LayerReveal(name: name, duration: try checked.number("duration"), delay: try checked.number("delay"),
                           curve: curve, isConceal: isConceal, draw: try entry.make(checked))
    }
}

/// A layer's reveal (or conceal): a drawing from ``RevealCatalog`` and when it runs.
public struct LayerReveal: Sendable {
    /// The catalogue name it was made from.
    public let name: String
    /// Seconds from hidden to shown; must be greater than 0 (the catalogue checks it, this type
    /// does not).
    public var duration: TimeInterval
    /// Seconds after the layer starts before the reveal begins; for a conceal, seconds before the
    /// layer ends that it has finished.
    public var delay: TimeInterval
    /// How the progress eases; ease-in-out by default.
    public var curve: UnitCurve
    /// True for a conceal: it runs backwards and ends `delay` before the layer does.
    public var isConceal: Bool
    package let draw: RevealCatalog.Draw

    /// A reveal that runs `draw` over `duration` seconds after `delay`, eased by `curve`;
    /// `isConceal` runs it backwards to finish `delay` before the layer's end.
    /// ``RevealCatalog/reveal(named:parameters:isConceal:)`` makes one from a catalogue name.
    public init(name: String, duration: TimeInterval, delay: TimeInterval = 0, curve: UnitCurve = .easeInOut,
                isConceal: Bool = false, draw: @escaping RevealCatalog.Draw) {
        self.name = name
        self.duration = duration
        self.delay = delay
        self.curve = curve
        self.isConceal = isConceal
        self.draw = draw
    }

    /// How far the layer shows at `local` seconds into a layer `length` seconds long: 0 hidden,
    /// 1 shown, curved.
    public func progress(at local: TimeInterval, length: TimeInterval) -> Double {
        let start = isConceal ? length - delay - duration : delay
        let linear = min(max((local - start) / duration, 0), 1)
        let shown = isConceal ? 1 - linear : linear
        return curve.value(at: shown)
    }
}
