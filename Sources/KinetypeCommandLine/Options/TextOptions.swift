import ArgumentParser
import Foundation
import Kinetype

/// The options that say what text to set and how.
struct TextOptions: ParsableArguments {
    @Option(name: .long, parsing: .unconditional, help: "The text to set (inline markup: **bold**, *italic*, ^[text](color: \"#ff3b8e\")).")
    var text: String?

    @Option(name: .long, help: "A font family name (bundled or installed) or the path of a font file.")
    var font: String?

    @Option(name: .long, parsing: .unconditional, help: "The font size, \(Font.sizeRange) (a point is a pixel).")
    var size: Double = 64

    @Option(name: .long, help: "The font weight: ultraLight, thin, light, regular, medium, semibold, bold, heavy, black.")
    var weight: String?

    @Flag(name: .long, help: "Italic.")
    var italic = false

    @Option(name: .long, help: "OpenType features, comma-separated in HarfBuzz syntax, for example liga=0,tnum.")
    var features: String?

    @Option(name: .long, help: "A variable font's axis values, comma-separated in HarfBuzz syntax, for example wght=650,slnt=-5.")
    var variations: String?

    @Option(name: .long, help: "The base direction: ltr, rtl or auto.")
    var direction: String = "auto"

    @Option(name: .long, help: "Line alignment: leading, center or trailing.")
    var alignment: String = "center"

    @Option(name: .long, parsing: .unconditional,
            help: "The most lines to show, \(SceneLayer.lineLimitRange); the rest is cut with an ellipsis.")
    var lineLimit: Int?

    /// The `Text` these options describe (for `kinetype layout`); `--text` is required.
    func makeText() throws -> Text {
        guard let text else {
            throw InputError("give the text to set with --text, for example --text \"Hello\"")
        }
        let parsed: Text
        do {
            parsed = try Text(markup: text)
        } catch {
            throw InputError("--text: \(error.description)")
        }
        return parsed.font(try makeFont()).multilineTextAlignment(try parsedAlignment()).layoutDirection(try layoutDirection())
            .lineLimit(try checkedLineLimit())
    }

    /// The font these options describe, as a scene file would: family or file, size, weight,
    /// slant and features.
    func sceneFont() throws -> SceneFont {
        let source: SceneFont.Source
        switch try fontChoice.fontSource() {
        case .family(let name)?: source = .family(name)
        case .file(let path)?: source = .file(path)
        case nil: source = .defaultFont
        }
        return SceneFont(source: source, size: try fontChoice.checkedSize(), weight: try fontChoice.parsedWeight()?.value ?? Font.Weight.regular.value,
                         italic: italic, features: try fontChoice.parsedFeatures(), variations: try fontChoice.checkedVariations())
    }

    /// The font options as values (shared with `kinetype captions`).
    var fontChoice: FontChoice {
        FontChoice(font: font, size: size, weight: weight, italic: italic, features: features, variations: variations)
    }

    func makeFont() throws -> Font { try fontChoice.makeFont() }

    func parsedAlignment() throws -> TextAlignment {
        guard let alignment = TextAlignment(rawValue: alignment) else {
            throw InputError("--alignment '\(alignment)' is not valid: use leading, center or trailing")
        }
        return alignment
    }

    func layoutDirection() throws -> LayoutDirection? {
        switch direction.lowercased() {
        case "ltr": return .leftToRight
        case "rtl": return .rightToLeft
        case "auto": return nil
        default: throw InputError("--direction '\(direction)' is not valid: use ltr, rtl or auto")
        }
    }

    func checkedLineLimit() throws -> Int? {
        try lineLimit.map { try SceneLayer.lineLimitRange.checked($0, option: "--line-limit", example: "2") }
    }
}

/// A font as the command line's options name it: a family or a file, a size, a weight name,
/// italic and OpenType features.
struct FontChoice {
    var font: String?
    var size: Double
    var weight: String?
    var italic = false
    var features: String?
    var variations: String?

    enum FontSource { case family(String), file(String) }

    func fontSource() throws -> FontSource? {
        guard let name = font else { return nil }
        let isPath = name.contains("/") || [".ttf", ".otf", ".ttc", ".otc"].contains { name.lowercased().hasSuffix($0) }
        return isPath ? .file(name) : .family(name)
    }

    func makeFont() throws -> Font {
        let size = try checkedSize()
        var font: Font
        switch try fontSource() {
        case .family(let name)?: font = .custom(name, size: size)
        case .file(let path)?: font = .file(path, size: size)
        case nil: font = .system(size: size)
        }
        if let weight = try parsedWeight() { font = font.weight(weight) }
        if italic { font = font.italic() }
        for feature in try parsedFeatures() { font = font.feature(feature.tag, feature.value) }
        for variation in try checkedVariations() { font = font.variation(variation.tag, variation.value) }
        return font
    }

    /// `--variations`: settings in HarfBuzz syntax, each an axis the font has, in its range.
    func checkedVariations() throws -> [FontVariation] {
        guard let variations else { return [] }
        guard let list = FontVariation.list(parsing: variations), !list.isEmpty else {
            throw InputError("--variations '\(variations)' is not a list of axis settings: write it as wght=650,slnt=-5")
        }
        var font: Font
        switch try fontSource() {
        case .family(let name)?: font = .custom(name, size: 12)
        case .file(let path)?: font = .file(path, size: 12)
        case nil: font = .system(size: 12)
        }
        if let weight = try parsedWeight() { font = font.weight(weight) }
        if italic { font = font.italic() }
        do {
            try FontCatalog.shared.baseFace(for: font).check(list)
        } catch let error as TextError {
            throw InputError("--variations: \(error.description)")
        }
        return list
    }

    func checkedSize() throws -> Double {
        try Font.sizeRange.checked(size, option: "--size", example: "64")
    }

    func parsedFeatures() throws -> [FontFeature] {
        try (features ?? "").split(separator: ",").map { feature in
            guard let parsed = FontFeature(parsing: String(feature)) else {
                throw InputError("--features: '\(feature)' is not an OpenType feature setting; write it as liga=0, +kern or tnum")
            }
            return parsed
        }
    }

    /// `--weight`: a SwiftUI weight name (`Font.Weight.named`), in any case.
    func parsedWeight() throws -> Font.Weight? {
        guard let weight else { return nil }
        let names = Font.Weight.named.map(\.name)
        if let match = Font.Weight.named.first(where: { $0.name.lowercased() == weight.lowercased() }) { return match.value }
        let hint = NameSuggestion.nearest(to: weight, among: names).map { "did you mean '\($0)'? " } ?? ""
        throw InputError("--weight '\(weight)' is not a weight; \(hint)Use one of \(names.joined(separator: ", "))")
    }
}
