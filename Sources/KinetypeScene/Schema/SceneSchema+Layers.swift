import KinetypeCard
import KinetypeDiagnostics
import KinetypeEffects
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

extension SceneSchema {
    /// A layer: the keys of a layer of text (`SceneLayer.textKeys`), every layer's
    /// (`commonKeys`) and each content kind's (`contentKinds`: its key and `layerKeys`), one of
    /// text or a content kind's key required.
    static func layer(_ catalogs: Catalogs) -> JSONValue {
        let renderers = catalogs.renderers.entries.map { ($0.name, $0.summary, $0.parameters) }
        let shaders = catalogs.shaders.entries.map { ($0.name, $0.summary, $0.parameters) }
        let reveals = catalogs.reveals.entries.map { ($0.name, $0.summary, $0.parameters) }
        let anchor = names(UnitPoint.named.map(\.name), "An anchor.")
        let signedLength: JSONValue = ["anyOf": [number(Canvas.distanceRange),
                                                 ["type": "string", "pattern": #"^\s*-?[0-9.]+([eE][+-]?[0-9]+)?\s*(px|%|vw|vh|vmin|em)\s*$|^\s*-?([0-9.]+([eE][+-]?[0-9]+)?)?\s*safe\.(top|bottom|leading|trailing)\s*$"#]],
                                       "description": "A distance: pixels, or a number with a unit (2vw, -1.5em, safe.bottom)."]
        let offset: JSONValue = ["type": "array", "items": signedLength, "minItems": 2, "maxItems": 2]
        let fontTypes: [String: JSONValue] = [
            "family": scalarText, "file": scalarText, "size": number(Font.sizeRange, "The size in points."),
            "weight": ["anyOf": [names(Font.Weight.named.map(\.name), "A weight."), number(ValueRange(1...1000, whole: true))]],
            "italic": boolean,
        ]
        var types: [String: JSONValue] = [
            "text": scalarText,
            "font": ["anyOf": [scalarText, object(SceneFont.keys, fontTypes)], "description": "A family name, or {family or file, size, weight, italic}."],
            "color": color,
            "alignment": names(TextAlignment.allCases.map(\.rawValue), "How lines align."),
            "maxWidth": number(Canvas.lengthRange, "The width lines wrap at."),
            "lineSpacing": number(Canvas.distanceRange, "Extra space between lines."),
            "lineLimit": number(SceneLayer.lineLimitRange, "The most lines shown."),
            "layoutDirection": names(LayoutDirection.allCases.map(\.rawValue), "The text's direction."),
            "balance": boolean, "hyphenate": boolean, "language": scalarText,
            "position": ["anyOf": [anchor, object(ScenePosition.keys, ["anchor": anchor, "offset": offset])],
                         "description": "An anchor name, or {anchor, offset: [x, y]}."],
            "start": number(TitleCard.timeRange, "When the layer appears, in seconds."),
            "end": number(TitleCard.durationRange, "When the layer is gone, in seconds."),
            "enter": ["$ref": "#/$defs/transition"], "exit": ["$ref": "#/$defs/transition"],
            "renderer": catalogChoice(renderers, "A renderer"),
            "shader": catalogChoice(shaders, "A shader", drivable: true),
            "reveal": catalogChoice(reveals, "A reveal"), "conceal": catalogChoice(reveals, "A reveal"),
            "keyframes": ["$ref": "#/$defs/keyframes"],
            "matte": names(TitleCard.Layer.Matte.allCases.map(\.rawValue), "Masks the layer below by this one."),
            "animators": animators, "effects": effects, "path": path,
            "opacity": number(ValueRange(0...1), "The opacity, 0 to 1."),
            "image": object(SceneImage.keys, ["file": scalarText, "width": number(Canvas.lengthRange), "height": number(Canvas.lengthRange),
                                             "fit": names(SceneImage.Fit.allCases.map(\.rawValue), "How the picture fills its box.")],
                            required: ["file"]),
            "group": object(["layers"], ["layers": ["type": "array", "items": ["$ref": "#/$defs/layer"], "minItems": 1]], required: ["layers"]),
        ]
        // Lengths of the layout keys: pixels, or a number with a unit (SceneLength).
        let length: JSONValue = ["anyOf": [number(SceneModifiers.lengthRange),
                                           ["type": "string", "pattern": #"^\s*[0-9.]+([eE][+-]?[0-9]+)?\s*(px|%|vw|vh|vmin|em)\s*$|^\s*([0-9.]+([eE][+-]?[0-9]+)?)?\s*safe\.(top|bottom|leading|trailing)\s*$"#]],
                                 "description": "A length: pixels, or a number with a unit (5vh, 60%, 2vw, 1vmin, 0.5em, 12px, safe.bottom)."]
        let sides = ["top", "leading", "bottom", "trailing", "vertical", "horizontal"]
        types["padding"] = ["anyOf": [length, ["type": "array", "items": length, "minItems": 2, "maxItems": 4],
                                      object(sides, Dictionary(uniqueKeysWithValues: sides.map { ($0, length) }))],
                            "description": "Space around the layer: one length, [vertical, horizontal], [top, leading, bottom, trailing] or {top, …}."]
        types["position"] = ["anyOf": [anchor, object(ScenePosition.keys, ["anchor": anchor, "offset": offset, "margin": types["padding"]!])],
                             "description": "An anchor name, or {anchor, offset: [x, y], margin} (margin: the inset from the canvas's edges, 5% of its width by default)."]
        var frameTypes = Dictionary(uniqueKeysWithValues: SceneModifiers.frameKeys.map { ($0, length) })
        frameTypes["alignment"] = names(UnitPoint.named.map(\.name), "Where the layer sits in its frame.")
        for key in ["maxWidth", "maxHeight"] {
            frameTypes[key] = ["anyOf": [length, ["const": "infinity", "description": "Fills what is offered."]]]
        }
        types["frame"] = object(SceneModifiers.frameKeys, frameTypes)
        let ratio: JSONValue = ["anyOf": [number(SceneModifiers.ratioRange), ["type": "string", "pattern": #"^\s*[0-9.]+\s*:\s*[0-9.]+\s*$"#]],
                                "description": "A width over height: 1.78, or 16:9."]
        types["aspectRatio"] = ["anyOf": [ratio, object(SceneModifiers.aspectRatioKeys, [
            "ratio": ratio, "contentMode": names(ContentMode.allCases.map(\.rawValue), "Fit inside the proposal, or fill it.")], required: ["ratio"])],
                                "description": "The shape of the size proposed to the frame (SwiftUI's aspectRatio)."]
        types["fixedSize"] = ["anyOf": [["type": "boolean"], object(["horizontal", "vertical"], ["horizontal": ["type": "boolean"], "vertical": ["type": "boolean"]])],
                              "description": "The layer's ideal size whatever it is offered: true, or {horizontal, vertical}."]
        let decoration: JSONValue = ["anyOf": [color, object(SceneDecoration.keys, paintKeys.merging(["color": color]) { _, new in new })],
                                     "description": "A colour, or {shape: {kind: capsule}, fill, stroke, …} sized to the layer and its padding."]
        types["background"] = decoration
        types["overlay"] = decoration
        types["stack"] = object(SceneStack.keys, [
            "axis": names(StackContent.Axis.allCases.map(\.rawValue), "The direction the layers stack in."),
            "spacing": length,
            "alignment": names(StackContent.Alignment.allCases.map(\.rawValue), "How the layers line up across the stack."),
            "layoutDirection": names(LayoutDirection.allCases.map(\.rawValue), "The order of a horizontal stack."),
            "layers": ["type": "array", "items": ["$ref": "#/$defs/layer"], "minItems": 1],
        ], required: ["layers"])
        types["spacer"] = ["anyOf": [length, object(SceneSpacer.keys, ["minLength": length])],
                           "description": "Space that takes what a stack's other layers leave: {}, {minLength}, or the least length."]
        types.merge(paintKeys) { first, _ in first }
        types.merge(shapeKeys) { first, _ in first }
        var keys = SceneLayer.textKeys + SceneLayer.commonKeys
        for kind in SceneLayer.contentKinds {
            for key in [kind.key] + kind.layerKeys where !keys.contains(key) { keys.append(key) }
        }
        // A variant: when, and any of the layer's keys but variants (SceneLayerVariant).
        let side = Canvas.sideRange
        var variantTypes = types
        variantTypes["when"] = object(SceneLayerVariant.conditionKeys, [
            "aspect": names(SceneCondition.Aspect.allCases.map(\.rawValue), "The canvas's shape."),
            "minWidth": number(side, "The least canvas width."), "maxWidth": number(side, "The greatest canvas width."),
            "minHeight": number(side, "The least canvas height."), "maxHeight": number(side, "The greatest canvas height."),
        ])
        types["variants"] = ["type": "array", "items": object(["when"] + keys.filter { $0 != "variants" }, variantTypes, required: ["when"]),
                             "description": "The layer on other canvases: the first variant whose when holds replaces the keys it gives."]
        var schema = object(keys, types)
        schema["description"] = "A layer: text, or one of \(SceneLayer.contentKinds.map { $0.key }.joined(separator: ", ")), with when and how it shows."
        schema["anyOf"] = .array((["text"] + SceneLayer.contentKinds.map { $0.key }).map { ["required": [.string($0)]] })
        return schema
    }
}
