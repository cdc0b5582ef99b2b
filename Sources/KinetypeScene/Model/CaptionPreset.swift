import Foundation
import KinetypeCaptions
import KinetypePrimitives
import KinetypeText

/// A named caption look: the values of a scene's `captions` keys (and of `kinetype captions`'
/// options) that make it, each optional, so a preset sets only what its look needs.
///
/// A preset is applied before the captions' own keys or options, which override it one value
/// at a time: `--preset bold-pop --active red` is the bold pop with a red spoken word. Presets
/// live in ``CaptionPresetCatalog``; a file of the same keys (``init(contentsOf:)``) is a preset
/// too. A new kind of caption value (an entrance, an emphasis) is one more optional field here,
/// one more line in ``apply(to:)`` and ``values``, and one more key in the file's decoding.
///
/// ```swift
/// var look = CaptionPreset()
/// look.letterCase = .upper
/// look.maxWords = 2
/// look.safeArea = try SafeArea(parsing: "reels")
/// try CaptionPresetCatalog.shared.register(CaptionPresetCatalog.Entry(name: "my-reels", summary: "two words, upper case, clear of Reels' buttons", preset: look))
/// ```
public struct CaptionPreset: Hashable, Sendable {
    /// The font: a family or a font file (`font`, `--font`).
    public var font: SceneFont.Source?
    /// The font's weight, 100 to 900 (`weight`, `--weight`).
    public var weight: Int?
    /// The font's size as a share of the canvas height, 0.07 for 7% (`size`, `--size 7%`).
    public var size: Double?
    /// The letter case (`case`, `--case`).
    public var letterCase: CaptionCase?
    /// The caption style with its parameters, colours included (`style`, `--style`, `--color`,
    /// `--active`, `--past`, `--box`, `--style-option`).
    public var style: SceneRenderer?
    /// The words' outline colour; `.some(nil)` is no outline (`stroke: none`).
    public var stroke: Color??
    /// The pages' drop shadow colour; `.some(nil)` is no shadow (`shadow: none`).
    public var shadow: Color??
    /// The part of the canvas the pages keep to (`safeArea`, `--safe-area`).
    public var safeArea: SafeArea?
    /// The most words a page holds (`maxWords`, `--max-words`).
    public var maxWords: Int?
    /// The most lines a page has (`lines`, `--lines`).
    public var lines: Int?
    /// The most characters a line has (`maxChars`, `--max-chars`).
    public var maxCharacters: Int?
    /// Where the pages sit (`position`, `--position`).
    public var anchor: UnitPoint?
    /// The transition each word enters with from its own start (`entrance`, `--entrance`).
    public var entrance: SceneTransition?
    /// How keywords look when the captions have some (`emphasis: {color, scale, weight}`,
    /// `--emphasis-color`, `--emphasis-scale`, `--emphasis-weight`); the keywords themselves are
    /// the captions' own (`--emphasis`), as they depend on what is said.
    public var emphasis: CaptionKeywordLook?

    /// A preset that sets nothing; fill in the values of its look.
    public init() {}

    /// Sets the values the preset has on `captions`, leaving the others as they are.
    public func apply(to captions: inout SceneCaptions) {
        if let font { captions.font.source = font }
        if let weight { captions.font.weight = weight }
        if let size { captions.sizeShare = size }
        if let letterCase { captions.letterCase = letterCase }
        if let style { captions.style = style }
        if let stroke { captions.stroke = stroke }
        if let shadow { captions.shadow = shadow }
        if let safeArea { captions.safeArea = safeArea }
        if let maxWords { captions.maxWords = maxWords }
        if let lines { captions.lines = lines }
        if let maxCharacters { captions.maxCharacters = maxCharacters }
        if let anchor { captions.anchor = anchor }
        if let entrance { captions.accents.entrance = entrance }
        if let emphasis { captions.accents.emphasis?.look = emphasis }
    }

    /// The values the preset sets, as a preset file (and a scene's `captions`) writes them, in
    /// the order of its keys: for `kinetype presets`.
    public var values: [(key: String, value: String)] {
        // Quoted, as YAML reads an unquoted # as a comment.
        func color(_ color: Color?) -> String { color.map { "\"\($0.resolve().description)\"" } ?? "none" }
        var values: [(key: String, value: String)] = []
        switch font {
        case .family(let family)?: values.append(("font", family))
        case .file(let path)?: values.append(("font", path))
        case .defaultFont?, nil: break
        }
        if let weight { values.append(("weight", String(weight))) }
        if let size { values.append(("size", (size * 100).decimalText(places: 2) + "%")) }
        if let letterCase { values.append(("case", letterCase.rawValue)) }
        if let style {
            let parameters = style.parameters.keys.sorted().map { "\($0): \(style.parameters[$0]!.description)" }
            values.append(("style", parameters.isEmpty ? style.name : "{name: \(style.name), \(parameters.joined(separator: ", "))}"))
        }
        if let stroke { values.append(("stroke", color(stroke))) }
        if let shadow { values.append(("shadow", color(shadow))) }
        if let safeArea { values.append(("safeArea", safeArea.description)) }
        if let maxWords { values.append(("maxWords", String(maxWords))) }
        if let lines { values.append(("lines", String(lines))) }
        if let maxCharacters { values.append(("maxChars", String(maxCharacters))) }
        if let anchor, let name = SceneCaptions.positions.first(where: { $0.anchor == anchor })?.name { values.append(("position", name)) }
        if let entrance {
            var settings = entrance.duration.map { ["duration: \($0.decimalText(places: 3))"] } ?? []
            settings += entrance.parameters.keys.sorted().map { "\($0): \(entrance.parameters[$0]!.description)" }
            values.append(("entrance", settings.isEmpty ? entrance.name : "{name: \(entrance.name), \(settings.joined(separator: ", "))}"))
        }
        if let emphasis {
            var settings = ["color: \(color(emphasis.color))", "scale: \(emphasis.scale.decimalText(places: 3))"]
            if let weight = emphasis.weight { settings.append("weight: \(weight.value)") }
            values.append(("emphasis", "{\(settings.joined(separator: ", "))}"))
        }
        return values
    }
}
