import KinetypeRasterKernels

/// Turns the stream of shown frames into independent image jobs: decides each frame's changed
/// rectangle, which pixels in it are drawn, its delay and its disposal.
///
/// Every decision is made here, on the calling thread, against a ``GIFScreen`` of source
/// colours, so that the jobs need nothing from each other and can be remapped and compressed
/// in any order on any thread.
///
/// A frame is held back until the next different frame arrives, because two of its properties
/// depend on that frame:
/// - its delay grows by every frame that follows without a visible change (merged, not written);
/// - in transparent mode, when the next frame makes shown pixels transparent, this frame must be
///   disposed to background (GIF disposal 2, which clears its rectangle to transparent), and its
///   rectangle must first grow to cover those pixels. Drawing transparent pixels clears nothing
///   under disposal 1, where the transparent index means "keep what is there".
///
/// Everything else uses disposal 1 (`DISPOSE_DO_NOT`): each frame draws over the previous ones,
/// which is what makes changed rectangles and transparent "unchanged" pixels work.
struct GIFFrameTracker {
    let transparent: Bool
    let tolerance: Int
    private var screen: GIFScreen?
    private var pending: Pending?

    /// The last frame added, not yet final.
    private struct Pending {
        let canvas: GIFCanvas
        /// Grows when the next frame needs pixels cleared (see above).
        var rect: PixelRect?
        /// The rectangle `drawn` describes, `rect` before it grew.
        let drawnRect: PixelRect?
        let drawn: [Bool]
        var delay: Int
        var disposal: GIFDisposal

        /// The job, holding only the pixels of the final rectangle.
        func job() -> GIFImageJob {
            guard let rect else {
                return GIFImageJob(width: canvas.width, height: canvas.height, rect: nil, pixels: [], drawn: [], delay: delay, disposal: disposal)
            }
            var mask = drawn
            if let drawnRect, drawnRect != rect {
                mask = [Bool](repeating: false, count: rect.area)
                for y in drawnRect.y..<drawnRect.maxY {
                    for x in drawnRect.x..<drawnRect.maxX {
                        mask[(y - rect.y) * rect.width + x - rect.x] = drawn[(y - drawnRect.y) * drawnRect.width + x - drawnRect.x]
                    }
                }
            } else if drawnRect == nil {
                mask = [Bool](repeating: false, count: rect.area)
            }
            return GIFImageJob(width: canvas.width, height: canvas.height, rect: rect, pixels: canvas.pixels(in: rect),
                               drawn: mask, delay: delay, disposal: disposal)
        }
    }

    init(transparent: Bool, tolerance: Int) {
        self.transparent = transparent
        self.tolerance = tolerance
    }

    /// Adds the next shown frame, on screen for `delay` centiseconds, and returns the previous
    /// frame's job once it is final.
    mutating func add(_ canvas: GIFCanvas, delay: Int) -> GIFImageJob? {
        guard var screen, var previous = pending else {
            // The first frame covers the whole canvas, so every decoder starts from a full picture.
            var screen = GIFScreen(width: canvas.width, height: canvas.height, tolerance: tolerance)
            let full = PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
            let drawn = screen.draw(canvas, in: full)
            pending = Pending(canvas: canvas, rect: full, drawnRect: full, drawn: drawn, delay: delay, disposal: .keep)
            self.screen = screen
            return nil
        }
        // The screen is moved out while it changes, so drawing does not copy it.
        self.screen = nil
        defer { self.screen = screen }
        var (changed, cleared) = screen.compare(canvas, clearing: transparent)
        guard changed != nil else {
            previous.delay += delay
            pending = previous
            return nil
        }
        if let cleared {
            let grown = previous.rect.map { $0.union(cleared) } ?? cleared
            previous.rect = grown
            previous.disposal = .clearToBackground
            screen.clear(grown)
            changed = screen.compare(canvas, clearing: false).changed
        }
        let drawn = changed.map { screen.draw(canvas, in: $0) } ?? []
        pending = Pending(canvas: canvas, rect: changed, drawnRect: changed, drawn: drawn, delay: delay, disposal: .keep)
        return previous.job()
    }

    /// The last frame's job, once every frame has been added.
    mutating func finish() -> GIFImageJob? {
        defer { pending = nil }
        return pending?.job()
    }
}
