import KinetypeCard
import KinetypeDiagnostics
import KinetypePrimitives
import KinetypeText

/// Checking a value against a parameter's declaration: the one check that `--var`, a batch
/// row's column and the library's `variables` all go through, so they get the same errors.
extension SceneParameter {
    /// What is wrong with a value: "expected …; got …", and the nearest valid name when one is
    /// close (a choice, a colour).
    public struct Problem: Hashable, Sendable {
        /// "expected a number from 24 to 200; got "7x"".
        public var message: String
        /// The nearest valid value to a misspelt one, when one is close.
        public var suggestion: String?
    }

    /// The numbers a number, integer or duration takes: its `min` and `max`, a duration's
    /// `TitleCard.durationRange` when not narrowed; nil when unbounded.
    var range: ValueRange? {
        switch kind {
        case .duration:
            let whole = TitleCard.durationRange
            guard minimum != nil || maximum != nil else { return whole }
            let upper = Swift.min(maximum ?? whole.upperBound, whole.upperBound)
            if let minimum, minimum > whole.lowerBound { return ValueRange(minimum...upper, unit: "seconds") }
            return ValueRange(above: whole.lowerBound, through: upper, unit: "seconds")
        case .number, .integer:
            guard minimum != nil || maximum != nil else { return nil }
            return ValueRange((minimum ?? -Double.greatestFiniteMagnitude)...(maximum ?? Double.greatestFiniteMagnitude),
                              whole: kind == .integer)
        default:
            return nil
        }
    }

    /// What a valid value is, as "expected …" says it.
    public var expectation: String {
        switch kind {
        case .choice: return "one of \(choices.joined(separator: ", "))"
        case .number, .integer, .duration:
            guard let range else { return kind.expectation }
            if range.lowerBound == -Double.greatestFiniteMagnitude {
                return "\(kind == .integer ? "a whole number" : "a number") at most \(ValueRange.format(range.upperBound))"
            }
            if range.upperBound == Double.greatestFiniteMagnitude {
                return "\(kind == .integer ? "a whole number" : "a number") of at least \(ValueRange.format(range.lowerBound))"
            }
            return range.expectation
        default: return kind.expectation
        }
    }

    /// Nil when `value` is one this parameter takes; otherwise what is wrong with it.
    public func check(_ value: String) -> Problem? {
        let shown = value.count > Excerpt.limit ? "\"\(Excerpt.of(value))\" (\(value.count) characters)"
            : MarkupValue.string(value).description
        func problem(_ hint: String = "", suggestion: String? = nil) -> Problem {
            Problem(message: "expected \(expectation); got \(shown)\(hint)", suggestion: suggestion)
        }
        switch kind {
        case .text:
            return nil
        case .font, .image, .audio:
            return value.trimmingCharacters(in: .whitespaces).isEmpty ? problem() : nil
        case .boolean:
            return value == "true" || value == "false" ? nil : problem()
        case .choice:
            guard !choices.contains(value) else { return nil }
            let suggestion = NameSuggestion.nearest(to: value, among: choices)
            return problem(suggestion.map { " — did you mean \(MarkupValue.string($0))?" } ?? "", suggestion: suggestion)
        case .color:
            do {
                _ = try Color(parsing: value)
                return nil
            } catch .unknownColorName(_, let suggestion) {
                return problem(suggestion.map { " — did you mean \(MarkupValue.string($0))?" } ?? "", suggestion: suggestion)
            } catch .hexWithoutHash(let digits) {
                return problem(" — a hex code needs its #, as in \"#\(digits)\"", suggestion: "#" + digits)
            } catch {
                return problem()
            }
        case .number, .integer, .duration:
            guard let number = SceneNode.number(value.trimmingCharacters(in: .whitespaces)), number.isFinite else { return problem() }
            if kind == .integer, number != number.rounded() { return problem() }
            if let range, !range.contains(number) { return problem() }
            if kind == .duration, !TitleCard.durationRange.contains(number) { return problem() }
            return nil
        }
    }

    /// A value that fits, for `kinetype validate` to check a template no value was given for:
    /// the default, else the lowest number, the first choice, black, false or "0".
    var placeholder: String {
        if let defaultValue { return defaultValue }
        switch kind {
        case .number, .integer, .duration:
            guard let range else { return kind == .duration ? "1" : "0" }
            if range.contains(0.0) { return "0" }
            if range.lowerBound > -Double.greatestFiniteMagnitude {
                let low = range.excludesLowerBound || (kind == .integer && range.lowerBound != range.lowerBound.rounded(.up))
                    ? (kind == .integer ? (range.lowerBound + 1).rounded(.down) : (range.lowerBound + range.upperBound) / 2)
                    : range.lowerBound
                return ValueRange.format(kind == .integer ? low.rounded(.up) : low)
            }
            return ValueRange.format(kind == .integer ? range.upperBound.rounded(.down) : range.upperBound)
        case .choice: return choices.first ?? "0"
        case .color: return "#000000"
        case .boolean: return "false"
        case .text, .font, .image, .audio: return "0"
        }
    }
}
