import Foundation
import KinetypePrimitives
import KinetypeTestSupportCore
import KinetypeText
import Testing

/// Fit to a box and balanced line breaks, checked by laying the text out again at the sizes and
/// widths around the answer (not by re-running the search), and joined scripts against hb-shape.
@Suite struct FitTests {
    struct Box: CustomStringConvertible {
        var text: String, family: String?, width: CGFloat, height: CGFloat?, lineLimit: Int?
        var description: String { "\(text.prefix(20))… in \(width)×\(height.map { "\($0)" } ?? "∞") \(lineLimit.map { "≤\($0) lines" } ?? "")" }
    }

    static let boxes: [Box] = [
        Box(text: "Visual Effects", family: nil, width: 600, height: 200, lineLimit: 1),
        Box(text: "Visual Effects", family: "Inter", width: 300, height: 300, lineLimit: 2),
        Box(text: "The quick brown fox jumps over the lazy dog", family: nil, width: 500, height: 240, lineLimit: 3),
        Box(text: "The quick brown fox jumps over the lazy dog", family: nil, width: 500, height: 120, lineLimit: nil),
        Box(text: "Typography in motion: weight, paths, fit and range selectors", family: "Inter", width: 720, height: 400, lineLimit: nil),
        Box(text: "مرحبا بالعالم، هذا نص عربي طويل بعض الشيء", family: nil, width: 420, height: 260, lineLimit: 3),
        Box(text: "שלום עולם, זה טקסט בעברית שצריך להיכנס לתיבה", family: nil, width: 380, height: 300, lineLimit: 3),
    ]

    static func text(_ box: Box, size: CGFloat) -> Text {
        Text(box.text).font(box.family.map { Font.custom($0, size: size) } ?? Font.system(size: size))
    }

    /// The box's own test: at `size`, laid out without a line limit, the text fits when its lines
    /// are within the width and height, no more than the limit, and each starts a word.
    static func fits(_ box: Box, size: CGFloat) throws -> Bool {
        let layout = try text(box, size: size).layout(maxWidth: box.width)
        let scalars = Array(box.text.utf8)
        let startsWords = layout.dropFirst().allSatisfy { line in
            let start = line.characterRange.lowerBound
            return start > 0 && (scalars[start - 1] == 0x20 || scalars[start - 1] == 0x2D)
        }
        return layout.allSatisfy { $0.typographicBounds.width <= box.width + 0.01 }
            && (box.height.map { layout.size.height <= $0 + 0.01 } ?? true)
            && (box.lineLimit.map { layout.count <= $0 } ?? true)
            && startsWords
    }

    @Test("the size found fits and one step (0.5 pt) more does not", arguments: boxes)
    func maximalAndNeverOverflows(_ box: Box) throws {
        let fitted = Self.text(box, size: 20).fit(width: box.width, height: box.height, minSize: 4, maxSize: 400, lineLimit: box.lineLimit)
        let size = try fitted.fittedSize()
        #expect(size >= 4 && size < 400, "\(box): \(size)")
        #expect(try Self.fits(box, size: size), "\(box): \(size) pt overflows")
        #expect(try !Self.fits(box, size: size + TextFit.step), "\(box): \(size + TextFit.step) pt fits too")
        #expect((size - 4).truncatingRemainder(dividingBy: TextFit.step) == 0, "on the grid")
        // The layout is the text at that size: within the box.
        let layout = try fitted.layout()
        #expect(layout.first!.first!.font.size == size)
        #expect(layout.size.width <= box.width + 0.01)
        if let height = box.height { #expect(layout.size.height <= height + 0.01) }
        if let limit = box.lineLimit { #expect(layout.count <= limit) }
        #expect(!layout.isTruncated)
    }

    @Test("the size stays within minSize and maxSize; spans keep their proportions")
    func bounds() throws {
        let huge = try Text("Hi").fit(width: 5000, height: 5000, minSize: 10, maxSize: 72).fittedSize()
        #expect(huge == 72)
        let tiny = Text("A long sentence that cannot fit").fit(width: 20, height: 10, minSize: 8, maxSize: 72, lineLimit: 1)
        #expect(try tiny.fittedSize() == 8)
        #expect(try tiny.layout().isTruncated, "at minSize the line limit cuts it")
        let mixed = (Text("Big ").font(.system(size: 40)) + Text("small").font(.system(size: 20)))
            .fit(width: 400, height: 200, minSize: 4, maxSize: 300)
        let runs = try mixed.layout().flatMap { Array($0) }
        #expect(runs.count == 2)
        expectClose(runs[0].font.size, 2 * runs[1].font.size, tolerance: 1e-9)
        #expect(runs[0].font.size == (try mixed.fittedSize()))
        #expect(throws: TextError.self) { try Text("x").fit(width: 0).layout() }
        #expect(throws: TextError.self) { try Text("x").fit(width: 100, minSize: 20, maxSize: 10).layout() }
    }

    @Test("balanced lines: as few lines as greedy filling, of similar lengths", arguments: [
        ("The quick brown fox jumps over the lazy dog and keeps on running", CGFloat(700)),
        ("Typography in motion: weight that swells, text on a path, fit to a box", 520),
        ("One two three four five six seven eight nine ten eleven twelve", 600),
        ("مرحبا بالعالم، هذا نص عربي طويل بعض الشيء ويحتاج إلى عدة أسطر", 500),
    ])
    func balanced(_ string: String, _ width: CGFloat) throws {
        let text = Text(string).font(.system(size: 40))
        let greedy = try text.layout(maxWidth: width)
        let balanced = try text.balancedLineBreaks().layout(maxWidth: width)
        #expect(greedy.count >= 2)
        #expect(balanced.count == greedy.count, "the fewest lines at this width")
        let widths = balanced.map(\.typographicBounds.width), greedyWidths = greedy.map(\.typographicBounds.width)
        #expect(widths.max()! <= width + 0.01)
        // Within the widest word of each other (a line could not take the next word), and more even than greedy.
        let widestWord = try string.split(separator: " ").map { try Text(String($0)).font(.system(size: 40)).layout().size.width }.max()!
        #expect(widths.max()! - widths.min()! <= widestWord, "\(widths)")
        #expect(widths.max()! - widths.min()! <= greedyWidths.max()! - greedyWidths.min()! + 0.01)
        // Narrowest: half a point less loses a line or breaks a word.
        let narrower = try text.layout(maxWidth: widths.max()! - TextFit.step)
        #expect(narrower.count > balanced.count || narrower.contains { $0.typographicBounds.width > widths.max()! }, "\(widths)")
    }

    @Test("a fit with balanced lines keeps the size and the line count")
    func fitAndBalance() throws {
        let base = Text("Typography in motion: weight, paths, fit and range selectors").font(.custom("Inter", size: 30))
            .fit(width: 700, height: 300, minSize: 8, maxSize: 200, lineLimit: 3)
        let plain = try base.layout(), balanced = try base.balancedLineBreaks().layout()
        #expect(try base.fittedSize() == (try base.balancedLineBreaks().fittedSize()))
        #expect(plain.count == balanced.count)
        #expect(balanced.size.height <= 300.01)
    }

    @Test("fitted Arabic and Hebrew keep their joins: glyph ids equal hb-shape's for each run in its line")
    func joinedScripts() throws {
        for box in Self.boxes where box.text.unicodeScalars.contains(where: { $0.value >= 0x590 && $0.value < 0x700 }) {
            let fitted = Self.text(box, size: 20).fit(width: box.width, height: box.height, minSize: 4, maxSize: 400, lineLimit: box.lineLimit)
            let layout = try fitted.layout()
            let bytes = Array(box.text.utf8)
            #expect(layout.count > 1, "\(box): wraps")
            for line in layout {
                for run in line {
                    let range = run.characterRange
                    let before = String(decoding: bytes[line.characterRange.lowerBound..<range.lowerBound], as: UTF8.self)
                    let after = String(decoding: bytes[range.upperBound..<line.characterRange.upperBound], as: UTF8.self)
                    let result = try TestSupport.run("/usr/bin/env", [
                        "hb-shape", "--output-format=json", "--no-glyph-names", "--utf8-clusters", "--language=und",
                        "--direction=\(run.layoutDirection == .rightToLeft ? "rtl" : "ltr")", "--script=\(run.script)",
                        "--text-before=\(before)", "--text-after=\(after)", run.font.path, run.text])
                    #expect(result.status == 0, "\(result.stderr)")
                    let out = result.stdoutString
                    let json = Data(out[..<out.index(after: out.firstIndex(of: "]")!)].utf8)
                    let ids = try #require(try JSONSerialization.jsonObject(with: json) as? [[String: Any]]).compactMap { $0["g"] as? Int }
                    #expect(run.glyphs.map { Int($0.id) } == ids, "\(box): run '\(run.text)'")
                }
            }
        }
    }
}
