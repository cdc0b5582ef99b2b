import Foundation
import KinetypeCard
import KinetypeVector

/// Writes the card as one SVG animated with SMIL (``ExportFormat/animatedSVG``),
/// chosen by name since `.svg` names the still.
public struct AnimatedSVGExporter: CardExporter {
    /// The settings of an animated SVG.
    public struct Options: FormatOptions, Equatable {
        /// Whether it plays again from the start when it ends (false: once, holding its last
        /// frame).
        public var loops: Bool
        /// Whether what it cannot hold as vectors (blur, shadows, shaders, masks …) is drawn as
        /// Kinetype's pixels, embedded as PNG images, instead of failing with the feature's name.
        public var rasterizesUnsupported: Bool

        /// Animated SVG settings.
        public init(loops: Bool = false, rasterizesUnsupported: Bool = false) {
            self.loops = loops
            self.rasterizesUnsupported = rasterizesUnsupported
        }

        /// The defaults: plays once, refuses what it cannot hold.
        public init() { self.init(loops: false, rasterizesUnsupported: false) }
    }

    /// The animated SVG writer.
    public init() {}

    /// ``ExportFormat/animatedSVG``.
    public var format: ExportFormat { .animatedSVG }
    /// `svg`, the extension it writes though it claims none in ``extensions``.
    public var fileExtension: String { "svg" }
    /// None: `.svg` names the still (``VectorStillExporter``).
    public var extensions: [String] { [] }
    /// One: it keeps the card's shapes, not its frames.
    public func frameBuffers(threads: Int) -> Int { 1 }

    /// Writes frames `indices` as one SVG document animated with SMIL, with ``Options/loops`` and
    /// ``Options/rasterizesUnsupported``, and writes it whole to `url` (``AtomicFile/write(_:to:)``).
    public func export(_ card: TitleCard, to url: URL, indices: [Int], options: ExportOptions, settings: Options) throws {
        let writer = AnimatedSVG(card: card, loops: settings.loops, rasterizesUnsupported: settings.rasterizesUnsupported)
        try AtomicFile.write(try writer.document(indices: indices, progress: options.progress), to: url)
    }
}

extension ExportFormat {
    /// The card as one SVG file animated with SMIL, playing in browsers
    /// (``AnimatedSVGExporter/Options/loops``); chosen with `--format animated-svg`, since `.svg`
    /// is a still.
    public static let animatedSVG = ExportFormat(name: "animated-svg")
}
