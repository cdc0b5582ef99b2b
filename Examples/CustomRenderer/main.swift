// A `kinetype` of your own: registers a renderer and a transition, then runs the command line,
// so `custom-kinetype renderers` lists "stripes", and scenes and `--renderer`/`--transition`
// options can name both, with the same checks and suggestions as the built-ins.
//
//   swift run custom-kinetype render Examples/CustomRenderer/stripes.yaml -o stripes.gif
import Kinetype
import KinetypeCommandLine

/// Draws a text's lines in turn in its own colour and in a second one, swapping every second.
struct StripesRenderer: TextRenderer {
    var time: Double
    var color: Color

    var animatableData: Double {
        get { time }
        set { time = newValue }
    }

    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        let swap = Int(time.rounded(.down)) % 2
        for (index, line) in layout.enumerated() {
            var copy = context
            if (index + swap) % 2 == 1 { copy.addFilter(.colorMultiply(color)) }
            copy.draw(line)
        }
    }
}

do {
    try RendererCatalog.shared.register(
        name: "stripes", summary: "alternate lines in two colours",
        parameters: [RendererParameter(name: "color", summary: "the second colour", defaultValue: .string("#ff0000"))]
    ) { parameters, time in
        StripesRenderer(time: time, color: try parameters.color("color"))
    }
    try TransitionCatalog.shared.register(
        name: "drop", summary: "glyphs fall into place",
        parameters: [TransitionParameter(name: "height", summary: "how far they fall, in points", defaultValue: .number(40))],
        stagger: .glyph
    ) { parameters in
        let height = CGFloat(try parameters.number("height"))
        return TransitionStyle(name: "drop") { context, element in
            context.translateBy(x: 0, y: -height * CGFloat(element.hidden))
            context.opacity *= element.clampedProgress
        }
    }
} catch {
    fatalError("registering the example's renderer and transition: \(error)")
}

KinetypeCommandLine.main()
