import KinetypePrimitives
import KinetypeRasterKernels

/// Where the encoder's frames come from: every shown frame once, in the schedule's order
/// (``next(_:)``), and, only when held jobs outgrow their budget, some later frames out of
/// order for the palette (``samples(_:_:)``).
protocol GIFFrameSource {
    /// The frame with rendered index `index`, the next one the schedule shows.
    mutating func next(_ index: Int) throws -> GIFCanvas
    /// Calls `body` with each frame of `indices` in order, rendered out of order (and rendered
    /// again when its turn comes).
    mutating func samples(_ indices: [Int], _ body: (Int, GIFCanvas) throws -> Void) throws
    /// Stops any work under way; called on every exit.
    func cancel()
}

/// Frames from a closure called on the encoding thread, one at a time.
struct GIFSequentialSource: GIFFrameSource {
    let frame: (Int) throws -> Frame
    let transparent: Bool

    mutating func next(_ index: Int) throws -> GIFCanvas { GIFCanvas(try frame(index), transparent: transparent) }
    mutating func samples(_ indices: [Int], _ body: (Int, GIFCanvas) throws -> Void) throws {
        for index in indices { try body(index, try next(index)) }
    }
    func cancel() {}
}

/// Frames rendered ahead on worker threads, in the schedule's order, and converted to
/// ``GIFCanvas`` there too: the encoding thread only compares and hands jobs on.
///
/// At most two frames a thread (one for frames over 4 MiB) are rendered and not yet taken, so memory holds a few frames
/// whatever the animation's length; a frame is converted as soon as it is rendered, so the
/// premultiplied original does not outlive its job.
struct GIFParallelSource: GIFFrameSource {
    private let pipeline: OrderedPipeline<Int, (index: Int, canvas: GIFCanvas), StatelessWorker>
    private let frame: @Sendable (Int) throws -> Frame
    private let transparent: Bool
    private let threads: Int
    private var upcoming: GIFSchedule.Iterator
    private var window: Int
    private var sized = false

    init(schedule: GIFSchedule, threads: Int, transparent: Bool, frame: @escaping @Sendable (Int) throws -> Frame) {
        pipeline = OrderedPipeline(workers: (0..<threads).map { _ in StatelessWorker() }) { index, _ in
            (index, GIFCanvas(try frame(index), transparent: transparent))
        }
        self.frame = frame
        self.transparent = transparent
        self.threads = threads
        upcoming = schedule.makeIterator()
        // Two frames a thread: with one, a worker idles while the encoding thread compares the
        // frame it just took, since the next is submitted only when that one is asked for (W1's
        // 720p GIF: 82 ms against 95). Frames over 4 MiB (past 1280x720) take longer to render
        // than to compare, so there one a thread costs nothing measurable and saves a frame a
        // thread of memory (a 600-frame 1080p GIF: 128 MB against 144); see ``next(_:)``.
        window = threads * 2
    }

    /// Frames over this many bytes are rendered one a thread ahead, not two.
    static let largeFrameBytes = 4 << 20

    mutating func next(_ index: Int) throws -> GIFCanvas {
        while pipeline.outstanding < window, let entry = upcoming.next() {
            pipeline.submit(entry.index)
        }
        let taken = try pipeline.take()
        precondition(taken.index == index, "frames must be asked for in the schedule's order")
        if !sized {
            sized = true
            if taken.canvas.width * taken.canvas.height * 4 > GIFParallelSource.largeFrameBytes { window = threads }
        }
        return taken.canvas
    }

    /// Renders the samples on `threads` threads of their own, `threads` at a time, while the
    /// frames already under way finish.
    mutating func samples(_ indices: [Int], _ body: (Int, GIFCanvas) throws -> Void) throws {
        let (frame, transparent) = (frame, transparent)
        let samples = OrderedPipeline(workers: (0..<threads).map { _ in StatelessWorker() }) { index, _ in
            GIFCanvas(try frame(index), transparent: transparent)
        }
        defer { samples.cancel() }
        var pending = indices[...]
        for index in indices {
            while samples.outstanding < threads, let next = pending.popFirst() { samples.submit(next) }
            try body(index, try samples.take())
        }
    }

    func cancel() { pipeline.cancel() }
}
