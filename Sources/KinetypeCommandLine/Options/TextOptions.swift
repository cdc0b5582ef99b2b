import ArgumentParser
import Foundation
import Kinetype

/// The options that say what text to set and how.
struct TextOptions: ParsableArguments {
    @Option(name: .long, parsing: .unconditional, help: "The text to set (inline markup: **bold**, *italic*, ^[text](color: \"#ff3b8e\")).")
    var text: String?

    @Option(name: .long, help: "The base direction.")
    var direction: DirectionChoice = .auto

    @Option(name: .long, help: "Line alignment.")
    var alignment: TextAlignment = .center

    @Option(name: .long, parsing: .unconditional,
            help: "The most lines to show, \(SceneLayer.lineLimitRange); the rest is cut with an ellipsis.")
    var lineLimit: Int?

    @Option(name: .long, help: """
        The text's language, a BCP 47 tag such as de or en-US: the font's language forms, line breaking, \
        and the patterns --hyphenate uses.
        """)
    var language: String?

    @Flag(name: .long, help: """
        Hyphenate a word that does not fit its line at a hyphenation point of the --language (libhyphen, \
        with the patterns of Debian's hyphen-* packages), ending the line with a hyphen.
        """)
    var hyphenate = false

    /// The size a text's font has without `--size`.
    static let defaultSize = 64.0

    func validate() throws {
        try validating { _ = try checkedLineLimit() }
        // Without a language there are no patterns: the words would break as without it.
        if hyphenate, language == nil {
            throw ValidationError("--hyphenate hyphenates by the text's language; give it with --language, as in --language de")
        }
    }

    /// The `Text` these options describe in `font` (for `kinetype layout`); `--text` is required.
    func makeText(font: FontOptions) throws -> Text {
        guard let text else {
            throw ValidationError("give the text to set with --text, for example --text \"Hello\"")
        }
        return try makeText(markup: text, font: font)
    }

    /// `markup` set in `font` as these options say (`kinetype layout --morph`), its errors naming `option`.
    func makeText(markup: String, font: FontOptions, option: String = "--text") throws -> Text {
        var result = try Self.parse(markup: markup, option: option).font(try font.makeFont(defaultSize: Self.defaultSize))
        if let language { result = result.typesettingLanguage(Locale.Language(identifier: language)) }
        return result.hyphenate(hyphenate)
            .multilineTextAlignment(alignment).layoutDirection(direction.layoutDirection).lineLimit(try checkedLineLimit())
    }

    /// Warns on standard error when `--hyphenate` has no patterns installed for `--language`
    /// (the text then breaks as it would without `--hyphenate`; `validate()` requires the
    /// language).
    func warnWithoutPatterns() {
        guard hyphenate, let language else { return }
        if Hyphenation.isHyphenated(language), Hyphenation(language: language) == nil {
            Streams.printError("""
                warning: no hyphenation patterns for '\(language)' are installed (\(Hyphenation.folders.joined(separator: ", "))): \
                a word that does not fit its line is not hyphenated\n
                """)
        }
    }

    /// `--text` as inline markup, its errors naming the option.
    static func parse(markup: String, option: String = "--text") throws -> Text {
        do {
            return try Text(markup: markup)
        } catch {
            throw InputError("\(option): \(error.description)")
        }
    }

    /// The font `font` describes for quick mode's text, as a scene file would.
    static func sceneFont(_ font: FontOptions) throws -> SceneFont {
        try font.sceneFont(defaultSize: defaultSize, defaultWeight: .regular)
    }

    func checkedLineLimit() throws -> Int? {
        try lineLimit.map { try SceneLayer.lineLimitRange.checked($0, option: "--line-limit", example: "2") }
    }
}

/// The options that name a font: a family or a file, a size, a weight, italic, OpenType features
/// and variable axes (shared by `render`, `layout` and `captions`, whose defaults differ).
struct FontOptions: ParsableArguments {
    @Option(name: .long, help: "A font family name (bundled, installed, or from --fonts) or the path of a font file.")
    var font: String?

    @Option(name: .customLong("fonts"), help: """
        A folder of fonts (or a font file) whose families --font names first, a face for each weight and slant (repeatable),         as a scene's fonts: key.
        """)
    var fontFolders: [String] = []

    /// `--fonts` as absolute paths (from the working folder), for a scene's `fonts`.
    var fontPaths: [String] { fontFolders.map { URL(fileURLWithPath: $0).standardizedFileURL.path } }

    @Option(name: .long, parsing: .unconditional, help: """
        The font size, \(Font.sizeRange) (a point is a pixel; default \(ValueRange.format(TextOptions.defaultSize)), and for captions \
        7.8% of the canvas height: 56 at 720p, 84 at 1080p); captions also take a share of the canvas height, as 6%.
        """)
    var size: FontSizeArgument?

    @Option(name: .long, help: "The font weight (default regular, bold for captions).")
    var weight: WeightName?

    @Flag(name: .long, help: "Italic.")
    var italic = false

    @Option(name: .long, help: "OpenType features, comma-separated in HarfBuzz syntax, for example liga=0,tnum.")
    var features: String?

    @Option(name: .long, help: "A variable font's axis values, comma-separated in HarfBuzz syntax, for example wght=650,slnt=-5.")
    var variations: String?

    func validate() throws {
        try validating {
            if case .points(let points) = size { _ = try Font.sizeRange.checked(points, option: "--size", example: "64") }
            if case .share(let share) = size {
                _ = try CaptionsCommand.sizeShareRange.checked(share * 100, option: "--size", example: "6%")
            }
            _ = try parsedFeatures()
        }
    }

    /// `--font` as a scene font's source: a path (it has a slash or a font file's extension) or a family.
    var source: SceneFont.Source {
        guard let name = font else { return .defaultFont }
        let isPath = name.contains("/") || [".ttf", ".otf", ".ttc", ".otc", ".woff", ".woff2"].contains { name.lowercased().hasSuffix($0) }
        return isPath ? .file(name) : .family(name)
    }

    /// The font as a scene file would write it, with the command's default size and weight.
    func sceneFont(defaultSize: Double, defaultWeight: Font.Weight, canvasHeight: Int? = nil) throws -> SceneFont {
        SceneFont(source: source, size: try checkedSize(default: defaultSize, canvasHeight: canvasHeight), weight: (weight?.weight ?? defaultWeight).value,
                  italic: italic, features: try parsedFeatures(), variations: try checkedVariations())
    }

    /// The `Font` the options name (for `kinetype layout`, which sets a text without a scene):
    /// `--fonts` registered, then the scene font as a scene's becomes one.
    func makeFont(defaultSize: Double) throws -> Font {
        for (folder, path) in zip(fontFolders, fontPaths) {
            do {
                try Font.registerFonts(at: URL(fileURLWithPath: path))
            } catch {
                throw InputError("--fonts \(folder): \(error)")
            }
        }
        return try sceneFont(defaultSize: defaultSize, defaultWeight: .regular).font()
    }

    /// `--variations`: settings in HarfBuzz syntax, each an axis the font has, in its range.
    func checkedVariations() throws -> [FontVariation] {
        guard let variations else { return [] }
        guard let list = FontVariation.list(parsing: variations), !list.isEmpty else {
            throw InputError("--variations '\(variations)' is not a list of axis settings: write it as wght=650,slnt=-5")
        }
        do {
            try SceneFont(source: source, size: 12, weight: (weight?.weight ?? .regular).value, italic: italic).font().checkVariations(list)
        } catch let error as TextError {
            throw InputError("--variations: \(error.description)")
        }
        return list
    }

    /// `--size` in points; a share of the canvas (`6%`) is an error naming the option, unless
    /// `canvasHeight` is given to take the share of.
    func checkedSize(default defaultSize: Double, canvasHeight: Int? = nil) throws -> Double {
        switch size {
        case .points(let points)?:
            return try Font.sizeRange.checked(points, option: "--size", example: "64")
        case .share(let share)?:
            guard let canvasHeight else {
                throw InputError("--size \(ValueRange.format(share * 100))%: a share of the canvas height is for captions; give the size in points, as in 64")
            }
            return try Font.sizeRange.checked(share * Double(canvasHeight), option: "--size", example: "6%")
        case nil:
            return try Font.sizeRange.checked(defaultSize, option: "--size", example: "64")
        }
    }

    func parsedFeatures() throws -> [FontFeature] {
        try (features ?? "").split(separator: ",").map { feature in
            guard let parsed = FontFeature(parsing: String(feature)) else {
                throw InputError("--features: '\(feature)' is not an OpenType feature setting; write it as liga=0, +kern or tnum")
            }
            return parsed
        }
    }
}
