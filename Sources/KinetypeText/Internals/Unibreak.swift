import Foundation
internal import CKinetypeUnibreak

/// Where a line may or must break, from libunibreak (UAX #14).
enum LineBreakOpportunity: UInt8 {
    case mustBreak, allowBreak, noBreak
}

/// The libunibreak calls of the text module, in one place.
enum Unibreak {
    private static let initialized: Bool = {
        init_linebreak()
        return true
    }()

    /// The opportunity after each scalar, each judged by the rules of its own language
    /// (`languages`, one per scalar: the span's ``Text/typesettingLanguage(_:isEnabled:)``).
    /// libunibreak takes one language a call, so the text goes through once for each language
    /// it has, and each scalar takes the answer of its own.
    static func opportunities(_ scalars: [UInt32], languages: [String?]) -> [LineBreakOpportunity] {
        var distinct: [String?] = []
        for language in languages where !distinct.contains(language) { distinct.append(language) }
        guard distinct.count > 1 else { return opportunities(scalars, language: distinct.first ?? nil) }
        let answers = distinct.map { opportunities(scalars, language: $0) }
        return scalars.indices.map { answers[distinct.firstIndex(of: languages[$0])!][$0] }
    }

    /// The opportunity after each scalar of `scalars` (`set_linebreaks_utf32`), by the rules
    /// of `language` (a BCP 47 tag; libunibreak 1.1 changes how quotation marks break for `de`,
    /// `en`, `es`, `fr`, `ru` and `zh`: a Chinese text may break before “, a German one
    /// between « and »). The last scalar of
    /// a text always reports a mandatory break (end of text).
    ///
    /// Debian's libunibreak 1.1 predates the regional-indicator rules and aborts on an assertion
    /// when it meets one, so regional indicators go in as an ideograph (class ID: a break is
    /// allowed between flags), and U+FFFF, its end-of-text sentinel, goes in as U+FFFD. Kinetype breaks only between grapheme clusters, so a flag's two
    /// halves stay together whatever libunibreak says.
    static func opportunities(_ scalars: [UInt32], language: String? = nil) -> [LineBreakOpportunity] {
        _ = initialized
        guard !scalars.isEmpty else { return [] }
        var breaks = [CChar](repeating: 0, count: scalars.count)
        let input = scalars.map { scalar -> UInt32 in
            if (0x1F1E6...0x1F1FF).contains(scalar) { return 0x4E00 }
            // libunibreak reads U+FFFF as its end-of-text sentinel; a noncharacter breaks like U+FFFD.
            return scalar == 0xFFFF ? 0xFFFD : scalar
        }
        input.withUnsafeBufferPointer { text in
            set_linebreaks_utf32(text.baseAddress, scalars.count, language, &breaks)
        }
        return breaks.map { value in
            switch Int32(value) {
            case LINEBREAK_MUSTBREAK: return .mustBreak
            case LINEBREAK_ALLOWBREAK: return .allowBreak
            default: return .noBreak
            }
        }
    }
}
