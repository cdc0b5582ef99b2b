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

    /// Adds one finished frame and reports the new count. The report is made under the lock, so
    /// reports arrive one at a time and their counts only go up (1, 2, 3 …, never 3 then 2),
    /// whatever the threads; a report is a line of text, short next to a frame.
    ///
    /// Counts past the total (a GIF renders a few palette samples twice when its changes do not
    /// fit in memory) are not reported.
    func increment() {
        done.withLock { done in
            guard done < total else { return }
            done += 1
            report?(done, total)
        }
    }
}
