import ArgumentParser
import Foundation
import Kinetype
import KinetypeDiagnostics

/// `captions`' accents: keywords set apart (`--emphasis`), emoji after or above words
/// (`--emoji`), and each word's entrance (`--entrance`), as a scene's `captions.emphasis`,
/// `emoji` and `entrance` (``SceneCaptionAccents``).
struct CaptionEmphasisOptions: ParsableArguments {
    @Option(name: .long, help: """
        Keywords to set apart: words or phrases, comma-separated (money,free trial), or a file of them, one a line; \
        matched on whole words, case-folded, in any script.
        """)
    var emphasis: String?

    @Option(name: .customLong("emphasis-color"), help: "The keywords' colour, or none for the style's (default: #ffd60a).",
            transform: { try ColorOrNone(checking: $0) })
    var emphasisColor: ColorOrNone?

    @Option(name: .customLong("emphasis-scale"), parsing: .unconditional,
            help: "The keywords' size, times the font's, \(CaptionKeywordLook.scaleRange) (default: \(CaptionKeywordLook.defaultScale)).")
    var emphasisScale: Double?

    @Option(name: .customLong("emphasis-weight"), help: "The keywords' weight (default: the captions' own).")
    var emphasisWeight: WeightName?

    @Option(name: .long, help: "A CSV file of word,emoji rows: each mapped word's emoji, in colour, shows from when the word is spoken.")
    var emoji: String?

    @Option(name: .customLong("emoji-position"), help: "Where the emoji sit by their word.")
    var emojiPosition: CaptionEmojiAttribute.Placement?

    @Option(name: .long, help: """
        Each word enters through a transition from its own start: \
        \(TransitionCatalog.shared.entries.map(\.name).joined(separator: ", ")) (kinetype transitions lists them); \
        none for no entrance (a preset's left out).
        """)
    var entrance: String?

    @Option(name: .customLong("entrance-option"), help: """
        A setting of the entrance: --entrance-option NAME=VALUE (repeatable): duration=0.3 (seconds, the default), \
        or a parameter of the transition, as edge=top.
        """)
    var entranceOptions: [String] = []

    func validate() throws {
        try validating {
            if let emphasisScale { _ = try CaptionKeywordLook.scaleRange.checked(emphasisScale, option: "--emphasis-scale", example: "1.2") }
            for (given, option) in [(emphasisColor != nil, "--emphasis-color"), (emphasisScale != nil, "--emphasis-scale"),
                                    (emphasisWeight != nil, "--emphasis-weight")] where given && emphasis == nil {
                throw InputError("\(option) sets the keywords' look: give the keywords too, as --emphasis money,free")
            }
            if emojiPosition != nil, emoji == nil { throw InputError("--emoji-position places the emoji: give them too, as --emoji emoji.csv") }
            if !entranceOptions.isEmpty, entrance == nil || entrance == "none" {
                throw InputError("--entrance-option sets the entrance: give it too, as --entrance move")
            }
            for option in entranceOptions {
                let (name, value) = try Self.split(option)
                if name == "duration" {
                    _ = try CardLimits.durationRange.checked(Double(value) ?? .nan, option: "--entrance-option duration", example: "0.3")
                }
            }
        }
    }

    /// The accents the options give over the `preset`'s entrance and keyword look, their files
    /// read now.
    func accents(preset: CaptionPreset? = nil) throws -> SceneCaptionAccents {
        var accents = SceneCaptionAccents(entrance: preset?.entrance)
        if let emphasis {
            var look = preset?.emphasis ?? CaptionKeywordLook()
            if let emphasisColor { look.color = emphasisColor.color }
            if let emphasisScale { look.scale = emphasisScale }
            if let emphasisWeight { look.weight = emphasisWeight.weight }
            do {
                accents.emphasis = try CaptionKeywords(try Self.keywordEntries(emphasis), look: look)
            } catch let problem as CaptionKeywords.Problem {
                throw InputError("--emphasis: \(problem.message)")
            }
        }
        if let emoji {
            do {
                accents.emoji = try CaptionEmojiMap(contentsOf: URL(fileURLWithPath: emoji), file: emoji)
            } catch {
                throw InputError("--emoji: \(error.description)")
            }
            accents.emojiPlacement = emojiPosition ?? .after
        }
        if entrance == "none" {
            accents.entrance = nil
        } else if let entrance {
            var transition = SceneTransition(name: entrance)
            for option in entranceOptions {
                let (name, value) = try Self.split(option)
                if name == "duration" {
                    transition.duration = Double(value)
                } else {
                    transition.parameters[name] = Double(value).map { .number($0) } ?? .string(value)
                }
            }
            accents.entrance = transition
        }
        return accents
    }

    /// Where the entrance and its parameters came from (the options, or the `preset`), for the
    /// compiler's errors.
    func record(in sourceMap: inout SceneSourceMap, preset: CaptionPreset? = nil) throws {
        if entrance == nil, preset?.entrance != nil { sourceMap.record(option: "--preset", at: "captions.entrance") }
        guard entrance != nil, entrance != "none" else { return }
        sourceMap.record(option: "--entrance", at: "captions.entrance")
        for option in entranceOptions { sourceMap.record(option: "--entrance-option", at: "captions.entrance.\(try Self.split(option).name)") }
    }

    /// `--emphasis`'s keywords: the file it names when one is there (or when it reads as a path:
    /// a `/` or a `.txt` ending and no comma), else its comma-separated list.
    static func keywordEntries(_ value: String) throws -> [String] {
        let looksLikePath = !value.contains(",") && (value.contains("/") || value.lowercased().hasSuffix(".txt"))
        guard InputFile.absence(at: value) == nil || looksLikePath else { return CaptionKeywords.entries(list: value) }
        do {
            return try CaptionKeywords.entries(contentsOf: URL(fileURLWithPath: value), file: value)
        } catch {
            throw InputError("--emphasis: \(error.description)")
        }
    }

    /// An `--entrance-option` as its name and value.
    private static func split(_ option: String) throws -> (name: String, value: String) {
        let parts = option.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw InputError("--entrance-option '\(option)' is not NAME=VALUE: write it as duration=0.3 or edge=top (kinetype transitions lists each one's parameters)")
        }
        return (parts[0], parts[1])
    }
}

extension CaptionEmojiAttribute.Placement: NamedOptionValue {}
