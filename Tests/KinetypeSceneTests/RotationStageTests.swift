import Foundation
import KinetypeCard
import KinetypeRasterKernels
import KinetypeScene
import KinetypeTestSupportCore
import Testing

/// A layer's fixed `rotation`, checked in measured pixels: a wide word turned a quarter turn
/// stands tall, and the angle composes with keyframed rotation.
@Suite struct RotationStageTests {
    static func card(_ layerKeys: String) throws -> TitleCard {
        try StageCompositionTests.card("""
            version: 1
            canvas: 600x600
            duration: 1
            background: black
            layers:
              - text: "WIDE WORD"
                font: {size: 60}
                color: white
            """ + "\n" + layerKeys)
    }

    /// The ink's width and height (pixels whose green is above 64).
    static func inkSize(_ frame: Frame) -> (width: Int, height: Int) {
        var rows: [Int] = [], columns: [Int] = []
        for y in 0..<frame.height {
            for x in 0..<frame.width where frame.pixel(x: x, y: y).green > 64 {
                rows.append(y)
                columns.append(x)
            }
        }
        return ((columns.max() ?? 0) - (columns.min() ?? 0), (rows.max() ?? 0) - (rows.min() ?? 0))
    }

    @Test("rotation: 90 turns the layer a quarter turn; with keyframes' rotation: -90 it is back to level")
    func quarterTurn() throws {
        let level = Self.inkSize(try Self.card("").frame(at: 0.5))
        let turned = Self.inkSize(try Self.card("    rotation: 90").frame(at: 0.5))
        let undone = Self.inkSize(try Self.card("    rotation: 90\n    keyframes: {rotation: [{at: 0, value: -90}]}").frame(at: 0.5))
        #expect(level.width > 3 * level.height, "the word is wide: \(level)")
        expectClose(turned.width, level.height, tolerance: 3, "turned: the width is the level word's height")
        expectClose(turned.height, level.width, tolerance: 3, "turned: the height is the level word's width")
        expectClose(undone.width, level.width, tolerance: 3, "undone: level again")
        expectClose(undone.height, level.height, tolerance: 3, "undone: level again")
    }

    @Test("a rotation that is not a number says what it expects, naming the key")
    func notANumber() throws {
        #expect { try Self.card("    rotation: left") } throws: { error in
            "\(error)".contains("rotation") && "\(error)".contains("degrees")
        }
    }
}
