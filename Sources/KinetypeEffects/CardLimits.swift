import KinetypeDiagnostics

/// The frame rates, lengths and moments a card and everything on it take: the one home of the
/// numbers that scene files, the command line and the catalogues check against (`TitleCard`
/// gives them under the same names).
public enum CardLimits {
    /// The highest frame rate a card accepts: 240, the fastest displays; more is a typo.
    public static let maximumFPS = 240.0
    /// The longest card, a day: captions for the longest recordings (a film, a day-long
    /// conference stream), and titles over them at any moment. Longer is a mistake (often
    /// milliseconds written as seconds).
    public static let maximumDuration = 86_400.0

    /// The frame rates a card takes: 0.1 to ``maximumFPS`` frames per second. Below 0.1 a
    /// frame would last more than 10 seconds, which no title card means: a tiny rate is a typo,
    /// and is blamed on the frame rate rather than on an encoder's timing further on.
    public static let fpsRange = ValueRange(0.1...maximumFPS, unit: "frames per second")
    /// The durations a card, a layer, a transition or an effect takes: greater than 0 and at
    /// most ``maximumDuration`` seconds.
    public static let durationRange = ValueRange(above: 0, through: maximumDuration, unit: "seconds")
    /// The moments and delays a card takes: 0 to ``maximumDuration`` seconds.
    public static let timeRange = ValueRange(0...maximumDuration, unit: "seconds")
}
