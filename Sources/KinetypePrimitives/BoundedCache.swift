import Foundation

/// A map from keys to values that several threads share, holding at most `budget` units of
/// cost (entries, bytes: the caller says what a value costs). Full, it evicts the oldest entries
/// first (first in, first out) until the new one fits.
///
/// Decision: first in, first out rather than least recently used. The caches it backs hold
/// values that are pure functions of their keys (a layout of a text, a painted background, a
/// blurred glyph), so what is evicted changes only the time a frame takes, never its bytes; FIFO
/// needs no bookkeeping on a hit, and a hit is the common case.
///
/// A value is made outside the lock, so threads that miss at once do not wait on each other;
/// when two make the same value, the first one stored is kept and both get it. A value that
/// costs more than the whole budget is made and returned but not kept. `make` must be a pure
/// function of the key for the cache not to change what callers see.
///
/// ```swift
/// let layouts = BoundedCache<String, Int>(budget: 32)
/// let length = layouts.value(for: "Visual Effects") { $0.count }   // made once
/// ```
package final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    package typealias Statistics = CacheStatistics

    private struct Entry: Sendable {
        var value: Value
        var cost: Int
    }

    private struct State: Sendable {
        var entries: [Key: Entry] = [:]
        /// Keys in the order they were stored; `order[head...]` are the ones still held.
        var order: [Key] = []
        var head = 0
        var statistics = Statistics()
    }

    /// The most cost the cache holds.
    package let budget: Int
    private let state = Locked(State())

    /// An empty cache that holds up to `budget` units of cost.
    package init(budget: Int) {
        self.budget = max(0, budget)
    }

    /// The value for `key`: the one held, else `make(key)`, kept if its `cost` fits the budget
    /// (each entry costs 1 unless `cost` says otherwise).
    package func value(for key: Key, cost: (Value) -> Int = { _ in 1 },
                       make: (Key) throws -> Value) rethrows -> Value {
        if let held = lookUp(key) { return held }
        let made = try make(key)
        return store(made, cost: cost(made), for: key)
    }

    /// The value held for `key`, if any, counting a hit when there is one (and nothing when
    /// not: the caller decides whether to make the value).
    package func held(_ key: Key) -> Value? {
        state.withLock { state in
            guard let entry = state.entries[key] else { return nil }
            state.statistics.hits += 1
            return entry.value
        }
    }

    /// The value held for `key`, counting a hit or a miss.
    private func lookUp(_ key: Key) -> Value? {
        state.withLock { state in
            if let entry = state.entries[key] {
                state.statistics.hits += 1
                return entry.value
            }
            state.statistics.misses += 1
            return nil
        }
    }

    /// Stores `value` unless another thread stored one first (then returns that one).
    private func store(_ value: Value, cost: Int, for key: Key) -> Value {
        let cost = max(0, cost)
        guard cost <= budget else { return value }
        return state.withLock { state in
            if let entry = state.entries[key] { return entry.value }
            while state.statistics.cost + cost > budget, state.head < state.order.count {
                let oldest = state.order[state.head]
                state.head += 1
                if let evicted = state.entries.removeValue(forKey: oldest) {
                    state.statistics.cost -= evicted.cost
                    state.statistics.evictions += 1
                }
            }
            if state.head > 32 && state.head * 2 > state.order.count {
                state.order.removeFirst(state.head)
                state.head = 0
            }
            state.entries[key] = Entry(value: value, cost: cost)
            state.order.append(key)
            state.statistics.cost += cost
            state.statistics.count = state.entries.count
            return value
        }
    }

    /// What the cache did so far, and what it holds.
    package var statistics: Statistics {
        state.withLock { state in
            var statistics = state.statistics
            statistics.count = state.entries.count
            return statistics
        }
    }
}
