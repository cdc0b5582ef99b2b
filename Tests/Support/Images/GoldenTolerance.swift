/// How far a rendered image may stray from its golden PNG.
///
/// The policy: at least `share` of the pixels have every channel within `channel`/255 of the
/// golden's, and no channel anywhere is off by more than `worst`/255. That leaves room for a
/// different Cairo, pixman or FreeType version's antialiasing along edges, and none for a
/// missing, moved or recoloured glyph, which changes whole runs of pixels by far more.
public struct GoldenTolerance: Sendable {
    /// The largest per-channel difference that still counts a pixel as matching.
    public var channel: Int
    /// The share of pixels, from 0 to 1, that must match within `channel`.
    public var share: Double
    /// The largest per-channel difference allowed anywhere.
    public var worst: Int

    public init(channel: Int = 8, share: Double, worst: Int = 96) {
        self.channel = channel
        self.share = share
        self.worst = worst
    }

    /// Text drawn by Cairo alone: 99.5% of the pixels within 8/255, none beyond 96/255.
    public static let text = GoldenTolerance(share: 0.995)

    /// Frames through the filters (blur, shadows, colour matrices) as well as Cairo: 99% of the
    /// pixels within 8/255, none beyond 96/255. Looser than ``text`` because a blur spreads an
    /// edge's antialiasing difference over its whole radius.
    public static let filtered = GoldenTolerance(share: 0.99)
}
