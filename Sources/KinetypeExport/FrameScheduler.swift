import Dispatch
import Synchronization

/// Runs `count` independent jobs on `threads` threads, each job by index; rethrows the first
/// failure by index, so the error does not depend on scheduling.
///
/// Workers take the next index from a shared counter (`DispatchQueue.concurrentPerform` with
/// one iteration per worker), so a slow frame does not hold up the others. After a failure no
/// new job starts; jobs already running finish.
package struct FrameScheduler: Sendable {
    let count: Int
    let threads: Int

    package init(count: Int, threads: Int) {
        self.count = count
        self.threads = max(1, threads)
    }

    /// The next index to hand out, and the failures so far by index.
    private struct State {
        var next = 0
        var errors: [Int: any Error] = [:]
    }

    /// Calls `job` once for each index in `0..<count`, from up to `threads` threads at once.
    ///
    /// `job` is not `@Sendable` because what it captures (a title card and its content closure)
    /// is not checked as such; it must be safe to call from several threads at once, which a
    /// frame render is: it draws into its own canvas, and what it shares is read-only or guarded.
    package func run(_ job: (Int) throws -> Void) throws {
        let state = Mutex(State())
        let count = self.count
        try withoutActuallyEscaping(job) { job in
            let shared = SharedJob(call: job)
            DispatchQueue.concurrentPerform(iterations: min(threads, count)) { _ in
                while true {
                    let (index, failed) = state.withLock { state in
                        defer { state.next += 1 }
                        return (state.next, !state.errors.isEmpty)
                    }
                    guard index < count, !failed else { return }
                    do {
                        try shared.call(index)
                    } catch {
                        state.withLock { $0.errors[index] = error }
                    }
                }
            }
            if let first = state.withLock({ $0.errors.min { $0.key < $1.key } }) { throw first.value }
        }
    }
}

/// Carries ``FrameScheduler/run(_:)``'s job into `concurrentPerform`'s `@Sendable` closure.
///
/// `@unchecked Sendable` because the compiler cannot see what makes sharing the job safe: `run`
/// requires a job that may be called from several threads at once, and the jobs in this module
/// render frames (each into its own canvas; ``TitleCard`` documents that its `content` closure
/// must be safe to call from several threads) and hand results over through a `Mutex`. The job
/// is not `@Sendable` only because `TitleCard` is not `Sendable` yet; when it is, `run` can take
/// a `@Sendable` job and this wrapper can go.
private struct SharedJob: @unchecked Sendable {
    let call: (Int) throws -> Void
}
