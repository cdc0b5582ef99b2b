import Foundation
import KinetypeDiagnostics
import KinetypeGraphics
import KinetypeText

extension RendererCatalog {
    /// The built-in renderers: `appear` and `typewriter` (their transitions, played once over the
    /// layer), `wave`, `weight` (a variable font's axis in a wave), `glow`, `highlight` and `lens` (geometry-aware, as seed 001's `visualEffect`).
    public static let builtIns: [Entry] = [
        transitionEntry(.appear, summary: "glyphs blur in and rise on a spring, one after another (WWDC24's appearance effect)",
                        duration: 1.2, durationSummary: "seconds for the whole text"),
        Entry(name: "wave", summary: "glyphs ride a travelling sine wave", parameters: [
            RendererParameter(name: "amplitude", summary: "height of the wave in pixels", defaultValue: .number(12),
                              range: Canvas.distanceRange),
            RendererParameter(name: "frequency", summary: "waves per second", defaultValue: .number(1),
                              range: ValueRange(-100...100, unit: "waves per second")),
            RendererParameter(name: "wavelength", summary: "glyphs per wave", defaultValue: .number(8),
                              range: ValueRange(above: 0, through: 10_000, unit: "glyphs")),
        ]) { parameters, time in
            WaveRenderer(time: time, amplitude: CGFloat(try parameters.number("amplitude")),
                         frequency: try parameters.number("frequency"), wavelength: try parameters.number("wavelength"))
        },
        Entry(name: "weight", summary: "a variable font's weight swells glyph by glyph in a travelling wave (each glyph re-shaped in its slot)", parameters: [
            RendererParameter(name: "axis", summary: "the axis tag (the bundled Inter has wght and slnt)", defaultValue: .string("wght")),
            RendererParameter(name: "min", summary: "the axis value at the wave's trough", defaultValue: .number(100),
                              range: WeightWaveRenderer.axisRange),
            RendererParameter(name: "max", summary: "the axis value at the wave's crest", defaultValue: .number(900),
                              range: WeightWaveRenderer.axisRange),
            RendererParameter(name: "wavelength", summary: "glyphs per wave", defaultValue: .number(8),
                              range: ValueRange(above: 0, through: 10_000, unit: "glyphs")),
            RendererParameter(name: "speed", summary: "waves per second", defaultValue: .number(1),
                              range: ValueRange(-100...100, unit: "waves per second")),
            RendererParameter(name: "reflow", summary: "let glyphs take their new widths (true) or keep their slots (false)",
                              defaultValue: .bool(false)),
        ]) { parameters, time in
            WeightWaveRenderer(time: time, axis: try parameters.string("axis"), minimum: try parameters.number("min"),
                               maximum: try parameters.number("max"), wavelength: try parameters.number("wavelength"),
                               speed: try parameters.number("speed"), reflow: try parameters.bool("reflow"))
        },
        Entry(name: "glow", summary: "blurred, tinted copies glow under crisp text", parameters: [
            RendererParameter(name: "color", summary: "the glow's colour", defaultValue: .string("#00c7be")),
            RendererParameter(name: "radius", summary: "blur radius in pixels", defaultValue: .number(12),
                              range: GraphicsContext.Filter.blurRadiusRange),
            RendererParameter(name: "pulse", summary: "pulses per second (0: steady)", defaultValue: .number(0.5),
                              range: ValueRange(0...100, unit: "pulses per second")),
        ]) { parameters, time in
            GlowRenderer(time: time, color: try parameters.color("color"), radius: CGFloat(try parameters.number("radius")),
                         pulse: try parameters.number("pulse"))
        },
        Entry(name: HighlightAttribute.markupName,
              summary: "a marker sweeps behind runs marked ^[text](highlight: \"#ffd60a\"); on caption pages, a box behind the word being spoken",
              parameters: [
            RendererParameter(name: "duration", summary: "seconds the sweep takes", defaultValue: .number(0.8),
                              range: CardLimits.durationRange),
            RendererParameter(name: "delay", summary: "seconds before the sweep starts", defaultValue: .number(0.2),
                              range: CardLimits.timeRange),
        ] + captionParameters(box: true) + [
            RendererParameter(name: "glide", summary: "seconds the box takes to glide to the next word, on a spring (0: it jumps)",
                              defaultValue: .number(0), range: CaptionStyleRenderer.glideRange, appliesTo: RendererParameter.captions),
        ]) { parameters, time in
            HighlightRenderer(progress: (time - (try parameters.number("delay"))) / max(0.01, try parameters.number("duration")),
                              captions: try captionStyle(.highlight, parameters, time))
        },
        transitionEntry(.typewriter, summary: "glyphs appear one after another behind a caret",
                        duration: 1.5, durationSummary: "seconds to type the whole text"),
        Entry(name: "lens", summary: "a lens sweeps across the canvas: glyphs near it grow and brighten, far ones shrink, fade and tilt (seed 001's visualEffect)", parameters: [
            RendererParameter(name: "scale", summary: "the size under the lens's centre", defaultValue: .number(1.4), range: ValueRange(0...20)),
            RendererParameter(name: "radius", summary: "how wide the lens is, in canvas widths", defaultValue: .number(0.2),
                              range: ValueRange(above: 0, through: 10)),
            RendererParameter(name: "speed", summary: "sweeps a second across the canvas and back", defaultValue: .number(0.25),
                              range: ValueRange(0...100, unit: "sweeps a second")),
            RendererParameter(name: "fade", summary: "the opacity far from the lens", defaultValue: .number(0.35), range: ValueRange(0...1)),
            RendererParameter(name: "tilt", summary: "degrees glyphs far from the lens lean away from it", defaultValue: .number(12),
                              range: ValueRange(-180...180, unit: "degrees")),
        ]) { parameters, time in
            let peak = try parameters.number("scale"), radius = try parameters.number("radius")
            let fade = try parameters.number("fade"), tilt = try parameters.number("tilt")
            // Across and back: the lens's centre from the left edge to the right one, eased at the turns.
            let phase = time * (try parameters.number("speed"))
            let across = (1 - cos(2 * .pi * phase)) / 2
            return VisualEffectRenderer { context, glyph in
                let lensX = glyph.canvas.minX + glyph.canvas.width * across
                let distance = Double(glyph.center.x - lensX) / (radius * Double(glyph.canvas.width))
                let weight = exp(-distance * distance)
                let scale = CGFloat(1 + (peak - 1) * weight)
                context.translateBy(x: glyph.center.x, y: glyph.center.y)
                context.rotate(by: .degrees(tilt * (1 - weight) * (distance < 0 ? -1 : 1)))
                context.scaleBy(x: scale, y: scale)
                context.translateBy(x: -glyph.center.x, y: -glyph.center.y)
                context.opacity *= fade + (1 - fade) * weight
            }
        },
    ] + captionEntries

    /// The caption styles: word-timed pages (``CaptionStyleRenderer``); `highlight` is the entry above.
    static let captionEntries: [Entry] = [
        Entry(name: "karaoke", summary: "captions: a fill sweeps through each word as it is spoken, in the text's direction",
              parameters: captionParameters()) { parameters, time in try captionStyle(.karaoke, parameters, time) },
        Entry(name: "pop", summary: "captions: the word being spoken pops up on a spring; the others are dimmed",
              parameters: captionParameters() + [
                RendererParameter(name: "scale", summary: "the spoken word's size", defaultValue: .number(1.25), range: ValueRange(0...10),
                                  appliesTo: RendererParameter.captions),
                RendererParameter(name: "dim", summary: "the other words' opacity", defaultValue: .number(0.6), range: ValueRange(0...1),
                                  appliesTo: RendererParameter.captions),
              ]) { parameters, time in try captionStyle(.pop, parameters, time) },
        Entry(name: "reveal", summary: "captions: words appear as they are spoken", parameters: captionParameters() + [
            RendererParameter(name: "fade", summary: "seconds each word fades in over", defaultValue: .number(0.12), range: CardLimits.timeRange,
                              appliesTo: RendererParameter.captions),
        ]) { parameters, time in try captionStyle(.reveal, parameters, time) },
        Entry(name: "plain", summary: "captions: each page as it is", parameters: captionParameters()) { parameters, time in
            try captionStyle(.plain, parameters, time)
        },
    ]

    /// The colours every caption style takes (and the highlight's box).
    private static func captionParameters(box: Bool = false) -> [RendererParameter] {
        [
            RendererParameter(name: "color", summary: "the words not yet spoken", defaultValue: .string("white"),
                              appliesTo: RendererParameter.captions),
            RendererParameter(name: "active", summary: "the word being spoken (karaoke: and those sung)",
                              defaultValue: .string("#ffd60a"), appliesTo: RendererParameter.captions),
            RendererParameter(name: "past", summary: "the words spoken (none: karaoke keeps the fill, the others go back to color)",
                              defaultValue: .string("none"), appliesTo: RendererParameter.captions),
            RendererParameter(name: "outline", summary: "an outline under the word being spoken, or none", defaultValue: .string("none"),
                              appliesTo: RendererParameter.captions),
            RendererParameter(name: "outlineWidth", summary: "that outline's width in pixels", defaultValue: .number(6),
                              range: ValueRange(0...1000, unit: "pixels"), appliesTo: RendererParameter.captions),
            RendererParameter(name: "plate", summary: "a rounded plate behind each line, or none", defaultValue: .string("none"),
                              appliesTo: RendererParameter.captions),
            RendererParameter(name: "platePadding", summary: "how far the plate reaches past the text, in pixels",
                              defaultValue: .number(12), range: ValueRange(0...1000, unit: "pixels"), appliesTo: RendererParameter.captions),
        ] + (box ? [RendererParameter(name: "box", summary: "the box behind the spoken word", defaultValue: .string("#ff3b8e"),
                                      appliesTo: RendererParameter.captions)] : [])
    }

    private static func captionStyle(_ style: CaptionStyleRenderer.Style, _ parameters: RendererParameters,
                                     _ time: TimeInterval) throws -> CaptionStyleRenderer {
        let declared = Set(parameters.declared.map(\.name))
        var renderer = CaptionStyleRenderer(style: style, time: time, upcoming: try parameters.color("color"),
                                            active: try parameters.color("active"))
        if try parameters.string("past") != "none" { renderer.past = try parameters.color("past") }
        if try parameters.string("outline") != "none" { renderer.outline = try parameters.color("outline") }
        renderer.outlineWidth = CGFloat(try parameters.number("outlineWidth"))
        if try parameters.string("plate") != "none" { renderer.plate = try parameters.color("plate") }
        renderer.platePadding = CGFloat(try parameters.number("platePadding"))
        if declared.contains("box") { renderer.box = try parameters.color("box") }
        if declared.contains("scale") { renderer.scale = try parameters.number("scale") }
        if declared.contains("dim") { renderer.dim = try parameters.number("dim") }
        if declared.contains("fade") { renderer.fade = try parameters.number("fade") }
        if declared.contains("glide") { renderer.glide = try parameters.number("glide") }
        // Colours the user gave win over the caption file's own.
        if parameters.given["color"] != nil { renderer.wordColors.remove(.upcoming) }
        if parameters.given["active"] != nil { renderer.wordColors.remove(.spoken) }
        return renderer
    }

    /// A renderer that plays a transition's entrance once, from the layer's start.
    private static func transitionEntry(_ style: TransitionStyle, summary: String, duration: Double,
                                        durationSummary: String) -> Entry {
        Entry(name: style.name, summary: summary, parameters: [
            RendererParameter(name: "duration", summary: durationSummary, defaultValue: .number(duration),
                              range: CardLimits.durationRange),
        ]) { parameters, time in
            let transition = TextTransition(style, duration: max(0.01, try parameters.number("duration")))
            return TransitionRenderer(transition: transition, time: time, isExit: false, base: nil)
        }
    }
}
