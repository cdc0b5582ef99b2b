import Foundation
import KinetypeDiagnostics
import KinetypePrimitives

/// After Effects' range selector: which units of a text (characters, words or lines) a
/// ``TextAnimator`` acts on, and how much, as a weight from 0 to 1 for each unit.
///
/// The range runs from `start + offset` to `end + offset`, in percent of the units (`basis`
/// `.percent`, 0–100 covers the text) or in unit indices (`.index`); the ends may come in either
/// order. Each unit's weight is the `shape` over the range at the unit's place (see
/// ``weights(count:at:)`` for the formulas), eased by `easeHigh` and `easeLow`, times `amount`.
/// With `seed`, the units take their places in a shuffled order (the same for the same seed).
///
/// ```swift
/// // Characters rise into place from left to right over 1.5 s: the units past the range's
/// // end are fully offset, those before its start not at all, a ramp between.
/// let selector = RangeSelector(units: .characters, shape: .rampUp, end: 20,
///                              offset: AnimatedValue(from: -20, to: 100, animation: .easeInOut(duration: 1.5)))
/// ```
public struct RangeSelector: Hashable, Sendable {
    /// What a selector counts (After Effects' "Based On").
    public enum Units: String, Hashable, Sendable, CaseIterable {
        /// HarfBuzz clusters (grapheme clusters; a joined Arabic cluster or an emoji sequence is
        /// one), spaces included.
        case characters
        /// Clusters other than white space (which take no part and no weight).
        case charactersExcludingSpaces
        /// Runs of clusters between white space, within a line.
        case words
        /// Lines of the layout.
        case lines
    }

    /// What `start`, `end` and `offset` count in (After Effects' "Units").
    public enum Basis: String, Hashable, Sendable, CaseIterable {
        /// Percent of the units: 0 is before the first, 100 after the last.
        case percent
        /// Unit indices: 0 is before the first unit, 3 after the third.
        case index
    }

    /// The selection's profile across its range (After Effects' "Shape").
    public enum Shape: String, Hashable, Sendable, CaseIterable {
        /// `square` weighs each unit by how much of it lies inside the range; `rampUp` and
        /// `rampDown` rise and fall across it; `triangle`, `round` and `smooth` peak at its middle
        /// (formulas in ``RangeSelector/weights(count:at:)``).
        case square, rampUp, rampDown, triangle, round, smooth
    }

    /// How a selector's weights combine with those of the selectors before it in an animator
    /// (After Effects' "Mode").
    public enum Mode: String, Hashable, Sendable, CaseIterable {
        /// `add`, `subtract`, `intersect` (multiply), `min`, `max` and `difference` (the distance
        /// between the two), as ``combine(_:_:)`` computes them.
        case add, subtract, intersect, min, max, difference
    }

    /// What the selector counts: characters (the default), characters without spaces, words or
    /// lines.
    public var units: Units
    /// Whether ``start``, ``end`` and ``offset`` are percent of the units (the default) or unit
    /// indices.
    public var basis: Basis
    /// The weights' profile across the range; `square` (the default) gives the units inside it full
    /// weight and a unit the range cuts through its share.
    public var shape: Shape
    /// Where the range begins; default 0.
    public var start: AnimatedValue
    /// Where it ends; default 100 (percent) — give it in indices with `.index`.
    public var end: AnimatedValue
    /// Added to both ends, so animating it slides the range; default 0.
    public var offset: AnimatedValue
    /// Percent from −100 to 100: positive flattens the shape where it nears 1 (the selection
    /// eases into its full amount), negative steepens it there; default 0.
    public var easeHigh: Double
    /// The same where the shape nears 0; default 0.
    public var easeLow: Double
    /// Percent from −100 to 100 that scales the weights (negative applies the opposite of the
    /// animator's properties); default 100.
    public var amount: Double
    /// Shuffles the units' order with this seed (`KinetypePrimitives/SplitMix64`); nil keeps
    /// reading order.
    public var seed: UInt64?
    /// How this selector's weights combine with those of the selectors before it; `add` by default.
    public var mode: Mode

    /// A selector; with the defaults (a `square` from 0 to 100 percent of the characters, amount
    /// 100) it selects every unit at full weight.
    ///
    /// Values outside ``positionRange``, ``percentRange`` and ``seedRange`` are not checked here; a
    /// scene file refuses them.
    public init(units: Units = .characters, basis: Basis = .percent, shape: Shape = .square,
                start: AnimatedValue = 0, end: AnimatedValue = 100, offset: AnimatedValue = 0,
                easeHigh: Double = 0, easeLow: Double = 0, amount: Double = 100, seed: UInt64? = nil, mode: Mode = .add) {
        self.units = units
        self.basis = basis
        self.shape = shape
        self.start = start
        self.end = end
        self.offset = offset
        self.easeHigh = easeHigh
        self.easeLow = easeLow
        self.amount = amount
        self.seed = seed
        self.mode = mode
    }

    /// The values `easeHigh`, `easeLow` and `amount` take.
    public static let percentRange = ValueRange(-100...100, unit: "percent")
}
