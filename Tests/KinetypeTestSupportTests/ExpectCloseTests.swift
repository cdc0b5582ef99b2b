import Foundation
import KinetypeTestSupportCore
import Testing

/// `expectClose`: passes within the tolerance (its edge included) and records one issue, at the
/// caller's line and naming both values and their difference, outside it.
@Suite struct ExpectCloseTests {
    @Test("values within the tolerance pass, the tolerance itself included")
    func within() {
        #expect(expectClose(1.0, 1.25, tolerance: 0.25))
        #expect(expectClose(Float(2), 2.001, tolerance: 0.01))
        #expect(expectClose(CGFloat(10), 10, tolerance: 0))
        #expect(expectClose(Double.infinity, .infinity, tolerance: 0), "equal infinities are close")
        #expect(expectClose(UInt8(3), 5, tolerance: 2), "an unsigned value below its expectation")
        #expect(expectClose(-4, 4, tolerance: 8))
        #expect(expectClose(CGPoint(x: 1, y: 2), CGPoint(x: 1.5, y: 1.5), tolerance: 0.5))
        #expect(expectClose(99.0, 100, relativeTolerance: 0.01))
    }

    @Test("a value outside the tolerance records an issue at the caller's line naming both values and the difference")
    func outside() {
        let line = #line + 2
        withKnownIssue {
            let close = expectClose(1.0, 1.5, tolerance: 0.25, "the width")
            #expect(!close)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "ExpectCloseTests.swift"
                && text == "the width: 1.0 is not within 0.25 of 1.5: they differ by 0.5"
        }
    }

    @Test("each kind of value fails just outside its tolerance, and a NaN always fails")
    func failures() {
        withKnownIssue { #expect(!expectClose(UInt8(2), 5, tolerance: 2)) } matching: { issue in
            issue.comments.map(\.rawValue).joined() == "2 is not within 2 of 5: they differ by 3"
        }
        withKnownIssue { #expect(!expectClose(Float(1), 1.1, tolerance: 0.05)) }
        withKnownIssue { #expect(!expectClose(Double.nan, .nan, tolerance: 1)) }
        withKnownIssue { #expect(!expectClose(CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 0.75), tolerance: 0.5)) }
        withKnownIssue { #expect(!expectClose(98.0, 100, relativeTolerance: 0.01)) }
    }
}
