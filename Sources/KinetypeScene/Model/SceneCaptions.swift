import Foundation
import KinetypeAnimation
import KinetypeCaptions
import KinetypeDiagnostics
import KinetypePrimitives
import KinetypeText

/// Word-timed captions in a scene, drawn over its layers (`CaptionCard`):
///
/// ```yaml
/// captions:
///   file: talk.vtt                 # any caption file Kinetype reads (CaptionFormat), relative to the scene file
///   style: {name: pop, scale: 1.3} # a caption style of the renderer catalogue; default karaoke
///   font: {size: 56, weight: bold} # SceneFont; default bold, 7.8% of the canvas height (56 at 720p)
///   lines: 2                       # the most lines a page has, 1 to 4
///   maxChars: 42                   # the most characters a line has, 8 to 200
///   language: de                   # for hyphenating long words; default the file's own
///   pause: 0.6                     # a silence longer than this starts a page, seconds
///   position: bottom               # bottom | center | top
///   stroke: black                  # the words' outline, or none
///   shadow: "#00000099"            # the pages' drop shadow, or none (Lottie and SVG need none, or --rasterize-unsupported)
///   speakerColors: [white, yellow] # each speaker's words in a colour, in the order they first speak
///   emphasis: {words: [money], color: yellow, scale: 1.2, weight: black}  # keywords (SceneCaptionAccents)
///   emoji: emoji.csv               # word,emoji rows: an emoji after (or above) each word it maps
///   entrance: {name: move, edge: bottom}   # each word enters through a transition from its own start
///   assMotion: true                # an ASS file written (-o talk.ass) plays the style's motion (CaptionCard.assMotion)
///   maxWords: 3                    # the most words a page holds, 1 to 20 (1: a word at a time)
///   case: upper                    # upper | lower | title | none, by the rules of the language
///   safeArea: tiktok               # tiktok | reels | shorts | none | T,R,B,L (pixels or %): the room the pages keep to
///   lyrics: {dim: 0.35, pulse: 0.06}  # the lines as a scrolling lyric list (LyricList); true for its defaults
///   preset: bold-pop               # a look of the caption preset catalogue, or a preset file; the keys here override it
/// ```
///
/// Without a `duration`, the scene lasts until the last word ends (or its latest layer, if later).
public struct SceneCaptions: Equatable, Sendable {
    /// The file as written, and the track read from it.
    public var file: String
    /// The words with their times, as read from ``file`` (template variables filled in).
    public var track: CaptionTrack
    /// The caption style: a renderer of the renderer catalogue with its parameters; `karaoke` by
    /// default.
    public var style: SceneRenderer
    /// The words' font; bold by default. Its size is used as written only when ``sizeShare`` is nil
    /// (see ``resolvedFont(canvasHeight:)``).
    public var font: SceneFont
    /// The most lines a page has, in ``linesRange`` (1 to 4); default 2.
    public var lines: Int
    /// A silence longer than this, in seconds, starts a new page; in ``pauseRange`` (more than 0, at
    /// most 60), default 0.6.
    public var pause: Double
    /// Where the pages sit on the canvas: `.bottom` (default), `.center` or `.top` (the file's
    /// `position`).
    public var anchor: UnitPoint
    /// The colour of the words' outline; black by default, nil (`stroke: none`) for none.
    public var stroke: Color?
    /// The colour of the pages' drop shadow (soft, 3 pixels down); ``defaultShadow`` by default,
    /// nil (`shadow: none`) for none, which vector outputs need: Lottie and animated SVG cannot
    /// show a soft shadow.
    public var shadow: Color? = SceneCaptions.defaultShadow
    /// The font's size as a share of the canvas height; nil when `font.size` gives it in points.
    public var sizeShare: Double?
    /// The most characters a line has.
    public var maxCharacters: Int
    /// The language for hyphenation; nil is the file's own.
    public var language: String?
    /// The colours the speakers' words take (`CaptionTrack/coloringSpeakers(_:)`); empty
    /// leaves them the style's.
    public var speakerColors: [Color] = []
    /// Keywords, emoji and word entrances (`emphasis`, `emoji`, `entrance`); none by default.
    public var accents = SceneCaptionAccents()
    /// Whether an ASS file written from the captions carries the style's motion
    /// (`CaptionCard/assMotion`, `ASSMotionWriter`); false by default. Other outputs refuse it.
    public var assMotion = false
    /// The most words a page holds, in ``maxWordsRange``; nil (the default) is no limit but the
    /// lines'.
    public var maxWords: Int?
    /// The letter case the words are shown and written in; ``CaptionCase/none`` by default.
    public var letterCase: CaptionCase = .none
    /// The part of the canvas the pages keep to (`SafeArea`); nil (the default) is the card's
    /// 8% margin.
    public var safeArea: SafeArea?
    /// Shows the lines as a music player's scrolling lyric list (`CaptionCard/lyrics`); nil
    /// (the default) shows pages.
    public var lyrics: LyricList?
    /// The seconds of the card a still shows, when only those are drawn (`captions --at` to a
    /// still): only the pages shown then are made (`CaptionCard/window`); nil makes them all.
    package var window: ClosedRange<Double>?

    /// The track as the captions show it: the speakers' words in ``speakerColors``.
    public var shownTrack: CaptionTrack { track.coloringSpeakers(speakerColors) }

    /// The drop shadow's colour without one: black at 60% (`CaptionCard/shadows`' own).
    public static let defaultShadow = Color(white: 0, opacity: 0.6)
    /// The size captions take without one: 56 at 720p, so 480p to 4K look alike.
    public static let defaultSizeShare = 56.0 / 720
    /// The line lengths `maxChars` takes: 8 to 200 characters.
    public static let maxCharactersRange = ValueRange(8...200, unit: "characters", whole: true)
    /// The page heights `lines` takes: 1 to 4 lines.
    public static let linesRange = ValueRange(1...4, unit: "lines", whole: true)
    /// The page sizes `maxWords` takes: 1 to 20 words.
    public static let maxWordsRange = ValueRange(1...20, unit: "words", whole: true)
    /// The pauses `pause` takes: more than 0, at most 60 seconds.
    public static let pauseRange = ValueRange(above: 0, through: 60, unit: "seconds")
    /// The names `position` takes, with their points.
    package static let positions: [(name: String, anchor: UnitPoint)] = [("bottom", .bottom), ("center", .center), ("top", .top)]

    /// Captions of `track`, read from `file`, with the defaults of a scene file's `captions`: the
    /// `karaoke` style, a bold font at ``defaultSizeShare`` of the canvas height, two lines of at most
    /// 42 characters, a new page after 0.6 seconds of silence, at the bottom, outlined in black.
    public init(file: String, track: CaptionTrack, style: SceneRenderer = SceneRenderer(name: "karaoke"),
                font: SceneFont = SceneFont(size: 56, weight: 700), lines: Int = 2, pause: Double = 0.6,
                anchor: UnitPoint = .bottom, stroke: Color? = .black, sizeShare: Double? = SceneCaptions.defaultSizeShare,
                maxCharacters: Int = 42) {
        self.file = file
        self.track = track
        self.style = style
        self.font = font
        self.lines = lines
        self.pause = pause
        self.anchor = anchor
        self.stroke = stroke
        self.sizeShare = sizeShare
        self.maxCharacters = maxCharacters
    }

    /// The font at its size on a canvas `canvasHeight` pixels high: ``sizeShare`` of it when
    /// given (within the sizes a font takes), else the font's own.
    public func resolvedFont(canvasHeight: Int) -> SceneFont {
        guard let sizeShare else { return font }
        var font = self.font
        font.size = Swift.min(Swift.max(sizeShare * Double(canvasHeight), 1), Font.sizeRange.upperBound)
        return font
    }
}
