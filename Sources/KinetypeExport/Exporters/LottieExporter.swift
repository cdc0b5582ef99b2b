import Foundation
import KinetypeCard
import KinetypeVector

/// Writes a Lottie (Bodymovin JSON) animation (``ExportFormat/lottie``), named
/// after the file.
public struct LottieExporter: CardExporter {
    /// The settings of a Lottie file.
    public struct Options: FormatOptions, Equatable {
        /// Whether what it cannot hold as vectors (blur, shadows, shaders, masks …) is drawn as
        /// Kinetype's pixels, embedded as image layers, instead of failing with the feature's name.
        public var rasterizesUnsupported: Bool

        /// Lottie settings.
        public init(rasterizesUnsupported: Bool = false) {
            self.rasterizesUnsupported = rasterizesUnsupported
        }

        /// The defaults: refuses what it cannot hold.
        public init() { self.init(rasterizesUnsupported: false) }
    }

    /// The Lottie writer.
    public init() {}

    /// ``ExportFormat/lottie``.
    public var format: ExportFormat { .lottie }
    /// `.json`.
    public var extensions: [String] { ["json"] }
    /// One: it keeps the card's shapes, not its frames.
    public func frameBuffers(threads: Int) -> Int { 1 }

    /// Writes frames `indices` as one Lottie document named after `url`'s file name (without its
    /// extension), with ``Options/rasterizesUnsupported``, whole to `url` (``AtomicFile/write(_:to:)``).
    public func export(_ card: TitleCard, to url: URL, indices: [Int], options: ExportOptions, settings: Options) throws {
        let name = url.deletingPathExtension().lastPathComponent
        let writer = LottieWriter(card: card, name: name, rasterizesUnsupported: settings.rasterizesUnsupported)
        try AtomicFile.write(try writer.document(indices: indices, progress: options.progress), to: url)
    }
}

extension ExportFormat {
    /// A Lottie (Bodymovin JSON) animation, `.json`: glyph outlines keyframed (``LottieExporter``).
    public static let lottie = ExportFormat(name: "lottie")
}
