import ExampleRenderers
import Foundation
import Kinetype

/// The appearance example (seed 001's renderer) at 1280x720, 30 fps, 2 s: milliseconds per frame
/// rendered (not encoded), on one thread and on all cores; and the floor for the same card —
/// Cairo painting the background and the same glyphs with no effects.
enum EffectsBenchmarks {
    static func card(plain: Bool) -> TitleCard {
        TitleCard(width: 1280, height: 720, fps: 30, duration: 2) { time in
            let text = (Text("Create custom ") + Text("Visual Effects").customAttribute(EmphasisAttribute()) + Text(" with Kinetype"))
                .font(.system(size: 72, weight: .semibold))
                .multilineTextAlignment(.center)
            return plain ? text : text.textRenderer(AppearanceEffectRenderer(elapsedTime: time, totalDuration: 1.6))
        }
    }

    /// Milliseconds per frame over all frames of `card`, best of three passes.
    static func perFrame(_ card: TitleCard, threads: Int) throws -> Double {
        var best = Double.infinity
        for _ in 0..<3 {
            let start = DispatchTime.now().uptimeNanoseconds
            try card.renderAhead(Array(0..<card.frameCount), threads: threads, prepare: { _, _ in }) { _, _ in }
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 / Double(card.frameCount))
        }
        return best
    }

    /// The same text entering with the built-in `appear` transition (a layer of a scene card).
    static func transitionCard() -> TitleCard {
        let text = (Text("Create custom ") + Text("Visual Effects") + Text(" with Kinetype"))
            .font(.system(size: 72, weight: .semibold)).multilineTextAlignment(.center)
        return TitleCard(width: 1280, height: 720, fps: 30, duration: 2,
                         layers: [TitleCard.Layer(text, enter: TextTransition(.appear, duration: 1.6))])
    }

    static func run() throws -> [(name: String, value: Double, unit: String)] {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let effects = card(plain: false), plain = card(plain: true)
        return [
            ("built-in appear transition on a layer, 1280x720, 60 frames, 1 thread", try perFrame(transitionCard(), threads: 1), "ms/frame"),
            ("appearance example 1280x720, 60 frames, 1 thread", try perFrame(effects, threads: 1), "ms/frame"),
            ("appearance example 1280x720, 60 frames, \(cores) threads", try perFrame(effects, threads: cores), "ms/frame"),
            ("floor: background + same glyphs, no effects, 1 thread", try perFrame(plain, threads: 1), "ms/frame"),
            ("floor: background + same glyphs, no effects, \(cores) threads", try perFrame(plain, threads: cores), "ms/frame"),
        ]
    }
}
