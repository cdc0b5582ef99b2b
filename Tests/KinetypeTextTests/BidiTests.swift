import Foundation
import KinetypePrimitives
import KinetypeTestSupportCore
import KinetypeText
import Testing

/// Mixed-direction lines come out in the visual order FriBidi gives: the `fribidi` tool's
/// visual-to-logical map is the reference (whitespace, which Kinetype hangs at line ends, is left out).
@Suite struct BidiTests {
    static let cases: [(String, LayoutDirection?)] = [
        ("abc (שלום) def", nil),
        ("שלום hello 42 עולם", nil),
        ("Hello مرحبا بالعالم 123 world", nil),
        ("العدد 123 والعدد 456", nil),
        ("مرحبا Kinetype 2026", .rightToLeft),
        ("Kinetype שלום", .rightToLeft),
        ("שלום Kinetype", .leftToRight),
        ("1 2 3 שלום 4 5", nil),
        ("a שלום مرحبا b", nil),
        ("[שלום (עולם)] end", nil),
        ("version 2.0 של תוכנה", nil),
        ("مرحبا بكم في Kinetype النسخة 1.5!", nil),
    ]

    /// The logical indices (in scalars) of the non-whitespace characters, in Kinetype's visual order.
    static func visualOrder(_ string: String, _ layout: Text.Layout) -> [Int] {
        let scalars = Array(string.unicodeScalars)
        var scalarAtUTF8: [Int: Int] = [:]
        var offset = 0
        for (index, scalar) in scalars.enumerated() {
            scalarAtUTF8[offset] = index
            offset += String(scalar).utf8.count
        }
        var order: [Int] = []
        for line in layout {
            for run in line {
                let starts = Set(run.glyphs.map(\.cluster)).sorted()
                for slice in run {
                    let cluster = slice.clusters[0]
                    let end = starts.first { $0 > cluster } ?? run.characterRange.upperBound
                    var indices: [Int] = []
                    var byte = cluster
                    while byte < end, let index = scalarAtUTF8[byte] {
                        indices.append(index)
                        byte += String(scalars[index]).utf8.count
                    }
                    order += run.layoutDirection == .rightToLeft ? indices.reversed() : indices
                }
            }
        }
        return order.filter { !scalars[$0].properties.isWhitespace }
    }

    /// FriBidi's visual-to-logical map for `string` (`fribidi --vtol`), without whitespace.
    static func fribidiOrder(_ string: String, _ direction: LayoutDirection?) throws -> [Int] {
        try TestSupport.withTemporaryFolder { folder -> [Int] in
            let input = folder.appendingPathComponent("line.txt")
            try Data((string + "\n").utf8).write(to: input)
            var arguments = ["--nopad", "--nobreak", "--vtol", "--novisual", "--charset", "UTF-8"]
            if direction == .rightToLeft { arguments.append("--rtl") }
            if direction == .leftToRight { arguments.append("--ltr") }
            let result = try TestSupport.run(try #require(TestSupport.which("fribidi"), "install libfribidi-bin (make setup)"),
                                             arguments + [input.path])
            let scalars = Array(string.unicodeScalars)
            return result.stdoutString.split(whereSeparator: { $0 == " " || $0 == "\n" })
                .compactMap { Int($0) }
                .filter { $0 < scalars.count && !scalars[$0].properties.isWhitespace }
        }
    }

    @Test("visual order matches fribidi", arguments: 0..<cases.count)
    func visualOrderMatchesFriBidi(index: Int) throws {
        let (string, direction) = Self.cases[index]
        let layout = try Text(string).font(.system(size: 32)).layoutDirection(direction).layout()
        #expect(Self.visualOrder(string, layout) == (try Self.fribidiOrder(string, direction)), "\(string)")
    }

    @Test("the paragraph direction is detected from the first strong character")
    func directionDetection() throws {
        #expect(try Text("שלום hello").layout()[0].paragraphDirection == .rightToLeft)
        #expect(try Text("hello שלום").layout()[0].paragraphDirection == .leftToRight)
        #expect(try Text("123 مرحبا").layout()[0].paragraphDirection == .rightToLeft)
        #expect(try Text("hello").layoutDirection(.rightToLeft).layout()[0].paragraphDirection == .rightToLeft)
    }

    @Test("leading alignment follows the paragraph direction")
    func alignmentFollowsDirection() throws {
        let text = Text("שלום עולם ושוב שלום\nשלום").font(.system(size: 30))
        let layout = try text.layout()
        // A right-to-left paragraph aligned leading sits against the right edge.
        let short = layout[1]
        expectClose(short.origin.x + short.typographicBounds.width, layout.size.width, tolerance: 0.001)
        let left = try text.multilineTextAlignment(.trailing).layout()[1]
        expectClose(left.origin.x, 0, tolerance: 0.001)
    }
}
