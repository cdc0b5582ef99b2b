import Foundation

/// A value that several threads share, reached only through ``withLock(_:)``, which holds an
/// `NSLock` (a pthread mutex): `Synchronization.Mutex`'s shape, with a lock the thread sanitizer
/// sees.
///
/// As with `Mutex`, the value need not be `Sendable`: it goes in and its results come out as
/// `sending` values, so nothing reachable from it escapes the lock still shared.
///
/// ```swift
/// let count = Locked(0)
/// DispatchQueue.concurrentPerform(iterations: 8) { _ in count.withLock { $0 += 1 } }
/// ```
///
/// Decision: not `Synchronization.Mutex` itself. On Linux the thread sanitizer does not see the
/// Mutex's futex-based waits and reports every contended access as a race (measured with Swift
/// 6.3.1: eight threads adding to a `Mutex<[Int: Int]>` under `-sanitize=thread` give a "Swift
/// access race" report; the same program with this lock gives none), which would hide real races
/// in `make test-tsan`; it understands a pthread mutex.
///
/// `@unchecked Sendable`: the value is read and written only inside `withLock`, under the lock,
/// and crosses into and out of it only as `sending` values, as `Mutex` makes the same promise.
package final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// A lock around `value`, which no one else may still reach.
    package init(_ value: sending Value) {
        self.value = value
    }

    /// Runs `body` on the value with the lock held.
    package func withLock<Result, Failure: Error>(
        _ body: (inout sending Value) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
