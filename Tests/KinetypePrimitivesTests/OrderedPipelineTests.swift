import Dispatch
import Foundation
import KinetypePrimitives
import Testing

/// The ordered parallel stage every encoder is fed by: results in submission order whatever
/// finishes first, errors in their turn, memory bounded by what the caller leaves outstanding.
@Suite struct OrderedPipelineTests {
    /// A worker that counts the jobs it is lent at once (more than one would be a sharing bug).
    final class CountingWorker: Sendable {
        let busy = Locked(0)
        let mostAtOnce = Locked(0)
    }

    @Test("results come back in submission order although later jobs finish first", arguments: [1, 2, 4])
    func order(workers count: Int) throws {
        let workers = (0..<count).map { _ in CountingWorker() }
        let pipeline = OrderedPipeline<Int, Int, CountingWorker>(workers: workers) { job, worker in
            let now = worker.busy.withLock { busy in
                busy += 1
                return busy
            }
            worker.mostAtOnce.withLock { $0 = max($0, now) }
            // Early jobs sleep longest, so they finish last.
            usleep(UInt32(max(0, 20 - job) * 300))
            worker.busy.withLock { $0 -= 1 }
            return job * job
        }
        defer { pipeline.cancel() }
        var results: [Int] = []
        for job in 0..<40 {
            pipeline.submit(job)
            while pipeline.outstanding > 6 { results.append(try pipeline.take()) }
            #expect(pipeline.outstanding <= 6)
        }
        while pipeline.outstanding > 0 { results.append(try pipeline.take()) }
        #expect(results == (0..<40).map { $0 * $0 })
        let mostAtOnce: [Int] = workers.map { (worker: CountingWorker) -> Int in worker.mostAtOnce.withLock { (most: inout Int) -> Int in most } }
        #expect(mostAtOnce.allSatisfy { $0 == 1 }, "a worker serves one job at a time")
    }

    @Test("an error is thrown by the take that reaches it, after every earlier result")
    func errorsInOrder() throws {
        struct Failure: Error, Equatable { let job: Int }
        let pipeline = OrderedPipeline<Int, Int, StatelessWorker>(workers: [StatelessWorker(), StatelessWorker()]) { job, _ in
            if job == 5 || job == 7 { throw Failure(job: job) }
            return job
        }
        defer { pipeline.cancel() }
        for job in 0..<10 { pipeline.submit(job) }
        for expected in 0..<5 { #expect(try pipeline.take() == expected) }
        #expect(throws: Failure(job: 5)) { try pipeline.take() }
        #expect(try pipeline.take() == 6)
        #expect(throws: Failure(job: 7)) { try pipeline.take() }
    }

    @Test("takeReady returns nil until the oldest job is done, and cancel drops jobs not started")
    func readyAndCancel() throws {
        let gate = DispatchSemaphore(value: 0)
        let started = Locked(0)
        let pipeline = OrderedPipeline<Int, Int, StatelessWorker>(workers: [StatelessWorker()]) { job, _ in
            started.withLock { $0 += 1 }
            if job == 0 { gate.wait() }
            return job
        }
        for job in 0..<5 { pipeline.submit(job) }
        #expect(try pipeline.takeReady() == nil)
        gate.signal()
        #expect(try pipeline.take() == 0)
        pipeline.cancel()
        // Nothing starts once cancel has returned: the queue was dropped and running jobs ended.
        let afterCancel = started.withLock { $0 }
        usleep(50_000)
        #expect(started.withLock { $0 } == afterCancel)
    }
}
