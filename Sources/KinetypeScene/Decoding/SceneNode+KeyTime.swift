import KinetypeCard
import KinetypeDiagnostics
import KinetypeText

extension SceneNode {
    /// A key's time: seconds from the card's start (`at: 1.2`), or anchored to its end (`at:
    /// end`, `at: end-0.6`, seconds before the scene's `duration`), so an outro keeps its place
    /// when a template's duration changes.
    ///
    /// An anchored time needs the scene to give its `duration` (a number, or a parameter such as
    /// `duration: $hold`): a duration worked out from the layers' ends, or the soundtrack's
    /// length, is not known while the keys are read.
    func keyTime() throws -> Double {
        let expected = "a time in seconds, or end, or end-SECONDS (seconds before the scene's end), as end-0.6"
        guard case .scalar(let scalar) = node, let text = try? string(), text.trimmingCharacters(in: .whitespaces).hasPrefix("end") else {
            if case .scalar(let scalar) = node, scalar.string.trimmingCharacters(in: .whitespaces).lowercased().hasPrefix("end") {
                throw error(.invalidValue, "expected \(expected), with end in lower case; got \(MarkupValue.string(scalar.string))")
            }
            return try seconds(allowZero: true)
        }
        let rest = text.trimmingCharacters(in: .whitespaces).dropFirst(3).filter { $0 != " " }
        var before = 0.0
        if !rest.isEmpty {
            // Decimal seconds only: Double's own parser would also read hexadecimal (end-0x10).
            let decimal = rest.dropFirst().allSatisfy { $0.isASCII && ($0.isNumber || ".eE+-".contains($0)) }
            guard rest.first == "-", decimal, let value = Self.number(String(rest.dropFirst())), value.isFinite, value >= 0 else {
                throw error(.invalidValue, "expected \(expected); got \(MarkupValue.string(scalar.string))")
            }
            before = value
        }
        guard let duration = context.sceneDuration else {
            throw error(.invalidValue, """
                \(MarkupValue.string(text)) counts back from the scene's end, which needs the scene's duration: \
                give the scene a duration (duration: 4), or write the time in seconds
                """)
        }
        guard before <= duration else {
            throw error(.invalidValue, """
                \(MarkupValue.string(text)) is \(ValueRange.format(before)) s before the end of a \
                \(ValueRange.format(duration)) s scene, before its start; count back less than the duration
                """)
        }
        context.anchoredKeys += 1
        return duration - before
    }
}
