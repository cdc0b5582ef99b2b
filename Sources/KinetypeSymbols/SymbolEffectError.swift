/// Why a dot string, an options dictionary or a pose request was rejected.
///
/// The one error type of this module. Each case carries what the user needs to fix the input,
/// and ``description`` says it in a sentence, for example
/// `bounce has no option 'iterative'; its options: up, down, byLayer, wholeSymbol`.
public enum SymbolEffectError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The effect name is not in the catalogue; `suggestion` is the closest name, if close.
    case unknownEffect(String, suggestion: SymbolEffectName?)
    /// The effect has no such option; `available` lists the ones it has.
    case unknownOption(effect: SymbolEffectName, option: String, available: [String])
    /// Two options from one group were given, such as `up` and `down`.
    case conflictingOptions(effect: SymbolEffectName, String, String)
    /// The string is not `name(.option)*`; `reason` says what is wrong.
    case malformed(String, reason: String)
    /// An options dictionary has a key other than `repeat`, `speed`, `nonRepeating`.
    case unknownOptionsKey(String, suggestion: String?)
    /// An options dictionary value has the wrong type or range.
    case invalidOptionsValue(key: String, reason: String)
    /// The effect does not support the behaviour asked for.
    case unsupportedBehavior(effect: SymbolEffectName, SymbolEffectBehavior)

    /// The problem and how to fix it, in one sentence, as the command line prints it.
    public var description: String {
        switch self {
        case let .unknownEffect(name, suggestion):
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
            let names = SymbolEffectName.allCases.map(\.rawValue).joined(separator: ", ")
            return "unknown effect '\(name)'\(hint) (effects: \(names))"
        case let .unknownOption(effect, option, available):
            if available.isEmpty { return "\(effect) has no option '\(option)'; it takes no options" }
            return "\(effect) has no option '\(option)'; its options: "
                + available.joined(separator: ", ")
        case let .conflictingOptions(effect, first, second):
            return "\(effect) options '\(first)' and '\(second)' conflict; keep one of them"
        case let .malformed(string, reason):
            return "malformed effect '\(string)': \(reason)"
        case let .unknownOptionsKey(key, suggestion):
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
            return "unknown effect options key '\(key)'\(hint) (keys: repeat, speed, nonRepeating)"
        case let .invalidOptionsValue(key, reason):
            return "effect option '\(key)': \(reason)"
        case let .unsupportedBehavior(effect, behavior):
            let supported = SymbolEffectCatalog.entry(for: effect).behaviors
                .map(\.rawValue).joined(separator: ", ")
            return "\(effect) is not a \(behavior) effect; it supports: \(supported)"
        }
    }
}
