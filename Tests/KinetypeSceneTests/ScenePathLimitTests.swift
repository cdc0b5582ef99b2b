import Foundation
import KinetypeCard
import KinetypeScene
import KinetypeTestSupportCore
import Testing

/// SVG path data in scenes (a shape's `d`, a text path's `d`): read in time linear in its
/// length, and refused past 10,000 commands, the documented limit, naming the layer's key,
/// without reading the rest.
@Suite struct ScenePathLimitTests {
    /// Path data of `commands` drawing commands: a move, then lines zigzagging along.
    static func data(_ commands: Int) -> String {
        var text = "M 0 0"
        for index in 1..<commands { text += " L \(index % 640) \(index % 2 == 0 ? 10 : 20)" }
        return text
    }

    static func shape(_ data: String) -> String {
        "version: 1\ncanvas: 640x360\nlayers:\n  - shape: {kind: path, d: \"\(data)\"}\n"
    }

    static func textPath(_ data: String) -> String {
        "version: 1\ncanvas: 640x360\nlayers:\n  - text: Hi\n    path: {d: \"\(data)\"}\n"
    }

    static func refusal(_ source: String) -> SceneError? {
        do {
            _ = try SceneLoader().load(string: source, fileName: "card.yaml")
            return nil
        } catch {
            return error
        }
    }

    @Test("10,000 commands load; 10,001 are refused at the layer's d, naming the limit and how to fix it")
    func limit() throws {
        for (source, line) in [(Self.shape, 4), (Self.textPath, 5)] {
            _ = try SceneLoader().load(string: source(Self.data(10_000)), fileName: "card.yaml")
            let error = try #require(Self.refusal(source(Self.data(10_001))))
            #expect(error.kind == .invalidValue)
            #expect(error.keyPath == "layers[0].shape.d" || error.keyPath == "layers[0].path.d", "\(error.keyPath)")
            #expect(error.message.contains("more than 10000 commands") && error.message.contains("simplify it"), "\(error.message)")
            #expect(error.description.hasPrefix("card.yaml:\(line):"), "\(error.description.prefix(80))")
        }
        // Repeated numbers count as commands: one L with 10,000 points is 10,000 lines.
        let repeated = "M 0 0 L" + String(repeating: " 5 5", count: 10_000)
        #expect(Self.refusal(Self.shape(repeated))?.message.contains("more than 10000 commands") == true)
    }

    @Test("reading path data is linear: four times the commands, under eight times the time, accepted or refused")
    func linear() throws {
        let accepted = try TestSupport.growthOverFourfoldInput(2_000) { commands in
            let card = try TitleCard(scene: try SceneLoader().load(string: Self.shape(Self.data(commands)), fileName: "card.yaml"))
            #expect(card.width == 640)
        }
        #expect(accepted < 8, "four times the commands took \(accepted) times as long")
        // Past the limit, the data is not read past it: only the YAML around it grows.
        let refused = TestSupport.growthOverFourfoldInput(25_000) { commands in
            #expect(Self.refusal(Self.shape(Self.data(commands))) != nil)
        }
        #expect(refused < 8, "four times the commands took \(refused) times as long to refuse")
    }
}
