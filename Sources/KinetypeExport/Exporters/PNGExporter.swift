import Foundation
import KinetypeCard

/// Writes one frame as PNG (``ExportFormat/png``) at the still time, compressed as
/// ``PNGOptions/compression`` says.
public struct PNGExporter: CardExporter {
    /// The PNG formats' settings.
    public typealias Options = PNGOptions

    /// The PNG still's writer.
    public init() {}

    public var format: ExportFormat { .png }
    public var extensions: [String] { ["png"] }
    public var isStill: Bool { true }
    public func frameBuffers(threads: Int) -> Int { 1 }

    public func export(_ card: TitleCard, to url: URL, indices: [Int], options: ExportOptions, settings: PNGOptions) throws {
        let data = try card.frame(at: card.stillTime(options)).pngData(compression: settings.compression)
        try AtomicFile.write(data, to: url)
        options.progress?(1, 1)
    }
}
