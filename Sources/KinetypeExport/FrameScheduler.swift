import Dispatch
import KinetypePrimitives

/// Runs `count` independent jobs on `threads` threads, each job by index; rethrows the first
/// failure by index, so the error does not depend on scheduling.
///
/// Workers take the next index from a shared counter (`DispatchQueue.concurrentPerform` with
/// one iteration per worker), so a slow frame does not hold up the others. After a failure no
/// new job starts; jobs already running finish. After an interruption (SIGINT, SIGTERM) every
/// job not yet started fails with ``ExportError/interrupted(signal:)`` instead of running.
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
    package func run(_ job: @Sendable (Int) throws -> Void) throws {
        let state = Locked(State())
        let count = self.count
        DispatchQueue.concurrentPerform(iterations: min(threads, count)) { _ in
            while true {
                let (index, failed) = state.withLock { state in
                    defer { state.next += 1 }
                    return (state.next, !state.errors.isEmpty)
                }
                guard index < count, !failed else { return }
                do {
                    try Interruption.checkpoint()
                    try job(index)
                } catch {
                    state.withLock { $0.errors[index] = error }
                }
            }
        }
        if let first = state.withLock({ $0.errors.min { $0.key < $1.key } }) { throw first.value }
    }
}
