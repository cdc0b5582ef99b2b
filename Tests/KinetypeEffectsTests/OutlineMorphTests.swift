import Foundation
import Kinetype
import KinetypeTestSupportCore
import Testing

/// Outline morph: rings stay simple, holes stay holes, a joined word stays joined, and the
/// change starts on the old still and ends on the new one.
@Suite struct OutlineMorphTests {
    static let size = (width: 120, height: 80)
    static let times = [0.25, 0.5, 0.75]

    static func card(_ from: Text, _ to: Text, effect: String = "replace.morph") throws -> TitleCard {
        var layer = TitleCard.Layer(from)
        layer.replacement = TextReplacement(to, at: 0.5, effect: try SymbolEffectParser.parse(effect),
                                            animation: .linear(duration: 1))
        return TitleCard(width: size.width, height: size.height, fps: 20, duration: 2, layers: [layer])
    }

    static func still(_ text: Text) throws -> Frame {
        try TitleCard(width: size.width, height: size.height, fps: 20, duration: 2, layers: [TitleCard.Layer(text)]).frame(at: 0)
    }

    /// True when two segments cross or touch away from a shared end point.
    static func intersects(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint) -> Bool {
        func cross(_ o: CGPoint, _ p: CGPoint, _ q: CGPoint) -> Double {
            Double((p.x - o.x) * (q.y - o.y) - (p.y - o.y) * (q.x - o.x))
        }
        let d1 = cross(c, d, a), d2 = cross(c, d, b), d3 = cross(a, b, c), d4 = cross(a, b, d)
        return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))
    }

    /// The rings of `path` (its points between moves) that cross themselves.
    static func selfCrossings(_ path: Path) -> Int {
        var rings: [[CGPoint]] = [], current: [CGPoint] = []
        path.forEach { element in
            switch element {
            case .move(let p): if !current.isEmpty { rings.append(current) }; current = [p]
            case .line(let p): current.append(p)
            default: break
            }
        }
        if !current.isEmpty { rings.append(current) }
        var crossings = 0
        for ring in rings {
            let n = ring.count
            for i in 0..<n {
                for j in (i + 2)..<max(i + 2, n) where !(i == 0 && j == n - 1) {
                    if intersects(ring[i], ring[(i + 1) % n], ring[j], ring[(j + 1) % n]) { crossings += 1 }
                }
            }
        }
        return crossings
    }

    /// Background regions (red below 128: white text on the black card) of `frame` not connected to its border: holes.
    static func holes(_ frame: Frame) -> Int { regions(frame, ink: false).filter { !$0 }.count }

    /// Ink regions (red at or above 128), 4-connected.
    static func inkComponents(_ frame: Frame) -> Int { regions(frame, ink: true).count }

    /// The 4-connected regions of ink (or background) pixels, each flagged when it touches the border.
    static func regions(_ frame: Frame, ink: Bool) -> [Bool] {
        let w = frame.width, h = frame.height
        var seen = [Bool](repeating: false, count: w * h), result: [Bool] = []
        func wanted(_ x: Int, _ y: Int) -> Bool { (frame.pixel(x: x, y: y).red >= 128) == ink }
        for start in 0..<(w * h) where !seen[start] && wanted(start % w, start / w) {
            var stack = [start], border = false
            seen[start] = true
            while let index = stack.popLast() {
                let x = index % w, y = index / w
                if x == 0 || y == 0 || x == w - 1 || y == h - 1 { border = true }
                for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)] where nx >= 0 && ny >= 0 && nx < w && ny < h {
                    let next = ny * w + nx
                    if !seen[next] && wanted(nx, ny) { seen[next] = true; stack.append(next) }
                }
            }
            result.append(border)
        }
        return result
    }

    @Test("B → 8 and o → e: simple rings and a hole in every sampled frame; the ends are the stills",
          arguments: [("B", "8"), ("o", "e")])
    func keepsHoles(from: String, to: String) throws {
        let font = Font.system(size: 56)
        let old = Text(from).font(font), new = Text(to).font(font)
        let card = try Self.card(old, new)
        #expect(try Self.holes(Self.still(old)) == (from == "B" ? 2 : 1) && Self.inkComponents(try Self.still(new)) == 1, "the measures see the stills' holes")
        #expect(try card.frame(at: 0.5) == Self.still(old), "progress 0 draws the old text as it is")
        #expect(try card.frame(at: 1.6) == Self.still(new), "after the change, the new text's still")
        let morph = OutlineMorph(from: try old.layout().first!.outline, to: try new.layout().first!.outline)
        for t in Self.times {
            #expect(Self.selfCrossings(morph.path(at: t)) == 0, "\(from) → \(to) at \(t)")
            let frame = try card.frame(at: 0.5 + t)
            #expect(Self.holes(frame) >= 1, "\(from) → \(to) at \(t): a hole")
            #expect(Self.inkComponents(frame) == 1, "\(from) → \(to) at \(t): one piece of ink")
        }
    }

    @Test("a joined Arabic word morphs as one piece of ink; cluster by cluster morphs each glyph")
    func joinedWord() throws {
        let font = Font.custom("Noto Sans Arabic", size: 44)
        let old = Text("محمد").font(font), new = Text("حلم").font(font)
        let card = try Self.card(old, new)
        // The measure first: each still is one piece of ink.
        #expect(try Self.inkComponents(Self.still(old)) == 1 && Self.inkComponents(Self.still(new)) == 1)
        for t in Self.times {
            #expect(Self.inkComponents(try card.frame(at: 0.5 + t)) == 1, "at \(t): the joins hold")
        }
        // The letters' outlines overlap at the joins; the morph pairs the word's one outline.
        let morph = OutlineMorph(from: try old.layout().first!.outline, to: try new.layout().first!.outline)
        #expect(morph.pairs.filter { !$0.isHole }.count == 1, "one outer contour a side")
        let latin = Font.system(size: 30)
        let clusters = try Self.card(Text("ab").font(latin), Text("xyz").font(latin), effect: "replace.morph(cluster)")
        #expect(try clusters.frame(at: 1.6) == Self.still(Text("xyz").font(latin)))
        #expect(try clusters.frame(at: 1.0) != Self.card(Text("ab").font(latin), Text("xyz").font(latin)).frame(at: 1.0),
                "cluster and line units differ")
    }
    /// Pixels of `frame` where `channel` (0 red, 1 green, 2 blue) is above 100 and the other two at least 60 below it.
    static func tinted(_ frame: Frame, _ channel: Int, columns: Range<Int>? = nil) -> Int {
        var count = 0
        for y in 0..<frame.height {
            for x in columns ?? 0..<frame.width {
                let p = frame.pixel(x: x, y: y), values = [Int(p.red), Int(p.green), Int(p.blue)]
                if values[channel] > 100 && values.enumerated().allSatisfy({ $0.offset == channel || $0.element <= values[channel] - 60 }) {
                    count += 1
                }
            }
        }
        return count
    }

    @Test("the paint moves with the outlines: an outline, a glow and a gradient show mid-morph; an outline grows in")
    func paintMoves() throws {
        let font = Font.system(size: 56)
        func mid(_ style: (Text) -> Text, _ t: Double = 0.5, to: ((Text) -> Text)? = nil) throws -> Frame {
            let new = to.map { $0(Text("C").font(font)) } ?? style(Text("C").font(font))
            return try Self.card(style(Text("O").font(font)), new).frame(at: 0.5 + t)
        }
        let plain = try mid { $0 }
        #expect(Self.tinted(plain, 0) == 0 && Self.tinted(plain, 1) == 0 && Self.tinted(plain, 2) == 0, "white on black has no tint")
        #expect(Self.tinted(try mid { $0.stroke(Color.red, lineWidth: 6) }, 0) > 60, "a red outline")
        #expect(Self.tinted(try mid { $0.glow(Color(red: 0, green: 1, blue: 0), radius: 10) }, 1) > 60, "a green glow")
        let gradient = try mid { $0.foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)) }
        let half = Self.size.width / 2
        #expect(Self.tinted(gradient, 0, columns: 0..<half) > 30 && Self.tinted(gradient, 2, columns: half..<Self.size.width) > 30,
                "red on the left, blue on the right")
        // From no outline to a red one: its width grows with the morph.
        let grows = { (t: Double) in try mid({ $0 }, t, to: { $0.stroke(Color.red, lineWidth: 8) }) }
        let early = Self.tinted(try grows(0.25), 0), late = Self.tinted(try grows(0.75), 0)
        #expect(early < late && late > 60, "\(early) then \(late) red pixels")
    }
}
