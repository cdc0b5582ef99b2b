import Foundation
import KinetypeDiagnostics
import KinetypeGraphics
import KinetypeText

extension SceneLength {
    /// The relative lengths a scene takes: 0 to 1000 of their unit (ten canvases, or a thousand ems).
    static let relativeRange = ValueRange(0...1000)

    /// A number of pixels in `range`, or a string of a number and a unit (`5vh`, `60%`, `1.5em`,
    /// `12px`, `safe.bottom`), the number in `relative` (0 to 1000 by default) for a relative unit.
    init(decoding node: SceneNode, in range: ValueRange, relative: ValueRange = relativeRange) throws {
        let expected = "a length: pixels (\(range.expectation)), or a number with a unit: 5vh, 60%, 2vw, 1vmin, 0.5em, safe.bottom"
        guard case .scalar = node.node else { throw node.wrongType(expected) }
        // A template's `$size` or `{{size}}` is filled in first; a parameter must be a number or a text.
        try node.checkParameterUse(takes: [.number, .integer, .text], "a length")
        let text = try node.scalarText(expected: expected).text.trimmingCharacters(in: .whitespaces)
        func refused(_ problem: String) -> SceneError {
            let shown = text.count > Excerpt.limit ? "\"\(Excerpt.of(text))\" (\(text.count) characters)" : MarkupValue.string(text).description
            return node.error(.invalidValue, "expected \(expected); got \(shown)\(problem)")
        }
        if let unit = Unit.allCases.first(where: { $0.isSafeArea && text.hasSuffix($0.rawValue) }) {
            // `safe.bottom` alone is one inset; a number before it multiplies it.
            let digits = String(text.dropLast(unit.rawValue.count)).trimmingCharacters(in: .whitespaces)
            guard let value = digits.isEmpty ? 1 : SceneNode.number(digits), value.isFinite, relative.contains(value) else {
                throw refused(" (\(unit.rawValue) times a number \(relative.expectation))")
            }
            self.init(value, unit)
            return
        }
        if text.hasPrefix("safe") || text.contains("safe.") {
            throw refused(" (the safe area's lengths are safe.top, safe.bottom, safe.leading and safe.trailing)")
        }
        guard let unit = Unit.allCases.filter({ $0 != .px && !$0.isSafeArea }).first(where: { text.hasSuffix($0.rawValue) })
                ?? (text.hasSuffix("px") ? .px : nil) else {
            if SceneNode.number(text) == nil, text.contains(where: \.isLetter) { throw refused("") }
            self.init(try node.number(in: range))
            return
        }
        let digits = String(text.dropLast(unit.rawValue.count)).trimmingCharacters(in: .whitespaces)
        guard let value = SceneNode.number(digits) else { throw refused("") }
        let limits = unit == .px ? range : relative
        guard value.isFinite, limits.contains(value) else { throw refused(", not \(limits.expectation)") }
        self.init(value, unit)
    }
}
