import Foundation
import KinetypeAnimation
import KinetypeCaptions
import KinetypeCard
import KinetypeScene
import KinetypeTestSupportCore
import Testing

/// A scene's `captions: {lyrics: …}`: read with its defaults and bounds, compiled into one layer
/// a line moved by the list's clock; and the list's scroll against a spring integrated step by
/// step, retargeted at each line.
@Suite struct SceneLyricsTests {
    /// A scene of two LRC lines shown as `lyrics`.
    static func scene(_ lyrics: String) throws -> SceneDocument {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        try Data("[00:00.00]First line\n[00:01.00]Second line\n".utf8).write(to: folder.appendingPathComponent("song.lrc"))
        let file = folder.appendingPathComponent("card.yaml")
        try Data("version: 1\ncanvas: 320x180\ncaptions: {file: song.lrc, lyrics: \(lyrics)}\n".utf8).write(to: file)
        return try SceneLoader().load(contentsOf: file)
    }

    @Test("lyrics: true, false and the mapping form, with their defaults")
    func reads() throws {
        #expect(try Self.scene("true").captions?.lyrics == LyricList())
        #expect(try Self.scene("false").captions?.lyrics == nil)
        let list = try #require(try Self.scene("{dim: 0.2, scale: 0.7, gap: 1, pulse: 0.1}").captions?.lyrics)
        #expect(list == LyricList(dim: 0.2, inactiveScale: 0.7, gap: 1, pulse: 0.1))
    }

    @Test("Bad lyrics values are named at their key", arguments: [
        ("{dim: 2}", "captions.lyrics.dim", "1"),
        ("{pulsee: 0.1}", "captions.lyrics.pulsee", "did you mean 'pulse'"),
        ("{scale: 0}", "captions.lyrics.scale", "0.1"),
        ("yes please", "captions.lyrics", "true or false"),
    ])
    func refuses(text: String, keyPath: String, says: String) throws {
        let error = try #require(throws: SceneError.self) { try Self.scene(text) }
        #expect(error.keyPath == keyPath && error.description.contains(says), "\(error)")
    }

    @Test("The compiled card has a layer a line, each moved by the list's clock")
    func compiles() throws {
        let scene = try Self.scene("{pulse: 0.05}")
        let captions = try #require(try SceneCompiler().captionCard(scene))
        #expect(captions.lyrics?.pulse == 0.05)
        let layers = try captions.layers()
        let stages = layers.compactMap { $0.stages.first { $0 is LyricScrollStage } as? LyricScrollStage }
        #expect(stages.map(\.index) == [0, 1] && layers.count == 2, "\(layers.count) layers")
        _ = try TitleCard(scene: scene)
    }

    @Test("The scroll is one spring retargeted at each line: it matches the spring's equation integrated step by step, lines faster than it settles included")
    func scrollIsASpring() {
        let spring = Spring(duration: 0.5, bounce: 0.15)
        let starts = [0, 0.3, 0.5, 1.5, 1.6, 3]
        let timeline = LyricTimeline(times: starts.map { ($0, $0 + 5) }, heights: starts.map { _ in 10 }, gap: 5, list: LyricList(spring: spring))
        // x'' = -k (x - target) - c x', the target the last line started, by semi-implicit Euler.
        var position = 0.0, velocity = 0.0, time = 0.0
        let step = 1e-5
        var worst = 0.0
        while time < 4 {
            let target = Double(starts.lastIndex { $0 <= time } ?? 0)
            velocity += (-spring.stiffness * (position - target) - spring.damping * velocity) / spring.mass * step
            position += velocity * step
            time += step
            if Int((time / step).rounded()) % 1000 == 0 { worst = max(worst, abs(timeline.scroll(at: time) - position)) }
        }
        #expect(worst < 0.01, "the scroll strays \(worst) lines from the spring")
    }
}
