import Foundation
import KinetypeAnimation
import KinetypePrimitives
import KinetypeDiagnostics
import KinetypeText

/// After Effects' text animator: properties applied to a text's units through range selectors.
///
/// Each property is the full amount a unit gets at weight 1; a unit of weight `w` gets the
/// share `w` of it (opacity 0 at weight ½ draws the unit at half opacity). The weight of a
/// cluster is its unit's weight from each selector, combined in order by the selectors' modes
/// (``RangeSelector/Mode/combine(_:_:)``) and clamped to −1…1; no selector selects everything.
/// Transforms act on each cluster about its baseline centre (After Effects' default anchor
/// point grouping, "Character"), whatever the selectors count.
///
/// Several animators on one text compose per cluster, in order: offsets, rotations, blur radii
/// and tracking add; scales and opacities multiply; colours and axis values blend one after
/// the other (each animator moves the value so far toward its own by its weight). See
/// ``TextAnimatorRenderer`` for how a cluster is drawn.
///
/// ```swift
/// let rise = TextAnimator(properties: .init(opacity: 0, offset: CGSize(width: 0, height: 40)),
///                         selectors: [RangeSelector(shape: .rampUp, end: 20,
///                             offset: AnimatedValue(from: -20, to: 100, animation: .easeOut(duration: 1.2)))])
/// let card = TitleCard(width: 800, height: 300, duration: 2) { t in
///     Text("Range selectors").font(.system(size: 72)).textRenderer(TextAnimatorRenderer([rise], time: t))
/// }
/// ```
public struct TextAnimator: Hashable, Sendable {
    /// The full amounts, at weight 1.
    public struct Properties: Hashable, Sendable {
        /// The opacity a unit fades to (0…1); nil leaves it.
        public var opacity: Double?
        /// How far a unit moves, in points (y down).
        public var offset: CGSize?
        /// The factor a unit grows by (1 leaves it).
        public var scale: Double?
        /// How far a unit turns, clockwise.
        public var rotation: Angle?
        /// The blur radius, in points.
        public var blur: Double?
        /// Extra space after each cluster, in points; the line stays centred where it was.
        public var tracking: Double?
        /// The fill colour a unit blends to (its opacity ignored).
        public var color: Color?
        /// Variable-font axis values a unit moves to (each cluster re-shaped in its slot,
        /// `KinetypeText/Text/Layout/RunSlice/varied(_:shift:)`); axes the font lacks are
        /// ignored.
        public var variations: [FontVariation]

        /// Amounts for the properties given; a property left nil (or `variations` left empty) is
        /// not animated.
        public init(opacity: Double? = nil, offset: CGSize? = nil, scale: Double? = nil, rotation: Angle? = nil,
                    blur: Double? = nil, tracking: Double? = nil, color: Color? = nil, variations: [FontVariation] = []) {
            self.opacity = opacity
            self.offset = offset
            self.scale = scale
            self.rotation = rotation
            self.blur = blur
            self.tracking = tracking
            self.color = color
            self.variations = variations
        }

        /// True when no property is set.
        public var isEmpty: Bool { self == Properties() }
    }

    /// What a unit gets at full weight.
    public var properties: Properties
    /// The selectors, combined in order; at least one.
    public var selectors: [RangeSelector]

    /// An animator of `properties` through `selectors`, by default one ``RangeSelector`` that
    /// selects every character at full weight (so the properties apply to the whole text).
    public init(properties: Properties, selectors: [RangeSelector] = [RangeSelector()]) {
        self.properties = properties
        self.selectors = selectors
    }

    /// One selector.
    public init(properties: Properties, selector: RangeSelector) {
        self.init(properties: properties, selectors: [selector])
    }
}

extension TextAnimator.Properties {
    /// The opacities an animator fades to: 0 to 1.
    public static let opacityRange = ValueRange(0...1)
    /// The factors it scales by: 0 to 100.
    public static let scaleRange = ValueRange(0...100)
    /// The angles it turns by: ±36000 degrees (a hundred turns).
    public static let rotationRange = ValueRange(-36_000...36_000, unit: "degrees")
}

extension RangeSelector {
    /// The values `start`, `end` and `offset` take: ±100000 (percent or unit indices).
    public static let positionRange = ValueRange(-100_000...100_000)
    /// The seeds `seed` takes: whole numbers from 0 to 2³² − 1.
    public static let seedRange = ValueRange(0...Double(UInt32.max), whole: true)
}
