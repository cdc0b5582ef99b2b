import Foundation
import KinetypeCard
import KinetypeRasterKernels
import KinetypeScene
import KinetypeTestSupportCore
import Testing

/// Group layers (`group: {layers: [...]}`): children placed as on the card, moved, faded and
/// wiped together. Places follow the layout rule (see ``SceneShapeTests``).
@Suite struct SceneGroupTests {
    static func card(_ layers: String) throws -> TitleCard {
        try TitleCard(scene: SceneLoader().load(string: "version: 1\ncanvas: 320x180\nfps: 100\nduration: 2\nbackground: black\nlayers:\n" + layers,
                                                fileName: "card.yaml"))
    }

    /// A red plate 100×40 (centred: x 110..<210, y 70..<110) and a green 20×20 box inside it
    /// (centred and 30 to the right: x 180..<200, y 80..<100), grouped.
    static func group(_ keys: String) -> String {
        """
          - group:
              layers:
                - shape: {kind: rect, width: 100, height: 40}
                  color: "#ff0000"
                - shape: {kind: rect, width: 20, height: 20}
                  color: "#00ff00"
                  position: {anchor: center, offset: [30, 0]}
        \(keys)

        """
    }

    /// The first column with red (or green) on `row`, to a hundredth of a pixel.
    static func edge(_ frame: Frame, row: Int, green: Bool = false) -> Double? {
        for x in 0..<frame.width {
            let pixel = frame.pixel(x: x, y: row)
            let value = green ? pixel.green : pixel.red
            if value > 0 { return Double(x) + 1 - Double(value) / 255 }
        }
        return nil
    }

    @Test("children draw where they would on the card, and the group's offset moves them all")
    func offset() throws {
        let still = try Self.card(Self.group("")).frame(at: 0)
        #expect(Self.edge(still, row: 72) == 110 && Self.edge(still, row: 90, green: true) == 180)
        let moved = try Self.card(Self.group("    position: {anchor: center, offset: [-50, 10]}")).frame(at: 0)
        #expect(Self.edge(moved, row: 82) == 60 && Self.edge(moved, row: 100, green: true) == 130)
    }

    @Test("the children move together under the group's keyframes", arguments: [0.0, 0.25, 0.5, 1.0])
    func keyframes(_ time: Double) throws {
        let card = try Self.card(Self.group("    keyframes: {offset: [{at: 0, value: [-100, 0]}, {at: 1, value: [0, 0], spring: snappy}]}"))
        let frame = try card.frame(at: time)
        let plate = try #require(Self.edge(frame, row: 72)), box = try #require(Self.edge(frame, row: 90, green: true))
        expectClose(box - plate, 70, tolerance: 0.05, "the box stays 70 px into the plate: \(plate), \(box)")
        if time == 0 { #expect(plate == 10) }
    }

    @Test("the group's opacity and enter transition fade the children as one")
    func fade() throws {
        let half = try Self.card(Self.group("    opacity: 0.5")).frame(at: 0)
        #expect((126...129).contains(half.pixel(x: 120, y: 90).red) && (126...129).contains(half.pixel(x: 190, y: 90).green))
        let entering = try Self.card(Self.group("    enter: {name: opacity, duration: 1}"))
        let middle = try entering.frame(at: 0.5)
        // Drawn as one piece: the box over the plate, not the plate through the box.
        #expect((118...138).contains(middle.pixel(x: 190, y: 90).green) && middle.pixel(x: 190, y: 90).red == 0)
        #expect(try entering.frame(at: 1.5) == Self.card(Self.group("")).frame(at: 1.5))
    }

    @Test("a reveal wipes over the box around the children")
    func reveal() throws {
        let card = try Self.card(Self.group("    reveal: {name: wipe, duration: 1}"))
        let middle = try card.frame(at: 0.5)
        // The box is x 110..<210: halfway, its leading half shows.
        #expect(middle.pixel(x: 115, y: 90).red == 255 && middle.pixel(x: 205, y: 90).red == 0)
    }

    @Test("a group's text is its children's, and bad groups are errors at their place")
    func decodingAndErrors() throws {
        let scene = try SceneLoader().load(string: "version: 1\nlayers:\n  - group: {layers: [{text: Ada}, {text: Engineer}]}\n", fileName: "card.yaml")
        #expect(scene.layers[0].group?.layers.map(\.text) == ["Ada", "Engineer"])
        let empty = try #require(throws: SceneError.self) {
            try SceneLoader().load(string: "version: 1\nlayers:\n  - group: {layers: []}\n", fileName: "card.yaml")
        }
        #expect(empty.keyPath == "layers[0].group.layers" && empty.description.contains("no layers"))
        let child = try #require(throws: SceneError.self) {
            try SceneLoader().load(string: "version: 1\nlayers:\n  - group: {layers: [{txt: Ada}]}\n", fileName: "card.yaml")
        }
        #expect(child.keyPath == "layers[0].group.layers[0].txt" && child.suggestion == "text", "\(child)")
        let misspelt = try #require(throws: SceneError.self) {
            try SceneLoader().load(string: "version: 1\nlayers:\n  - group: {layers: [{text: A, enter: {name: twril}}]}\n", fileName: "card.yaml")
        }
        #expect(misspelt.keyPath == "layers[0].group.layers[0].enter.name" && misspelt.suggestion == "twirl", "\(misspelt)")
        let matte = try SceneLoader().load(string: "version: 1\nlayers:\n  - group: {layers: [{text: A}, {text: B, matte: alpha}]}\n",
                                           fileName: "card.yaml")
        let error = try #require(throws: SceneError.self) { try TitleCard(scene: matte) }
        #expect(error.keyPath == "layers[0].group.layers[1].matte" && error.description.contains("group's top layer"), "\(error)")
    }
}
