import Foundation
import KinetypeAnimation
import KinetypeText

/// Marks an emoji that comes with a spoken word of a caption page (`--emoji`): the caption
/// styles (``CaptionStyleRenderer``) show it from the word's start, popping in, and never before.
///
/// After the word, the emoji is text of its own on the page, right after the word (so the line
/// makes room for it), and the attribute marks the emoji's run. Above the word, the emoji takes
/// no room on the line: the attribute marks the word's runs, and the style draws ``emoji`` over
/// the word, centred, at the size of the word's line.
public struct CaptionEmojiAttribute: TextAttribute {
    /// Where an emoji sits by its word.
    public enum Placement: String, CaseIterable, Hashable, Sendable {
        /// After the word, on its line.
        case after
        /// Above the word, centred over it.
        case above
    }

    /// The emoji (one or more colour emoji).
    public var emoji: String
    /// When its word starts being spoken, in seconds from the page's start.
    public var start: Double
    /// Where it sits.
    public var placement: Placement

    /// The emoji `emoji` of a word that starts `start` seconds after the page does, placed as
    /// `placement` says.
    public init(emoji: String, start: Double, placement: Placement) {
        self.emoji = emoji
        self.start = start
        self.placement = placement
    }

    /// The seconds an emoji takes to pop in from its word's start.
    public static let popDuration = 0.25

    /// The emoji's size factor `time` seconds after the page's start: 0 before the word's start,
    /// then up on a spring with a little bounce, settling at 1.
    public func scale(at time: Double) -> Double {
        guard time >= start else { return 0 }
        return Self.spring.value(target: 1.0, time: time - start)
    }

    /// The spring the emoji pops in on.
    private static let spring = Spring(duration: popDuration, bounce: 0.3)
}
