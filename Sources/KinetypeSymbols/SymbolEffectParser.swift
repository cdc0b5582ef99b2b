import KinetypeDiagnostics
import Foundation

/// Reads Apple-style dot strings such as `bounce.up.byLayer` into ``AnySymbolEffect``.
///
/// Grammar (whitespace allowed around the whole string and inside parentheses only):
///
/// ```
/// effect   = ["."] name { "." option }
/// name     = one of SymbolEffectName          (bounce, variableColor, drawOn, …)
/// option   = token [ "(" argument ")" ]
/// argument = ["angle:"] number                for custom:  wiggle.custom(30), custom(angle: -45.5)
///          | ["fallback:"] ["." | "replace."] ("downUp" | "upUp" | "offUp")
///                                             for magic:   replace.magic(upUp); bare magic = downUp
///          | charset-or-label { "," label }     for scramble: replace.scramble(digits),
///                                             scramble(charset: "01", order: reverse, seed: 7)
///          | label { "," label }               for interpolate: replace.interpolate(wght: 900, size: 96)
///          | ["unit:"] ("line" | "cluster")    for morph:   replace.morph(cluster)
///          | "countsDown" [":" ("true" | "false")]   for numericText: replace.numericText(countsDown)
/// ```
///
/// Options may come in any order; ``AnySymbolEffect/description`` prints them in catalogue group
/// order, so `parse(e.description) == e`. Unlike Swift chaining, where a later option silently
/// wins (`.bounce.up.down` is `.bounce.down`), the parser rejects two different options from
/// one group as a conflict; naming the same option twice is harmless.
public enum SymbolEffectParser {
    /// Parses a dot string, throwing a ``SymbolEffectError`` that says how to fix it.
    public static func parse(_ string: String) throws(SymbolEffectError) -> AnySymbolEffect {
        var segments = try split(string)
        let nameText = segments.removeFirst()
        guard let name = SymbolEffectName(rawValue: nameText) else {
            if nameText.contains("(") {
                throw .malformed(string, reason: "the effect name '\(nameText)' takes no argument")
            }
            let suggestion = NameSuggestion.nearest(to: nameText, among: SymbolEffectName.allCases.map(\.rawValue))
            throw .unknownEffect(nameText, suggestion: suggestion.flatMap(SymbolEffectName.init))
        }
        let entry = SymbolEffectCatalog.entry(for: name)
        var chosen: [Int: SymbolEffectOption] = [:]
        for segment in segments {
            let (token, argument) = try splitArgument(segment, in: string)
            guard let group = entry.groupIndex(of: token) else {
                throw .unknownOption(effect: name, option: token, available: entry.options)
            }
            let option = try makeOption(token, argument: argument, in: string)
            if let earlier = chosen[group], earlier != option {
                throw .conflictingOptions(effect: name, earlier.description, option.description)
            }
            chosen[group] = option
        }
        if let path = chosen.values.first(where: { $0 == .arc || $0 == .straight }),
           !chosen.values.contains(where: { if case .magic = $0 { true } else { false } }) {
            throw .malformed(string, reason: "\(path.token) is the path magic replace moves kept glyphs along: add magic, as replace.magic.\(path.token)")
        }
        return AnySymbolEffect(name: name, chosen: chosen)
    }

    /// Splits at dots outside parentheses; drops one leading dot (`.bounce.up`, as in Swift).
    private static func split(_ string: String) throws(SymbolEffectError) -> [String] {
        var text = Substring(string.trimmingCharacters(in: .whitespacesAndNewlines))
        if text.first == "." { text = text.dropFirst() }
        guard !text.isEmpty else { throw .malformed(string, reason: "it is empty; write e.g. bounce.up") }
        var segments: [String] = [], current = "", depth = 0
        for character in text {
            switch character {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth < 0 { throw .malformed(string, reason: "')' without '('") }
            case "." where depth == 0:
                segments.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        guard depth == 0 else { throw .malformed(string, reason: "'(' without ')'") }
        segments.append(current)
        if segments.contains(where: \.isEmpty) {
            throw .malformed(string, reason: "an empty name between dots")
        }
        return segments
    }

    /// `custom( angle: 30 )` → (`custom`, `angle: 30`); `up` → (`up`, nil).
    private static func splitArgument(_ segment: String, in string: String)
        throws(SymbolEffectError) -> (String, String?)
    {
        guard let open = segment.firstIndex(of: "(") else {
            try checkIdentifier(segment, in: string)
            return (segment, nil)
        }
        guard segment.last == ")" else {
            throw .malformed(string, reason: "text after ')' in '\(segment)'")
        }
        let token = String(segment[..<open])
        try checkIdentifier(token, in: string)
        let inner = segment[segment.index(after: open)..<segment.index(before: segment.endIndex)]
        return (token, inner.trimmingCharacters(in: .whitespaces))
    }

    private static func checkIdentifier(_ token: String, in string: String) throws(SymbolEffectError) {
        guard let first = token.first, first.isLetter,
              token.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { throw .malformed(string, reason: "'\(token)' is not a name") }
    }

    private static func makeOption(_ token: String, argument: String?, in string: String)
        throws(SymbolEffectError) -> SymbolEffectOption
    {
        switch token {
        case "custom":
            guard let argument, !argument.isEmpty else {
                throw .malformed(string, reason: "custom needs an angle in degrees, e.g. custom(30)")
            }
            guard let angle = Double(dropLabel("angle", from: argument)), angle.isFinite else {
                throw .malformed(string, reason: "custom angle '\(argument)' is not a number")
            }
            guard SymbolEffectOption.angleRange.contains(angle) else {
                throw .malformed(string, reason: "custom angle \(argument) is out of range: give \(SymbolEffectOption.angleRange.expectation)")
            }
            return .custom(angle: angle)
        case "magic":
            guard let argument, !argument.isEmpty else { return .magic(fallback: .downUp) }
            var fallback = Substring(dropLabel("fallback", from: argument))
            if fallback.hasPrefix(".") { fallback = fallback.dropFirst() }
            if fallback.hasPrefix("replace.") { fallback = fallback.dropFirst("replace.".count) }
            guard let direction = SymbolEffectOption.plainOptions[String(fallback)],
                  [.downUp, .upUp, .offUp].contains(direction)
            else {
                throw .malformed(string, reason: "magic fallback '\(argument)' is not downUp, upUp or offUp")
            }
            return .magic(fallback: direction)
        case "scramble":
            do {
                return .scramble(try ScrambleOptions.parse(argument))
            } catch {
                throw .malformed(string, reason: error.reason)
            }
        case "interpolate":
            do {
                return .interpolate(try InterpolateOptions.parse(argument))
            } catch {
                throw .malformed(string, reason: error.reason)
            }
        case "morph":
            do {
                return .morph(try MorphOptions.parse(argument))
            } catch {
                throw .malformed(string, reason: error.reason)
            }
        case "numericText":
            guard let argument, !argument.isEmpty else { return .numericText(countsDown: nil) }
            switch argument.filter({ !$0.isWhitespace }) {
            case "countsDown", "countsDown:true": return .numericText(countsDown: true)
            case "countsDown:false": return .numericText(countsDown: false)
            default:
                throw .malformed(string, reason: """
                    numericText takes countsDown or countsDown: true|false, not '\(argument)' \
                    (leave it out to roll in the direction of the change)
                    """)
            }
        default:
            if argument != nil { throw .malformed(string, reason: "'\(token)' takes no argument") }
            return SymbolEffectOption.plainOptions[token]!
        }
    }

    /// `angle: 30` → `30`; text without the label is returned trimmed.
    private static func dropLabel(_ label: String, from argument: String) -> String {
        guard argument.hasPrefix(label + ":") else { return argument }
        return argument.dropFirst(label.count + 1).trimmingCharacters(in: .whitespaces)
    }
}
