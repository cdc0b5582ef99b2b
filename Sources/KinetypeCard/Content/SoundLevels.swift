import Foundation
import KinetypePrimitives

/// Kinetype: an audiogram's outline, the sound's levels a frame at a time as a shape layer
/// draws them: bars of frequency bands (a spectrum) or the level's recent history (a waveform),
/// for podcast clips and music cards.
///
/// The levels are numbers from 0 (silence, or below the scene's floor) to 1 (full scale), one
/// list a frame on the card's clock; a scene's `shape: {kind: bars}` or `{kind: waveform}` gets
/// them from its soundtrack.
///
/// ```swift
/// let levels = SoundLevels(style: .bars, frames: [[0.2, 0.9, 0.5], [0.4, 0.6, 0.1]], fps: 30)
/// let outline = levels.path(at: 0, in: CGSize(width: 300, height: 100))   // three bars, the middle one tallest
/// ```
public struct SoundLevels: Equatable, Sendable {
    /// How the levels are drawn.
    public enum Style: String, CaseIterable, Sendable {
        /// One rounded bar a band, side by side, rising from the bottom of the box.
        case bars
        /// The level over the last ``SoundLevels/window`` seconds, the newest at the trailing
        /// edge, mirrored about the box's middle line.
        case waveform
    }

    /// How the levels are drawn.
    public var style: Style
    /// The levels a frame, each from 0 to 1: a level a bar for ``Style/bars``; the first level
    /// of each frame for ``Style/waveform``.
    public var frames: [[Double]]
    /// The frames' rate on the card's clock (frame `n` is card time `n / fps`).
    public var fps: Double
    /// The space between bars, as a fraction of a bar's slot (0 to 0.9).
    public var gap: Double
    /// The seconds of history a waveform shows.
    public var window: Double

    /// Levels drawn as `style`, `frames` at `fps` a second; bars a third of their slot apart, a
    /// waveform of the last 3 seconds.
    public init(style: Style, frames: [[Double]], fps: Double, gap: Double = 1.0 / 3, window: Double = 3) {
        self.style = style
        self.frames = frames
        self.fps = fps
        self.gap = gap
        self.window = window
    }

    /// The levels at card time `time`: the frame it falls in (silence before the first and past
    /// the last).
    public func levels(at time: TimeInterval) -> [Double] {
        let frame = Int((time * fps + 1e-9).rounded(.down))
        return frames.indices.contains(frame) ? frames[frame] : []
    }

    /// The outline at card time `time` in a box of `size`: never empty, so a silent moment
    /// still shows the bars' feet or the waveform's middle line (a sliver of the box's height).
    public func path(at time: TimeInterval, in size: CGSize) -> Path {
        let floor = max(1, size.height / 40)
        switch style {
        case .bars:
            let count = frames.first?.count ?? 0
            guard count > 0 else { return Path() }
            let levels = levels(at: time)
            let slot = size.width / CGFloat(count), width = slot * CGFloat(1 - max(0, min(0.9, gap)))
            var path = Path()
            for bar in 0..<count {
                let level = CGFloat(max(0, min(1, bar < levels.count ? levels[bar] : 0)))
                let height = max(floor, size.height * level)
                let rect = CGRect(x: CGFloat(bar) * slot + (slot - width) / 2, y: size.height - height, width: width, height: height)
                path.addPath(Path(roundedRect: rect, cornerRadius: min(width, height) / 2))
            }
            return path
        case .waveform:
            let samples = max(2, Int((window * fps).rounded()))
            let newest = Int((time * fps + 1e-9).rounded(.down))
            let middle = size.height / 2
            func x(_ index: Int) -> CGFloat { size.width * CGFloat(index) / CGFloat(samples - 1) }
            func half(_ index: Int) -> CGFloat {
                let frame = newest - (samples - 1 - index)
                let level = frames.indices.contains(frame) ? frames[frame].first ?? 0 : 0
                return max(floor / 2, middle * CGFloat(max(0, min(1, level))))
            }
            return Path { path in
                path.move(to: CGPoint(x: 0, y: middle - half(0)))
                for index in 1..<samples { path.addLine(to: CGPoint(x: x(index), y: middle - half(index))) }
                for index in (0..<samples).reversed() { path.addLine(to: CGPoint(x: x(index), y: middle + half(index))) }
                path.closeSubpath()
            }
        }
    }
}
