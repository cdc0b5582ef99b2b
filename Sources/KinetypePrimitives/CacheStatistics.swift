import Foundation

/// What a ``BoundedCache`` did so far, and what it holds.
package struct CacheStatistics: Hashable, Sendable {
    /// Look-ups that found their value.
    package var hits = 0
    /// Look-ups that made their value.
    package var misses = 0
    /// Entries removed to make room.
    package var evictions = 0
    /// Entries held now.
    package var count = 0
    /// Cost held now, at most the budget.
    package var cost = 0

    package init(hits: Int = 0, misses: Int = 0, evictions: Int = 0, count: Int = 0, cost: Int = 0) {
        self.hits = hits
        self.misses = misses
        self.evictions = evictions
        self.count = count
        self.cost = cost
    }
}
