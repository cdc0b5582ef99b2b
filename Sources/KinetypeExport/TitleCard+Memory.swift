import KinetypeEffects

extension TitleCard {
    /// The bytes of frame buffers a render holds at once, estimated from the frame size, the
    /// frames to write, the format and the threads, before any frame is drawn.
    ///
    /// A frame is `pixelWidth × pixelHeight × 4` bytes. Each rendering thread holds its canvas
    /// and the frame it made (2 frames); on top of that a GIF keeps four changed rectangles a
    /// thread in flight and its screen and previous frame (`4 × threads + 2`), video and APNG a
    /// batch of two finished frames a thread waiting for ffmpeg (`2 × threads`), and a still one
    /// frame only. Threads beyond the number of frames do no work and are not counted. Memory
    /// that does not grow with the frame (fonts, encoder tables) is left out: the estimate is
    /// for comparing a render against a limit, not for an exact figure.
    ///
    /// ```swift
    /// card.frameBufferBytes(format: .gif, options: ExportOptions(threads: 8))
    /// // 1280 × 720 × 4 × (8 × 2 + 8 × 4 + 2) = 184 320 000
    /// ```
    public func frameBufferBytes(format: ExportFormat, options: ExportOptions) -> Int {
        let frames = format.isStill ? 1 : (options.frames?.count ?? frameCount)
        let threads = max(1, min(options.threads, frames))
        let extra: Int
        switch format {
        case .png, .svg, .pdf: extra = 0
        case .pngSequence: extra = 0
        case .gif: extra = 4 * threads + 2
        case .apng, .mp4, .webm, .mov: extra = 2 * threads
        }
        let (frameBytes, overflow) = pixelWidth.multipliedReportingOverflow(by: pixelHeight * 4)
        let (total, overflow2) = frameBytes.multipliedReportingOverflow(by: 2 * threads + extra)
        return overflow || overflow2 ? .max : total
    }
}
