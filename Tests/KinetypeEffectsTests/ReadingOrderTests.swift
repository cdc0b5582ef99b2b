import Foundation
import Kinetype
import KinetypeTestSupport
import KinetypeTestSupportCore
import Testing

/// Staggers in reading order and joined scripts moved whole, checked in pixels against
/// independent references: hb-shape's advances for where each cluster sits, FriBidi's
/// logical-to-visual map for which end of a mixed line is read first.
@Suite struct ReadingOrderTests {
    static let width = 900, height = 300
    static let origin = CGPoint(x: 40, y: 60)
    static let arabic = TestSupport.font("NotoSansArabic-Regular.ttf")
    static let hebrew = TestSupport.font("NotoSansHebrew-Regular.ttf")
    static let size: CGFloat = 64

    /// The alpha of every pixel of `layout` drawn white at ``origin`` through `renderer` (nil:
    /// the still text).
    static func alpha(_ layout: Text.Layout, _ renderer: (any TextRenderer)?) throws -> [[Int]] {
        let canvas = try Canvas(width: width, height: height)
        var context = GraphicsContext(canvas: canvas)
        context.foregroundColor = .white
        context.translateBy(x: origin.x, y: origin.y)
        if let renderer { renderer.draw(layout: layout, in: &context) } else { context.draw(layout, options: .disablesSubpixelQuantization) }
        return (0..<height).map { y in (0..<width).map { x in Int(canvas.pixel(x: x, y: y).alpha) } }
    }

    /// The columns and rows with ink (alpha above 8).
    static func inkBox(_ alpha: [[Int]]) -> (minX: Int, maxX: Int, minY: Int, maxY: Int)? {
        var box: (Int, Int, Int, Int)?
        for (y, row) in alpha.enumerated() {
            for (x, a) in row.enumerated() where a > 8 {
                box = box.map { (min($0.0, x), max($0.1, x), min($0.2, y), max($0.3, y)) } ?? (x, x, y, y)
            }
        }
        return box.map { (minX: $0.0, maxX: $0.1, minY: $0.2, maxY: $0.3) }
    }

    /// hb-shape's glyphs for `text` in `font` (visual order): cluster byte offset and advance in
    /// font units, and the font's units per em.
    static func hbShape(_ text: String, font: String) throws -> [(cluster: Int, advance: Int)] {
        let result = try TestSupport.run("/usr/bin/env", ["hb-shape", "--output-format=json", "--no-glyph-names", font, text])
        #expect(result.status == 0, "\(result.stderr)")
        let out = result.stdoutString
        let json = Data(out[..<out.index(after: out.firstIndex(of: "]")!)].utf8)
        let glyphs = try #require(try JSONSerialization.jsonObject(with: json) as? [[String: Any]])
        return glyphs.map { ($0["cl"] as? Int ?? -1, $0["ax"] as? Int ?? 0) }
    }

    /// The span of pen positions (pixels from the line's left end) of the glyphs whose cluster is
    /// in `clusters`, by hb-shape, for a line of one direction.
    static func penSpan(_ text: String, font: String, clusters: Range<Int>) throws -> ClosedRange<Double> {
        let glyphs = try hbShape(text, font: font)
        let scale = Double(size) / 1000   // both Noto faces have 1000 units per em
        var x = 0.0, low = Double.infinity, high = -Double.infinity
        for glyph in glyphs {
            let advance = Double(glyph.advance) * scale
            if clusters.contains(glyph.cluster) { low = min(low, x); high = max(high, x + advance) }
            x += advance
        }
        return low...high
    }

    /// A transition whose style only fades (`opacity`) on a linear curve, staggered by `unit`,
    /// drawn `time` seconds in.
    static func fading(_ unit: TextTransition.StaggerUnit, order: TextTransition.Order = .reading, at time: Double) -> any TextRenderer {
        var transition = TextTransition(.opacity, duration: 2, stagger: unit)
        transition.order = order
        transition.timing = .curve(.linear)
        return transition.renderer(at: time, isExit: false, base: nil, stage: nil)
    }

    /// The moment the first element has begun and the second has not: element 1 of `count`
    /// starts one second × 1/(count − 1) in (a 2 s transition spreads its starts over 1 s).
    static func firstMoment(count: Int) -> Double { 0.9 / Double(max(1, count - 1)) }

    @Test("Arabic and Hebrew lines staggered by glyph and by word show their first ink where hb-shape puts the first cluster read: the right end",
          arguments: [("واحد اثنان ثلاثة", arabic), ("אחת שתיים שלוש", hebrew)])
    func rightToLeftStartsAtTheRight(text: String, font: String) throws {
        let layout = try Text(text).font(.file(font, size: Self.size)).layout()
        let spaceOffset = text.utf8.firstIndex(of: UInt8(ascii: " ")).map { text.utf8.distance(from: text.utf8.startIndex, to: $0) }!
        let firstScalarBytes = text.unicodeScalars.first!.utf8.count
        for (unit, clusters, count) in [(TextTransition.StaggerUnit.word, 0..<spaceOffset, 3),
                                        (.glyph, 0..<firstScalarBytes, text.filter { $0 != " " }.count)] {
            let span = try Self.penSpan(text, font: font, clusters: clusters)
            let line = try Self.penSpan(text, font: font, clusters: 0..<text.utf8.count)
            #expect(span.upperBound > line.upperBound - 1, "hb-shape puts the first \(unit) read at the right end")
            let early = try #require(Self.inkBox(try Self.alpha(layout, Self.fading(unit, at: Self.firstMoment(count: count)))),
                                     "some ink has appeared")
            let left = Double(Self.origin.x) + span.lowerBound, right = Double(Self.origin.x) + span.upperBound
            #expect(Double(early.minX) >= left - 4 && Double(early.maxX) <= right + 4,
                    "\(unit): the first ink \(early.minX)…\(early.maxX) is in the first \(unit) read, \(left)…\(right)")
            // In visual order (left to right), the first ink is at the other end.
            let visual = try #require(Self.inkBox(try Self.alpha(layout, Self.fading(unit, order: .visual, at: Self.firstMoment(count: count)))))
            #expect(Double(visual.maxX) < Double(Self.origin.x) + line.upperBound / 2, "\(unit), order visual: the left end first")
            // Reversed, the last read (the left end) comes first.
            let reverse = try #require(Self.inkBox(try Self.alpha(layout, Self.fading(unit, order: .reverse, at: Self.firstMoment(count: count)))))
            #expect(Double(reverse.maxX) < Double(Self.origin.x) + line.upperBound / 2, "\(unit), order reverse: the left end first")
        }
    }

    @Test("a mixed line (Hebrew with English inside) starts from the end FriBidi reads first, by glyph and by word")
    func mixedLineFollowsTheBidiOrder() throws {
        let text = "שלום hello עולם"
        // FriBidi's logical-to-visual map: character 0 (ש) sits at the last visual column.
        let fribidi = try TestSupport.run("/usr/bin/env", ["fribidi", "--nopad", "--nobreak", "--ltov", "--novisual"],
                                          input: Data((text + "\n").utf8))
        let map = fribidi.stdoutString.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Int($0) }
        #expect(map.count == text.unicodeScalars.count)
        #expect(map.first == map.count - 1, "FriBidi puts the first character read at the right end")
        let layout = try Text(text).font(.file(Self.hebrew, size: Self.size)).layout()
        let still = try #require(Self.inkBox(try Self.alpha(layout, nil)))
        let firstWord = try Self.penSpan("שלום", font: Self.hebrew, clusters: 0..<100)
        let firstLetter = try Self.penSpan("ש", font: Self.hebrew, clusters: 0..<100)
        for (unit, width, count) in [(TextTransition.StaggerUnit.word, firstWord.upperBound, 3),
                                     (.glyph, firstLetter.upperBound, 13)] {
            let early = try #require(Self.inkBox(try Self.alpha(layout, Self.fading(unit, at: Self.firstMoment(count: count)))))
            #expect(Double(early.minX) >= Double(still.maxX) - width - 4, "\(unit): first ink \(early.minX)…\(early.maxX), line ends at \(still.maxX)")
        }
        // The second word read is "hello", in the middle: at its start, the middle has ink and
        // the left end (the last word read) has none.
        let second = try #require(Self.inkBox(try Self.alpha(layout, Self.fading(.word, at: 0.5 + 0.2))))
        #expect(Double(second.minX) > Double(still.minX) + 40, "the last word read has not appeared: \(second.minX) vs \(still.minX)")
    }

    @Test("two lines staggered by line show the top line first, in Arabic, Hebrew and mixed lines")
    func linesTopToBottom() throws {
        for (text, font) in [("واحد اثنان\nثلاثة أربعة", Self.arabic), ("אחת שתיים\nשלוש ארבע", Self.hebrew),
                             ("שלום hello\nעולם world", Self.hebrew)] {
            let layout = try Text(text).font(.file(font, size: 48)).layout()
            #expect(layout.count == 2)
            let still = try #require(Self.inkBox(try Self.alpha(layout, nil)))
            let early = try #require(Self.inkBox(try Self.alpha(layout, Self.fading(.line, at: 0.3))))
            #expect(early.maxY < (still.minY + still.maxY) / 2 + 8, "only the top line: \(early) in \(still)")
        }
    }

    @Test("the reading units: a Arabic word is one joined unit, a Latin word one per letter, and segments run from the right")
    func segments() throws {
        let layout = try Text("مستقبل abc").font(.file(Self.arabic, size: Self.size)).layout()
        let joined = layout.segments(by: .joined)
        #expect(joined.count == 1 + 3)
        #expect(joined.first?.slices.count == 1, "the Arabic word's clusters are one slice, drawn in one go")
        #expect(layout.segments(by: .word).count == 2)
        #expect(layout.segments(by: .line).count == 1)
        let glyphs = layout.segments(by: .glyph)
        #expect(glyphs.count == 6 + 3)
        #expect(glyphs[0].bounds.midX > glyphs[5].bounds.midX, "Arabic reads from the right")
        #expect(glyphs[0].isRightToLeft && !glyphs[8].isRightToLeft)
    }

    @Test("order center starts in the middle, edges at both ends, random is the same for a seed")
    func orders() throws {
        let bounds = (0..<5).map { CGRect(x: Double($0) * 10, y: 0, width: 10, height: 10) }
        let lines = [Int](repeating: 0, count: 5)
        #expect(TextTransition.Order.center.ranks(bounds: bounds, lines: lines, seed: 0)[2] == 0)
        let edges = TextTransition.Order.edges.ranks(bounds: bounds, lines: lines, seed: 0)
        #expect(edges[2] == 4 && min(edges[0], edges[4]) == 0)
        let a = TextTransition.Order.random.ranks(bounds: bounds, lines: lines, seed: 7)
        #expect(a == TextTransition.Order.random.ranks(bounds: bounds, lines: lines, seed: 7))
        #expect(Set(a) == Set(0..<5))
        #expect(a != TextTransition.Order.random.ranks(bounds: bounds, lines: lines, seed: 8))
    }

    // MARK: Joins

    /// Connected regions of ink (alpha ≥ 128, 4-neighbours).
    static func regions(_ alpha: [[Int]]) -> Int {
        var seen = Set<Int>(), count = 0
        for y in alpha.indices {
            for x in alpha[y].indices where alpha[y][x] >= 128 && !seen.contains(y * width + x) {
                count += 1
                var stack = [(x, y)]
                seen.insert(y * width + x)
                while let (px, py) = stack.popLast() {
                    for (nx, ny) in [(px + 1, py), (px - 1, py), (px, py + 1), (px, py - 1)]
                    where nx >= 0 && ny >= 0 && nx < width && ny < height && alpha[ny][nx] >= 128 && !seen.contains(ny * width + nx) {
                        seen.insert(ny * width + nx)
                        stack.append((nx, ny))
                    }
                }
            }
        }
        return count
    }

    /// A style that only moves: each element rises from 80 px below.
    static let rise = TransitionStyle(name: "rise", stagger: .glyph) { context, element in
        context.translateBy(x: 0, y: 80 * element.hidden)
    }

    @Test("a per-glyph rise on an Arabic word keeps every join at every frame: as many ink regions as the still word, and as much ink")
    func joinsHoldUnderAGlyphStagger() throws {
        let layout = try Text("مستقبل").font(.file(Self.arabic, size: Self.size)).layout()
        let still = try Self.alpha(layout, nil)
        let stillRegions = Self.regions(still), stillInk = still.joined().reduce(0, +)
        let transition = TextTransition(Self.rise, duration: 1.2, stagger: .glyph)
        for frame in 1..<24 {
            let drawn = try Self.alpha(layout, transition.renderer(at: Double(frame) / 20, isExit: false, base: nil, stage: nil))
            #expect(Self.regions(drawn) == stillRegions, "frame \(frame)")
            expectClose(Double(drawn.joined().reduce(0, +)), Double(stillInk), relativeTolerance: 0.01, "frame \(frame)")
        }
        // A Latin word under the same transition does move letter by letter.
        let latin = try Text("mmmm").font(.system(size: Self.size)).layout()
        let moving = try Self.alpha(latin, transition.renderer(at: 0.5, isExit: false, base: nil, stage: nil))
        #expect(Self.regions(moving) == 4)
        let staggered = try #require(Self.inkBox(moving)), plain = try #require(Self.inkBox(try Self.alpha(latin, nil)))
        #expect(staggered.maxY - staggered.minY > plain.maxY - plain.minY + 10, "the letters are at different heights")
    }

    @Test("a per-glyph offset animator on an Arabic word moves it whole at every step of its ramp; letters keep their own opacity")
    func joinsHoldUnderAnAnimator() throws {
        let layout = try Text("مستقبل").font(.file(Self.arabic, size: Self.size)).layout()
        let still = try Self.alpha(layout, nil)
        let stillRegions = Self.regions(still), stillInk = still.joined().reduce(0, +)
        for end in stride(from: 10.0, through: 100, by: 15) {
            let renderer = TextAnimatorRenderer([TextAnimator(properties: TextAnimator.Properties(offset: CGSize(width: 0, height: 120)),
                                                              selector: RangeSelector(shape: .rampUp, end: AnimatedValue(end)))], time: 0)
            let drawn = try Self.alpha(layout, renderer)
            #expect(Self.regions(drawn) == stillRegions, "ramp ending at \(end)%")
            expectClose(Double(drawn.joined().reduce(0, +)), Double(stillInk), relativeTolerance: 0.01)
        }
        // Opacity still goes letter by letter: a ramp of opacity leaves the word's start (its
        // right end) brighter than its end.
        let fading = TextAnimatorRenderer([TextAnimator(properties: TextAnimator.Properties(opacity: 0),
                                                        selector: RangeSelector(shape: .rampUp))], time: 0)
        let drawn = try Self.alpha(layout, fading)
        let box = try #require(Self.inkBox(still))
        let third = (box.maxX - box.minX) / 3
        func ink(_ columns: ClosedRange<Int>) -> Int { drawn.reduce(0) { $0 + $1[columns].reduce(0, +) } }
        #expect(ink((box.maxX - third)...box.maxX) > 2 * ink(box.minX...(box.minX + third)))
    }
}
