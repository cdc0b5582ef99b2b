import Foundation

/// A band of frequencies whose level ``AudioAnalysis`` reports a frame at a time: `low` to
/// `high` hertz, under a name (`bass`, or `60-250` as written).
///
/// ```swift
/// let bands = try AudioBand.list("60-250,250-2000")
/// bands.map(\.name)  // ["60-250", "250-2000"]
/// AudioBand.defaults.map(\.name)  // ["bass", "mid", "treble"]
/// ```
public struct AudioBand: Sendable, Hashable {
    /// The key it has in the analysis's `bands`.
    public var name: String
    /// The lowest frequency, in hertz.
    public var low: Double
    /// The highest frequency, in hertz (above ``low``).
    public var high: Double

    /// A band named `name` from `low` to `high` hertz.
    public init(name: String, low: Double, high: Double) {
        self.name = name
        self.low = low
        self.high = high
    }

    /// Bass (20–250 Hz), mid (250–4000 Hz) and treble (4000–16000 Hz): the kick and bass line,
    /// voices and most instruments, cymbals and air.
    public static let defaults = [AudioBand(name: "bass", low: 20, high: 250), AudioBand(name: "mid", low: 250, high: 4000),
                                  AudioBand(name: "treble", low: 4000, high: 16000)]

    /// The bands of a comma-separated list of `LOW-HIGH` in hertz (`60-250,250-2000`), each
    /// named as written; throws ``AudioError/badBand(_:reason:)`` naming the first that does not
    /// read, runs downwards, or repeats one before it. Whether they lie below the Nyquist
    /// frequency is checked against the sound (``check(nyquist:)``).
    public static func list(_ text: String) throws -> [AudioBand] {
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        var bands: [AudioBand] = []
        for item in items {
            let parts = item.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 2, let low = Double(parts[0]), let high = Double(parts[1]), low.isFinite, high.isFinite else {
                throw AudioError.badBand(item, reason: "is not a band: give LOW-HIGH in hertz, such as 60-250, and separate bands with commas")
            }
            guard low < high else {
                throw AudioError.badBand(item, reason: "runs from \(Self.hertz(low)) Hz down to \(Self.hertz(high)) Hz; give the lower frequency first, as \(Self.hertz(min(low, high)))-\(Self.hertz(max(low, high)))")
            }
            guard !bands.contains(where: { $0.low == low && $0.high == high }) else {
                throw AudioError.badBand(item, reason: "is given twice; give each band once")
            }
            bands.append(AudioBand(name: item, low: low, high: high))
        }
        return bands
    }

    /// Throws ``AudioError/badBand(_:reason:)`` unless the band lies within 0 to `nyquist` hertz
    /// (half the sampling rate: no sound lies above it).
    public func check(nyquist: Double) throws {
        guard low >= 0, high <= nyquist else {
            throw AudioError.badBand(name, reason: """
                lies outside 0 to \(Self.hertz(nyquist)) Hz, the frequencies the sound holds (up to half its sampling rate); \
                give a band within them
                """)
        }
    }

    /// A frequency as messages write it: whole hertz without decimals.
    static func hertz(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
