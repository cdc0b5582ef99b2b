import Foundation
import KinetypeCard
import KinetypeRasterKernels
import KinetypeScene
import Testing

/// Track mattes (`matte: alpha | alphaInverted | luma`): a layer shows through the layer just
/// above it, which is not drawn itself. Places follow the layout rule (see ``SceneShapeTests``).
@Suite struct SceneMatteTests {
    static func frame(_ layers: String) throws -> Frame {
        try TitleCard(scene: SceneLoader().load(string: "version: 1\ncanvas: 320x180\nduration: 1\nbackground: black\nlayers:\n" + layers,
                                                fileName: "card.yaml")).frame(at: 0)
    }

    /// A red plate 200×100 (x 60..<260, y 40..<140) under a matte: a 40×40 square at its middle (x 140..<180, y 70..<110).
    static func plate(matte: String, square: String = "color: white") -> String {
        """
          - shape: {kind: rect, width: 200, height: 100}
            color: "#ff0000"
            matte: \(matte)
          - shape: {kind: rect, width: 40, height: 40}
            \(square)

        """
    }

    @Test("an alpha matte shows the layer only where the matte is, and the matte is not drawn")
    func alpha() throws {
        let frame = try Self.frame(Self.plate(matte: "alpha"))
        #expect(frame.pixel(x: 160, y: 90) == (255, 0, 0, 255), "the plate through the square")
        #expect(frame.pixel(x: 100, y: 60) == (0, 0, 0, 255), "no plate outside the square")
        #expect(frame.pixel(x: 141, y: 71) == (255, 0, 0, 255) && frame.pixel(x: 139, y: 71) == (0, 0, 0, 255), "the square's edge")
    }

    @Test("an inverted alpha matte cuts the matte out of the layer")
    func inverted() throws {
        let frame = try Self.frame(Self.plate(matte: "alphaInverted"))
        #expect(frame.pixel(x: 160, y: 90) == (0, 0, 0, 255), "a hole where the square is")
        #expect(frame.pixel(x: 100, y: 60) == (255, 0, 0, 255), "the plate around it")
    }

    @Test("a luma matte shows the layer as bright as the matte is")
    func luma() throws {
        let white = try Self.frame(Self.plate(matte: "luma"))
        #expect(white.pixel(x: 160, y: 90) == (255, 0, 0, 255) && white.pixel(x: 100, y: 60) == (0, 0, 0, 255))
        // A mid grey (#808080: luminance 128/255) lets about half of the plate through.
        let grey = try Self.frame(Self.plate(matte: "luma", square: "color: \"#808080\""))
        #expect((124...132).contains(grey.pixel(x: 160, y: 90).red), "\(grey.pixel(x: 160, y: 90))")
        // An alpha matte of the same grey square lets all of it through: the matte is opaque.
        #expect(try Self.frame(Self.plate(matte: "alpha", square: "color: \"#808080\"")).pixel(x: 160, y: 90) == (255, 0, 0, 255))
    }

    @Test("text as the matte of a fill: the fill seen through the letters")
    func textMatte() throws {
        let frame = try Self.frame("""
              - shape: {kind: rect, width: 320, height: 180}
                fill: {linear: {colors: ["#ff0000", "#0000ff"], angle: 90}}
                matte: alpha
              - text: "█"
                font: {size: 100}

            """)
        let inside = frame.pixel(x: 160, y: 90)
        #expect(inside.red > 60 && inside.blue > 60 && inside.green < 10, "the gradient through the glyph: \(inside)")
        #expect(frame.pixel(x: 10, y: 10) == (0, 0, 0, 255), "nothing of the fill outside it")
    }

    @Test("a matte on the top layer is an error that says which layer it needs")
    func topLayer() throws {
        let scene = try SceneLoader().load(string: "version: 1\nlayers:\n  - text: A\n  - text: B\n    matte: alpha\n", fileName: "card.yaml")
        let error = try #require(throws: SceneError.self) { try TitleCard(scene: scene) }
        #expect(error.keyPath == "layers[1].matte" && error.description.contains("top layer"), "\(error)")
        let misspelt = try #require(throws: SceneError.self) {
            try SceneLoader().load(string: "version: 1\nlayers:\n  - text: A\n    matte: lumma\n  - text: B\n", fileName: "card.yaml")
        }
        #expect(misspelt.suggestion == "luma", "\(misspelt)")
    }
}
