import KinetypePrimitives
import KinetypeRasterKernels

/// Where the encoder's frames come from: every shown frame once, in the schedule's order
/// (``next(_:)``), and, only when held jobs outgrow their budget, some later frames out of
/// order for the palette (``sample(_:)``).
protocol GIFFrameSource {
    /// The frame with rendered index `index`, the next one the schedule shows.
    mutating func next(_ index: Int) throws -> GIFCanvas
    /// The frame with rendered index `index`, out of order (rendered again when it comes).
    mutating func sample(_ index: Int) throws -> GIFCanvas
    /// Stops any work under way; called on every exit.
    func cancel()
}

/// Frames from a closure called on the encoding thread, one at a time.
struct GIFSequentialSource: GIFFrameSource {
    let frame: (Int) throws -> Frame
    let transparent: Bool

    mutating func next(_ index: Int) throws -> GIFCanvas { GIFCanvas(try frame(index), transparent: transparent) }
    mutating func sample(_ index: Int) throws -> GIFCanvas { try next(index) }
    func cancel() {}
}

/// Frames rendered ahead on worker threads, in the schedule's order, and converted to
/// ``GIFCanvas`` there too: the encoding thread only compares and hands jobs on.
///
/// At most `threads` frames are rendered and not yet taken, so memory holds a few frames
/// whatever the animation's length; a frame is converted as soon as it is rendered, so the
/// premultiplied original does not outlive its job.
struct GIFParallelSource: GIFFrameSource {
    private let pipeline: OrderedPipeline<Int, (index: Int, canvas: GIFCanvas), StatelessWorker>
    private let frame: @Sendable (Int) throws -> Frame
    private let transparent: Bool
    private var upcoming: GIFSchedule.Iterator
    private let window: Int

    init(schedule: GIFSchedule, threads: Int, transparent: Bool, frame: @escaping @Sendable (Int) throws -> Frame) {
        pipeline = OrderedPipeline(workers: (0..<threads).map { _ in StatelessWorker() }) { index, _ in
            (index, GIFCanvas(try frame(index), transparent: transparent))
        }
        self.frame = frame
        self.transparent = transparent
        upcoming = schedule.makeIterator()
        // As many frames as threads: comparing is fast, so more would only hold memory.
        window = threads
    }

    mutating func next(_ index: Int) throws -> GIFCanvas {
        while pipeline.outstanding < window, let entry = upcoming.next() {
            pipeline.submit(entry.index)
        }
        let taken = try pipeline.take()
        precondition(taken.index == index, "frames must be asked for in the schedule's order")
        return taken.canvas
    }

    mutating func sample(_ index: Int) throws -> GIFCanvas { GIFCanvas(try frame(index), transparent: transparent) }

    func cancel() { pipeline.cancel() }
}
