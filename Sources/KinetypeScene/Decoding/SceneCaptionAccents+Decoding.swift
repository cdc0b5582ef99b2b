import Foundation
import KinetypeCaptions
import KinetypeEffects
import KinetypePrimitives
import KinetypeText

extension SceneCaptionAccents {
    /// The keys of `captions` these accents take.
    static let keys = ["emphasis", "emoji", "entrance"]
    static let emphasisKeys = ["words", "file"] + emphasisLookKeys
    /// The keys of an emphasis that set the keywords' look, which a preset may give too.
    static let emphasisLookKeys = ["color", "scale", "weight"]
    static let emojiKeys = ["file", "position"]

    /// The accents of the `captions` mapping: its `emphasis`, `emoji` and `entrance`, over the
    /// `preset`'s entrance and keyword look (`entrance: none` takes the preset's away); files are
    /// read now, relative to the scene file's folder.
    init(decoding captions: SceneMapping, in node: SceneNode, preset: CaptionPreset? = nil) throws {
        self.init(entrance: preset?.entrance)
        let folder = URL(fileURLWithPath: node.context.file).deletingLastPathComponent()
        func url(_ file: String) -> URL {
            file.hasPrefix("/") ? URL(fileURLWithPath: file) : URL(fileURLWithPath: file, relativeTo: folder)
        }
        if let emphasisNode = captions["emphasis"] {
            let emphasis = try emphasisNode.mapping(keys: Self.emphasisKeys, expected: "emphasis: {words: [money, free trial], color: yellow, scale: 1.2}")
            var entries: [String] = []
            if let words = emphasis["words"] {
                if case .scalar = words.node {
                    entries += CaptionKeywords.entries(list: try words.string("words or phrases, comma-separated"))
                } else {
                    entries += try words.list(expected: "a list of words or phrases, as [money, free trial]").map { try $0.string("a word or phrase") }
                }
            }
            if let fileNode = emphasis["file"] {
                let file = try fileNode.string("a file of keywords, one a line, relative to the scene file")
                do {
                    entries += try CaptionKeywords.entries(contentsOf: url(file), file: file)
                } catch {
                    throw fileNode.error(.invalidValue, error.description)
                }
            }
            let look = try Self.emphasisLook(decoding: emphasis, over: preset?.emphasis ?? CaptionKeywordLook())
            do {
                self.emphasis = try CaptionKeywords(entries, look: look)
            } catch {
                throw (emphasis["words"] ?? emphasis["file"] ?? emphasisNode).error(.invalidValue, error.message)
            }
        }
        if let emojiNode = captions["emoji"] {
            var fileNode = emojiNode
            if case .mapping = emojiNode.node {
                let emoji = try emojiNode.mapping(keys: Self.emojiKeys, expected: "emoji: {file: emoji.csv, position: after}")
                fileNode = try emoji.required("file", example: "file: emoji.csv")
                if let position = emoji["position"] {
                    let names = CaptionEmojiAttribute.Placement.allCases.map(\.rawValue)
                    emojiPlacement = CaptionEmojiAttribute.Placement(rawValue: try position.name(in: names, expected: "after or above"))!
                }
            }
            let file = try fileNode.string("a CSV file of word,emoji rows, relative to the scene file")
            do {
                emoji = try CaptionEmojiMap(contentsOf: url(file), file: file)
            } catch {
                throw fileNode.error(.invalidValue, error.description)
            }
        }
        if let entrance = captions["entrance"] { self.entrance = entrance.isNone ? nil : try SceneTransition(decoding: entrance) }
    }

    /// `base` with the look's keys of `emphasis` (``emphasisLookKeys``) that are given.
    static func emphasisLook(decoding emphasis: SceneMapping, over base: CaptionKeywordLook) throws -> CaptionKeywordLook {
        var look = base
        if let color = emphasis["color"] { look.color = color.isNone ? nil : try color.color() }
        if let scale = emphasis["scale"] { look.scale = try scale.number(in: CaptionKeywordLook.scaleRange) }
        if let weight = emphasis["weight"] { look.weight = Font.Weight(value: try SceneFont.weight(weight)) }
        return look
    }
}
