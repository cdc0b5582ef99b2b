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

    @Test("a row of a scene with a background video is drawn over it, as render draws one: the still equals the card over the video's frame")
    func backgroundVideo() throws {
        try TestSupport.withTemporaryFolder { folder in
            let ffmpeg = try #require(TestSupport.which("ffmpeg"))
            let clip = folder.appendingPathComponent("clip.mp4")
            try TestSupport.writeClip("testsrc=size=160x90:rate=10:duration=1", to: clip)
            let text = "version: 1\nbackground: {video: clip.mp4}\nposter: 0.5\nlayers:\n  - text: \"{{name}}\"\n    font: {size: 14}\n"
            let scene = folder.appendingPathComponent("card.yaml")
            try Data(text.utf8).write(to: scene)
            let rows = [BatchRow(number: 1, fields: ["name": "Ada", "slug": "ada"], line: 2)]
            let runner = BatchRunner(scene: scene, plan: try BatchPlan(rows: rows, pattern: folder.path + "/out/{{slug}}.png"))
            guard case .rendered? = try runner.run()[1] else { Issue.record("the row failed"); return }
            // The same scene by hand: fitted to the probed video, exported over it.
            var document = try SceneLoader().load(string: text, fileName: "card.yaml", variables: rows[0].fields)
            let video = try #require(try document.fitToBackgroundVideo(baseURL: folder))
            #expect((video.width, video.height, video.fps, video.frameCount) == (160, 90, 10, 10))
            let single = folder.appendingPathComponent("single.png")
            try TitleCard(scene: document, baseURL: folder).export(over: video, to: single, options: ExportOptions())
            let row = try Data(contentsOf: folder.appendingPathComponent("out/ada.png"))
            #expect(row == (try Data(contentsOf: single)))
            // Not the card alone: away from the text, the still is the video's frame 5 (0.5 s) as ffmpeg decodes it.
            let decoded = try TestSupport.decodePNG(row)
            #expect((decoded.width, decoded.height) == (160, 90))
            let frame = [UInt8](try TestSupport.run(ffmpeg, ["-v", "error", "-i", clip.path, "-vf", "select=eq(n\\,5)", "-vframes", "1",
                                                             "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]).stdout)
            try #require(frame.count == 160 * 90 * 3)
            for (x, y) in [(5, 5), (150, 5), (5, 84), (150, 84)] {
                let still = (0..<3).map { Int(decoded.rgba[(y * 160 + x) * 4 + $0]) }, video = (0..<3).map { Int(frame[(y * 160 + x) * 3 + $0]) }
                #expect(zip(still, video).allSatisfy { abs($0 - $1) <= 2 }, "(\(x), \(y)): \(still) against the video's \(video)")
            }
        }
    }
}
