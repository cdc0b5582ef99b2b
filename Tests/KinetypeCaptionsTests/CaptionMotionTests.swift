import Foundation
import KinetypeCaptions
import KinetypeCard
import KinetypeEffects
import KinetypeGraphics
import KinetypePrimitives
import KinetypeTestSupportCore
import KinetypeText
import Testing

/// The highlight box gliding between words, and each word's entrance from its own start.
@Suite struct CaptionMotionTests {
    typealias Support = CaptionAccentSupport

    /// The centre of the box's extent (its pure red pixels; the words cover only its inside).
    static func box(_ frame: Frame) -> (x: Double, y: Double) {
        let red = Support.pixels(frame) { $0.red > 240 && $0.green < 20 && $0.blue < 20 }
        let xs = red.map(\.x), ys = red.map(\.y)
        return (Double((xs.min() ?? 0) + (xs.max() ?? 0)) / 2, Double((ys.min() ?? 0) + (ys.max() ?? 0)) / 2)
    }

    @Test("the highlight box glides: its centre moves one way from word to word over the glide time and settles on the spoken word's box")
    func glide() throws {
        let jump = try Support.card("one two three", style: "highlight", parameters: ["box": .string("#ff0000")])
        let glide = try Support.card("one two three", style: "highlight", parameters: ["box": .string("#ff0000"), "glide": .number(0.3)])
        let first = Self.box(try jump.frame(at: 0.5)), second = Self.box(try jump.frame(at: 1.5))
        #expect(second.x > first.x + 40, "the words' boxes: \(first) then \(second)")
        var previous = first.x
        for step in 1...8 {
            let x = Self.box(try glide.frame(at: 1 + 0.04 * Double(step))).x
            #expect(x >= previous - 0.5, "monotonic at step \(step): \(x) after \(previous)")
            #expect(x < second.x + 2, "never past the word: \(x)")
            previous = x
        }
        let midway = Self.box(try glide.frame(at: 1.1)).x
        #expect(midway > first.x + 5 && midway < second.x - 5, "part-way at 0.1 s: \(midway)")
        let settled = Self.box(try glide.frame(at: 1.7))
        #expect(abs(settled.x - second.x) <= 2 && abs(settled.y - second.y) <= 2, "settled \(settled) on \(second)")
        // Glide 0 is today's jump, to the byte.
        let zero = try Support.card("one two three", style: "highlight", parameters: ["box": .string("#ff0000"), "glide": .number(0)])
        #expect(try zero.frame(at: 1.1).pixels == jump.frame(at: 1.1).pixels)
    }

    @Test("with an entrance, each word's first inked frame is its start frame (±1)")
    func entranceStarts() throws {
        let entrance = try TextTransition.named("blur", duration: 0.3)
        let card = try Support.card("one two three", style: "plain") { $0.entrance = entrance }
        let words = Support.spans(Support.ink(try card.frame(at: 2.9)), gap: 6)
        #expect(words.count == 3, "\(words)")
        for (index, span) in words.enumerated() {
            var firstInked: Int?
            for frame in 0..<30 {
                let ink = Support.ink(try card.frame(at: Double(frame) / 10)).filter { span.contains($0.x) }
                if !ink.isEmpty { firstInked = frame; break }
            }
            let start = index * 10
            #expect(firstInked.map { abs($0 - start) <= 1 } == true, "word \(index) first inked at frame \(String(describing: firstInked)), starts at \(start)")
        }
    }

    @Test("a move entrance slides each word up from the bottom into its place, as the transition does")
    func entranceMoves() throws {
        let entrance = try TextTransition.named("move", duration: 0.4, parameters: ["edge": .string("bottom")])
        let card = try Support.card("one two", style: "plain", fps: 20) { $0.entrance = entrance }
        let rest = try card.frame(at: 1.8)
        let span = try #require(Support.spans(Support.ink(rest), gap: 6).last)
        let settled = Support.centre(Support.ink(rest).filter { span.contains($0.x) }).y
        var heights: [Double] = []
        for step in 1...8 {
            let ink = Support.ink(try card.frame(at: 1 + 0.05 * Double(step))).filter { span.contains($0.x) }
            if ink.count > 20 { heights.append(Support.centre(ink).y) }
        }
        #expect(heights.count >= 3, "the word is on the canvas for most of its entrance: \(heights)")
        #expect(zip(heights, heights.dropFirst()).allSatisfy { $0 >= $1 - 0.5 }, "rising: \(heights)")
        #expect((heights.first ?? 0) > settled + 5 && abs((heights.last ?? 0) - settled) <= 1, "from below to its place \(settled): \(heights)")
        // The first word is not moved by the second's entrance.
        let one = try #require(Support.spans(Support.ink(rest), gap: 6).first)
        #expect(abs(Support.centre(Support.ink(try card.frame(at: 1.1)).filter { one.contains($0.x) }).y - settled) <= 1)
    }

    @Test("a typed entrance shows a word's letters one after another from its start")
    func typedEntrance() throws {
        let entrance = try TextTransition.named("typewriter", duration: 0.4)
        let card = try Support.card("one typewriter", style: "plain", fps: 20) { $0.entrance = entrance }
        let counts = try [1.0, 1.1, 1.2, 1.3, 1.45].map { Support.ink(try card.frame(at: $0)).count }
        #expect(zip(counts, counts.dropFirst()).allSatisfy { $0 <= $1 } && counts.last! > counts.first! + 100, "\(counts)")
        #expect(counts[1] < counts[4] && counts[2] < counts[4], "part of the word shows first: \(counts)")
    }
}
