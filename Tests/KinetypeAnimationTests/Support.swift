import Foundation
import Testing

/// Whether `actual` is within `tolerance` of `expected` (absolute).
func isClose(_ actual: Double, _ expected: Double, _ tolerance: Double = 1e-9) -> Bool {
    if actual == expected { return true }
    return abs(actual - expected) <= tolerance
}

/// Expects `actual` within `tolerance` of `expected`, reporting both.
func expectClose(_ actual: Double, _ expected: Double, _ tolerance: Double = 1e-9,
                 _ note: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(isClose(actual, expected, tolerance), "\(actual) is not within \(tolerance) of \(expected) \(note)", sourceLocation: sourceLocation)
}
