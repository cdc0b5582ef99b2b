import Foundation
import KinetypeEffects

extension TitleCard {
    /// The time a still shows by default (PNG, SVG and PDF without `--at`, a batch's PNGs):
    /// ``poster`` when the card has one, else the last moment the most layers are fully in.
    ///
    /// A layer is fully in when it shows and none of its enter or exit transitions, keyframed
    /// motion or reveals and conceals is running (nor a running one of a stack's children). Among the frames, the ones with the most layers
    /// fully in (then the most layers showing at all) win, and the last of them is the poster:
    /// just before the exit of a card that leaves, the last frame of one that does not (as
    /// before posters existed). Long cards are sampled at about 2,000 frames, the last included.
    public var posterTime: TimeInterval {
        if let poster { return min(max(0, poster), duration) }
        let last = frameCount - 1
        let step = max(1, (last + 1999) / 2000)
        var best = Int.min, bestFrame = last
        for frame in Array(stride(from: 0, to: last, by: step)) + [last] {
            let score = posterScore(at: Double(frame) / fps)
            if score >= best {
                best = score
                bestFrame = frame
            }
        }
        return Double(bestFrame) / fps
    }

    /// How good a poster the frame at `time` makes: layers fully in, then layers showing.
    private func posterScore(at time: TimeInterval) -> Int {
        var settled = 0, shown = 0
        for layer in layers(time) {
            let end = layer.end ?? duration
            guard time >= layer.start, time <= end + 1e-9 else { continue }
            shown += 1
            if isSettled(layer, at: time, end: end) { settled += 1 }
        }
        return settled * 100_000 + shown
    }

    private func isSettled(_ layer: Layer, at time: TimeInterval, end: TimeInterval) -> Bool {
        let moment = LayerMoment(local: time - layer.start, time: time, start: layer.start, end: end,
                                 canvas: CGSize(width: width, height: height), frameDuration: 1 / fps, reduceMotion: reduceMotion)
        let span = LayerSpan(start: layer.start, end: min(end, duration), count: 1, step: 1 / fps)
        for stage in layer.stages {
            if let clip = stage as? any ClipStage, clip.progress(at: moment) < 1 { return false }
            for interval in stage.intervals(in: span) where [.enter, .exit, .keyframes].contains(interval.kind) {
                let begun = interval.kind == .exit ? time > interval.start : time >= interval.start
                if begun, time < interval.end { return false }
            }
        }
        // A stack is in when its children that show are: they keep their own transitions.
        if let stack = layer.content as? StackContent {
            for child in stack.layers {
                let childEnd = child.end ?? duration
                guard time >= child.start, time <= childEnd + 1e-9 else { continue }
                if !isSettled(child, at: time, end: childEnd) { return false }
            }
        }
        return true
    }
}
