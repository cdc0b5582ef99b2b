/// The list of every effect with its behaviours, options and a one-line description.
///
/// This is the single table the parser validates against and `kinetype effects` prints. Options
/// are grouped: one option per group at most, and groups print in this order in canonical dot
/// strings (`variableColor.iterative.reversing.dimInactiveLayers`). The behaviours follow Apple's
/// conformances (Symbols framework, iOS 18 / SF Symbols 7).
public enum SymbolEffectCatalog {
    /// A set of mutually exclusive options, such as a direction or a layering.
    public struct OptionGroup: Hashable, Sendable {
        /// What the group chooses: `direction`, `layering`, `fill`, …
        public let name: String
        /// The options' tokens; `custom` and `magic` take an argument.
        public let options: [String]
    }

    /// One effect's row in the catalogue.
    public struct Entry: Hashable, Sendable {
        /// The effect this row describes.
        public let name: SymbolEffectName
        /// The behaviours the effect supports, following Apple's conformances; asking
        /// ``AnySymbolEffect`` for a pose in any other throws
        /// ``SymbolEffectError/unsupportedBehavior(effect:_:)``.
        public let behaviors: [SymbolEffectBehavior]
        /// The effect's option groups, in the order canonical dot strings list them (empty for
        /// `automatic`, which takes no options).
        public let optionGroups: [OptionGroup]
        /// What the effect looks like, in one sentence, as `kinetype effects` prints it.
        public let summary: String

        /// Every option token this effect accepts, in group order.
        public var options: [String] { optionGroups.flatMap(\.options) }

        /// The index of the group that holds `token`, or `nil` when the effect lacks it.
        public func groupIndex(of token: String) -> Int? {
            optionGroups.firstIndex { $0.options.contains(token) }
        }
    }

    private static let layering = OptionGroup(name: "layering", options: ["byLayer", "wholeSymbol"])
    private static let upDown = OptionGroup(name: "direction", options: ["up", "down"])
    private static let drawLayering = OptionGroup(
        name: "layering", options: ["byLayer", "wholeSymbol", "individually"])

    /// Every effect, in the order `kinetype effects` lists them.
    public static let all: [Entry] = [
        Entry(name: .bounce, behaviors: [.discrete, .indefinite], optionGroups: [upDown, layering],
              summary: "A quick springy hop up or down that settles back to rest."),
        Entry(name: .pulse, behaviors: [.discrete, .indefinite], optionGroups: [layering],
              summary: "Opacity dips to half and comes back."),
        Entry(name: .variableColor, behaviors: [.discrete, .indefinite], optionGroups: [
            OptionGroup(name: "fill", options: ["iterative", "cumulative"]),
            OptionGroup(name: "reversal", options: ["reversing", "nonReversing"]),
            OptionGroup(name: "inactive", options: ["hideInactiveLayers", "dimInactiveLayers"]),
        ], summary: "Highlights layers in turn (iterative) or fills them up (cumulative)."),
        Entry(name: .scale, behaviors: [.indefinite], optionGroups: [upDown, layering],
              summary: "Springs to a larger (up) or smaller (down) size and holds it while active."),
        Entry(name: .appear, behaviors: [.transition, .indefinite], optionGroups: [upDown, layering],
              summary: "Grows in from half size while fading in, optionally rising or falling."),
        Entry(name: .disappear, behaviors: [.transition, .indefinite], optionGroups: [upDown, layering],
              summary: "Shrinks to half size while fading out, optionally rising or falling."),
        Entry(name: .replace, behaviors: [.contentTransition], optionGroups: [
            OptionGroup(name: "style", options: ["downUp", "upUp", "offUp", "magic", "scramble", "interpolate", "morph", "numericText"]),
            OptionGroup(name: "path", options: ["straight", "arc"]), layering,
        ], summary: "The old text leaves and the new one enters; magic moves shared glyphs (straight or arc), scramble cycles characters, interpolate moves weight, size, tracking and colour, morph turns outlines into outlines, numericText rolls a counter's changed digits."),
        Entry(name: .wiggle, behaviors: [.discrete, .indefinite], optionGroups: [
            OptionGroup(name: "direction", options: [
                "left", "right", "up", "down", "forward", "backward",
                "clockwise", "counterClockwise", "custom",
            ]), layering,
        ], summary: "A small shake along a direction, or a small back-and-forth rotation."),
        Entry(name: .rotate, behaviors: [.discrete, .indefinite], optionGroups: [
            OptionGroup(name: "direction", options: ["clockwise", "counterClockwise"]), layering,
        ], summary: "One full turn per period."),
        Entry(name: .breathe, behaviors: [.discrete, .indefinite], optionGroups: [
            OptionGroup(name: "style", options: ["plain", "pulse"]), layering,
        ], summary: "A slow swell in size (and opacity with pulse), like breathing."),
        Entry(name: .drawOn, behaviors: [.transition, .indefinite], optionGroups: [drawLayering],
              summary: "Strokes the glyph outlines in, as if drawn with a pen."),
        Entry(name: .drawOff, behaviors: [.transition, .indefinite], optionGroups: [
            drawLayering, OptionGroup(name: "path", options: ["reversed", "nonReversed"]),
        ], summary: "Erases the glyph outlines along (or against) their drawing direction."),
        Entry(name: .automatic, behaviors: [.transition, .contentTransition], optionGroups: [],
              summary: "The most appropriate transition: appear/disappear, or replace between texts."),
    ]

    /// The catalogue row for `name`.
    public static func entry(for name: SymbolEffectName) -> Entry {
        all.first { $0.name == name }!
    }
}

/// The former name of ``SymbolEffectCatalog``, spelt like the other catalogs now.
@available(*, deprecated, renamed: "SymbolEffectCatalog")
public typealias SymbolEffectCatalogue = SymbolEffectCatalog
