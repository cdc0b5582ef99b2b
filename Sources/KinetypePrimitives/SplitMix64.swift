/// A small, fast, seeded random number generator: Steele, Lea and Flood's SplitMix64
/// ("Fast splittable pseudorandom number generators", OOPSLA 2014), as Java's
/// `SplittableRandom` and Vigna's `splitmix64.c` define it.
///
///     state += 0x9E3779B97F4A7C15
///     z = (state ^ (state >> 30)) × 0xBF58476D1CE4E5B9
///     z = (z ^ (z >> 27)) × 0x94D049BB133111EB
///     next = z ^ (z >> 31)
///
/// The same seed gives the same sequence on every machine and Swift version, which the standard
/// library's generators and its `shuffle` do not promise; Kinetype's random choices (a range
/// selector's randomised order) use it with ``shuffled(_:)``.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The state: the seed plus ``increment`` times the number of values drawn so far (wrapping).
    /// Save it and pass it to ``init(seed:)`` to continue the same sequence later.
    public private(set) var state: UInt64

    /// A generator that starts from `seed`; any value, 0 included, gives a well-mixed sequence.
    public init(seed: UInt64) {
        state = seed
    }

    /// The step between states, 2⁶⁴ divided by the golden ratio (odd).
    public static let increment: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// The next 64-bit value (`RandomNumberGenerator`): ``state`` advances by ``increment`` and
    /// ``mix(_:)`` scrambles it.
    public mutating func next() -> UInt64 {
        state &+= SplitMix64.increment
        return SplitMix64.mix(state)
    }

    /// SplitMix64's finaliser (Stafford's "Mix13" variant of MurmurHash3's): every input bit
    /// reaches every output bit. Also a hash of one 64-bit value, for deterministic noise.
    public static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `0..<bound` (`bound` > 0): the high word of `next() × bound` (Lemire's
    /// multiply-shift, without the rejection step; the bias is below bound / 2⁶⁴).
    public mutating func next(below bound: Int) -> Int {
        precondition(bound > 0, "the bound must be positive")
        return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// `elements` in an order drawn from this generator: a Fisher–Yates shuffle (Knuth, TAOCP
    /// vol. 2, Algorithm 3.4.2P) from the last element down, spelt out so the order never
    /// depends on the standard library's own shuffle.
    public mutating func shuffled<T>(_ elements: [T]) -> [T] {
        var result = elements
        var i = result.count - 1
        while i > 0 {
            result.swapAt(i, next(below: i + 1))
            i -= 1
        }
        return result
    }
}
