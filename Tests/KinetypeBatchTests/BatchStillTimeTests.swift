import Foundation
import KinetypeBatch
import KinetypeCard
import KinetypeExport
import KinetypeScene
import KinetypeTestSupportCore
import Testing

/// A batch's still outputs show each card's poster time by default (not a blank last frame of a
/// card that leaves), or the time `--at` gives.
@Suite struct BatchStillTimeTests {
    static let scene = """
        version: 1
        canvas: 96x40
        fps: 10
        duration: 2
        background: "#101018"
        layers:
          - text: "{{name}}"
            font: {size: 14, weight: bold}
            enter: {name: opacity, duration: 0.5}
            exit: {name: opacity, duration: 0.5}
        """

    @Test("PNG rows show the poster by default and the --at time when given; an --at past the end fails the row")
    func stillTimes() throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = folder.appendingPathComponent("card.yaml")
            try Data(Self.scene.utf8).write(to: scene)
            let rows = [BatchRow(number: 1, fields: ["name": "Ada", "slug": "ada"], line: 2)]
            let document = try SceneLoader().load(string: Self.scene, fileName: "card.yaml", variables: rows[0].fields)
            let card = try TitleCard(scene: document)
            #expect(card.posterTime == 1.5, "the last frame before the exit")
            func single(at time: Double) throws -> Data {
                let url = folder.appendingPathComponent("single-\(time).png")
                try card.export(to: url, options: ExportOptions(stillTime: time))
                return try Data(contentsOf: url)
            }
            let poster = try single(at: 1.5), start = try single(at: 0), last = try single(at: 2)
            #expect(poster != start && poster != last && start == last, "the poster shows the text; the card's start and end are bare")

            var runner = BatchRunner(scene: scene, plan: try BatchPlan(rows: rows, pattern: folder.path + "/out/{{slug}}.png"))
            _ = try runner.run()
            #expect(try Data(contentsOf: folder.appendingPathComponent("out/ada.png")) == poster)
            runner.stillTime = 0
            _ = try runner.run()
            #expect(try Data(contentsOf: folder.appendingPathComponent("out/ada.png")) == start)
            runner.stillTime = 5
            guard case .failed(let message)? = try runner.run()[1] else { Issue.record("--at past the end rendered"); return }
            #expect(message.contains("after the card's end"))
        }
    }
}
