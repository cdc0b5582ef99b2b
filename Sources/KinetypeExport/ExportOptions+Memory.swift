import KinetypeCard
import Foundation
import KinetypeDiagnostics
import KinetypeEffects

extension ExportOptions {
    /// The most memory a render's frame buffers should take at once: 4 GiB. The command line
    /// refuses a render past it unless `--allow-large` is given.
    public static let frameMemoryLimit = 4 << 30

    /// These options made to fit `memoryLimit` for `card` written as `format`: while the frame
    /// buffers the render would hold at once (`TitleCard/frameBufferBytes(format:options:)`)
    /// pass the limit, one thread fewer (when `adjustingThreads`, down to one).
    ///
    /// A large canvas then renders on fewer threads rather than past the limit; the output does
    /// not depend on the thread count. Pass `adjustingThreads: false` when the threads were
    /// asked for and must be kept.
    ///
    /// ```swift
    /// let options = try ExportOptions(threads: 16).fitting(card, format: .gif)
    /// ```
    ///
    /// - Throws: ``FrameMemoryError`` when even one thread (or the threads kept) would pass the limit.
    public func fitting(_ card: TitleCard, format: ExportFormat, memoryLimit: Int = ExportOptions.frameMemoryLimit,
                        adjustingThreads: Bool = true) throws -> ExportOptions {
        var options = self
        while adjustingThreads, options.threads > 1, card.frameBufferBytes(format: format, options: options) > memoryLimit {
            options.threads -= 1
        }
        let bytes = card.frameBufferBytes(format: format, options: options)
        guard bytes <= memoryLimit else {
            throw FrameMemoryError(width: card.pixelWidth, height: card.pixelHeight, format: format, threads: options.threads,
                                   bytes: bytes, limit: memoryLimit)
        }
        return options
    }
}

/// A render whose frame buffers would pass the memory limit
/// (``ExportOptions/fitting(_:format:memoryLimit:adjustingThreads:)``): bad input, as a smaller
/// canvas, scale or thread count fixes it.
public struct FrameMemoryError: KinetypeError, Equatable {
    /// The frame size in pixels.
    public var width: Int
    /// The frame height in pixels.
    public var height: Int
    /// The format the render writes.
    public var format: ExportFormat
    /// The threads the render would take.
    public var threads: Int
    /// The bytes of frames it would hold at once, and the limit they pass.
    public var bytes: Int
    /// The limit in bytes (``ExportOptions/frameMemoryLimit`` unless another was given).
    public var limit: Int

    /// The message, in GiB (to one decimal unless whole): the size, format and threads, the bytes against the limit, and what to make smaller.
    public var description: String {
        let gib = { (bytes: Int) in
            bytes % (1 << 30) == 0 ? "\(bytes >> 30)" : String(format: "%.1f", Double(bytes) / Double(1 << 30))
        }
        return "a \(width)x\(height) \(format.rawValue) on \(threads) thread(s) would hold about \(gib(bytes)) GiB of frames at once, "
            + "more than the limit of \(gib(limit)) GiB: make the canvas or its scale smaller"
            + (threads > 1 ? ", or use fewer threads" : "")
    }
}
