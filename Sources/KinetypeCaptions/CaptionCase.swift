import Foundation

/// The letter case captions are shown and written in: as the file has them, or upper, lower or
/// title case by the rules of the captions' language.
///
/// The mapping is Foundation's locale-aware one (ICU's full case mapping), so it follows each
/// language's own rules: Turkish and Azerbaijani dotted and dotless i (`istanbul` → `İSTANBUL`
/// in `tr`), German ß (`straße` → `STRASSE`), Greek final sigma (`ΟΔΟΣ` → `οδος` lower case)
/// and Greek capitals without their accents (`όλα` → `ΟΛΑ` in `el`), Dutch `ij` in title case.
/// Without a language the rules are Unicode's defaults (the root locale).
///
/// ```swift
/// print(CaptionCase.upper.apply(to: "istanbul", language: "tr"))   // İSTANBUL
/// ```
public enum CaptionCase: String, CaseIterable, Hashable, Sendable {
    /// The text as the file gives it.
    case none
    /// Every letter in upper case.
    case upper
    /// Every letter in lower case.
    case lower
    /// Each word's first letter in upper case, the rest in lower case.
    case title

    /// `text` in this case, by the rules of `language` (a BCP 47 tag, as `tr` or `de-CH`; nil is
    /// Unicode's defaults).
    public func apply(to text: String, language: String?) -> String {
        let locale = language.map { Locale(identifier: $0) } ?? Locale(identifier: "")
        switch self {
        case .none: return text
        case .upper: return text.uppercased(with: locale)
        case .lower: return text.lowercased(with: locale)
        case .title: return text.capitalized(with: locale)
        }
    }

    /// The names `--case` and a scene's `case` take, for messages: `upper, lower, title or none`.
    public static let names = "upper, lower, title or none"
}
