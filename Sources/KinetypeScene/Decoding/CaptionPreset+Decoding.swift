import Foundation
import KinetypeCaptions
import KinetypeDiagnostics
import KinetypeEffects
import KinetypePrimitives
import KinetypeText
import Yams

extension CaptionPreset {
    /// The keys of a preset file: the look's values, spelt as `kinetype captions`' options in a
    /// scene's spelling (`font` is a family or a font file, `size` a share of the canvas height).
    static let keys = ["name", "summary", "font", "weight", "size", "case", "style", "stroke", "shadow", "safeArea", "maxWords",
                       "lines", "maxChars", "position", "entrance", "emphasis"]

    /// The sizes a preset's `size` takes: a share of the canvas height, more than 0%, at most 100%.
    static let sizeRange = ValueRange(above: 0, through: 100, unit: "per cent")

    /// A preset read from a YAML (or JSON) file of ``keys``:
    ///
    /// ```yaml
    /// summary: two words, upper case, on a box   # for kinetype presets; optional
    /// font: Noto Sans                            # a family, or a font file's path
    /// weight: 800                                # 1 to 1000, or a name: bold, heavy …
    /// size: 8%                                   # of the canvas height
    /// case: upper                                # upper | lower | title | none
    /// style: {name: highlight, box: "#ff3b8e"}   # a caption style with its parameters
    /// stroke: none                               # the outline's colour, or none
    /// shadow: "#00000099"                        # the shadow's colour, or none
    /// safeArea: tiktok                           # tiktok | reels | shorts | none | T,R,B,L
    /// maxWords: 2
    /// lines: 1
    /// maxChars: 30
    /// position: center                           # bottom | center | top
    /// entrance: {name: scale, duration: 0.2}     # each word's entrance (kinetype transitions)
    /// emphasis: {color: "#34c759", scale: 1.25}  # how keywords look (--emphasis gives them)
    /// ```
    ///
    /// Errors are `SceneError`s naming the file, the line and the key.
    public init(contentsOf url: URL, catalogs: Catalogs = .shared) throws(SceneError) {
        let file = url.relativePath
        let data: Data
        do {
            data = try InputFile.read(url, limit: 1 << 20)
        } catch {
            throw SceneError(.unreadableFile, file: file, message: "cannot read the preset file: \(error.reason)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SceneError(.unreadableFile, file: file, message: "the preset file is not UTF-8 text; save it as UTF-8")
        }
        let context = SceneDecodingContext(file: file, source: text, format: SceneFormat(pathExtension: url.pathExtension),
                                           variables: [:], catalogs: catalogs)
        do {
            guard let root = try Yams.compose(yaml: text) else {
                throw SceneError(.emptyFile, file: file, line: 1, column: 1, message: "the preset file is empty; give at least one of \(Self.keys.dropFirst(2).joined(separator: ", "))")
            }
            let mapping = try SceneNode(root, path: .root, context: context)
                .mapping(keys: Self.keys, expected: "a preset: a mapping of \(Self.keys.dropFirst(2).joined(separator: ", "))")
            _ = try mapping["name"]?.string("the preset's name")
            _ = try mapping["summary"]?.string("a line saying what the preset looks like")
            self.init()
            try decodeLook(mapping, fontKeys: true)
        } catch let error as SceneError {
            throw error
        } catch {
            throw SceneError(.syntax, file: file, message: "could not read the preset: \(error)")
        }
    }

    /// The look's keys of `mapping` that a preset file and a scene's `captions` share; with
    /// `fontKeys`, a preset file's own too: the font's (`font` names a family or file there), the
    /// entrance and the keywords' look (a scene's `captions` read those as accents).
    mutating func decodeLook(_ mapping: SceneMapping, fontKeys: Bool) throws {
        if fontKeys {
            if let node = mapping["entrance"] { entrance = try SceneTransition(decoding: node) }
            if let node = mapping["emphasis"] {
                let keys = SceneCaptionAccents.emphasisLookKeys
                let look = try node.mapping(keys: keys, expected: "emphasis: {color: yellow, scale: 1.2, weight: black}")
                emphasis = try SceneCaptionAccents.emphasisLook(decoding: look, over: CaptionKeywordLook())
            }
            if let font = mapping["font"] {
                let name = try font.string("a font family, or the path of a font file")
                let isPath = name.contains("/") || [".ttf", ".otf", ".ttc", ".otc", ".woff", ".woff2"].contains { name.lowercased().hasSuffix($0) }
                self.font = isPath ? .file(name) : .family(name)
            }
            if let weight = mapping["weight"] { self.weight = try SceneFont.weight(weight) }
            if let size = mapping["size"] {
                let text = try size.string("a share of the canvas height, as 8%")
                guard text.hasSuffix("%"), let percent = Double(text.dropLast()), Self.sizeRange.contains(percent) else {
                    throw size.error(.invalidValue, "expected a share of the canvas height \(Self.sizeRange.expectation), as 8%; got \(text)")
                }
                self.size = percent / 100
            }
        }
        if let node = mapping["case"] { letterCase = try node.choice(CaptionCase.self) }
        if let node = mapping["style"] { style = try SceneRenderer.renderer(decoding: node) }
        if let node = mapping["stroke"] { stroke = .some(node.isNone ? nil : try node.color()) }
        if let node = mapping["shadow"] { shadow = .some(node.isNone ? nil : try node.color()) }
        if let node = mapping["safeArea"] {
            let text = try node.string("a safe area: \(SafeArea.names)")
            do {
                safeArea = try SafeArea(parsing: text)
            } catch {
                throw node.error(.invalidValue, error.description)
            }
        }
        if let node = mapping["maxWords"] { maxWords = try node.integer(in: SceneCaptions.maxWordsRange) }
        if let node = mapping["lines"] { lines = try node.integer(in: SceneCaptions.linesRange) }
        if let node = mapping["maxChars"] { maxCharacters = try node.integer(in: SceneCaptions.maxCharactersRange) }
        if let node = mapping["position"] {
            let name = try node.name(in: SceneCaptions.positions.map(\.name), expected: "bottom, center or top")
            anchor = SceneCaptions.positions.first { $0.name == name }!.anchor
        }
    }
}
