import KinetypeAnimation
import KinetypeDiagnostics
import KinetypeEffects
import KinetypePrimitives
import KinetypeText
import Yams

extension SceneEffect {
    static let keys = ["effect", "at", "active", "options", "to", "duration", "curve", "spring"]
    static let optionKeys = ["repeat", "speed", "nonRepeating"]
    /// The repeat counts an effect takes.
    static let repeatRange = ValueRange(1...10_000, unit: "repeats", whole: true)
    /// The speeds an effect takes (`options.speed`, `--effect-speed`): a factor greater than 0
    /// and at most 100.
    package static let speedRange = ValueRange(above: 0, through: 100)

    /// A mapping of `effect` and when it plays (`at`, `active`), with optional `options`.
    init(decoding node: SceneNode) throws {
        let effect = try node.mapping(keys: Self.keys, expected: "an effect: {effect, at or active, options}")
        let nameNode = try effect.required("effect", example: "effect: bounce.up.byLayer")
        let name = try nameNode.string("an effect name such as bounce.up.byLayer")
        guard Self.isWellFormed(name) else {
            throw nameNode.error(.invalidValue, """
                expected an effect in dot syntax, words separated by dots, such as bounce.up.byLayer; \
                got \(MarkupValue.string(name))
                """)
        }
        self.init(effect: name)
        if let atNode = effect["at"] {
            if let signal = Self.soundEvents(atNode) {
                atSound = signal
            } else {
                let times = atNode.node.sequence == nil ? [atNode] : try atNode.list(expected: "")
                at = try times.map { try $0.seconds(allowZero: true) }
            }
        }
        if let activeNode = effect["active"] {
            active = try Self.ranges(activeNode)
        }
        guard !at.isEmpty || !active.isEmpty || atSound != nil else {
            throw node.error(.missingKey, """
                say when the effect plays: at: [seconds, …] (or at: beats, at: onsets of the soundtrack) for a one-off \
                effect, or active: [[from, to], …] for an indefinite one
                """)
        }
        if let optionsNode = effect["options"] {
            options = try Self.options(optionsNode)
        }
        if let toNode = effect["to"] {
            let text = try toNode.string("the new text (inline markup) that a replace effect shows")
            let spans: [MarkupSpan]
            do {
                spans = try InlineMarkup.parse(text)
            } catch {
                throw SceneLayer.markupError(error, at: toNode)
            }
            try SceneLayer.checkColorAttributes(spans, at: toNode)
            to = text
        }
        duration = try effect["duration"]?.number(in: TextReplacement.durationRange)
        switch (effect["spring"], effect["curve"]) {
        case (let spring?, nil):
            if case .mapping = spring.node {
                // A change's spring lasts as long as a change may: checked here, at its own key.
                let keys = try spring.mapping(keys: SceneTransition.springKeys, expected: "a spring: {duration, bounce} or a preset name")
                _ = try keys["duration"]?.number(in: TextReplacement.durationRange)
            }
            timing = try SceneTransition.spring(spring)
        case (nil, let curve?): timing = .curve(try curve.named(UnitCurve.named, what: "a curve"))
        case (nil, nil): timing = nil
        case (_?, let curve?): throw curve.error(.invalidValue, "give either spring or curve, not both")
        }
    }

    /// `at: beats` or `at: onsets`: the soundtrack's events the effect triggers on; nil for times.
    private static func soundEvents(_ node: SceneNode) -> SceneAudioDriver.Signal? {
        guard case .scalar(let scalar) = node.node else { return nil }
        switch scalar.string {
        case "beats": return .beats
        case "onsets": return .onsets
        default: return nil
        }
    }

    /// `[[from, to], …]`, or one range `[from, to]`.
    private static func ranges(_ node: SceneNode) throws -> [ClosedRange<Double>] {
        let expected = "time ranges in seconds: [[from, to], …] or [from, to]"
        let items = try node.list(expected: expected)
        let pairs = items.first?.node.sequence == nil ? [node] : items
        return try pairs.map { pair in
            let bounds = try pair.list(expected: "a time range [from, to]")
            guard bounds.count == 2 else {
                throw pair.error(.invalidValue, "expected a time range [from, to]: two times in seconds; got \(bounds.count)")
            }
            let from = try bounds[0].seconds(allowZero: true), to = try bounds[1].seconds(allowZero: true)
            guard from < to else {
                throw bounds[1].error(.invalidValue, """
                    the range ends at \(MarkupValue.number(to)), not after it starts at \(MarkupValue.number(from)); \
                    write [from, to] with from < to
                    """)
            }
            return from...to
        }
    }

    private static func options(_ node: SceneNode) throws -> Options {
        let mapping = try node.mapping(keys: optionKeys, expected: "options: {repeat, speed, nonRepeating}")
        var options = Options()
        if let repeatNode = mapping["repeat"] {
            let expected = "a repeat count from 1, or continuous"
            if try repeatNode.string(expected) == "continuous" {
                options.repeat = .continuous
            } else {
                options.repeat = .count(try repeatNode.integer(expected, in: 1...Int(Self.repeatRange.upperBound)))
            }
        }
        options.speed = try mapping["speed"]?.number(in: Self.speedRange) ?? 1
        options.nonRepeating = try mapping["nonRepeating"]?.bool() ?? false
        if options.nonRepeating, options.repeat != nil {
            throw mapping["nonRepeating"]!.error(.invalidValue, "give either repeat or nonRepeating: true, not both")
        }
        return options
    }

    /// Words of letters and digits, each starting with a letter, joined by dots; a word may take
    /// an argument in parentheses (`replace.scramble(digits)`), which the effects layer reads.
    private static func isWellFormed(_ name: String) -> Bool {
        var bare = "", depth = 0
        for character in name {
            if character == "(" { depth += 1; continue }
            if character == ")" { depth -= 1; if depth < 0 { return false }; continue }
            if depth == 0 { bare.append(character) }
        }
        guard depth == 0 else { return false }
        let words = bare.split(separator: ".", omittingEmptySubsequences: false)
        return words.allSatisfy { word in
            guard let first = word.first, first.isASCII, first.isLetter else { return false }
            return word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }
}
