import Foundation
import KinetypeCard
import KinetypeVector
import KinetypeEncoders

/// Writes a Telegram animated sticker (``ExportFormat/tgs``): the Lottie gzipped, after checking
/// every rule (``TitleCard/stickerRuleBreaks(bytes:)``). It holds no images.
public struct StickerExporter: CardExporter {
    /// No settings of its own.
    public typealias Options = NoFormatOptions

    /// The sticker writer.
    public init() {}

    public var format: ExportFormat { .tgs }
    public var extensions: [String] { ["tgs"] }
    public func frameBuffers(threads: Int) -> Int { 1 }

    public func export(_ card: TitleCard, to url: URL, indices: [Int], options: ExportOptions, settings: NoFormatOptions) throws {
        let broken = card.stickerRuleBreaks()
        guard broken.isEmpty else { throw LottieError.stickerRules(broken) }
        let json = try LottieWriter(card: card, name: url.deletingPathExtension().lastPathComponent, allowsPictures: false)
            .document(indices: indices, progress: options.progress)
        let data = try Gzip.compress(json)
        let size = card.stickerRuleBreaks(bytes: data.count)
        guard size.isEmpty else { throw LottieError.stickerRules(size) }
        try AtomicFile.write(data, to: url)
    }
}
