import Dispatch
import Foundation

/// Runs jobs on worker threads and hands their results back in submission order: the one
/// ordered parallel stage behind every encoder (frames rendered ahead of a GIF, video or PNG
/// writer; GIF rectangles remapped ahead of the file).
///
/// Each running job borrows one `Worker` (scratch that serves one thread at a time: a canvas
/// to draw into, a GIF ditherer); jobs wait in a queue for a free worker. The
/// submitting thread decides how far ahead it lets the workers run: it calls ``submit(_:)`` and
/// takes results with ``take()`` (waits for the oldest) or ``takeReady()`` (only if the oldest
/// is done). ``outstanding`` counts jobs submitted and not yet taken, so a loop that keeps it at
/// or under a window holds that many results in memory at most, however many jobs there are.
///
/// Results come back in order whatever finishes first, so output does not depend on
/// scheduling or on the number of workers. A job's error is rethrown by the `take` that reaches
/// it, after every earlier result. Call ``cancel()`` on every exit path that leaves jobs behind
/// (a `defer`), so that no job outlives its caller's state.
///
/// ```swift
/// let pipeline = OrderedPipeline(workers: scratches) { index, scratch in try render(index, using: scratch) }
/// defer { pipeline.cancel() }
/// for index in 0..<count {
///     pipeline.submit(index)
///     while pipeline.outstanding > window { try write(pipeline.take()) }
/// }
/// while pipeline.outstanding > 0 { try write(pipeline.take()) }
/// ```
///
/// `@unchecked Sendable` because worker threads touch the instance: they use only the state
/// guarded by `condition` (and the immutable `work`); `submitted` and `taken` are read and
/// written on the submitting thread alone.
package final class OrderedPipeline<Job: Sendable, Output: Sendable, Worker: AnyObject & Sendable>: @unchecked Sendable {
    private let work: @Sendable (Job, Worker) throws -> Output
    private let condition = NSCondition()
    private let group = DispatchGroup()
    // Guarded by `condition`:
    private var idle: [Worker]
    private var queue: [(sequence: Int, job: Job)] = []
    private var queueStart = 0
    private var finished: [Int: Result<Output, any Error>] = [:]
    // Used only on the submitting thread:
    private var submitted = 0
    private var taken = 0

    /// A pipeline with one thread per worker; `work` runs each job with a worker of its own.
    package init(workers: [Worker], work: @escaping @Sendable (Job, Worker) throws -> Output) {
        precondition(!workers.isEmpty, "an ordered pipeline needs at least one worker")
        self.idle = workers
        self.work = work
    }

    /// Jobs submitted and not yet taken: queued, running, or finished and waiting.
    package var outstanding: Int { submitted - taken }

    /// Queues `job`; it starts as soon as a worker is free.
    package func submit(_ job: Job) {
        condition.lock()
        queue.append((submitted, job))
        submitted += 1
        startQueuedJobs()
        condition.unlock()
    }

    /// The oldest outstanding result, waiting for it if needed; rethrows its job's error.
    package func take() throws -> Output {
        precondition(outstanding > 0, "take() with no job outstanding")
        condition.lock()
        while finished[taken] == nil {
            condition.wait()
        }
        let result = finished.removeValue(forKey: taken)!
        condition.unlock()
        taken += 1
        return try result.get()
    }

    /// The oldest outstanding result if its job has finished, else nil (without waiting).
    package func takeReady() throws -> Output? {
        guard outstanding > 0 else { return nil }
        condition.lock()
        let result = finished.removeValue(forKey: taken)
        condition.unlock()
        guard let result else { return nil }
        taken += 1
        return try result.get()
    }

    /// Drops the jobs that have not started and waits for the running ones to end. Their
    /// results are discarded; the pipeline takes no more jobs after this.
    package func cancel() {
        condition.lock()
        queue.removeAll()
        queueStart = 0
        condition.unlock()
        group.wait()
    }

    /// Starts queued jobs on idle workers, oldest first. Call with `condition` locked.
    private func startQueuedJobs() {
        while !idle.isEmpty, queueStart < queue.count {
            let worker = idle.removeLast()
            let (sequence, job) = queue[queueStart]
            queueStart += 1
            if queueStart == queue.count {
                queue.removeAll(keepingCapacity: true)
                queueStart = 0
            }
            let work = self.work
            DispatchQueue.global().async(group: group) { [self] in
                let result = Result { try work(job, worker) }
                condition.lock()
                finished[sequence] = result
                idle.append(worker)
                startQueuedJobs()
                condition.broadcast()
                condition.unlock()
            }
        }
    }
}

/// A worker with no state of its own, for an ``OrderedPipeline`` whose jobs need no scratch:
/// make as many as the threads wanted.
package final class StatelessWorker: Sendable {
    package init() {}
}
