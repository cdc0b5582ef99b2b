/// The library's seeded generator (SplitMix64), so property tests are reproducible: a failure
/// prints its seed and the same seed gives the same inputs.
@_exported import struct KinetypePrimitives.SplitMix64
