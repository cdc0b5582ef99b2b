import Foundation
import KinetypeCaptions
import KinetypePrimitives
import KinetypeText

extension SceneCaptions {
    static let keys = ["file", "style", "font", "lines", "maxChars", "language", "pause", "position", "stroke", "shadow", "speakerColors", "assMotion"]
        + SceneCaptionAccents.keys

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
        if let style = captions["style"] { self.style = try SceneRenderer.renderer(decoding: style) }
        if let font = captions["font"] {
            self.font = try SceneFont(decoding: font)
            if case .mapping(let mapping) = font.node, mapping["size"] == nil { self.font.size = 56 }
            if case .mapping(let mapping) = font.node, mapping["size"] != nil { sizeShare = nil }
            if case .mapping(let mapping) = font.node, mapping["weight"] == nil { self.font.weight = 700 }
        }
        lines = try captions["lines"]?.integer(in: Self.linesRange) ?? 2
        maxCharacters = try captions["maxChars"]?.integer(in: Self.maxCharactersRange) ?? 42
        language = try captions["language"]?.string("a language tag, such as de or en-US")
        pause = try captions["pause"]?.number(in: Self.pauseRange) ?? 0.6
        if let position = captions["position"] {
            let name = try position.name(in: Self.positions.map(\.name), expected: "bottom, center or top")
            anchor = Self.positions.first { $0.name == name }!.anchor
        }
        if let stroke = captions["stroke"] {
            stroke.isNone ? (self.stroke = nil) : (self.stroke = try stroke.color())
        }
        if let shadow = captions["shadow"] {
            self.shadow = shadow.isNone ? nil : try shadow.color()
        }
        accents = try SceneCaptionAccents(decoding: captions, in: node)
        assMotion = try captions["assMotion"]?.bool() ?? false
        speakerColors = try captions["speakerColors"]?.list(expected: "a list of colours, as [white, yellow, cyan]").map { try $0.color() } ?? []
    }
}

extension SceneNode {
    /// The scalar `none`.
    var isNone: Bool {
        if case .scalar(let scalar) = node { return scalar.string == "none" }
        return false
    }
}
