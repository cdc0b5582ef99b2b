import KinetypeCard
import KinetypeEffects
import KinetypeGraphics
import KinetypePrimitives

extension TitleCard {
    /// Renders frames `indices` on `threads` threads, turns each into what an encoder takes with
    /// `prepare` on the same thread (the bytes ffmpeg reads, a PNG file written), and hands
    /// the results to `consume` in order on this thread. Both get the frame's position in
    /// `indices`.
    ///
    /// This is the ordered parallel stage every encoder but the GIF's is fed by (the GIF encoder
    /// runs the same ``OrderedPipeline`` inside, see ``GIFExporter``). Rendering
    /// runs ahead of `consume` by up to two frames a thread, so a slow consumer (ffmpeg reading
    /// its pipe) always has the next frame ready while the other cores render, and memory holds
    /// at most `2 × threads` prepared frames however long the card. The first failure in frame
    /// order is rethrown after the frames before it have been consumed; frames not yet started
    /// then do not start. After an interruption (SIGINT, SIGTERM) frames not yet started fail
    /// with ``InterruptionError``.
    package func renderAhead<Prepared: Sendable>(
        _ indices: [Int], threads: Int, prepare: @escaping @Sendable (Int, Frame) throws -> Prepared,
        consume: (Int, Prepared) throws -> Void
    ) throws {
        guard !indices.isEmpty else { return }
        let workers = (0..<max(1, min(threads, indices.count))).map { _ in StatelessWorker() }
        let pipeline = OrderedPipeline<Int, Prepared, StatelessWorker>(workers: workers) { [self] position, _ in
            try Interruption.checkpoint()
            return try prepare(position, frame(index: indices[position]))
        }
        defer { pipeline.cancel() }
        let window = 2 * workers.count
        var next = 0
        for position in indices.indices {
            pipeline.submit(position)
            while pipeline.outstanding >= window {
                try consume(next, pipeline.take())
                next += 1
            }
        }
        while pipeline.outstanding > 0 {
            try consume(next, pipeline.take())
            next += 1
        }
    }
}
