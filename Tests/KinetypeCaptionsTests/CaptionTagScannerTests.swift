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

extension CaptionTagScannerTests {
    @Test("SubStation's visible text and block replacement equal the regular expressions and replacements they stand for")
    func blocksMatchTheirExpressions() {
        let anyBlock = TextPattern(#"\{[^}]*\}"#), backslashBlock = TextPattern(#"\{(\\[^}]*)\}"#)
        var random = SplitMix64(seed: 0x5b10)
        // No combining marks: the references slice the text by characters, which rounds an index
        // inside "}\u{301}" down and repeats the brace (the scanners work on scalars, as libass
        // does; that case is checked on its own below).
        let alphabet = ["{", "}", "{\\", "\\", "\\N", "\\n", "\\h", "\\\\", "N", "h", "n", " ", "a", "é", "ש", "\n", "k"]
        var texts = ["{\\an8}{\\i1}Top{\\i0} {not a block} {\\b1", "a{\\x}b{\\y", "Line\\Nnext\\hword", "{\\k25}Ka{\\k30}ra", "{}{\\}}"]
        for _ in 0..<3_000 {
            texts.append((0..<random.next(below: 20)).map { _ in alphabet[random.next(below: alphabet.count)] }.joined())
        }
        var mismatches: [String] = []
        for text in texts {
            let expected = anyBlock.replacing(in: text, with: "")
                .replacingOccurrences(of: "\\N", with: "\n").replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\h", with: "\u{00A0}")
            if ASSReader.visibleText(text) != expected { mismatches.append("visible: \(text.debugDescription)") }
            let marked = CaptionText.replacingBlocks(in: text, requiringBackslash: true) { "[" + $0.uppercased() + "]" }
            if marked != backslashBlock.replacing(in: text, by: { "[" + ($0[1] ?? "").uppercased() + "]" }) { mismatches.append("blocks: \(text.debugDescription)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
        #expect(texts.filter { ASSReader.visibleText($0) != $0 }.count > 1_000)
        // A combining mark after a brace or a break keeps its place, scalar by scalar.
        #expect(ASSReader.visibleText("a{\\i1}\u{301}b\\N\u{301}c") == "a\u{301}b\n\u{301}c")
        #expect(CaptionText.removingOverrideBlocks("x{\u{301}\\i1}{\\b1}\u{301}y") == "x{\u{301}\\i1}\u{301}y")
    }
}

extension CaptionTagScannerTests {
    @Test("colour tags are found as their regular expressions find them, in any case")
    func colorTagsMatchTheirExpressions() {
        let opening = TextPattern(#"<(font|c)([ .][^<>]*)?>"#, caseInsensitive: true), closing = TextPattern(#"</(font|c)>"#, caseInsensitive: true)
        var random = SplitMix64(seed: 0xc01)
        let alphabet = ["<", ">", "/", "<font", "<FONT", "<Font ", "<c", "<C.", "</", "font", "c", "f", " ", ".", "color=red", "a", "é", "ש", "\n"]
        var texts = ["<font color=\"#ff0000\">red</font>", "<c.yellow.bg_blue>Yellow</c>", "<FONT COLOR=red>x</FONT>", "<fontx>", "<cx>", "<c>"]
        for _ in 0..<3_000 {
            texts.append((0..<random.next(below: 16)).map { _ in alphabet[random.next(below: alphabet.count)] }.joined())
        }
        var mismatches: [String] = []
        for text in texts {
            let mine = CaptionText.replacingColorTags(in: text, opening: { "[\($1 ? "F" : "C")|\($0)]" }, closing: "[/]")
            let reference = closing.replacing(in: opening.replacing(in: text) { "[\($0[1]!.lowercased() == "font" ? "F" : "C")|\($0[2] ?? "")]" },
                                              with: "[/]")
            if mine != reference { mismatches.append(text.debugDescription) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
        #expect(texts.filter { CaptionText.replacingColorTags(in: $0, opening: { _, _ in "" }, closing: "") != $0 }.count > 300)
    }
}

extension CaptionTagScannerTests {
    @Test("override switches are found as their regular expressions find them, backtracking included")
    func switchesMatchTheirExpressions() {
        let emphasis = TextPattern(#"\\([ibu])(\d+)(?![a-z])"#)
        let color = TextPattern(#"\\(?:([12]?)c(?:&[Hh]([0-9A-Fa-f]{1,8})&?)?(?![a-z])|r(?![a-z]))"#)
        var random = SplitMix64(seed: 0x5317c4)
        let alphabet = ["\\", "\\i", "\\b", "\\u", "\\c", "\\1c", "\\2c", "\\3c", "\\r", "\\c&H", "\\2c&h", "&H", "&", "0", "1", "7", "FF",
                        "a", "f", "x", "z", "A", "(", "é"]
        var blocks = ["\\i1\\b700\\u0", "\\c&H0000FF&\\2c&HFFFFFF&", "\\b12x", "\\c&H12345678a", "\\clip(1,2)", "\\rnd\\r", "\\1c&Habc", "\\c&H&"]
        for _ in 0..<4_000 {
            blocks.append((0..<random.next(below: 10)).map { _ in alphabet[random.next(below: alphabet.count)] }.joined())
        }
        var mismatches: [String] = []
        for block in blocks {
            let mine = Marker.emphasisSwitches(in: block).map { "\($0.letter)\($0.digits)" }
            if mine != emphasis.matches(in: block).map({ "\($0[1]!)\($0[2]!)" }) { mismatches.append("emphasis: \(block.debugDescription)") }
            let colors = Marker.colorSwitches(in: block).map { "\($0.number ?? "nil")|\($0.hex ?? "nil")" }
            if colors != color.matches(in: block).map({ "\($0[1].map(String.init) ?? "nil")|\($0[2].map(String.init) ?? "nil")" }) {
                mismatches.append("color: \(block.debugDescription)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
        #expect(blocks.filter { !Marker.emphasisSwitches(in: $0).isEmpty }.count > 150)
        #expect(blocks.filter { Marker.colorSwitches(in: $0).contains { $0.hex != nil } }.count > 150)
    }
}

extension CaptionTagScannerTests {
    /// The time reader as it was written on Foundation before it read bytes: the reference the
    /// byte reader must agree with.
    static func foundationTime(_ text: Substring) -> Double? {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count) else { return nil }
        let secondsText = parts.last!.replacingOccurrences(of: ",", with: ".")
        guard let seconds = Double(secondsText), seconds >= 0, seconds < 60,
              secondsText.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }) else { return nil }
        var total = seconds
        for (index, part) in parts.dropLast().reversed().enumerated() {
            guard let value = Int(part), value >= 0, part.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            if index == 0 && value >= 60 { return nil }
            total += Double(value) * (index == 0 ? 60 : 3600)
        }
        return total
    }

    @Test("caption times read from bytes equal the Foundation reading on 5,000 random and real stamps")
    func timesMatchFoundation() {
        var random = SplitMix64(seed: 0x71e)
        let alphabet = ["0", "1", "5", "9", "59", "60", "00", ":", ",", ".", " ", "\t", "\u{00A0}", "-", "+", "e", "99999999999999999999", "٣"]
        var stamps = ["00:00:01,000", "00:01:02.500", "1:02:03.45", "  00:00:05,5 ", "\u{00A0}00:00:01.000\u{00A0}", "00:60:00.000", "01:02", "1:2:3:4"]
        let fields = ["0", "00", "5", "59", "60", "99999999999999999999", "", "+1", "٣", "1e1", "-1"]
        let fractions = ["", ",000", ".5", ",", ".", "..5", ",5,", "5"]
        let edges = ["", " ", "\t", "\u{00A0}", "x"]
        for index in 0..<5_000 {
            guard index % 2 == 0 else {
                stamps.append((0..<random.next(below: 9)).map { _ in alphabet[random.next(below: alphabet.count)] }.joined())
                continue
            }
            let count = 1 + random.next(below: 4)
            let body = (0..<count).map { _ in fields[random.next(below: fields.count)] }.joined(separator: ":")
            stamps.append(edges[random.next(below: edges.count)] + body + fractions[random.next(below: fractions.count)] + edges[random.next(below: edges.count)])
        }
        let mismatches = stamps.filter { CaptionTime.parse($0[...]) != Self.foundationTime($0[...]) }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10).map(\.debugDescription))")
        #expect(stamps.filter { CaptionTime.parse($0[...]) != nil }.count > 50)
    }
}

extension CaptionTagScannerTests {
    @Test("a caption file's lines split at CRLF, CR and LF as Foundation's replacements and a split did")
    func linesMatchFoundation() throws {
        var random = SplitMix64(seed: 0x11e5)
        // No combining marks: Foundation's search does not find a CR a combining mark follows,
        // though a CR always ends a line (checked on its own below).
        let alphabet = ["a", "\r", "\n", "\r\n", "\n\r", "é", "ש", " ", "1", "-->"]
        for _ in 0..<2_000 {
            let text = (0..<random.next(below: 12)).map { _ in alphabet[random.next(below: alphabet.count)] }.joined()
            let expected = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let lines = try CaptionInput(data: Data(text.utf8), fileName: "x.srt").lines()
            #expect(lines == expected, "\(text.debugDescription)")
            if lines != expected { break }
        }
        #expect(try CaptionInput(data: Data("a\r\u{301}b\r\n".utf8), fileName: "x.srt").lines() == ["a", "\u{301}b", ""])
    }
}
