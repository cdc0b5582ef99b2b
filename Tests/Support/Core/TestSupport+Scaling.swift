import Foundation

extension TestSupport {
    /// The CPU time the calling thread spends in `body`, in seconds (`CLOCK_THREAD_CPUTIME_ID`):
    /// unlike the wall clock, it does not grow when other processes share the machine.
    public static func threadCPUSeconds(_ body: () throws -> Void) rethrows -> Double {
        func now() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }
        let start = now()
        try body()
        return now() - start
    }

    /// How many times longer `work(4 × n)` takes than `work(n)` in thread CPU time: about 4 for
    /// work linear in its input, 16 for quadratic work. Each size runs twice and its faster run
    /// counts, so a pause of the machine does not decide; the small size is floored at a
    /// millisecond so that timer noise on tiny inputs does not either.
    public static func growthOverFourfoldInput(_ n: Int, _ work: (Int) throws -> Void) rethrows -> Double {
        func best(_ size: Int) throws -> Double {
            let first = try threadCPUSeconds { try work(size) }
            let second = try threadCPUSeconds { try work(size) }
            return min(first, second)
        }
        let small = try best(n), large = try best(4 * n)
        return large / max(small, 0.001)
    }
}
