import KinetypeDiagnostics

/// The one error type of KinetypePrimitives: input that could not be read, with what was wrong
/// and how to fix it.
///
/// ```swift
/// do { _ = try Color(parsing: "rde") }
/// catch { print(error) }     // a PrimitivesError: Color(parsing:) throws only that
/// // unknown color name "rde"; did you mean "red"? Use a name (red, orange, …) or a hex code
/// // such as #ff3b8e.
/// ```
public enum PrimitivesError: KinetypeError, Hashable, Sendable, CustomStringConvertible {
    /// The color string was empty or only whitespace.
    case emptyColor
    /// The string is neither a known color name nor a hex code; `suggestion` is the nearest name.
    case unknownColorName(String, suggestion: String?)
    /// The string starts with `#` but is not 3, 4, 6 or 8 hex digits.
    case malformedHexColor(String)
    /// The string is hex digits without the `#` a hex code needs.
    case hexWithoutHash(String)
    /// SVG path data (`Path(svgPathData:)`) that could not be read: the data, the 1-based
    /// character position of the first bad character, and what was expected there.
    case malformedPathData(String, position: Int, problem: String)
    /// A safe area (`SafeArea(parsing:)`) that is neither a platform's name nor four insets.
    case malformedSafeArea(String, problem: String)

    /// The problem and how to fix it, naming the input (a short excerpt of it, ``Excerpt``): for
    /// example `unknown color name "rde"; did you mean "red"? Use a name (red, orange, …) or a
    /// hex code such as #ff3b8e, …`.
    public var description: String {
        let howToFix = "Use a name (\(Color.parsableNames.prefix(4).joined(separator: ", ")), …) "
            + "or a hex code such as #ff3b8e, #f0c or #ff3b8e80."
        switch self {
        case .emptyColor:
            return "empty color. \(howToFix)"
        case .unknownColorName(let name, let suggestion?):
            return "unknown color name \"\(Excerpt.of(name))\"; did you mean \"\(suggestion)\"? \(howToFix)"
        case .unknownColorName(let name, nil):
            return "unknown color name \"\(Excerpt.of(name))\". \(howToFix)"
        case .hexWithoutHash(let text):
            return "hex color \"\(Excerpt.of(text))\" needs its #: write \"#\(Excerpt.of(text))\" (in quotes in YAML, where # starts a comment)."
        case .malformedPathData(let data, let position, let problem):
            return "bad SVG path data at character \(position) of \"\(Excerpt.around(data, offset: position - 1))\": \(problem). "
                + "Write commands and numbers as in \"M 100 400 C 400 100 800 700 1180 300\"."
        case .malformedSafeArea(let text, let problem):
            return "\"\(Excerpt.of(text))\" is not a safe area: \(problem); give \(SafeArea.names)"
        case .malformedHexColor(let text):
            return "malformed hex color \"\(Excerpt.of(text))\": expected #rgb, #rgba, #rrggbb or #rrggbbaa "
                + "with digits 0-9 and a-f."
        }
    }
}
