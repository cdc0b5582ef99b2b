import KinetypeCard
import KinetypeDiagnostics
import KinetypeEffects
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText
import Foundation
import Yams

extension SceneLayer {
    /// The kinds of content a layer can show instead of text, each under its own key: the
    /// decoder table of layer kinds. A new kind is a row here and its own files.
    static let contentKinds: [any SceneContentKind.Type] = [SceneShape.self, SceneImage.self, SceneGroup.self, SceneStack.self,
                                                                 SceneSpacer.self]

    /// The kinds of stage a layer's keys make: the table of stage kinds, in the order their keys
    /// are listed in messages, decoded (the kinds every layer takes first) and built (so their
    /// errors are reported). A new kind is a row here and its own file; the card orders the
    /// stages by their step (``LayerStage``), so a row's place only orders stages of the same
    /// step (a renderer before animators, transitions before effects).
    static let stageKinds: [any SceneStageKind.Type] = [
        SceneRendererStage.self, SceneAnimatorsStage.self, SceneTransitionsStage.self, SceneEffectsStage.self,
        SceneShadersStage.self, SceneRevealsStage.self, SceneKeyframesStage.self, SceneRotationStage.self,
    ]

    /// The keys every layer takes, whatever it shows.
    static let commonKeys = ["position", "start", "end"] + stageKinds.filter { !$0.textOnly }.flatMap { $0.keys } + ["matte"]
        + SceneModifiers.keys + ["variants"]

    /// The keys of a layer of text.
    static let textKeys = [
        "text", "font", "color", "alignment", "maxWidth", "lineSpacing", "lineLimit", "layoutDirection", "fit", "balance",
        "language", "hyphenate",
    ] + stageKinds.filter { $0.textOnly }.flatMap { $0.keys } + ["path"] + ScenePaint.keys

    /// A layer mapping: `text` (with the text keys), or one content kind's key (with its keys),
    /// and the keys every layer takes.
    init(decoding node: SceneNode) throws {
        if let variants = try SceneLayerVariant.split(node) {
            try self.init(decoding: variants.layer)
            self.variants = try variants.decode()
            return
        }
        let written = try node.anyMapping(expected: "a layer: a mapping with text and optional font, color, …")
        let kind = Self.contentKinds.first { written[$0.key] != nil }
        let layer: SceneMapping, textNode: SceneNode?
        if let kind {
            let keys = [kind.key] + kind.layerKeys + Self.commonKeys
            for (key, value) in written.entries where key != kind.key && Self.contentKinds.contains(where: { $0.key == key }) {
                throw Self.misplaced(value, "a layer shows one thing (text, \(Self.contentKinds.map { $0.key }.joined(separator: ", ")))"
                                         + " and this one is a \(kind.key) layer; put the \(key) in a layer of its own")
            }
            for (key, value) in written.entries where !keys.contains(key) && Self.textKeys.contains(key) {
                throw Self.misplaced(value, "a \(kind.key) layer has no text, so '\(key)' does not apply \(node.path.place); "
                                         + "put the text in a layer of its own (its keys here: \(keys.joined(separator: ", ")))")
            }
            layer = try node.mapping(keys: keys, expected: "a \(kind.key) layer: \(kind.example)")
            textNode = nil
        } else {
            layer = try node.mapping(keys: Self.textKeys + Self.commonKeys + Self.contentKinds.map { $0.key },
                                     expected: "a layer: a mapping with text and optional font, color, …")
            let kinds = Self.contentKinds.map { " (or \($0.example))" }.joined()
            textNode = try layer.required("text", example: "text: \"Your title\"" + kinds)
        }
        let text = try textNode?.string("the layer's text, with inline markup") ?? ""
        do {
            try self.init(text: text)
        } catch let error as MarkupError {
            throw Self.markupError(error, at: textNode ?? node)
        }
        if let kind {
            color = nil
            content = SceneLayerContent(try kind.init(decoding: layer[kind.key]!, in: layer))
        } else if let textNode {
            try decodeTextLook(layer, text: textNode)
        }
        try decodeCommonKeys(layer)
        // The stage keys every layer takes, then a text's own (so of two bad keys, the first
        // reported is the same whatever the layer shows).
        let kinds = Self.stageKinds.filter { !$0.textOnly } + (textNode == nil ? [] : Self.stageKinds.filter { $0.textOnly })
        for kind in kinds {
            if let value = try kind.init(decoding: layer) { stages.set(value) }
        }
        if textNode != nil { path = try layer["path"].map { try ScenePath(decoding: $0) } }
    }

    /// A key that belongs to another kind of layer, as an unknown key at the key itself.
    private static func misplaced(_ value: SceneNode, _ message: String) -> SceneError {
        SceneError(.unknownKey, file: value.context.file, line: value.keyMark.line, column: value.keyMark.column,
                   keyPath: value.path.description, message: message)
    }

    /// The keys of a layer of text that set how it looks and wraps.
    private mutating func decodeTextLook(_ layer: SceneMapping, text textNode: SceneNode) throws {
        try Self.checkColorAttributes(spans, at: textNode)
        font = try layer["font"].map { try SceneFont(decoding: $0) } ?? SceneFont()
        color = try layer["color"]?.color() ?? .white
        paint = try ScenePaint(decoding: layer, fontSize: font.size)
        alignment = try layer["alignment"]?.choice(TextAlignment.self) ?? .center
        maxWidth = try layer["maxWidth"]?.number(in: Canvas.lengthRange)
        lineSpacing = try layer["lineSpacing"]?.number(in: Canvas.distanceRange) ?? 0
        lineLimit = try layer["lineLimit"]?.integer(in: Self.lineLimitRange)
        layoutDirection = try layer["layoutDirection"]?.choice(LayoutDirection.self)
        fit = try layer["fit"].map { try SceneFit(decoding: $0) }
        balance = try layer["balance"]?.bool() ?? false
        language = try layer["language"]?.string("a language tag, such as de or en-US")
        hyphenate = try layer["hyphenate"]?.bool() ?? false
        if hyphenate, language == nil, let node = layer["hyphenate"] {
            // Without a language there are no patterns: the words would break as without it.
            throw node.error(.invalidValue, "hyphenation follows the text's language; give the layer one, as language: de (or en-US)")
        }
    }

    /// The keys every layer takes besides its stage kinds': its place, lifetime and matte.
    private mutating func decodeCommonKeys(_ layer: SceneMapping) throws {
        position = try layer["position"].map { try ScenePosition(decoding: $0) } ?? ScenePosition()
        start = try layer["start"]?.seconds(allowZero: true) ?? 0
        if let endNode = layer["end"] {
            let end = try endNode.seconds(allowZero: false)
            guard end > start else {
                let relation = end == start ? "the same as" : "before"
                throw endNode.error(.invalidValue, """
                    \(MarkupValue.number(end)) is \(relation) start \(MarkupValue.number(start)); \
                    a layer must end after it starts
                    """)
            }
            self.end = end
        }
        matte = try layer["matte"]?.choice(TitleCard.Layer.Matte.self)
        modifiers = try SceneModifiers(decoding: layer)
    }

    /// A markup error as a scene error at the text, with a hint about backslashes where the
    /// syntax eats them.
    ///
    /// The error's place is where the text starts in the file; the markup's own columns count
    /// characters of the text (after variables), so the message says "column 5 of the text"
    /// rather than mixing the two kinds of column.
    ///
    /// When the column falls in a variable's value (`{{name}}` filled in from `--var name=…`),
    /// the message names the variable, since the fix belongs in its value rather than in the file.
    static func markupError(_ error: MarkupError, at node: SceneNode) -> SceneError {
        var message = "in the markup, " + error.message.replacingOccurrences(
            of: #"column (\d+)"#, with: "column $1 of the text", options: .regularExpression)
        if case .scalar(let scalar) = node.node, TemplateVariables.hasTemplates(scalar.string),
           let insertion = TemplateVariables.insertions(in: scalar.string, variables: node.context.variables)
               .first(where: { $0.characters.contains(error.column - 1) }) {
            let value = node.context.variables[insertion.name] ?? ""
            let place = message.dropFirst("in the markup, ".count)
            // A long value (a batch cell of a whole article) is quoted as an excerpt with its length.
            let shown = value.count > Excerpt.limit ? "\(MarkupValue.string(Excerpt.of(value))) (\(value.count) characters)"
                : "\(MarkupValue.string(value))"
            message = "in the markup, in {{\(insertion.name)}} (its value \(shown), as in --var \(insertion.name)=…): \(place)"
            return node.error(.markup, message, markupError: error)
        }
        if case .scalar(let scalar) = node.node, scalar.style == .doubleQuoted, message.contains("\\") {
            let syntax = node.context.format == .json ? "a JSON string" : "double quotes"
            message += " (inside \(syntax), write each backslash twice, as in \\\\*)"
        }
        return node.error(.markup, message, markupError: error)
    }

    /// A colour attribute in the markup (`InlineMarkup.colorAttributes`: `^[sale](color: "#ff3b8e")`,
    /// `^[today](highlight: "#ffd60a")`) must be a colour, since it is painted; any other
    /// attribute is the renderer's business.
    static func checkColorAttributes(_ spans: [MarkupSpan], at node: SceneNode) throws {
        for span in spans {
            for name in InlineMarkup.colorAttributes {
                guard let value = span.attributes[name] else { continue }
                guard let text = value.string else {
                    throw node.error(.wrongType, """
                        in the markup, the \(name) attribute of "\(span.text)" must be a colour string, \
                        as in ^[text](\(name): "#ff3b8e"); got \(value)
                        """)
                }
                _ = try SceneNode.color(text) { message, suggestion in
                    node.error(.unknownName, "in the markup, the \(name) attribute of \"\(span.text)\": \(message)",
                               suggestion: suggestion)
                }
            }
            if let message = MarkupPaintAttribute.strokeWidthProblem(span) {
                throw node.error(.invalidValue, "in the markup, " + message)
            }
        }
    }
}
