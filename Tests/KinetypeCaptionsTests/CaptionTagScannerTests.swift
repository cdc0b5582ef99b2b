import Foundation
@testable import KinetypeCaptions
import KinetypePrimitives
import KinetypeTestSupportCore
import Testing

/// The one-pass tag scanners caption reading uses match the regular expressions they stand for,
/// run by ICU through `NSRegularExpression` (an independent implementation), on random text
/// made of the characters tags are built from, and on real cues.
@Suite struct CaptionTagScannerTests {
    static let speaker = TextPattern(#"(?<=\S)[ \t]*<v[ .][^<>]*>"#)
    static let tag = TextPattern(#"</?[A-Za-z][^<>]*>"#)
    static let overrideBlock = TextPattern(#"\{\\[^}]*\}"#)

    static let cues = [
        "<v Bob>Hi</v> there <v.loud Ann>no!", "Tom: hi\t<v Ann>yo", "<i>It's</i> <font color=\"#ff0000\">red</font>",
        "2<3,5>1 and a<b", "{\\an8}{\\i1}Top{\\i0} {not a block} {\\b1", "\u{00A0}<v A>x", "שלום <v דני>מה", "مرحبا\n<v B>x",
        "<c.yellow.bg_blue>Yellow</c>", "<<i>>", "</>", "<1>", "{\\}", "a{\\x}b{\\y", "<v\tX>", "é <v.a>",
    ]

    @Test("each scanner equals its regular expression on 3,000 random texts and on real cues")
    func scannersMatchTheirExpressions() {
        var random = SplitMix64(seed: 0x7a65)
        // Fragments rather than single characters, so tags and near-tags are common.
        let alphabet = ["<", ">", "/", "v", "<v ", "<v.", "</", "<i>", "{\\", "\\", "}", "{", " ", "\t", ".", "a", "Z", "1", "\n", "\u{00A0}", "é", "ש"]
        var texts = Self.cues
        for _ in 0..<3_000 {
            let length = Int(random.next() % 24)
            texts.append((0..<length).map { _ in alphabet[random.next(below: alphabet.count)] }.joined())
        }
        var mismatches: [String] = []
        for text in texts {
            if CaptionText.breakingAtSpeakers(text) != Self.speaker.replacing(in: text, with: "\n") { mismatches.append("speaker: \(text.debugDescription)") }
            if CaptionText.removingTags(text) != Self.tag.replacing(in: text, with: "") { mismatches.append("tag: \(text.debugDescription)") }
            if CaptionText.removingOverrideBlocks(text) != Self.overrideBlock.replacing(in: text, with: "") {
                mismatches.append("block: \(text.debugDescription)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
        // The texts did exercise each rule.
        #expect(texts.filter { CaptionText.breakingAtSpeakers($0) != $0 }.count > 50)
        #expect(texts.filter { CaptionText.removingTags($0) != $0 }.count > 200)
        #expect(texts.filter { CaptionText.removingOverrideBlocks($0) != $0 }.count > 100)
    }
}
