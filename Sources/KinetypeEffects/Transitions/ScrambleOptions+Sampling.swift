import Foundation
import KinetypePrimitives
import KinetypeSymbols

extension ScrambleOptions.Charset {
    /// How many times a second a scrambling slot shows other characters, in a scramble replace
    /// and a scramble transition alike.
    package static let ticksPerSecond = 20.0

    /// The generator of what slot `slot` shows at tick `tick` (``ticksPerSecond``) of a scramble
    /// seeded `seed`: the same characters on every run and every thread.
    package static func generator(seed: UInt64, slot: Int, tick: UInt64) -> SplitMix64 {
        SplitMix64(seed: SplitMix64.mix(seed) ^ SplitMix64.mix(UInt64(slot) &+ 1) ^ SplitMix64.mix(tick &* 31 &+ 7))
    }

    /// The tick `seconds` into a scramble: ``ticksPerSecond`` a second, from 0.
    package static func tick(at seconds: Double) -> UInt64 {
        UInt64(max(0, min(Double(UInt32.max), (seconds * ticksPerSecond).rounded(.down))))
    }

    /// `count` of the set's characters, drawn by `generator`.
    package func sample(_ count: Int, from generator: inout SplitMix64) -> String {
        let characters = self.characters
        guard !characters.isEmpty else { return "" }
        var text = ""
        for _ in 0..<max(1, count) { text.append(characters[Int(generator.next() % UInt64(characters.count))]) }
        return text
    }

    /// The set a transition parameter names: `letters`, `digits` or `symbols`, else the
    /// string's own characters (white space left out); nil when that leaves none.
    package init?(parameter text: String) {
        if let named = Self.named.first(where: { $0.name == text }) {
            self = named.charset
        } else {
            guard text.contains(where: { !$0.isWhitespace }) else { return nil }
            self = .custom(text)
        }
    }
}
