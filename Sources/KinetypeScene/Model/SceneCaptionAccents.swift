import Foundation
import KinetypeCaptions
import KinetypeEffects

/// What sets words of a scene's captions apart: keywords, emoji and each word's entrance
/// (``SceneCaptions/accents``; the command line's `--emphasis`, `--emoji` and `--entrance`).
///
/// ```yaml
/// captions:
///   file: talk.vtt
///   emphasis:                       # keywords: coloured, bigger and bolder
///     words: [money, free trial]    # words or phrases (or one string, comma-separated), case-folded
///     file: keywords.txt            # or a file of them, one a line (relative to the scene file)
///     color: "#ffd60a"              # default the yellow of short-form captions
///     scale: 1.15                   # times the font size, more than 0 and at most 4
///     weight: black                 # a weight name or 1 to 1000; default the captions' own
///   emoji: emoji.csv                # word,emoji rows; or {file: emoji.csv, position: above}
///   entrance: {name: move, duration: 0.3, edge: bottom}   # a transition each word enters with, from its start
/// ```
public struct SceneCaptionAccents: Hashable, Sendable {
    /// The keywords and their look; nil for none.
    public var emphasis: CaptionKeywords?
    /// The emoji that follow words; nil for none.
    public var emoji: CaptionEmojiMap?
    /// Where the emoji sit: after their word (the default) or above it.
    public var emojiPlacement: CaptionEmojiAttribute.Placement = .after
    /// The transition each word enters with from its own start; nil shows the page's words at once.
    public var entrance: SceneTransition?

    /// The seconds a word's entrance takes when the scene gives no `duration`: 0.3, as short-form
    /// captions move (a layer's transitions take 0.8).
    public static let defaultEntranceDuration = 0.3

    /// No keywords, no emoji, no entrance.
    public init(emphasis: CaptionKeywords? = nil, emoji: CaptionEmojiMap? = nil,
                emojiPlacement: CaptionEmojiAttribute.Placement = .after, entrance: SceneTransition? = nil) {
        self.emphasis = emphasis
        self.emoji = emoji
        self.emojiPlacement = emojiPlacement
        self.entrance = entrance
    }

    /// Whether it sets nothing apart.
    public var isEmpty: Bool { emphasis == nil && emoji == nil && entrance == nil }
}
