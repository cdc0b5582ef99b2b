import KinetypeAnimation
import KinetypeCard
import KinetypeDiagnostics
import KinetypeEffects
import KinetypeGraphics
import KinetypePrimitives
import KinetypeText

/// The schemas of the values several keys share: paints and gradients, shapes, symbol effects,
/// text animators and paths, each from its decoder's key list and ranges.
extension SceneSchema {
    /// `fill:` and `background:` — a colour, or a gradient `{linear | radial | mesh}`.
    static func paint(footage: Bool) -> JSONValue {
        let colors: JSONValue = ["type": "array", "items": color, "minItems": 1]
        let point: JSONValue = ["type": "array", "items": number(SceneBackground.meshPointRange), "minItems": 2, "maxItems": 2]
        let mesh = object(["width", "height", "colors", "points", "smooth", "colorSpace", "background", "drift", "keyframes"], [
            "width": number(SceneBackground.meshSideRange), "height": number(SceneBackground.meshSideRange), "colors": colors,
            "points": ["type": "array", "items": point], "smooth": boolean, "colorSpace": names(["device", "perceptual"], "The colour space."),
            "background": color,
            "drift": object(["amplitude", "speed"], ["amplitude": number(SceneBackground.driftAmplitudeRange),
                                                     "speed": number(SceneBackground.driftSpeedRange)], required: ["amplitude"]),
            "keyframes": ["type": "array", "items": object(["at", "points", "colors", "curve"], [
                "at": number(TitleCard.durationRange), "points": ["type": "array", "items": point], "colors": colors,
                "curve": names(UnitCurve.named.map(\.name), "A curve."),
            ], required: ["at"])],
        ], required: ["width", "height"])
        var kinds: [String: JSONValue] = [
            "linear": object(["colors", "angle"], ["colors": colors, "angle": number(SceneBackground.angleRange)]),
            "radial": object(["colors"], ["colors": colors]), "mesh": mesh,
        ]
        for kind in SceneBackdrop.kinds { kinds[kind] = [:] }
        return ["anyOf": [color, object(["linear", "radial", "mesh"] + (footage ? SceneBackdrop.kinds : []), kinds)],
                "description": "A colour, or a gradient: {linear: {colors, angle}}, {radial: {colors}} or {mesh: …}."]
    }

    /// `stroke:`, `shadow:`, `innerShadow:` and `glow:` (``ScenePaint/keys``).
    static var paintKeys: [String: JSONValue] {
        let shadow = ["anyOf": [color, object(["color", "radius", "x", "y"], ["color": color, "radius": number(GraphicsContext.Filter.blurRadiusRange),
                                                                               "x": number(Canvas.distanceRange), "y": number(Canvas.distanceRange)])]] as JSONValue
        let glow = ["anyOf": [color, object(["color", "radius"], ["color": color, "radius": number(GraphicsContext.Filter.blurRadiusRange)])]] as JSONValue
        let stroke = ["anyOf": [color, object(["color", "width", "join", "placement"], [
            "color": color, "width": number(ScenePaint.strokeWidthRange),
            "join": names(StrokeStyle.LineJoin.allCases.map(\.rawValue), "How corners join."),
            "placement": names(TextStroke.Placement.allCases.map(\.rawValue), "Where the stroke is drawn."),
        ])]] as JSONValue
        return ["fill": paint(footage: false), "stroke": stroke, "shadow": shadow, "innerShadow": shadow, "glow": glow]
    }

    /// `shape:` (``SceneShape/keys``) and a shape layer's `trim`.
    static var shapeKeys: [String: JSONValue] {
        ["shape": object(SceneShape.keys, ["kind": names(SceneShape.Kind.allCases.map(\.rawValue), "The shape."),
                                            "width": number(SceneShape.sideRange), "height": number(SceneShape.sideRange),
                                            "cornerRadius": number(SceneShape.sideRange), "d": scalarText,
                                            "bars": number(SceneShape.Sound.barsRange), "gap": number(SceneShape.Sound.gapRange),
                                            "low": number(SceneShape.Sound.hertzRange), "high": number(SceneShape.Sound.hertzRange),
                                            "floor": number(SceneShape.Sound.floorRange), "window": number(SceneShape.Sound.windowRange)]),
         "trim": object(["from", "to"], ["from": number(ValueRange(0...1)), "to": number(ValueRange(0...1))])]
    }

    /// `effects:` — a list of symbol effects (``SceneEffect/keys``).
    static var effects: JSONValue {
        let options = object(SceneEffect.optionKeys, [
            "repeat": ["anyOf": [number(ValueRange(1...SceneEffect.repeatRange.upperBound, whole: true)), ["const": "continuous"]]],
            "speed": number(SceneEffect.speedRange), "nonRepeating": boolean,
        ])
        let span: JSONValue = ["type": "array", "items": number(TitleCard.timeRange), "minItems": 2, "maxItems": 2]
        let effect = object(SceneEffect.keys, [
            "effect": scalarText, "at": ["type": "array", "items": number(TitleCard.timeRange)], "active": ["type": "array", "items": span],
            "options": options, "to": scalarText, "duration": number(TextReplacement.durationRange),
            "curve": names(UnitCurve.named.map(\.name), "A curve."),
        ], required: ["effect"])
        return ["type": "array", "items": effect]
    }

    /// `animators:` — a list of text animators (``TextAnimator/keys``).
    static var animators: JSONValue {
        let animated: JSONValue = ["anyOf": [number(RangeSelector.positionRange), object(RangeSelector.valueKeys, [
            "from": number(RangeSelector.positionRange), "to": number(RangeSelector.positionRange),
            "duration": number(TitleCard.durationRange), "delay": number(TitleCard.timeRange),
            "curve": names(UnitCurve.named.map(\.name), "A curve."),
        ]), ["type": "object", "required": ["driver"]]]]
        let selector = object(RangeSelector.keys, [
            "units": names(RangeSelector.Units.allCases.map(\.rawValue), "What the range counts."),
            "basis": names(RangeSelector.Basis.allCases.map(\.rawValue), "Percent or indices."),
            "shape": names(RangeSelector.Shape.allCases.map(\.rawValue), "The selector's shape."),
            "start": animated, "end": animated, "offset": animated,
            "easeHigh": number(RangeSelector.percentRange), "easeLow": number(RangeSelector.percentRange),
            "amount": number(RangeSelector.percentRange), "randomize": boolean, "seed": number(RangeSelector.seedRange),
            "mode": names(RangeSelector.Mode.allCases.map(\.rawValue), "How selectors combine."),
        ])
        let types: [String: JSONValue] = [
            "opacity": number(TextAnimator.Properties.opacityRange), "scale": number(TextAnimator.Properties.scaleRange),
            "rotation": number(TextAnimator.Properties.rotationRange), "blur": number(GraphicsContext.Filter.blurRadiusRange),
            "tracking": number(Canvas.distanceRange), "color": color,
            "offset": ["type": "array", "items": number(Canvas.distanceRange), "minItems": 2, "maxItems": 2],
        ]
        var propertySchema: JSONValue = ["type": "object", "properties": properties(TextAnimator.propertyKeys, types)]
        propertySchema["additionalProperties"] = number(WeightWaveRenderer.axisRange)
        let animator = object(TextAnimator.keys, ["properties": propertySchema, "selector": selector,
                                                  "selectors": ["type": "array", "items": selector]])
        return ["type": "array", "items": animator]
    }

    /// `path:` — text along a path (``ScenePath/keys``).
    static var path: JSONValue {
        object(ScenePath.keys, ["d": scalarText, "offset": ["anyOf": [["type": "number"], ["type": "string", "pattern": "px\\s*$"]]],
                                "align": names(TextPath.Alignment.allCases.map(\.rawValue), "Where the text sits on the path."),
                                "side": names(TextPath.Side.allCases.map(\.rawValue), "Which side of the path."),
                                "speed": typed(["type": "number"]), "loop": boolean], required: ["d"])
    }
}
