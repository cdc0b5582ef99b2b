import KinetypeCard
import Foundation
import KinetypeDiagnostics
import KinetypeEffects
import KinetypePrimitives
import KinetypeText
import Yams

/// Reading scalars: strings (variables filled in), numbers, whole numbers, Booleans, names from
/// a list, and colours.
///
/// A plain (unquoted) scalar may be read as a number or Boolean; a quoted one is a string, and a
/// number field given `"30"` says so ("remove the quotes") rather than guessing, so YAML and JSON
/// read the same. The exception is a string that held a variable: `fps: "{{fps}}"` reads the
/// filled-in text as a number, which is what a template means.
extension SceneNode {
    /// The scalar's text with variables filled in, and whether it may be read as a number or
    /// Boolean (it was unquoted, or held a variable).
    func scalarText(expected: String) throws -> (text: String, bare: Bool) {
        guard case .scalar(let scalar) = node, !isNull else { throw wrongType(expected) }
        if let parameter = try parameterUse() { return (context.variables[parameter.name] ?? "", true) }
        guard TemplateVariables.hasTemplates(scalar.string) else { return (scalar.string, scalar.style == .plain) }
        do {
            let text = try TemplateVariables.substitute(scalar.string, variables: context.variables)
            return (text, true)
        } catch {
            throw variableError(error)
        }
    }

    /// A string; any non-empty scalar (an unquoted `42` reads as `"42"`).
    func string(_ expected: String = "a string") throws -> String {
        try scalarText(expected: expected).text
    }

    /// A finite number that passes `isValid`; `expected` describes the valid ones.
    func number(_ expected: String, _ isValid: (Double) -> Bool = { _ in true }) throws -> Double {
        try checkParameterUse(takes: [.number, .integer, .duration], "a number")
        let (text, bare) = try scalarText(expected: expected)
        guard let value = Self.number(text.trimmingCharacters(in: .whitespaces)) else {
            throw error(.wrongType, "expected \(expected); got \(shown(text, bare: bare))")
        }
        guard bare else {
            throw error(.wrongType, "expected \(expected); got the string \(shown(text, bare: false)) — remove the quotes")
        }
        guard value.isFinite else {
            throw error(.invalidValue, "expected \(expected); got \(shown(text, bare: true)), which is not a finite number")
        }
        guard isValid(value) else { throw error(.invalidValue, "expected \(expected); got \(shown(text, bare: true))") }
        return value
    }

    /// A number in a documented range; an error quotes the range ("expected a number of pixels
    /// from -16384 to 16384; got 1e+300").
    func number(in range: ValueRange) throws -> Double {
        let value = try number(range.expectation)
        guard range.contains(value) else {
            throw error(.invalidValue, "expected \(range.expectation); got \(ValueRange.format(value))")
        }
        return value
    }

    /// A whole number in a documented range.
    func integer(in range: ValueRange) throws -> Int {
        Int(saturating: try number(in: range))
    }

    /// A whole number in a range; `expected` describes it.
    func integer(_ expected: String, in range: ClosedRange<Int>) throws -> Int {
        let value = try number(expected)
        guard value == value.rounded(), let whole = Int(exactly: value), range.contains(whole) else {
            throw error(.invalidValue, "expected \(expected); got \(MarkupValue.number(value))")
        }
        return whole
    }

    /// A time in seconds: a duration (`TitleCard.durationRange`, greater than 0), or with
    /// `allowZero` a moment or a delay (`TitleCard.timeRange`, 0 or more).
    func seconds(allowZero: Bool) throws -> Double {
        try number(in: allowZero ? TitleCard.timeRange : TitleCard.durationRange)
    }

    /// `true` or `false`.
    func bool() throws -> Bool {
        try checkParameterUse(takes: [.boolean], "true or false")
        let (text, bare) = try scalarText(expected: "true or false")
        guard bare, text == "true" || text == "false" else {
            throw error(.wrongType, "expected true or false; got \(shown(text, bare: bare))")
        }
        return text == "true"
    }

    /// Text as an error shows what it found: an unquoted number or Boolean as it is, anything
    /// else quoted. Unlike `found`, this is the text after variables were filled in.
    private func shown(_ text: String, bare: Bool) -> String {
        if bare, text.count <= Excerpt.limit, Self.number(text) != nil || text == "true" || text == "false" { return text }
        // A long value (a 1 MB variable) is quoted as its start and its length.
        guard text.count > Excerpt.limit else { return MarkupValue.string(text).description }
        return "\"\(Excerpt.of(text))\" (\(text.count) characters)"
    }

    /// One of an enumeration's raw values.
    func choice<Choice: CaseIterable & RawRepresentable>(_ type: Choice.Type) throws -> Choice
    where Choice.RawValue == String {
        let names = Choice.allCases.map(\.rawValue)
        return Choice(rawValue: try name(in: names, expected: "one of \(names.joined(separator: ", "))"))!
    }

    /// One of a list of names; `expected` says what they are ("a transition, one of …").
    func name(in names: [String], expected: String) throws -> String {
        let text = try string(expected)
        guard !names.contains(text) else { return text }
        let suggestion = NameSuggestion.nearest(to: text, among: names)
        let hint = suggestion.map { " — did you mean \(MarkupValue.string($0))?" } ?? ""
        throw error(.unknownName, "expected \(expected); got \(shown(text, bare: false))\(hint)", suggestion: suggestion)
    }

    /// One of a list of named values (`UnitPoint.named`, `UnitCurve.named`, …); `what` says what
    /// they are ("an anchor"), `alternative` what else the key takes.
    func named<Value>(_ list: [(name: String, value: Value)], what: String, alternative: String? = nil) throws -> Value {
        let names = list.map(\.name)
        let expected = "\(what): one of \(names.joined(separator: ", "))" + (alternative.map { ", \($0)" } ?? "")
        let name = try self.name(in: names, expected: expected)
        return list.first { $0.name == name }!.value
    }

    /// A colour name or hex code (`Color(parsing:)`, Kinetype's one colour grammar).
    func color() throws -> Color {
        try checkParameterUse(takes: [.color], "a colour")
        let text = try string(Self.colorExpectation)
        return try Self.color(text) { message, suggestion in error(.unknownName, message, suggestion: suggestion) }
    }

    static let colorExpectation = "a colour: a name such as white or a hex code such as \"#ff3b8e\""

    /// A colour from text (`Color(parsing:)`), or the error `makeError` builds from a message
    /// and a suggestion, worded for a scene file.
    static func color(_ text: String, _ makeError: (String, String?) -> SceneError) throws -> Color {
        let shown = text.count > Excerpt.limit ? "\"\(Excerpt.of(text))\" (\(text.count) characters)" : MarkupValue.string(text).description
        let got = "expected \(colorExpectation); got \(shown)"
        do {
            return try Color(parsing: text)
        } catch .emptyColor {
            throw makeError(got, nil)
        } catch .malformedHexColor {
            throw makeError("\(got) — a hex code has 3, 4, 6 or 8 hex digits after the #", nil)
        } catch .hexWithoutHash(let digits) {
            let suggestion = "#" + digits
            let hint = "did you mean \(MarkupValue.string(suggestion))? A hex code needs its #, in quotes in YAML"
            throw makeError("\(got) — \(hint)", suggestion)
        } catch .unknownColorName(_, let suggestion) {
            let hint = suggestion.map { " — did you mean \(MarkupValue.string($0))?" } ?? ""
            throw makeError(got + hint, suggestion)
        } catch .malformedPathData, .malformedSafeArea {
            throw makeError(got, nil)  // not thrown by Color(parsing:); the enum is the module's one error
        }
    }

    /// The error for a variable that could not be filled in, at the `{{` it concerns.
    private func variableError(_ problem: TemplateVariables.Problem) -> SceneError {
        let place = context.templateLocation(occurrence: problem.occurrence, from: line, column: column)
        let message: String, suggestion: String?
        switch problem.kind {
        case .unknown(let name) where context.parameters != nil:
            (message, suggestion) = undeclared(name)
        case .unknown(let name):
            let known = context.variables.keys.sorted()
            suggestion = NameSuggestion.nearest(to: name, among: known)
            let list = known.isEmpty ? "no variables were given" : "the variables given are \(known.joined(separator: ", "))"
            let fix = suggestion.map { " — did you mean '\($0)'?" } ?? ""
            message = """
                unknown variable '\(name)'\(fix) (\(list)); give it a value (on the command line, \
                --var \(name)=VALUE), or write \\{{ for a literal {{
                """
        case .unterminated:
            suggestion = nil
            message = "unterminated {{: close the variable with }}, or write \\{{ for a literal {{"
        case .malformedName(let name):
            suggestion = nil
            message = """
                malformed variable name '\(name)' in {{…}}: use letters, digits, _, - and . — or write \\{{ for a literal {{
                """
        }
        return SceneError(.unknownVariable, file: context.file, line: place.line, column: place.column,
                          keyPath: path.description, message: message, suggestion: suggestion)
    }
}
