import Foundation
import KinetypeText

/// Marks one spoken word of a caption page: its place on the page and its times in seconds from
/// the page's start. The caption styles (``CaptionStyleRenderer``) read it from each run to know
/// which words are past, spoken now, or still to come.
public struct CaptionWordAttribute: TextAttribute {
    public var index: Int
    public var start: Double
    public var end: Double

    public init(index: Int, start: Double, end: Double) {
        self.index = index
        self.start = start
        self.end = end
    }

    /// Where a word is at `time`: to come, being spoken (with its progress, 0 to 1), or past.
    public enum State: Hashable, Sendable {
        case upcoming
        case active(progress: Double)
        case past
    }

    public func state(at time: Double) -> State {
        if time < start { return .upcoming }
        if time >= end { return .past }
        return .active(progress: end > start ? (time - start) / (end - start) : 1)
    }
}
