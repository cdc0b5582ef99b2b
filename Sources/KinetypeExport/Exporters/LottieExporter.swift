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

    public var format: ExportFormat { .lottie }
    public var extensions: [String] { ["json"] }
    public func frameBuffers(threads: Int) -> Int { 1 }

    public func export(_ card: TitleCard, to url: URL, indices: [Int], options: ExportOptions, settings: Options) throws {
        let name = url.deletingPathExtension().lastPathComponent
        let writer = LottieWriter(card: card, name: name, rasterizesUnsupported: settings.rasterizesUnsupported)
        try AtomicFile.write(try writer.document(indices: indices, progress: options.progress), to: url)
    }
}
