import Foundation
import KinetypeCard
import KinetypeVector
import KinetypeEncoders

/// Writes a Telegram animated sticker (``ExportFormat/tgs``): the Lottie gzipped, after checking
/// every rule (`TitleCard/stickerRuleBreaks(bytes:)`). It holds no images.
public struct StickerExporter: CardExporter {
    /// No settings of its own.
    public typealias Options = NoFormatOptions

    /// The sticker writer.
    public init() {}

    /// ``ExportFormat/tgs``.
    public var format: ExportFormat { .tgs }
    /// `.tgs`.
    public var extensions: [String] { ["tgs"] }
    /// One: it keeps the card's shapes, not its frames.
    public func frameBuffers(threads: Int) -> Int { 1 }

    /// Checks the card against Telegram's rules (size, length, frame rate), writes frames `indices` as
    /// Lottie without images, gzips it and checks the size limit before writing it to `url`; a broken
    /// rule throws `LottieError.stickerRules` listing each.
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

extension ExportFormat {
    /// A Telegram animated sticker, `.tgs`: gzipped Lottie, 512×512, at most 3 s at 30 or 60 fps,
    /// at most 64 KB, each rule checked.
    public static let tgs = ExportFormat(name: "tgs")
}
