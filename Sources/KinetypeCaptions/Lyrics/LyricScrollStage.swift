import Foundation
import KinetypeCard
import KinetypeGraphics

/// Moves one line of a lyric list (``LyricList``): up the column as the list scrolls, to full
/// size and opacity while it is sung, smaller and dimmed otherwise, pulsing on the beats while
/// sung; the line sits at its place in the column less the scroll (``LyricTimeline``).
///
/// Its opacity changes at once when the line starts and stops being sung, so the sung line is
/// the bright one from its first frame; its size follows the spring.
public struct LyricScrollStage: TransformStage {
    /// The line's place in the list.
    public let index: Int
    /// The list's clock, shared by every line.
    public let timeline: LyricTimeline

    /// The stage of line `index` of `timeline`.
    public init(index: Int, timeline: LyricTimeline) {
        self.index = index
        self.timeline = timeline
    }

    /// The line's offset from the canvas's centre, its size and its opacity at the moment's card time.
    public func transform(at moment: LayerMoment) -> LayerTransform {
        let time = moment.time, list = timeline.list
        let y = timeline.centres[index] - timeline.offset(ofScroll: timeline.scroll(at: time))
        let activity = timeline.activity(of: index, at: time)
        var scale = list.inactiveScale + (1 - list.inactiveScale) * activity
        let sung = timeline.active(at: time) == index
        if sung { scale *= 1 + timeline.pulse(at: time) }
        return LayerTransform(offset: CGSize(width: 0, height: y), scale: CGFloat(max(0.01, scale)), opacity: sung ? 1 : list.dim)
    }
}
