import Foundation

/// A value that several threads share, reached only through ``withLock(_:)``, which holds an
/// `NSLock` (a pthread mutex).
///
/// Decision: not `Synchronization.Mutex`. On Linux the thread sanitizer does not see the Mutex's
/// futex-based waits and reports every contended access as a race, which would hide real ones
/// in `make test-tsan`; it understands a pthread mutex.
///
/// `@unchecked Sendable`: the value is read and written only inside `withLock`, under the lock,
/// and it is itself `Sendable`, so what goes in or comes out may cross threads.
package final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` on the value with the lock held.
    package func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
