import Foundation
import Testing

/// Checks that `actual` is within `tolerance` of `expected`: `|actual − expected| ≤ tolerance`.
///
/// The shared tolerance check of the test suites, in place of an `abs(a - b) < t` expectation: on
/// failure it records one issue at the caller's line that names both values and their
/// difference, so a failing comparison reads without re-running it. Equal values pass (two
/// equal infinities included); a NaN on either side fails.
///
/// ```swift
/// expectClose(layout.size.width, 120, tolerance: 0.02, "the first line's width")
/// ```
///
/// - Returns: Whether the values were close, for a caller that goes on only when they are.
@discardableResult
public func expectClose<Value: BinaryFloatingPoint>(
    _ actual: Value, _ expected: Value, tolerance: Value, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    let difference = abs(actual - expected)
    if actual == expected || difference <= tolerance { return true }
    recordDistance(String(describing: actual), String(describing: expected), difference: String(describing: difference),
                   tolerance: String(describing: tolerance), comment: comment, sourceLocation: sourceLocation)
    return false
}

/// Checks that `actual` is within `relativeTolerance` of `expected` as a share of `expected`:
/// `|actual − expected| ≤ relativeTolerance × |expected|` (0.01 is within 1 %).
///
/// For totals such as the ink of a frame, whose scale the test does not fix.
@discardableResult
public func expectClose<Value: BinaryFloatingPoint>(
    _ actual: Value, _ expected: Value, relativeTolerance: Value, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    expectClose(actual, expected, tolerance: relativeTolerance * abs(expected), comment, sourceLocation: sourceLocation)
}

/// Checks that the integer `actual` is within `tolerance` of `expected`:
/// `|actual − expected| ≤ tolerance`, as for 8-bit channel values that rounding may move by one.
///
/// The difference is taken without overflow for unsigned values (a `UInt8` below its expectation).
@discardableResult
public func expectClose<Value: BinaryInteger>(
    _ actual: Value, _ expected: Value, tolerance: Value, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    let difference = actual >= expected ? actual - expected : expected - actual
    if difference <= tolerance { return true }
    recordDistance(String(describing: actual), String(describing: expected), difference: String(describing: difference),
                   tolerance: String(describing: tolerance), comment: comment, sourceLocation: sourceLocation)
    return false
}

/// Checks that each coordinate of `actual` is within `tolerance` of the same coordinate of
/// `expected` (`|Δx| ≤ tolerance` and `|Δy| ≤ tolerance`); one issue names both points.
@discardableResult
public func expectClose(
    _ actual: CGPoint, _ expected: CGPoint, tolerance: CGFloat, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    let dx = abs(actual.x - expected.x), dy = abs(actual.y - expected.y)
    if dx <= tolerance && dy <= tolerance { return true }
    recordDistance("\(actual)", "\(expected)", difference: "(\(dx), \(dy))", tolerance: "\(tolerance)", comment: comment,
                   sourceLocation: sourceLocation)
    return false
}

/// Records the issue of a failed closeness check: the comment first, then both values, the
/// difference and the tolerance.
private func recordDistance(_ actual: String, _ expected: String, difference: String, tolerance: String, comment: Comment?,
                            sourceLocation: SourceLocation) {
    let measured = "\(actual) is not within \(tolerance) of \(expected): they differ by \(difference)"
    Issue.record(Comment(rawValue: comment.map { "\($0.rawValue): \(measured)" } ?? measured), sourceLocation: sourceLocation)
}
