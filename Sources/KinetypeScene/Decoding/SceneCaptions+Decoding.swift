import Foundation
import KinetypeCaptions
import KinetypeEffects
import KinetypePrimitives
import KinetypeText

extension SceneCaptions {
    static let keys = ["file", "style", "font", "lines", "maxChars", "language", "pause", "position", "stroke", "shadow", "speakerColors", "maxWords", "case",
                       "safeArea", "preset", "assMotion", "lyrics"] + SceneCaptionAccents.keys

    /// The `captions` mapping; the file is read now, relative to the scene file's folder, and
    /// its errors are reported at `file` with the caption file's own line.
    init(decoding node: SceneNode) throws {
        let captions = try node.mapping(keys: Self.keys, expected: "captions: {file: talk.vtt, style: karaoke, …}")
        let fileNode = try captions.required("file", example: "file: talk.vtt")
        let file = try fileNode.string("the caption file's path, relative to the scene file")
        let folder = URL(fileURLWithPath: node.context.file).deletingLastPathComponent()
        let url = file.hasPrefix("/") ? URL(fileURLWithPath: file) : URL(fileURLWithPath: file, relativeTo: folder)
        let track: CaptionTrack
        do {
            track = try CaptionReader.read(contentsOf: url).filling(node.context.variables, fileName: url.relativePath)
        } catch {
            throw fileNode.error(.invalidValue, "the captions could not be read: \(error.description)")
        }
        self.init(file: file, track: track)
        // A preset first; the keys written here override its values.
        let preset = try captions["preset"].map { try Self.preset(decoding: $0, folder: folder) }
        preset?.apply(to: &self)
        if let font = captions["font"] {
            let before = self.font
            self.font = try SceneFont(decoding: font)
            if case .mapping(let mapping) = font.node {
                if mapping["size"] == nil { self.font.size = 56 }
                if mapping["size"] != nil { sizeShare = nil }
                if mapping["weight"] == nil { self.font.weight = preset?.weight ?? 700 }
                if mapping["family"] == nil, mapping["file"] == nil { self.font.source = before.source }
            }
        }
        var own = CaptionPreset()
        try own.decodeLook(captions, fontKeys: false)
        own.apply(to: &self)
        language = try captions["language"]?.string("a language tag, such as de or en-US")
        pause = try captions["pause"]?.number(in: Self.pauseRange) ?? 0.6
        accents = try SceneCaptionAccents(decoding: captions, in: node, preset: preset)
        assMotion = try captions["assMotion"]?.bool() ?? false
        lyrics = try captions["lyrics"].flatMap { try LyricList.decoding($0) }
        speakerColors = try captions["speakerColors"]?.list(expected: "a list of colours, as [white, yellow, cyan]").map { try $0.color() } ?? []
    }
}

extension SceneCaptions {
    /// A `preset`: the name of a preset of ``CaptionPresetCatalog/shared``, or the path of a
    /// preset file (it has a slash, or ends in .yaml, .yml or .json), relative to the scene file.
    static func preset(decoding node: SceneNode, folder: URL) throws -> CaptionPreset {
        let text = try node.string("a caption preset's name (kinetype presets lists them) or the path of a preset file")
        if text.contains("/") || [".yaml", ".yml", ".json"].contains(where: { text.lowercased().hasSuffix($0) }) {
            let url = text.hasPrefix("/") ? URL(fileURLWithPath: text) : URL(fileURLWithPath: text, relativeTo: folder)
            do {
                return try CaptionPreset(contentsOf: url, catalogs: node.context.catalogs)
            } catch {
                throw node.error(.invalidValue, "the preset file could not be read: \(error.description)")
            }
        }
        do {
            return try CaptionPresetCatalog.shared.entry(named: text).preset
        } catch let error as CatalogError {
            var suggestion: String?
            if case .unknownEntry(_, _, let nearest, _) = error { suggestion = nearest }
            throw node.error(.unknownName, error.description, suggestion: suggestion)
        }
    }
}

extension SceneNode {
    /// The scalar `none`.
    var isNone: Bool {
        if case .scalar(let scalar) = node { return scalar.string == "none" }
        return false
    }
}
