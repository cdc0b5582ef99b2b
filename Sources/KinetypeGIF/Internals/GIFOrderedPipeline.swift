import Dispatch
import Foundation

/// Runs jobs on up to `workers.count` threads and hands their results back in submission
/// order, on the submitting thread.
///
/// Each running job borrows one worker (for the GIF encoder: a `GIFRemapper`, which serves one
/// thread at a time); jobs wait in a queue for a free worker. Up to `window` jobs may be
/// submitted and not yet delivered, so one slow job (the full first frame) does not leave the
/// other workers idle, while memory stays bounded: when the window is full, `submit` waits for
/// the oldest job and delivers it. With one worker, jobs run inline on the calling thread.
///
/// Results are delivered in order whatever finishes first, so output does not depend on
/// scheduling. A job's error is rethrown in its turn, after every earlier result has been
/// delivered. Call `waitUntilIdle` on every exit path (a `defer`), so that no job outlives the
/// encoding after an error.
///
/// `@unchecked Sendable` because worker threads touch the instance: they use only the state
/// guarded by `condition` (and the immutable `work`); `deliver`, `submitted` and `delivered`
/// are used on the submitting thread alone.
final class GIFOrderedPipeline<Job: Sendable, Output: Sendable, Worker: AnyObject & Sendable>: @unchecked Sendable {
    private let work: @Sendable (Job, Worker) throws -> Output
    private let deliver: (Output) throws -> Void
    private let window: Int
    private let inline: Worker?
    private let condition = NSCondition()
    private let group = DispatchGroup()
    // Guarded by `condition`:
    private var idle: [Worker]
    private var queue: [(sequence: Int, job: Job)] = []
    private var finished: [Int: Result<Output, Error>] = [:]
    // Used only on the submitting thread:
    private var submitted = 0
    private var delivered = 0

    init(workers: [Worker], window: Int, work: @escaping @Sendable (Job, Worker) throws -> Output, deliver: @escaping (Output) throws -> Void) {
        precondition(!workers.isEmpty && window >= workers.count)
        self.idle = workers
        self.inline = workers.count == 1 ? workers[0] : nil
        self.window = window
        self.work = work
        self.deliver = deliver
    }

    /// Queues `job` (or runs it, with one worker), first delivering whatever is ready.
    func submit(_ job: Job) throws {
        if let inline {
            try deliver(work(job, inline))
            return
        }
        try deliverReady()
        while submitted - delivered >= window {
            try deliverNext()
        }
        condition.lock()
        queue.append((submitted, job))
        submitted += 1
        startQueuedJobs()
        condition.unlock()
    }

    /// Waits for every job and delivers the remaining results in order.
    func finish() throws {
        while delivered < submitted {
            try deliverNext()
        }
    }

    /// Waits until no job is running, without delivering anything.
    func waitUntilIdle() {
        condition.lock()
        queue.removeAll()
        condition.unlock()
        group.wait()
    }

    /// Starts queued jobs on idle workers, oldest first. Call with `condition` locked.
    private func startQueuedJobs() {
        while !idle.isEmpty, !queue.isEmpty {
            let worker = idle.removeLast()
            let (sequence, job) = queue.removeFirst()
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

    /// Delivers results that are already finished, in order, without waiting.
    private func deliverReady() throws {
        while true {
            condition.lock()
            let result = finished.removeValue(forKey: delivered)
            condition.unlock()
            guard let result else { return }
            delivered += 1
            try deliver(result.get())
        }
    }

    /// Waits for the oldest undelivered job and delivers it.
    private func deliverNext() throws {
        condition.lock()
        while finished[delivered] == nil {
            condition.wait()
        }
        let result = finished.removeValue(forKey: delivered)!
        condition.unlock()
        delivered += 1
        try deliver(result.get())
    }
}
