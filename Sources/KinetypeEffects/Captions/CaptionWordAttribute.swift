import Foundation
import KinetypePrimitives
import KinetypeText

/// Marks one spoken word of a caption page: its place on the page and its times in seconds from
/// the page's start. The caption styles (``CaptionStyleRenderer``) read it from each run to know
/// which words are past, spoken now, or still to come, and the word's own colours from the
/// caption file, which stand in for the style's where the user gave none.
public struct CaptionWordAttribute: TextAttribute {
    /// The word's place among the page's words, from 0; runs with the same index are one word (a
    /// word may span runs of several fonts), whose box is the union of theirs.
    public var index: Int
    /// When the word starts being spoken, in seconds from the page's start.
    public var start: Double
    /// When it has been spoken, in seconds from the page's start; from `end` on it is past.
    public var end: Double
    /// The file's colour for the word before it is spoken; nil is the style's `color`.
    public var color: Color?
    /// The file's colour for the word while and after it is spoken; nil is the style's `active`.
    public var spokenColor: Color?
    /// A keyword's colour (`--emphasis-color`): the word's colour before, while and after it is
    /// spoken, over the style's, the file's and ``CaptionStyleRenderer/past``; nil for an
    /// ordinary word.
    public var keywordColor: Color?

    /// Marks word `index`, spoken from `start` to `end` (seconds from the page's start), with the
    /// caption file's own colours when it has them, and a keyword's colour when it is one.
    public init(index: Int, start: Double, end: Double, color: Color? = nil, spokenColor: Color? = nil, keywordColor: Color? = nil) {
        self.index = index
        self.start = start
        self.end = end
        self.color = color
        self.spokenColor = spokenColor
        self.keywordColor = keywordColor
    }

    /// Where a word is at `time`: to come, being spoken (with its progress, 0 to 1), or past.
    public enum State: Hashable, Sendable {
        /// Before ``CaptionWordAttribute/start``.
        case upcoming
        /// From ``CaptionWordAttribute/start`` until ``CaptionWordAttribute/end``, with how far
        /// through the word the time is, 0 to 1.
        case active(progress: Double)
        /// At ``CaptionWordAttribute/end`` and after.
        case past
    }

    /// The word's state `time` seconds after the page's start: upcoming before ``start``, active
    /// until ``end`` with progress `(time − start) / (end − start)`, past from ``end`` on.
    public func state(at time: Double) -> State {
        if time < start { return .upcoming }
        if time >= end { return .past }
        return .active(progress: end > start ? (time - start) / (end - start) : 1)
    }
}
