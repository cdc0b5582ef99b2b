import Foundation
import KinetypeCard
import KinetypeEncoders

/// Writes an animated PNG (``ExportFormat/apng``): frames rendered ahead on the shared threads,
/// each the rectangle that changed (`APNGWriter`), compressed as ``PNGOptions/compression``
/// says, renamed into place when complete.
public struct APNGExporter: CardExporter {
    /// The PNG formats' settings.
    public typealias Options = PNGOptions

    /// The APNG writer.
    public init() {}

    /// ``ExportFormat/apng``.
    public var format: ExportFormat { .apng }
    /// `.apng` (a `.png` path is the still).
    public var extensions: [String] { ["apng"] }
    /// Two frames a thread rendered ahead of the writer.
    public func frameBuffers(threads: Int) -> Int { 2 * threads }

    /// Renders `indices` ahead on ``ExportOptions/threads`` threads and appends each in order to an
    /// APNG at a temporary name beside `url`, renamed into place when finished
    /// (``AtomicFile/write(to:_:)``); a background with opacity below 1 makes an RGBA file.
    public func export(_ card: TitleCard, to url: URL, indices: [Int], options: ExportOptions, settings: PNGOptions) throws {
        let hasAlpha = card.background.resolve().opacity < 1
        try AtomicFile.write(to: url) { handle in
            let writer = try APNGWriter(width: card.pixelWidth, height: card.pixelHeight, frameCount: indices.count, fps: card.fps,
                                        hasAlpha: hasAlpha, compression: settings.compression) { try handle.write(contentsOf: $0) }
            try card.renderAhead(indices, threads: options.threads, prepare: { $1 }) { position, frame in
                try writer.append(frame)
                options.progress?(position + 1, indices.count)
            }
            try writer.finish()
        }
    }
}

extension ExportFormat {
    /// An animated PNG, lossless, each frame the rectangle that changed (`APNGWriter`).
    public static let apng = ExportFormat(name: "apng")
}
