import Foundation
import Kinetype

/// Captions: a 60-second track of 150 words (two-word cues, a word every 0.4 s, pauses between
/// cues), karaoke, at 1920x1080 and 30 fps (1800 frames), written with a clear background to
/// WebM (VP9 with alpha, through ffmpeg) and to a folder of PNG frames, on every core. One run
/// each (the figure is the whole job's wall time; a frame's share is the wall time over 1800).
enum CaptionBenchmarks {
    static func track() -> CaptionTrack {
        let words = ["Every", "word", "lights", "up", "as", "it", "is", "spoken,", "in", "any", "script:", "مرحبا", "שלום", "नमस्ते", "你好"]
        var cues: [CaptionCue] = []
        var clock = 0.2
        for index in 0..<75 {
            let pair = (0..<2).map { k -> CaptionWord in
                let word = CaptionWord(text: words[(index * 2 + k) % words.count], start: clock, end: clock + 0.35, spaceBefore: k > 0)
                clock += 0.38
                return word
            }
            cues.append(CaptionCue(start: pair[0].start, end: pair[1].end, text: pair.map(\.text).joined(separator: " "), words: pair))
            clock += 0.04
        }
        return CaptionTrack(cues: cues)
    }

    static func run() throws -> [(name: String, value: Double, unit: String)] {
        // Through a scene, as a library user's program or a scene file's `captions` makes it.
        var scene = SceneDocument(canvas: SceneCanvas(width: 1920, height: 1080), fps: 30, duration: 60, background: .color(.clear))
        scene.captions = SceneCaptions(file: "benchmark", track: track(), font: SceneFont(size: 72, weight: 700), sizeShare: nil)
        let card = try TitleCard(scene: scene)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinetype-bench-captions-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var results: [(name: String, value: Double, unit: String)] = []
        for (label, url) in [("WebM (VP9 with alpha)", folder.appendingPathComponent("captions.webm")),
                             ("PNG frames", folder.appendingPathComponent("frames"))] {
            let start = Date()
            try card.export(to: url, options: ExportOptions(threads: ProcessInfo.processInfo.activeProcessorCount))
            let seconds = Date().timeIntervalSince(start)
            results.append(("captions 60 s 1920x1080 30 fps karaoke, clear, to \(label), wall", seconds, "s"))
            results.append(("captions 60 s 1920x1080 30 fps karaoke, clear, to \(label), a frame", seconds * 1000 / Double(card.frameCount), "ms"))
        }
        return results
    }
}
