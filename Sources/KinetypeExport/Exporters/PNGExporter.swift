import Foundation
import KinetypeCard

/// Writes one frame as PNG (``ExportFormat/png``) at the still time, compressed as
/// ``PNGOptions/compression`` says.
public struct PNGExporter: CardExporter {
    /// The PNG formats' settings.
    public typealias Options = PNGOptions

    /// The PNG still's writer.
    public init() {}

    /// ``ExportFormat/png``.
    public var format: ExportFormat { .png }
    /// `.png`.
    public var extensions: [String] { ["png"] }
    /// True: one frame, at ``ExportOptions/stillTime``.
    public var isStill: Bool { true }
    /// One frame.
    public func frameBuffers(threads: Int) -> Int { 1 }

    /// Renders the frame at the still time (`indices` is not read), encodes it as PNG and writes it
    /// whole to `url` (``AtomicFile/write(_:to:)``); reports progress as 1 of 1.
    public func export(_ card: TitleCard, to url: URL, indices: [Int], options: ExportOptions, settings: PNGOptions) throws {
        let data = try card.frame(at: card.stillTime(options)).pngData(compression: settings.compression)
        try AtomicFile.write(data, to: url)
        options.progress?(1, 1)
    }
}

extension ExportFormat {
    /// One frame as PNG (the time is ``ExportOptions/stillTime``).
    public static let png = ExportFormat(name: "png")
}
