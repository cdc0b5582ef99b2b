import Foundation
import KinetypeCard
import KinetypeRasterKernels
import KinetypeScene
import Testing

/// A replace's change runs for its `duration`, along its `curve` or `spring`, at its `speed`:
/// measured from rendered frames, as the frames from the change's start until the first one that
/// equals the new text's still.
@Suite struct SceneReplaceTimingTests {
    static let fps = 30.0
    /// When the change starts, in seconds (frame 15 at 30 fps).
    static let start = 0.5

    /// A 4-second card whose text "Old" becomes "New" at 0.5 s, with `keys` added to the replace.
    static func card(_ keys: String, effect: String = "replace.downUp") throws -> TitleCard {
        try TitleCard(scene: SceneLoader().load(string: """
            version: 1
            canvas: 320x120
            fps: 30
            duration: 4
            background: black
            layers:
              - text: "Old"
                font: {size: 48}
                color: white
                effects: [{effect: \(effect), at: [\(start)], to: "New"\(keys.isEmpty ? "" : ", " + keys)}]
            """, fileName: "card.yaml"))
    }

    /// The new text's still: the same card with "New" from the start.
    static func newStill() throws -> Frame {
        try TitleCard(scene: SceneLoader().load(string: """
            version: 1
            canvas: 320x120
            duration: 4
            background: black
            layers:
              - {text: "New", font: {size: 48}, color: white}
            """, fileName: "still.yaml")).frame(at: 0)
    }

    /// The summed difference of every channel of every pixel.
    static func totalDifference(_ a: Frame, _ b: Frame) -> Int {
        var total = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                total += abs(Int(p.red) - Int(q.red)) + abs(Int(p.green) - Int(q.green)) + abs(Int(p.blue) - Int(q.blue))
            }
        }
        return total
    }

    /// The largest difference of any channel of any pixel.
    static func difference(_ a: Frame, _ b: Frame) -> Int {
        var worst = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                worst = max(worst, abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)),
                            abs(Int(p.blue) - Int(q.blue)), abs(Int(p.alpha) - Int(q.alpha)))
            }
        }
        return worst
    }

    /// How many frames the change shows: from its first frame to the first that equals the new
    /// text's still (within 1 of each channel), which every later frame up to the card's end
    /// also equals.
    static func changeFrames(_ card: TitleCard) throws -> Int {
        let still = try newStill()
        let first = Int((start * fps).rounded())
        let last = Int((card.duration * fps).rounded()) - 1
        let mid = try card.frame(at: Double(first + 1) / fps)
        #expect(difference(mid, still) > 20, "the change is under way a frame after it starts")
        for index in first...last where difference(try card.frame(at: Double(index) / fps), still) <= 1 {
            #expect(difference(try card.frame(at: Double(last) / fps), still) <= 1, "the change ends on the new text's still")
            return index - first
        }
        Issue.record("the change never reaches the new text's still")
        return -1
    }

    @Test("duration: 0.2 and duration: 2 give changes of about 6 and 60 frames, each ending on the new text's still")
    func durationSetsTheLength() throws {
        let short = try Self.changeFrames(try Self.card("duration: 0.2"))
        let long = try Self.changeFrames(try Self.card("duration: 2"))
        #expect((3...6).contains(short), "0.2 s at 30 fps: \(short) frames")
        #expect((40...60).contains(long), "2 s at 30 fps: \(long) frames")
        // Without a duration, the effect's own 0.35 s.
        let own = try Self.changeFrames(try Self.card(""))
        #expect((6...11).contains(own), "0.35 s at 30 fps: \(own) frames")
    }

    @Test("options.speed 0.5 plays the change twice as long as speed 1, speed 2 half as long")
    func speedScalesTheLength() throws {
        let slow = try Self.changeFrames(try Self.card("duration: 1, options: {speed: 0.5}"))
        let normal = try Self.changeFrames(try Self.card("duration: 1"))
        let fast = try Self.changeFrames(try Self.card("duration: 1, options: {speed: 2}"))
        #expect(abs(slow - 2 * normal) <= 3, "speed 0.5: \(slow) frames, speed 1: \(normal)")
        #expect(abs(2 * fast - normal) <= 3, "speed 2: \(fast) frames, speed 1: \(normal)")
        // The effect's own timing takes speed too.
        let ownSlow = try Self.changeFrames(try Self.card("options: {speed: 0.5}"))
        let ownFast = try Self.changeFrames(try Self.card("options: {speed: 2}"))
        #expect(ownSlow >= 3 * ownFast, "own timing at speed 0.5: \(ownSlow) frames, at 2: \(ownFast)")
    }

    @Test("a curve shapes the change: linear is further along at a quarter than easeIn")
    func curveShapesTheChange() throws {
        let still = try Self.newStill()
        let quarter = Self.start + 0.25
        let linear = Self.totalDifference(try Self.card("duration: 1, curve: linear").frame(at: quarter), still)
        let easeIn = Self.totalDifference(try Self.card("duration: 1, curve: easeIn").frame(at: quarter), still)
        #expect(linear < easeIn, "difference from the new text a quarter in: linear \(linear), easeIn \(easeIn)")
        // Every curve and spring ends on the still.
        for keys in ["duration: 0.5, curve: easeInOut", "spring: snappy", "spring: {duration: 0.4, bounce: 0.3}", "duration: 0.6, spring: bouncy"] {
            #expect(try Self.changeFrames(try Self.card(keys)) > 0, "\(keys)")
        }
    }

    @Test("magic replace and by-layer replace take the duration too")
    func otherStylesTakeTheDuration() throws {
        for effect in ["replace.magic", "replace.upUp.byLayer"] {
            let short = try Self.changeFrames(try Self.card("duration: 0.2", effect: effect))
            let long = try Self.changeFrames(try Self.card("duration: 1.5", effect: effect))
            #expect(long > short + 25, "\(effect): \(short) frames for 0.2 s, \(long) for 1.5 s")
        }
    }

    @Test("only a replace takes duration, curve and spring; a replace takes no repeat")
    func keysBelongToReplace() throws {
        for (keys, effect, words) in [
            ("duration: 1", "bounce", ["layers[0].effects[0].duration", "only a replace effect takes 'duration'"]),
            ("curve: linear", "pulse", ["layers[0].effects[0].curve", "only a replace effect takes 'curve'"]),
            ("options: {repeat: 2}", "replace.downUp", ["layers[0].effects[0].options.repeat", "a replace plays once", "remove options.repeat"]),
        ] {
            let source = """
                version: 1
                layers:
                  - text: "Old"
                    effects: [{effect: \(effect), at: [0.5]\(effect.hasPrefix("replace") ? ", to: New" : ""), \(keys)}]
                """
            let error = try #require(throws: SceneError.self) {
                try TitleCard(scene: SceneLoader().load(string: source, fileName: "card.yaml"))
            }
            for word in words { #expect(error.description.contains(word), "\(error.description)") }
        }
    }
}
