import Foundation
import KinetypeTestSupportCore
import Testing

/// SIGTERM and SIGINT honoured within a second at any point of a render, through the built
/// binary: while the scene file is read (one long libyaml call), while one slow frame is drawn
/// (Cairo filling a path of thousands of crossing curves, seconds a frame) and while frames are
/// encoded. Each exits with 128 + the signal and leaves neither the output nor a temporary.
///
/// The phases run one after another: each measures a latency, and three other renders drawing
/// and encoding beside it on a two-core machine delay the signal's handling by half a second.
@Suite(.serialized) struct InterruptionLatencyTests {
    let kinetype = TestSupport.kinetype

    struct Phase: CustomStringConvertible, Sendable {
        var description: String
        var signal: Int32
        /// The scene's text.
        var scene: @Sendable () -> String
        var output: String
        /// Whether to wait for the render's temporary before signalling.
        var afterTemporary: Bool
        /// How long to wait then, in seconds.
        var delay: Double = 0.3
    }

    /// A scene whose one layer has `count` opacity keys: reading it takes seconds.
    static func manyKeys(_ count: Int) -> String {
        let keys = (0..<count).map { "{at: \(Double($0) / 1000), value: \($0 % 2)}" }.joined(separator: ", ")
        return "version: 1\ncanvas: 160x90\nduration: 1\nlayers:\n  - text: Hi\n    keyframes:\n      opacity: [\(keys)]\n"
    }

    /// A scene whose one frame fills a path of `count` curves that cross the whole canvas.
    static func crossingCurves(_ count: Int) -> String {
        let curves = (0..<count).map { i in
            "C \(i * 37 % 640) \(i * 7 % 360) \((i * 3 + 200) % 640) \(i * 11 % 360) \(i * 5 % 640) \(i * 13 % 360)"
        }.joined(separator: " ")
        return "version: 1\ncanvas: 640x360\nduration: 1\nlayers:\n  - shape: {kind: path, d: \"M 0 0 \(curves)\"}\n"
    }

    static let phases: [Phase] = [
        Phase(description: "reading the scene, SIGTERM", signal: SIGTERM, scene: { manyKeys(60_000) }, output: "card.gif", afterTemporary: false),
        Phase(description: "drawing one slow frame, SIGTERM", signal: SIGTERM, scene: { crossingCurves(6_000) }, output: "card.gif",
              afterTemporary: true),
        // A still's temporary appears once its frame is drawn: signal while it is.
        // A still of 9,900 crossing curves (about the most a path holds) takes over 3 s on an idle
        // machine: a signal after 1 s comes while it is made.
        Phase(description: "drawing one slow still, SIGINT", signal: SIGINT, scene: { crossingCurves(9_900) }, output: "card.png",
              afterTemporary: false, delay: 1),
        Phase(description: "encoding frames, SIGTERM", signal: SIGTERM,
              scene: { OutputFixtures.scene(duration: 60, canvas: "1280x720", text: "Stop me") }, output: "card.gif", afterTemporary: true),
    ]

    @Test("a signal stops the render within a second, with no output and no temporary left", arguments: phases)
    func stopsWithinASecond(_ phase: Phase) throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = try OutputFixtures.writeScene(in: folder, phase.scene())
            let output = folder.appendingPathComponent(phase.output)
            let process = try SpawnedProcess(kinetype, ["render", scene, "--threads", "2", "-o", output.path])
            if phase.afterTemporary {
                let started = try OutputFixtures.wait(upTo: 60) { try OutputFixtures.leftovers(folder).contains { $0.hasSuffix(".partial") } }
                #expect(started, "a temporary appears while the render runs")
            }
            usleep(UInt32(phase.delay * 1_000_000))
            let sent = Date()
            process.send(phase.signal)
            let result = process.wait(upTo: 30)
            let took = Date().timeIntervalSince(sent)
            #expect(took < 1, "\(phase): stopped \(took) s after the signal")
            OutputFixtures.expect(result.status, result.stderr, code: 128 + phase.signal, mentions: ["interrupted"])
            #expect(!FileManager.default.fileExists(atPath: output.path), "no output file")
            let left = try OutputFixtures.leftovers(folder)
            #expect(left.isEmpty, "\(left)")
        }
    }
}
