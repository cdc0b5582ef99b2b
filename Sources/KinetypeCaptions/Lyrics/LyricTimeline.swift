import Foundation
import KinetypeAnimation

/// When each line of a lyric list is sung and where it sits in the column: the clock behind
/// every line's move (``LyricScrollStage``), shared by all of them.
///
/// The list's scroll is a sum of spring steps, one a new line: a spring is linear, so the sum is
/// exactly the motion of one spring retargeted at each line, with no jump in place or speed when
/// lines come faster than the spring settles.
public struct LyricTimeline: Sendable {
    /// When each line starts and stops being sung, in card seconds, in order of start.
    public let starts: [Double], ends: [Double]
    /// The centre of each line in the column, in points from the first line's centre.
    public let centres: [Double]
    /// The list's look: dimming, sizes, spring, beat pulse.
    public let list: LyricList
    private let settle: Double

    /// The lines' times (each `(start, end)`, sorted by start) and heights in points at full
    /// size; each line's end is cut to the next line's start, and lines sit `gap` points apart.
    public init(times: [(start: Double, end: Double)], heights: [Double], gap: Double, list: LyricList) {
        starts = times.map(\.start)
        ends = times.indices.map { index in
            index + 1 < times.count ? min(times[index].end, max(times[index].start, times[index + 1].start)) : times[index].end
        }
        var centres: [Double] = []
        var centre = 0.0
        for (index, height) in heights.enumerated() {
            if index > 0 { centre += (heights[index - 1] + height) / 2 + gap }
            centres.append(centre)
        }
        self.centres = centres
        self.list = list
        settle = min(10, max(0.05, list.spring.settlingDuration))
    }

    /// The spring's step from 0 to 1 at `time` seconds after it starts (0 before).
    func step(_ time: Double) -> Double {
        guard time > 0 else { return 0 }
        return time >= settle ? 1 : list.spring.value(target: 1.0, time: time)
    }

    /// The last line started by `time` (0 before the first: the list waits on its first line).
    public func focus(at time: Double) -> Int {
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= time { low = middle + 1 } else { high = middle }
        }
        return max(0, low - 1)
    }

    /// The line sung at `time`, if any: the last started whose end is after `time`.
    public func active(at time: Double) -> Int? {
        guard !starts.isEmpty, starts[0] <= time else { return nil }
        let focus = self.focus(at: time)
        return ends[focus] > time ? focus : nil
    }

    /// The list's scroll at `time`, in lines: the index of the line at the centre, between two
    /// lines while it moves (beyond the next one while the spring overshoots). Each line after
    /// the first pulls the list on by one line on ``LyricList/spring`` from its start.
    public func scroll(at time: Double) -> Double {
        let focus = self.focus(at: time)
        var scroll = Double(focus), index = focus
        // The steps still moving (at most 256: a file of lines all at one time moves at once).
        while index >= 1, time - starts[index] < settle, focus - index < 256 {
            scroll += step(time - starts[index]) - 1
            index -= 1
        }
        return scroll
    }

    /// Where a scroll of `scroll` lines puts the column: the centre of that line (between two
    /// lines' centres, in proportion, or past the ends as the nearest two lines are apart).
    public func offset(ofScroll scroll: Double) -> Double {
        guard centres.count > 1 else { return 0 }
        let lower = min(max(0, Int(scroll.rounded(.down))), centres.count - 2)
        return centres[lower] + (scroll - Double(lower)) * (centres[lower + 1] - centres[lower])
    }

    /// How much line `index` is the sung line at `time`, 0…1 (beyond while the spring
    /// overshoots): it grows on the spring from its start and shrinks from its end.
    public func activity(of index: Int, at time: Double) -> Double {
        step(time - starts[index]) - step(time - ends[index])
    }

    /// The beat pulse's growth at `time`: ``LyricList/pulse`` on a beat, fading exponentially.
    public func pulse(at time: Double) -> Double {
        guard list.pulse > 0, !list.beats.isEmpty else { return 0 }
        var low = 0, high = list.beats.count
        while low < high {
            let middle = (low + high) / 2
            if list.beats[middle] <= time { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return 0 }
        return list.pulse * exp(-(time - list.beats[low - 1]) / max(list.pulseDecay, 1e-3))
    }
}
