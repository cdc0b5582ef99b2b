import Foundation
import KinetypeAnimation
import KinetypePrimitives

/// How a caption card shows its lines as a music player's scrolling lyric list
/// (``CaptionCard/lyrics``): every line of the song in one column, the line being sung at the
/// canvas's centre, bright and full size, the lines before and after it smaller and dimmed; the
/// list scrolls to each new line on a spring, and enhanced LRC's word times fill the sung line
/// word by word through the card's caption style (`karaoke` by default).
///
/// ```swift
/// var card = CaptionCard(track: try CaptionReader.read(contentsOf: URL(fileURLWithPath: "talk.vtt")))  // an LRC file, or any caption file
/// card.lyrics = LyricList(pulse: 0.06, beats: [0.5, 1.0, 1.5])
/// let video = try card.titleCard()
/// ```
public struct LyricList: Hashable, Sendable {
    /// The opacity of the lines not being sung, 0…1; 0.35 by default.
    public var dim: Double
    /// The size of the lines not being sung, as a factor of the sung line's; 0.8 by default.
    public var inactiveScale: Double
    /// The space between two lines of the list, in lines of the font; 0.5 by default.
    public var gap: Double
    /// The spring the list scrolls on to each new line, and a line grows and shrinks on as it
    /// starts and stops being sung (``LyricTimeline/scroll(at:)``).
    public var spring: Spring
    /// How much the sung line grows on each beat, as a factor less 1 (0.06 grows it by 6%); 0
    /// (the default) for no pulse. The line is largest on the beat and settles back over
    /// ``pulseDecay`` seconds.
    public var pulse: Double
    /// The seconds a beat's pulse takes to fade to about a third (an exponential's time constant); 0.12 by default.
    public var pulseDecay: Double
    /// The card times of the beats the sung line pulses on (`AudioAnalysis/beats`, placed on the card).
    public var beats: [Double]

    /// The values ``dim``, ``inactiveScale``, ``gap`` and ``pulse`` may take: 0 to 1, 0.1 to 1, 0 to 10 and 0 to 1.
    public static let dimRange = 0.0...1.0, inactiveScaleRange = 0.1...1.0, gapRange = 0.0...10.0, pulseRange = 0.0...1.0

    /// A lyric list with the defaults: lines not sung at 35% opacity and 80% size, half a line
    /// apart, scrolling on a 0.5 s spring with a little bounce, and no beat pulse.
    public init(dim: Double = 0.35, inactiveScale: Double = 0.8, gap: Double = 0.5, spring: Spring = Spring(duration: 0.5, bounce: 0.15),
                pulse: Double = 0, pulseDecay: Double = 0.12, beats: [Double] = []) {
        self.dim = dim
        self.inactiveScale = inactiveScale
        self.gap = gap
        self.spring = spring
        self.pulse = pulse
        self.pulseDecay = pulseDecay
        self.beats = beats
    }
}
