import Foundation

extension Text {
    /// Shapes the text as written in `language`, as SwiftUI's `typesettingLanguage(_:isEnabled:)`:
    /// fonts then apply that language's forms (OpenType `locl`), such as the Serbian and Macedonian
    /// б, or the Catalan l·l.
    ///
    /// Like the other span modifiers, it sets the language of every span that has none, so the
    /// innermost one wins. Without it a text is shaped as undetermined (`und`), whatever the
    /// process locale, so the same input gives the same glyphs on every machine. When `isEnabled`
    /// is false the text is returned unchanged.
    ///
    /// ```swift
    /// Text("бук").typesettingLanguage(Locale.Language(identifier: "sr"))
    /// ```
    ///
    /// The language reaches HarfBuzz as a BCP 47 tag of its language code, script and region
    /// (`hb_buffer_set_language`); HarfBuzz maps it to the font's OpenType language system. The
    /// ellipsis of a truncated line and the hyphen of a hyphenated one are shaped in it too.
    /// Line breaking uses it as SwiftUI does: libunibreak breaks by the language's rules
    /// (`set_linebreaks_utf32`; in Chinese a line may break before an opening “, in German
    /// between « and »), and ``hyphenate(_:)`` hyphenates with its patterns. SwiftUI also uses the
    /// language for line height; Kinetype does not.
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text {
        guard isEnabled else { return self }
        let tag = Text.bcp47Tag(of: language)
        return modifying { if $0.language == nil { $0.language = tag } }
    }

    /// `language` as a BCP 47 tag (`sr-Cyrl`, `zh-Hant-TW`), or nil when it has no language code.
    ///
    /// Built from the components rather than `minimalIdentifier`, which turns `und` into `en`.
    static func bcp47Tag(of language: Locale.Language) -> String? {
        guard let code = language.languageCode?.identifier, !code.isEmpty else { return nil }
        let subtags = [code, language.script?.identifier, language.region?.identifier]
        return subtags.compactMap { $0 }.joined(separator: "-")
    }
}
