import Foundation
import Kinetype
import KinetypeTestSupportCore
import Testing

/// A plate that hugs its text (`padding` and `background`) follows a `replace` that changes the
/// text during the card: the old text's plate before, growing while the change runs, the new
/// text's once it has settled. The references are cards that show each text from the start.
@Suite struct ReplacedTextPlateTests {
    /// A layer of `text` on a blue capsule (padding 6 × 12), with `effects` (YAML flow items).
    static func plated(_ text: String, effects: String = "") -> String {
        "  - text: \"\(text)\"\n    font: {family: Noto Sans, size: 24, weight: bold}\n    color: \"#ff0000\"\n"
            + "    padding: [6, 12]\n    background: {shape: {kind: capsule}, fill: \"#0000ff\"}\n"
            + (effects.isEmpty ? "" : "    effects: [\(effects)]\n")
    }

    /// The frames at `times` of a 3-second, 10 fps card of `layers` on a 480 × 120 canvas.
    static func frames(_ layers: String, at times: [Double]) throws -> [Frame] {
        let scene = try SceneLoader().load(string: "version: 1\ncanvas: 480x120\nfps: 10\nduration: 3\nbackground: black\nlayers:\n" + layers,
                                           fileName: "card.yaml")
        let card = try TitleCard(scene: scene)
        return try times.map { try card.frame(at: $0) }
    }

    /// The plate's pixel box (where blue shows).
    static func plate(_ frame: Frame) throws -> (minX: Int, minY: Int, maxX: Int, maxY: Int) {
        try #require(StackLayoutTests.box(frame, 2), "no plate")
    }

    /// Whether two boxes are the same to a pixel on each side.
    static func same(_ a: (minX: Int, minY: Int, maxX: Int, maxY: Int), _ b: (minX: Int, minY: Int, maxX: Int, maxY: Int)) -> Bool {
        abs(a.minX - b.minX) <= 1 && abs(a.maxX - b.maxX) <= 1 && abs(a.minY - b.minY) <= 1 && abs(a.maxY - b.maxY) <= 1
    }

    @Test("a plate is the old text's before a replace, grows while it runs and hugs the new text once it has settled")
    func plateFollowsReplacement() throws {
        let old = "Ada", new = "Maximiliana Fernández"
        let replaced = try Self.frames(Self.plated(old, effects: "{effect: replace.downUp, at: 1, to: \"\(new)\"}"),
                                       at: [0.5, 1.1, 1.2, 2.5])
        let oldCard = try Self.frames(Self.plated(old), at: [0.5])[0]
        let newCard = try Self.frames(Self.plated(new), at: [0.5])[0]
        let before = try Self.plate(replaced[0]), after = try Self.plate(replaced[3])
        let oldPlate = try Self.plate(oldCard), newPlate = try Self.plate(newCard)
        #expect(Self.same(before, oldPlate), "before: \(before), the old text's plate: \(oldPlate)")
        #expect(Self.same(after, newPlate), "after: \(after), the new text's plate: \(newPlate)")
        // The settled plate holds the new text's ink with its padding, and hugs it.
        let ink = try #require(StackLayoutTests.box(replaced[3], 0), "no text after the replace")
        #expect(ink.minX - after.minX >= 12 - 1 && after.maxX - ink.maxX >= 12 - 1, "\(after) around \(ink)")
        #expect(ink.minY - after.minY >= 6 - 1 && after.maxY - ink.maxY >= 6 - 1, "\(after) around \(ink)")
        #expect(after.maxX - after.minX - (ink.maxX - ink.minX) <= 2 * 12 + 8, "\(after) around \(ink)")
        // While the change runs, the plate is strictly between the two, growing.
        let widths = try replaced.map { try Self.plate($0) }.map { $0.maxX - $0.minX }
        #expect(widths[0] < widths[1] && widths[1] < widths[2] && widths[2] < widths[3], "plate widths \(widths)")
    }

    @Test("a replace's duration sets how long its plate takes to grow; a layer in a stack moves its stack's plate")
    func plateFollowsDurationAndStack() throws {
        let new = "Maximiliana Fernández"
        let slow = try Self.frames(Self.plated("Ada", effects: "{effect: replace.upUp, at: 1, to: \"\(new)\", duration: 1}"),
                                   at: [1.5, 2.5])
        let newPlate = try Self.plate(try Self.frames(Self.plated(new), at: [0])[0])
        let halfway = try Self.plate(slow[0])
        #expect(halfway.maxX - halfway.minX < newPlate.maxX - newPlate.minX - 2, "half way through 1 s: \(halfway), settled: \(newPlate)")
        let settled = try Self.plate(slow[1])
        #expect(Self.same(settled, newPlate), "settled: \(settled), the new text's plate: \(newPlate)")
        // A stack with a plate that hugs it, its text replaced: as wide as the new text's stack once settled.
        func stack(_ text: String, effects: String) -> String {
            "  - stack:\n      layers:\n        - text: \"\(text)\"\n          font: {family: Noto Sans, size: 24, weight: bold}\n"
                + "          color: \"#ff0000\"\n" + (effects.isEmpty ? "" : "          effects: [\(effects)]\n")
                + "    padding: [6, 12]\n    background: {shape: {kind: capsule}, fill: \"#0000ff\"}\n"
        }
        let stacked = try Self.frames(stack("Ada", effects: "{effect: replace.downUp, at: 1, to: \"\(new)\"}"), at: [0.5, 2.5])
        let oldStack = try Self.frames(stack("Ada", effects: ""), at: [0])[0]
        let newStack = try Self.frames(stack(new, effects: ""), at: [0])[0]
        let stackBefore = try Self.plate(stacked[0]), stackAfter = try Self.plate(stacked[1])
        let oldStackPlate = try Self.plate(oldStack), newStackPlate = try Self.plate(newStack)
        #expect(Self.same(stackBefore, oldStackPlate), "before: \(stackBefore), the old text's stack: \(oldStackPlate)")
        #expect(Self.same(stackAfter, newStackPlate), "after: \(stackAfter), the new text's stack: \(newStackPlate)")
        // The new text sits where the new text's stack puts it.
        let ink = try #require(StackLayoutTests.box(stacked[1], 0)), newInk = try #require(StackLayoutTests.box(newStack, 0))
        #expect(Self.same(ink, newInk), "the text: \(ink), in the new text's stack: \(newInk)")
    }
}
