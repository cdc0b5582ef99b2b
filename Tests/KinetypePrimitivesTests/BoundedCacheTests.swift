import Dispatch
import Foundation
import KinetypePrimitives
import Testing

/// The shared bounded cache: it makes each value once, never holds more than its budget, and
/// evicts the oldest entries first.
@Suite struct BoundedCacheTests {
    @Test("a value is made once; later look-ups are hits")
    func makesOnce() {
        let cache = BoundedCache<String, Int>(budget: 4)
        var made = 0
        for _ in 0..<5 {
            #expect(cache.value(for: "twelve") { made += 1; return $0.count } == 6)
        }
        #expect(made == 1)
        #expect(cache.statistics == BoundedCache<String, Int>.Statistics(hits: 4, misses: 1, evictions: 0, count: 1, cost: 1))
    }

    @Test("fed more entries than its budget, it keeps the newest ones within the budget")
    func staysWithinEntryBudget() {
        let cache = BoundedCache<Int, Int>(budget: 8)
        for key in 0..<100 {
            _ = cache.value(for: key) { $0 * 2 }
            #expect(cache.statistics.count <= 8)
            #expect(cache.statistics.cost <= 8)
        }
        #expect(cache.statistics.evictions == 92)
        // The newest eight are held (hits), the oldest were evicted (made again).
        var remade: [Int] = []
        for key in [99, 92, 91, 0] { _ = cache.value(for: key) { remade.append($0); return $0 * 2 } }
        #expect(remade == [91, 0])
    }

    @Test("fed more bytes than its budget, it evicts the oldest until the new value fits, and keeps none larger than the budget")
    func staysWithinByteBudget() {
        let cache = BoundedCache<Int, [UInt8]>(budget: 1000)
        let sizes = [400, 300, 200, 500, 100, 1000, 1001, 50]
        // Held after each: 400; 700; 900; 500 evicts the 400 → 1000; 100 evicts the 300 → 800;
        // 1000 evicts everything → 1000; 1001 is not kept → 1000; 50 evicts the 1000 → 50.
        let held = [400, 700, 900, 1000, 800, 1000, 1000, 50]
        for (key, size) in sizes.enumerated() {
            let value = cache.value(for: key, cost: { $0.count }) { _ in [UInt8](repeating: 0, count: size) }
            #expect(value.count == size)
            #expect(cache.statistics.cost == held[key])
        }
        #expect(cache.statistics.count == 1)
        #expect(cache.statistics.evictions == 6)
        var remade = false
        _ = cache.value(for: 6, cost: { $0.count }) { _ in remade = true; return [] }
        #expect(remade, "the value larger than the budget was not kept")
    }

    @Test("threads that look up the same keys at once all get the one stored value")
    func concurrentLookUps() {
        let cache = BoundedCache<Int, [Int]>(budget: 64)
        let results = Locked([[Int]](repeating: [], count: 8))
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            var seen: [Int] = []
            for key in 0..<200 {
                seen.append(cache.value(for: key % 40) { [$0, $0 * $0] }.reduce(0, +))
            }
            results.withLock { $0[thread] = seen }
        }
        let expected = (0..<200).map { key in key % 40 + (key % 40) * (key % 40) }
        #expect(results.withLock { $0 }.allSatisfy { $0 == expected })
        #expect(cache.statistics.count <= 64)
        #expect(cache.statistics.hits + cache.statistics.misses == 8 * 200)
    }
}
