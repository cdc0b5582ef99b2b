import Foundation
import KinetypePrimitives
import KinetypeText

/// Marks one spoken word of a caption page: its place on the page and its times in seconds from
/// the page's start. The caption styles (``CaptionStyleRenderer``) read it from each run to know
/// which words are past, spoken now, or still to come, and the word's own colours from the
/// caption file, which stand in for the style's where the user gave none.
public struct CaptionWordAttribute: TextAttribute {
    public var index: Int
    public var start: Double
    public var end: Double
    /// The file's colour for the word before it is spoken; nil is the style's `color`.
    public var color: Color?
    /// The file's colour for the word while and after it is spoken; nil is the style's `active`.
    public var spokenColor: Color?

    public init(index: Int, start: Double, end: Double, color: Color? = nil, spokenColor: Color? = nil) {
        self.index = index
        self.start = start
        self.end = end
        self.color = color
        self.spokenColor = spokenColor
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
