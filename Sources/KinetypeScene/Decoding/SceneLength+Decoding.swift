import Foundation
import KinetypeDiagnostics
import KinetypeGraphics
import KinetypeText

extension SceneLength {
    /// The relative lengths a scene takes: 0 to 1000 of their unit (ten canvases, or a thousand ems).
    static let relativeRange = ValueRange(0...1000)

    /// A number of pixels in `range`, or a string of a number and a unit (`5vh`, `60%`, `1.5em`,
    /// `12px`), the number from 0 to 1000 for a relative unit.
    init(decoding node: SceneNode, in range: ValueRange) throws {
        let expected = "a length: pixels (\(range.expectation)), or a number with a unit: 5vh, 60%, 2vw, 1vmin, 0.5em"
        guard case .scalar(let scalar) = node.node else { throw node.wrongType(expected) }
        let text = scalar.string.trimmingCharacters(in: .whitespaces)
        guard let unit = Unit.allCases.filter({ $0 != .px }).first(where: { text.hasSuffix($0.rawValue) })
                ?? (text.hasSuffix("px") ? .px : nil) else {
            if SceneNode.number(text) == nil, text.contains(where: \.isLetter) {
                throw node.error(.invalidValue, "expected \(expected); got \(MarkupValue.string(text))")
            }
            self.init(try node.number(in: range))
            return
        }
        let digits = String(text.dropLast(unit.rawValue.count)).trimmingCharacters(in: .whitespaces)
        guard let value = SceneNode.number(digits) else {
            throw node.error(.invalidValue, "expected \(expected); got \(MarkupValue.string(text))")
        }
        let limits = unit == .px ? range : Self.relativeRange
        guard value.isFinite, limits.contains(value) else {
            throw node.error(.invalidValue, "expected \(expected); \(text) is not \(limits.expectation)")
        }
        self.init(value, unit)
    }
}
