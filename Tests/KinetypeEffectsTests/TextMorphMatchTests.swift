import Foundation
import Kinetype
import KinetypeTestSupportCore
import Testing

/// The text morph's matching against Python's difflib (`SequenceMatcher(autojunk=False)`),
/// words first, then the clusters of the words left over.
@Suite struct TextMorphMatchTests {
    static func pairs(_ old: String, _ new: String, font: Font = .system(size: 20)) throws -> [[Int]] {
        let match = TextMorphMatch(old: try Text(old).font(font).layout(), new: try Text(new).font(font).layout())
        return match.graphemePairs.map { [$0.old, $0.new] }.sorted { ($0[0], $0[1]) < ($1[0], $1[1]) }
    }

    @Test("the named cases and random strings match as difflib matches them")
    func againstDifflib() throws {
        var cases: [(old: String, new: String)] = [
            ("This magic", "This is magic"), ("the morse code", "here come dots"), ("Mississippi", "Missouri"),
            ("مرحبا", "مرحبا بكم"), ("", "abc"), ("a b a b", "b a b a"),
        ]
        var generator = SplitMix64(seed: 50)
        let alphabet = Array("abcmnorst  ")
        for _ in 0..<120 {
            func word() -> String {
                String((0..<Int(generator.next() % 13)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            }
            cases.append((word(), word()))
        }
        let expected = try TestSupport.difflibMorphPairs(cases)
        for (index, pair) in cases.enumerated() {
            #expect(try Self.pairs(pair.old, pair.new) == expected[index], "\(pair.old.debugDescription) → \(pair.new.debugDescription)")
        }
    }

    @Test("the i of magic stays in magic")
    func magicKeepsItsI() throws {
        let pairs = try Self.pairs("This magic", "This is magic")
        // "This magic": T0 h1 i2 s3 m4 a5 g6 i7 c8; "This is magic": T0 h1 i2 s3 i4 s5 m6 a7 g8 i9 c10.
        #expect(pairs.contains([7, 9]))
        #expect(!pairs.contains { $0[1] == 4 })
    }

    @Test("the same letters in another font or weight do not pair")
    func fontsKeepApart() throws {
        let old = try Text("ab").font(.system(size: 20)).layout()
        let new = try (Text("a").font(.system(size: 20)) + Text("b").font(.system(size: 20, weight: .bold))).layout()
        #expect(TextMorphMatch(old: old, new: new).graphemePairs.map { [$0.old, $0.new] } == [[0, 0]])
    }

    @Test("a joined Arabic word is one unit")
    func joinedUnits() throws {
        let units = TextMorphMatch.units(of: try Text("مرحبا بكم").font(.system(size: 20)).layout())
        #expect(units.map(\.text) == ["مرحبا", "بكم"])
        #expect(units.map(\.graphemes) == [0..<5, 5..<8])
    }
}
