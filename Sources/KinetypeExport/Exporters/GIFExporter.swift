import Foundation
import KinetypePrimitives
import KinetypeCard
import KinetypeGIF

/// Writes an animated GIF (``ExportFormat/gif``): frames rendered once each on the shared
/// threads, one libimagequant palette from frames sampled as they pass, each frame's changed
/// rectangle dithered to it and written with giflib (see `GIFEncoder`). A clear background
/// makes a GIF with a transparent background. Written to a temporary name and renamed when
/// complete.
public struct GIFExporter: CardExporter {
    /// No settings of its own (``ExportOptions/quality`` sets its palette and drift).
    public typealias Options = NoFormatOptions

    /// The GIF writer.
    public init() {}

    /// ``ExportFormat/gif``.
    public var format: ExportFormat { .gif }
    /// `.gif`.
    public var extensions: [String] { ["gif"] }
    /// Two frames a thread ahead of the comparison, one more while palette samples render, five
    /// held by the comparison, four a thread for the writer (`TitleCard/frameBufferBytes(format:options:)`).
    public func frameBuffers(threads: Int) -> Int { 7 * threads + 5 }
    /// The changed rectangles waiting for the palette (`GIFEncoder/defaultHeldJobBudget(width:height:)`).
    public func heldBytes(width: Int, height: Int) -> Int { GIFEncoder.defaultHeldJobBudget(width: width, height: height) }

    /// Encodes frames `indices` on ``ExportOptions/threads`` threads at ``ExportOptions/quality``
    /// into a GIF at a temporary name beside `url`, renamed when complete. A failed write throws
    /// ``ExportError/notWritable(path:reason:)``; any other giflib or libimagequant failure
    /// ``ExportError/gifFailed(message:)``.
    public func export(_ card: TitleCard, to url: URL, indices: [Int], options: ExportOptions, settings: NoFormatOptions) throws {
        let encoder = GIFEncoder(quality: options.quality, transparentBackground: card.background.resolve().opacity < 1,
                                 threads: options.threads)
        let done = ProgressCounter(total: indices.count, report: options.progress)
        do {
            try AtomicFile.write(to: url) { handle in
                try encoder.encodeConcurrently(frameCount: indices.count, fps: card.fps, to: handle) { position in
                    try Interruption.checkpoint()
                    let frame = try card.frame(index: indices[position])
                    done.increment()
                    return frame
                }
            }
        } catch GIFError.writeFailed(let reason) {
            throw ExportError.notWritable(path: url.relativePath, reason: reason)
        } catch let error as GIFError {
            throw ExportError.gifFailed(message: error.description)
        }
    }
}

extension ExportFormat {
    /// An animated GIF.
    public static let gif = ExportFormat(name: "gif")
}
