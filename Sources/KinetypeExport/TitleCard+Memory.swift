import KinetypeCard
import KinetypeEffects

extension TitleCard {
    /// The bytes of frame buffers a render holds at once, estimated from the frame size, the
    /// frames to write, the format and the threads, before any frame is drawn.
    ///
    /// A frame is `pixelWidth × pixelHeight × 4` bytes; frames are drawn in place, one per
    /// rendering thread. A PNG sequence, video and APNG let rendering run two frames a thread
    /// ahead of the writer, finished frames included (`2 × threads`). A GIF renders two frames a
    /// thread ahead of its comparison (one over 4 MiB a frame; counted as two here), and one
    /// more a thread while the palette samples are rendered; the comparison holds five (the screen of colours and the screen of palette
    /// indices, the frame on hold, the new one and the last palette sample); the writer dithers
    /// up to three changed rectangles a thread and compresses as many again, counted as four
    /// whole frames a thread (`7 × threads + 5`). On top of that come the changed rectangles
    /// waiting for the palette (`GIFEncoder/defaultHeldJobBudget(width:height:)`: 32 MiB less
    /// three frames, at least 8 MiB). A still holds one frame. Threads beyond the number of
    /// frames do no work and are not counted. Memory that does not grow with the frame (fonts,
    /// encoder tables) is left out: the estimate is for comparing a render against a limit, not
    /// for an exact figure.
    ///
    /// ```swift
    /// card.frameBufferBytes(format: .gif, options: ExportOptions(threads: 8))
    /// // 1280 × 720 × 4 × (7 × 8 + 5) + (32 MiB − 3 × 1280 × 720 × 4) = 247 365 632
    /// ```
    public func frameBufferBytes(format: ExportFormat, options: ExportOptions) -> Int {
        // A range's length without overflow (0...Int.max has Int.max + 1 frames), at most the card's.
        let asked = options.frames.map { range -> Int in
            let (span, overflow) = range.upperBound.subtractingReportingOverflow(range.lowerBound)
            return overflow || span == .max ? .max : span + 1
        }
        let exporter = format.exporter
        let frames = exporter.isStill ? 1 : min(frameCount, asked ?? frameCount)
        let threads = max(1, min(options.threads, frames))
        let buffers = exporter.frameBuffers(threads: threads)
        let held = exporter.heldBytes(width: pixelWidth, height: pixelHeight)
        let (frameBytes, overflow) = pixelWidth.multipliedReportingOverflow(by: pixelHeight * 4)
        let (total, overflow2) = frameBytes.multipliedReportingOverflow(by: buffers)
        let (sum, overflow3) = total.addingReportingOverflow(held)
        return overflow || overflow2 || overflow3 ? .max : sum
    }
}
