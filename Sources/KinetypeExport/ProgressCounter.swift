import KinetypePrimitives

/// Counts finished frames from several threads and reports each step with the count so far.
final class ProgressCounter: Sendable {
    private let done = Locked(0)
    let total: Int
    let report: (@Sendable (Int, Int) -> Void)?

    init(total: Int, report: (@Sendable (Int, Int) -> Void)?) {
        self.total = total
        self.report = report
    }

    /// Adds one finished frame and reports the new count (outside the lock, so a slow report
    /// does not hold up the other threads; counts may therefore arrive slightly out of order).
    func increment() {
        let value = done.withLock { done in
            done += 1
            return done
        }
        report?(value, total)
    }
}
