/// A stretch of steady tempo: from `start` seconds, `bpm` beats a minute (``AudioAnalysis/tempo``).
public struct TempoSection: Sendable, Equatable {
    /// The second the section starts at (its first beat).
    public var start: Double
    /// Beats a minute.
    public var bpm: Double

    /// A section from `start` seconds at `bpm`.
    public init(start: Double, bpm: Double) {
        self.start = start
        self.bpm = bpm
    }
}
