import Foundation
import Kinetype
import KinetypeTestSupportCore
import Testing

/// `fixedSize`, `aspectRatio`, `%` of a stack's proposal, the safe area's lengths and relative
/// offsets and font sizes, measured on rendered pixels against SwiftUI's rules written out here
/// (the placement area of a 320x180 canvas is 288x148: a 16 px margin a side).
@Suite struct LayoutSizingTests {
    typealias Box = (minX: Int, minY: Int, maxX: Int, maxY: Int)

    /// The box of `channel` in the frame of `layers` on `canvas` (`header` after the canvas line).
    static func box(_ layers: String, canvas: String = "320x180", channel: Int, header: String = "") throws -> Box {
        let frame = try StackLayoutTests.frame(layers, canvas: canvas + "\n" + header.trimmingCharacters(in: .newlines))
        return try #require(StackLayoutTests.box(frame, channel))
    }

    static func size(_ box: Box) -> (width: Int, height: Int) { (box.maxX - box.minX + 1, box.maxY - box.minY + 1) }

    static let sentence = "Analytical Engine programmer and poet"

    @Test("fixedSize: a text in a narrow stack keeps its one-line size; a frame that fills what it is offered hugs its content")
    func fixedSize() throws {
        func inStack(_ fixed: String) -> String {
            "  - stack:\n      layers:\n        - text: \"\(Self.sentence)\"\n          font: {family: Noto Sans, size: 14}\n"
                + "          color: \"#ff0000\"\n" + fixed + "    frame: {width: 80}\n"
        }
        // The reference: the same text alone, with room for one line.
        let alone = Self.size(try Self.box("  - text: \"\(Self.sentence)\"\n    font: {family: Noto Sans, size: 14}\n    color: \"#ff0000\"\n", channel: 0))
        let wrapped = Self.size(try Self.box(inStack(""), channel: 0))
        let fixed = Self.size(try Self.box(inStack("          fixedSize: {horizontal: true}\n"), channel: 0))
        #expect(wrapped.height > alone.height * 2 && wrapped.width <= 80, "the 80 px stack wraps the text: \(wrapped)")
        #expect(abs(fixed.width - alone.width) <= 1 && abs(fixed.height - alone.height) <= 1, "fixed \(fixed), alone \(alone)")
        // frame(maxWidth: .infinity) fills the 288 px offered; fixed, it takes the 20 px square's width.
        let plate = "  - shape: {kind: rect, width: 20, height: 20}\n    color: \"#0000ff\"\n    frame: {maxWidth: infinity}\n    background: \"#0000ff\"\n"
        #expect(Self.size(try Self.box(plate, channel: 2)).width == 288)
        #expect(Self.size(try Self.box(plate + "    fixedSize: true\n", channel: 2)).width == 20)
    }

    @Test("under fixedSize, a stack's child that fills its width takes the widest sibling's (SwiftUI's equal-width idiom)")
    func fixedStackFillsAcross() throws {
        let stack = """
              - stack:
                  alignment: leading
                  spacing: 0
                  layers:
                    - {shape: {kind: rect, width: 10, height: 4}, color: "#0000ff", frame: {maxWidth: infinity}, background: "#0000ff"}
                    - {shape: {kind: rect, width: 60, height: 10}, color: "#ff0000"}

            """
        #expect(Self.size(try Self.box(stack, channel: 2)).width == 288)
        #expect(Self.size(try Self.box(stack + "    fixedSize: {horizontal: true}\n", channel: 2)).width == 60)
    }

    @Test("aspectRatio fits (or fills) the 288x148 placement area with the ratio, and a flexible frame takes that size",
          arguments: [("2", 288, 144), ("{ratio: 2, contentMode: fill}", 296, 148), ("\"1:1\"", 148, 148), ("{ratio: \"1:2\"}", 74, 148)])
    func aspectRatio(_ ratio: String, _ width: Int, _ height: Int) throws {
        let box = Self.size(try Self.box("""
              - shape: {kind: rect, width: 10, height: 10}
                color: "#ff0000"
                frame: {maxWidth: infinity, maxHeight: infinity}
                aspectRatio: \(ratio)
                background: "#0000ff"

            """, channel: 2))
        #expect(box.width == width && box.height == height, "\(ratio): \(box)")
    }

    @Test("in a stack's layers, % counts the size proposed to the stack; at the top level, the canvas")
    func percentOfTheStack() throws {
        let child = "      - shape: {kind: rect, width: 10, height: 10}\n        color: \"#ff0000\"\n        frame: {width: 50%}\n        background: \"#0000ff\"\n"
        let inStack = Self.size(try Self.box("  - stack:\n      layers:\n" + child + "    frame: {width: 200}\n", channel: 2))
        #expect(inStack.width == 100, "50% of the stack's 200 px: \(inStack)")
        let top = Self.size(try Self.box("  - shape: {kind: rect, width: 10, height: 10}\n    color: \"#ff0000\"\n    frame: {width: 50%}\n"
                                          + "    background: \"#0000ff\"\n", channel: 2))
        #expect(top.width == 160, "50% of the 320 px canvas: \(top)")
    }

    @Test("safe.bottom is the scene's safe area's bottom inset (TikTok's 440 of 1920), or the default 5%-of-width margin")
    func safeAreaLengths() throws {
        let layer = "  - shape: {kind: rect, width: 10, height: 10}\n    color: \"#0000ff\"\n    position: {anchor: bottom, margin: [0, 0, safe.bottom, 0]}\n"
        let tiktok = try Self.box(layer, canvas: "108x192", channel: 2, header: "safeArea: tiktok")
        #expect(tiktok.maxY + 1 == 192 - 44, "440/1920 of 192 is 44: \(tiktok)")
        let plain = try Self.box(layer, canvas: "108x192", channel: 2)
        #expect(plain.maxY + 1 == 192 - 5, "5% of 108 is 5: \(plain)")
        let half = try Self.box(layer.replacingOccurrences(of: "safe.bottom", with: "0.5safe.bottom"), canvas: "108x192", channel: 2,
                                header: "safeArea: tiktok")
        #expect(half.maxY + 1 == 192 - 22, "\(half)")
    }

    @Test("a relative offset moves by its share of the canvas; a relative font size is resolved on the canvas rendered")
    func relativeOffsetAndFontSize() throws {
        let square = "  - shape: {kind: rect, width: 10, height: 10}\n    color: \"#0000ff\"\n"
        let still = try Self.box(square, channel: 2)
        let moved = try Self.box(square + "    position: {offset: [10vw, -10vh]}\n", channel: 2)
        #expect(moved.minX - still.minX == 32 && moved.minY - still.minY == -18, "\(still) → \(moved)")
        // 10vh is 18 px on 320x180, and 36 px once the canvas is 320x360 (as --canvas sets it after loading).
        func render(_ size: String, canvas: (Int, Int)) throws -> Frame {
            var scene = try SceneLoader().load(string: """
                version: 1
                canvas: 320x180
                duration: 1
                layers:
                  - text: Kinetype
                    font: {family: Noto Sans, size: \(size)}

                """, fileName: "card.yaml")
            scene.canvas = SceneCanvas(width: canvas.0, height: canvas.1)
            return try TitleCard(scene: scene).frame(at: 0)
        }
        #expect(try render("10vh", canvas: (320, 180)).pixels == render("18", canvas: (320, 180)).pixels)
        #expect(try render("10vh", canvas: (320, 360)).pixels == render("36", canvas: (320, 360)).pixels)
    }

    @Test("a padding wider than the canvas (1000vw, 1000safe.top of a 100000 px safe area) leaves its text a point to wrap at, not an error")
    func paddingWiderThanTheCanvas() throws {
        for (header, padding) in [("", "1000vw"), ("safeArea: \"100000,100000,100000,100000\"", "1000safe.top")] {
            let frame = try StackLayoutTests.frame("  - text: ab\n    padding: \(padding)\n", canvas: "160x90\n" + header)
            #expect(frame.width == 160)
        }
    }

    @Test("bad sizing values are errors naming the key", arguments: [
        ("  - text: a\n    fixedSize: maybe\n", "layers[0].fixedSize"),
        ("  - text: a\n    fixedSize: {horizontal: true, across: true}\n", "layers[0].fixedSize.across"),
        ("  - text: a\n    aspectRatio: 0\n", "layers[0].aspectRatio"),
        ("  - text: a\n    aspectRatio: \"16:0\"\n", "layers[0].aspectRatio"),
        ("  - text: a\n    aspectRatio: .nan\n", "layers[0].aspectRatio"),
        ("  - text: a\n    aspectRatio: {ratio: 1, contentMode: stretch}\n", "layers[0].aspectRatio.contentMode"),
        ("  - text: a\n    aspectRatio: {contentMode: fit}\n", "layers[0].aspectRatio.ratio"),
        ("  - text: a\n    font: {size: 2em}\n", "layers[0].font.size"),
        ("  - text: a\n    font: {size: 0vh}\n", "layers[0].font.size"),
        ("  - text: a\n    position: {offset: [safe.middle, 0]}\n", "layers[0].position.offset[0]"),
        ("  - text: a\n    position: {offset: [-2000vw, 0]}\n", "layers[0].position.offset[0]"),
        ("  - text: a\n    padding: -1safe.top\n", "layers[0].padding"),
    ])
    func badValues(_ layers: String, key: String) throws {
        let error = try #require(throws: SceneError.self) {
            try SceneLoader().load(string: "version: 1\ncanvas: 160x90\nlayers:\n" + layers, fileName: "card.yaml")
        }
        #expect(error.keyPath == key, "\(error)")
    }

    @Test("a scene's safeArea must be a platform's or four insets")
    func badSafeArea() throws {
        #expect(throws: SceneError.self) { try SceneLoader().load(string: "version: 1\nsafeArea: mars\n", fileName: "card.yaml") }
    }
}
