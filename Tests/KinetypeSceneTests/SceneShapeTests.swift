import Foundation
import KinetypeCard
import KinetypeGraphics
import KinetypePrimitives
import KinetypeScene
import Testing

/// Shape layers (`shape:` in place of `text:`): where a plate's pixels land, how it is painted
/// and trimmed, the stages that act on it as on text, and the errors of its keys.
///
/// The expected places come from the layout rule, not from a rendering: a 640×360 canvas has a
/// 32-pixel margin (5% of its width, rounded), so the placement area is 32…608 × 32…328 and a
/// centred layer's anchor point is (320, 180); a `w`×`h` box goes at (320 − w/2 + x, 180 − h/2 + y)
/// for an offset (x, y).
@Suite struct SceneShapeTests {
    static func card(_ layers: String, duration: Double = 2) throws -> TitleCard {
        let scene = try SceneLoader().load(string: "version: 1\ncanvas: 640x360\nduration: \(duration)\nbackground: black\nlayers:\n" + layers,
                                           fileName: "card.yaml")
        return try TitleCard(scene: scene)
    }

    static func red(_ frame: Frame, _ x: Int, _ y: Int) -> Int { Int(frame.pixel(x: x, y: y).red) }

    @Test("a rect's pixels are where its size, anchor and offset put it, edges included")
    func rectPlacement() throws {
        let frame = try Self.card("""
              - shape: {kind: rect, width: 200, height: 100}
                color: "#ff0000"
                position: {anchor: center, offset: [40, -20]}

            """).frame(at: 0)
        // The box: x 260..<460, y 110..<210.
        for (x, y) in [(260, 110), (459, 110), (260, 209), (459, 209), (360, 160)] {
            #expect(frame.pixel(x: x, y: y) == (255, 0, 0, 255), "inside at (\(x), \(y))")
        }
        for (x, y) in [(259, 110), (460, 110), (260, 109), (260, 210), (459, 210)] {
            #expect(frame.pixel(x: x, y: y) == (0, 0, 0, 255), "outside at (\(x), \(y))")
        }
    }

    @Test("anchors place a plate at the margins: bottomLeading sits on the bottom-left corner of the area")
    func anchoredPlate() throws {
        let frame = try Self.card("""
              - shape: {kind: rect, width: 300, height: 60}
                color: "#00ff00"
                position: bottomLeading

            """).frame(at: 0)
        // Area 32…608 × 32…328: the box spans x 32..<332, y 268..<328.
        #expect(frame.pixel(x: 32, y: 327).green == 255 && frame.pixel(x: 331, y: 268).green == 255)
        #expect(frame.pixel(x: 31, y: 300).green == 0 && frame.pixel(x: 332, y: 300).green == 0 && frame.pixel(x: 100, y: 328).green == 0)
    }

    @Test("rounded corners, capsules and ellipses leave their box's corners empty and fill their middles")
    func roundedShapes() throws {
        for shape in ["{kind: roundedRect, width: 200, height: 100, cornerRadius: 30}", "{kind: capsule, width: 200, height: 100}",
                      "{kind: ellipse, width: 200, height: 100}"] {
            let frame = try Self.card("  - shape: \(shape)\n    color: \"#ff0000\"\n").frame(at: 0)
            // The box: x 220..<420, y 130..<230.
            #expect(Self.red(frame, 320, 180) == 255, "\(shape): middle")
            #expect(Self.red(frame, 221, 131) == 0 && Self.red(frame, 418, 228) == 0, "\(shape): corners")
            #expect(Self.red(frame, 320, 131) == 255 && Self.red(frame, 221, 180) == 255, "\(shape): edge middles")
        }
    }

    @Test("a line is drawn by its stroke, and trim draws part of it")
    func lineAndTrim() throws {
        // A level line 200 wide: from (220, 180) to (420, 180), 4 pixels thick (rows 178…181).
        let whole = try Self.card("  - shape: {kind: line, width: 200}\n    color: \"#ff0000\"\n").frame(at: 0)
        #expect(Self.red(whole, 300, 179) == 255 && Self.red(whole, 380, 180) == 255)
        #expect(Self.red(whole, 300, 175) == 0 && Self.red(whole, 300, 184) == 0)
        let half = try Self.card("  - shape: {kind: line, width: 200}\n    color: \"#ff0000\"\n    trim: {from: 0, to: 0.5}\n").frame(at: 0)
        #expect(Self.red(half, 300, 179) == 255, "the first half is drawn")
        #expect(Self.red(half, 380, 179) == 0, "the second half is not")
        let thick = try Self.card("  - shape: {kind: line, width: 200}\n    stroke: {color: \"#ff0000\", width: 20}\n").frame(at: 0)
        #expect(Self.red(thick, 300, 171) == 255 && Self.red(thick, 300, 166) == 0)
    }

    @Test("a path's outline is scaled to its width and height")
    func pathScaled() throws {
        // A right triangle (0,0)-(100,0)-(100,50) scaled to 200×100 at (220, 130): its upper-right half is filled.
        let frame = try Self.card("  - shape: {kind: path, d: \"M 0 0 L 100 0 L 100 50 Z\", width: 200, height: 100}\n    color: \"#ff0000\"\n")
            .frame(at: 0)
        #expect(Self.red(frame, 410, 135) == 255 && Self.red(frame, 410, 220) == 255)
        #expect(Self.red(frame, 230, 220) == 0, "below the diagonal")
    }

    @Test("fill, stroke and shadow paint a plate as they paint text")
    func paint() throws {
        let frame = try Self.card("""
              - shape: {kind: rect, width: 200, height: 100}
                fill: {linear: {colors: ["#ff0000", "#0000ff"], angle: 90}}
                stroke: {color: "#00ff00", width: 8, placement: overFill}
                shadow: {color: "#ffffff", radius: 0, x: 0, y: 20}

            """).frame(at: 0)
        // Box x 220..<420, y 130..<230; the stroke straddles its edge by 4 pixels.
        #expect(frame.pixel(x: 320, y: 131) == (0, 255, 0, 255), "stroke over the fill")
        let left = frame.pixel(x: 230, y: 180), right = frame.pixel(x: 410, y: 180)
        #expect(left.red > 200 && left.blue < 55 && right.blue > 200 && right.red < 55, "red to blue, left to right")
        #expect(frame.pixel(x: 320, y: 240) == (255, 255, 255, 255), "the shadow 20 pixels below")
    }

    @Test("an enter transition fades a shape in as one piece, halfway at half its time")
    func transitionOnShape() throws {
        let card = try Self.card("  - shape: {kind: rect, width: 200, height: 100}\n    color: \"#ff0000\"\n    enter: {name: opacity, duration: 1}\n")
        #expect(Self.red(try card.frame(at: 0), 320, 180) == 0)
        // The default ease-in-out is symmetric: half shown at half its time.
        let middle = Self.red(try card.frame(at: 0.5), 320, 180)
        #expect((118...138).contains(middle), "\(middle)")
        #expect(Self.red(try card.frame(at: 1.2), 320, 180) == 255)
    }

    @Test("a reveal wipes a shape in, and an exit moves it out")
    func revealAndExit() throws {
        let card = try Self.card("""
              - shape: {kind: rect, width: 200, height: 100}
                color: "#ff0000"
                reveal: {name: wipe, duration: 1}
                exit: {name: move, edge: trailing, duration: 0.5}

            """)
        let wiping = try card.frame(at: 0.5)
        #expect(Self.red(wiping, 225, 180) == 255 && Self.red(wiping, 415, 180) == 0, "the leading side shows first")
        #expect(Self.red(try card.frame(at: 1.2), 415, 180) == 255)
        let leaving = try card.frame(at: 1.9)
        #expect(Self.red(leaving, 225, 180) == 0, "moving off towards the trailing edge")
    }

    @Test("symbol effects move a shape whole, and it rests where it was placed")
    func effectOnShape() throws {
        let plain = try Self.card("  - shape: {kind: rect, width: 200, height: 100}\n    color: \"#ff0000\"\n")
        let bouncing = try Self.card("  - shape: {kind: rect, width: 200, height: 100}\n    color: \"#ff0000\"\n    effects: [{effect: bounce, at: [0.5]}]\n")
        #expect(try bouncing.frame(at: 0.2) == plain.frame(at: 0.2), "at rest before it plays")
        #expect(try bouncing.frame(at: 0.65) != plain.frame(at: 0.65), "moving while it plays")
    }

    @Test("a shader filters a shape as it filters text: pixellated cells move the plate's edge onto the cell grid")
    func shaderOnShape() throws {
        let plate = "  - shape: {kind: rect, width: 200, height: 100}\n    color: \"#ff0000\"\n"
        let sharp = try Self.card(plate).frame(at: 0), cells = try Self.card(plate + "    shader: {name: pixellate, size: 8}\n").frame(at: 0)
        // The box: x 220..<420. Its left edge is not on the 8-pixel grid, so the cell across it
        // (216..<224) is one colour, and pixels 218 and 221 can no longer differ as they do sharp.
        #expect(Self.red(sharp, 218, 180) == 0 && Self.red(sharp, 221, 180) == 255)
        #expect(Self.red(cells, 218, 180) == Self.red(cells, 221, 180), "one cell across the edge")
        #expect(Self.red(cells, 320, 180) == 255 && Self.red(cells, 100, 180) == 0, "the middle red, the outside black")
    }

    @Test("a plate under a text layer: the text draws over it")
    func plateUnderText() throws {
        let frame = try Self.card("""
              - shape: {kind: rect, width: 400, height: 120}
                color: "#0000ff"
              - text: "H"
                font: {size: 90}
                color: "#ffffff"

            """).frame(at: 0)
        let pixels = (130..<230).flatMap { y in (120..<520).map { frame.pixel(x: $0, y: y) } }
        #expect(pixels.contains { $0 == (255, 255, 255, 255) }, "the text")
        #expect(pixels.contains { $0 == (0, 0, 255, 255) }, "the plate around it")
    }

    @Test("the Swift API: a ShapeContent layer draws as the scene's")
    func swiftAPI() throws {
        let scene = try Self.card("  - shape: {kind: capsule, width: 240, height: 80}\n    color: \"#ff8800\"\n")
        let content = ShapeContent(.capsule, size: CGSize(width: 240, height: 80), fill: AnyShapeStyle(Color(red: 1, green: 0.5333333333, blue: 0)))
        let card = TitleCard(width: 640, height: 360, fps: scene.fps, duration: scene.duration, background: .color(.black),
                             layers: [TitleCard.Layer(content: content)])
        #expect(try card.frame(at: 0) == scene.frame(at: 0))
    }

    @Test("the shape keys decode, and the layer reads as a shape")
    func decoding() throws {
        let scene = try SceneLoader().load(string: """
            version: 1
            layers:
              - shape: {kind: roundedRect, width: 320, height: 90, cornerRadius: 12}
                fill: "#222244"
                trim: {to: 0.75}
                start: 0.5
              - text: Hi

            """, fileName: "card.yaml")
        let shape = try #require(scene.layers[0].shape)
        #expect(shape.kind == .roundedRect && shape.width == 320 && shape.height == 90 && shape.cornerRadius == 12)
        #expect(shape.trim == 0...0.75 && scene.layers[0].start == 0.5 && scene.layers[0].text == "")
        #expect(scene.layers[1].shape == nil && scene.layers[1].content == nil)
        #expect(scene.layers[0] != scene.layers[1])
    }

    @Test("replace needs a text: on a shape it is an error at the effect")
    func replaceOnShape() throws {
        let scene = try SceneLoader().load(string: """
            version: 1
            layers:
              - shape: {kind: rect, width: 10, height: 10}
                effects: [{effect: replace, to: "B", at: [1]}]

            """, fileName: "card.yaml")
        #expect {
            try TitleCard(scene: scene)
        } throws: { error in
            (error as? SceneError)?.message.contains("shows no text") == true && (error as? SceneError)?.keyPath == "layers[0].effects[0].effect"
        }
    }
}
