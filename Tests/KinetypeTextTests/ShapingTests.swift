import Foundation
import KinetypePrimitives
import KinetypeTestSupportCore
import KinetypeText
import Testing

/// Kinetype's glyphs against hb-shape's, recorded by `make record-shaping` (see Shaping/record.py):
/// the same glyph ids and clusters, and advances and offsets within 1/64 px, for every case in
/// Shaping/*.tests; variable fonts (variable.tests) against `hb-shape --variations`.
@Suite struct ShapingTests {
    struct Case: Decodable {
        struct Run: Decodable {
            var font: String, index: Int, upem: Int, size: Double, direction: String, script: String
            var range: [Int]
            var glyphs: [[Int]]   // id, cluster, xAdvance, yAdvance, xOffset, yOffset (font units, y up)
        }
        var options: [String: String]
        var text: String
        var runs: [Run]
    }

    static let topics = ["latin", "arabic-hebrew", "bidi-mixed", "indic-thai", "cjk", "emoji", "variable"]

    static func cases(_ topic: String) throws -> [Case] {
        let url = TestSupport.packageRoot.appendingPathComponent("Tests/KinetypeTextTests/Shaping/expected/\(topic).json")
        return try JSONDecoder().decode([Case].self, from: Data(contentsOf: url))
    }

    /// The text a case describes, as the CLI's options would make it.
    static func text(for testCase: Case) -> Text {
        let size = CGFloat(Double(testCase.options["size"] ?? "48")!)
        var font = testCase.options["family"].map { Font.custom($0, size: size) } ?? Font.system(size: size)
        if let name = testCase.options["weight"] {
            font = font.weight(Font.Weight.named.first { $0.name == name }!.value)
        }
        for variation in FontVariation.list(parsing: testCase.options["variations"] ?? "")! {
            font = font.variation(variation.tag, variation.value)
        }
        if testCase.options["italic"] == "1" { font = font.italic() }
        for feature in (testCase.options["features"] ?? "").split(separator: ",") {
            let parsed = FontFeature(parsing: String(feature))!
            font = font.feature(parsed.tag, parsed.value)
        }
        var text = Text(testCase.text).font(font)
        switch testCase.options["direction"] {
        case "rtl": text = text.layoutDirection(.rightToLeft)
        case "ltr": text = text.layoutDirection(.leftToRight)
        default: break
        }
        return text
    }

    @Test("every topic file has cases, 30 or more in all")
    func corpusSize() throws {
        let total = try Self.topics.map { try Self.cases($0).count }.reduce(0, +)
        #expect(total >= 30)
    }

    @Test("glyphs match hb-shape", arguments: topics)
    func matchesHarfBuzz(topic: String) throws {
        let tolerance = 1.0 / 64
        for testCase in try Self.cases(topic) {
            let layout = try Self.text(for: testCase).layout()
            #expect(layout.count == 1, "\(testCase.text): one line expected")
            let runs = layout.flatMap { Array($0) }
            try #require(runs.count == testCase.runs.count, "\(testCase.text): run count")
            var pen = 0.0
            for (run, expected) in zip(runs, testCase.runs) {
                let label = "\(testCase.text) run \(expected.range)"
                #expect((run.font.path as NSString).lastPathComponent == expected.font, "\(label): font")
                #expect(run.script == expected.script, "\(label): script")
                #expect((run.layoutDirection == .rightToLeft ? "rtl" : "ltr") == expected.direction, "\(label): direction")
                try #require(run.glyphs.count == expected.glyphs.count, "\(label): glyph count")
                let scale = expected.size / Double(expected.upem)
                for (glyph, hb) in zip(run.glyphs, expected.glyphs) {
                    #expect(Int(glyph.id) == hb[0], "\(label): glyph id")
                    #expect(glyph.cluster == hb[1], "\(label): cluster")
                    expectClose(Double(glyph.advance.width), Double(hb[2]) * scale, tolerance: tolerance, "\(label): x advance")
                    expectClose(Double(glyph.advance.height), Double(hb[3]) * scale, tolerance: tolerance, "\(label): y advance")
                    expectClose(Double(glyph.offset.width), Double(hb[4]) * scale, tolerance: tolerance, "\(label): x offset")
                    expectClose(Double(glyph.offset.height), Double(hb[5]) * scale, tolerance: tolerance, "\(label): y offset")
                    // Pen positions are the running sum of hb-shape's advances, in visual order.
                    expectClose(Double(glyph.position.x), pen, tolerance: tolerance, "\(label): pen position")
                    pen += Double(hb[2]) * scale
                }
            }
        }
    }

    @Test("a run slice never splits a HarfBuzz cluster")
    func slicesKeepClusters() throws {
        for topic in Self.topics {
            for testCase in try Self.cases(topic) {
                for line in try Self.text(for: testCase).layout() {
                    for run in line {
                        var seen = Set<Int>()
                        for slice in run {
                            let clusters = Set(slice.clusters)
                            #expect(clusters.count == 1, "\(testCase.text): a slice holds one cluster")
                            #expect(seen.isDisjoint(with: clusters), "\(testCase.text): a cluster spans two slices")
                            seen.formUnion(clusters)
                        }
                    }
                }
            }
        }
    }
}
