import ArgumentParser
import Foundation
import Kinetype

/// The options that describe the card: canvas, timing, colours, and quick mode's transition,
/// renderer and effect.
struct CardOptions: ParsableArguments {
    @Option(name: .long, help: "The text colour: a name (white, red …) or hex (#ff3b8e).", transform: { try Color(checking: $0) })
    var color: Color?

    @Option(name: .long, help: "The background: a name, hex, or 'clear' for transparent (default: black).",
            transform: { try Color(checking: $0) })
    var background: Color = .black

    @Option(name: .long, parsing: .unconditional,
            help: "Wrap lines at this width, \(Canvas.lengthRange) (default: the canvas width less margins).")
    var width: Double?

    @Option(name: .long, parsing: .unconditional,
            help: "The card's length, \(TitleCard.durationRange) (default 2, or the scene's).")
    var duration: Double?

    @Option(name: .long, help: "An enter transition (kinetype transitions lists them).")
    var transition: String?

    @Option(name: .long, help: "A renderer (kinetype renderers lists them).")
    var renderer: String?

    @Option(name: .long, help: "An outline colour (a pen a sixteenth of the font size wide, under the fill).",
            transform: { try Color(checking: $0) })
    var stroke: Color?

    @Option(name: .long, parsing: .unconditional, help: "The outline's width in pixels, \(ScenePaint.strokeWidthRange).")
    var strokeWidth: Double?

    @Option(name: .long, help: "A drop shadow's colour (soft and down by a twelfth and a twenty-fourth of the font size).",
            transform: { try Color(checking: $0) })
    var shadow: Color?

    @Option(name: .long, help: "A glow's colour (an eighth of the font size wide).", transform: { try Color(checking: $0) })
    var glow: Color?

    @Option(name: .long, help: "A reveal that uncovers the text (kinetype reveals lists them).")
    var reveal: String?

    @Option(name: .long, help: "A shader-style effect over the text (kinetype shaders lists them).")
    var shader: String?

    @Option(name: .long, help: "A symbol effect in dot syntax, for example bounce.up.byLayer (kinetype effects lists them).")
    var effect: String?

    @Option(name: .long, parsing: .unconditional, help: """
        The new text for a replace effect (--effect replace.downUp --to \"New\"): it replaces the text 40% into the card. \
        With --effect "replace.interpolate(wght: 900, size: 96, tracking: 4, color: \"#ff3b8e\")", the same text moves to those settings.
        """)
    var to: String?

    @Option(name: .long, parsing: .unconditional,
            help: "How long a replace's change lasts, \(TextReplacement.durationRange) (default 0.35, the effect's own).")
    var replaceDuration: Double?

    @Option(name: .long, help: "The curve a replace's change follows: \(UnitCurve.named.map(\.name).joined(separator: ", ")).")
    var replaceCurve: String?

    @Option(name: .long, help: "A spring for a replace's change instead of a curve: \(Spring.named.map(\.name).joined(separator: ", ")), lasting --replace-duration.")
    var replaceSpring: String?

    @Option(name: .long, parsing: .unconditional,
            help: "Play --effect this many times as fast, \(SceneEffect.speedRange) (0.5 takes twice as long; default 1).")
    var effectSpeed: Double?

    @Flag(name: .long, help: "Reduce motion: transitions become crossfades, symbol effects keep fades but not movement.")
    var reduceMotion = false

    @Option(name: .long, parsing: .unconditional,
            help: "Draw everything this many times as large, \(TitleCard.scaleRange) (0.5 renders a 1280x720 card at 640x360).")
    var scale: Double = 1

    func validate() throws {
        try validating {
            _ = try checkedScale()
            _ = try checkedDuration()
            _ = try checkedWidth()
            if let strokeWidth {
                guard stroke != nil else {
                    throw InputError("--stroke-width sets the outline's width: add its colour with --stroke, for example --stroke black")
                }
                guard ScenePaint.strokeWidthRange.contains(strokeWidth) else {
                    throw InputError("--stroke-width: expected \(ScenePaint.strokeWidthRange.expectation); got \(ValueRange.format(strokeWidth))")
                }
            }
            if to != nil, effect == nil {
                throw InputError("--to gives the new text of a replace effect: add --effect replace.downUp (or upUp, offUp, magic)")
            }
            for (option, given) in [("--replace-duration", replaceDuration != nil), ("--replace-curve", replaceCurve != nil),
                                    ("--replace-spring", replaceSpring != nil)] where given && to == nil {
                throw InputError("\(option) sets how a replace's change runs: add --effect replace.downUp --to \"New text\"")
            }
            if effectSpeed != nil, effect == nil {
                throw InputError("--effect-speed plays --effect faster or slower: add an effect, for example --effect bounce")
            }
            _ = try checkedReplaceDuration()
            _ = try checkedReplaceTiming()
            _ = try checkedEffectSpeed()
        }
    }

    func checkedReplaceDuration() throws -> Double? {
        try replaceDuration.map { try TextReplacement.durationRange.checked($0, option: "--replace-duration", example: "0.8") }
    }

    func checkedEffectSpeed() throws -> Double? {
        try effectSpeed.map { try SceneEffect.speedRange.checked($0, option: "--effect-speed", example: "2") }
    }

    /// `--replace-curve` or `--replace-spring` as the change's timing, read as a scene's `curve`
    /// and `spring` preset names are; nil when neither is given.
    func checkedReplaceTiming() throws -> TextTransition.Timing? {
        func named<Value>(_ list: [(name: String, value: Value)], _ value: String, option: String, what: String) throws -> Value {
            if let found = list.first(where: { $0.name == value }) { return found.value }
            let names = list.map(\.name)
            throw InputError("\(option): expected \(what): one of \(names.joined(separator: ", ")); got \(MarkupValue.string(value))"
                + NameSuggestion.hint(NameSuggestion.nearest(to: value, among: names)))
        }
        switch (replaceSpring, replaceCurve) {
        case (let spring?, nil):
            return SceneTransition.presetTiming(try named(Spring.named, spring, option: "--replace-spring", what: "a spring"))
        case (nil, let curve?):
            return .curve(try named(UnitCurve.named, curve, option: "--replace-curve", what: "a curve"))
        case (nil, nil):
            return nil
        case (_?, _?):
            throw InputError("give either --replace-spring or --replace-curve, not both")
        }
    }

    func checkedScale() throws -> Double {
        try TitleCard.scaleRange.checked(scale, option: "--scale", example: "0.5")
    }

    /// `card` drawn at `--scale`: an error naming `--scale` when the scaled canvas passes the
    /// largest side, with the largest scale that fits.
    func scaled(_ card: TitleCard, by scale: Double) throws -> TitleCard {
        let scaled = card.scaled(by: scale)
        guard scaled.pixelWidth > Canvas.maximumSide || scaled.pixelHeight > Canvas.maximumSide else { return scaled }
        let fits = (Double(Canvas.maximumSide) / Double(max(card.width, card.height)) * 1000).rounded(.down) / 1000
        throw InputError("""
            --scale \(ValueRange.format(scale)) makes the \(card.width)x\(card.height) canvas \(scaled.pixelWidth)x\(scaled.pixelHeight), \
            more than \(Canvas.maximumSide) pixels a side: give --scale \(ValueRange.format(fits)) or less
            """)
    }

    func checkedDuration() throws -> Double? {
        try duration.map { try TitleCard.durationRange.checked($0, option: "--duration", example: "2") }
    }

    func checkedWidth() throws -> Double? {
        try width.map { try Canvas.lengthRange.checked($0, option: "--width", example: "1000") }
    }

    /// The command line's duration over a scene file's (``FrameOptions`` has the canvas and fps).
    func override(_ document: inout SceneDocument) throws {
        if let duration = try checkedDuration() { document.duration = duration }
    }
}

/// The options that size the frames: the canvas and the frame rate (shared by `render` and
/// `captions`).
struct FrameOptions: ParsableArguments {
    @Option(name: .long, parsing: .unconditional,
            help: "The canvas size, WIDTHxHEIGHT, each side \(Canvas.sideRange) (default 1280x720, or the scene's).",
            transform: { try SceneCanvas(checking: $0) })
    var canvas: SceneCanvas?

    @Option(name: .long, parsing: .unconditional, help: """
            The canvas's shape, WIDTH:HEIGHT (9:16, 16:9, 1:1): the scene's canvas keeps its shorter side and the other follows \
            (a 1920x1080 scene at 9:16 is 1080x1920); a scene in relative units (%, vw, vh, vmin) lays out again for it.
            """,
            transform: { try CanvasAspect(checking: $0) })
    var aspect: CanvasAspect?

    @Option(name: .long, parsing: .unconditional, help: "The frame rate, \(TitleCard.fpsRange) (default 30, or the scene's).")
    var fps: Double?

    func validate() throws {
        if canvas != nil, aspect != nil { throw ValidationError("give either --canvas or --aspect, not both") }
        try validating {
            _ = try checkedFPS()
        }
    }

    /// The canvas the command line asks for: `--canvas`, or `scene`'s canvas in the `--aspect`
    /// shape; `scene` when neither is given.
    func canvas(over scene: SceneCanvas) throws -> SceneCanvas {
        if let canvas { return canvas }
        return try aspect?.canvas(from: scene) ?? scene
    }

    func checkedFPS() throws -> Double? {
        try fps.map { try TitleCard.fpsRange.checked($0, option: "--fps", example: "30") }
    }

    /// The canvas and fps over a scene's.
    func override(_ document: inout SceneDocument) throws {
        if canvas != nil || aspect != nil {
            document.canvas = try canvas(over: document.canvas)
            document.sourceMap.record(option: canvas != nil ? "--canvas" : "--aspect", at: "canvas")
        }
        if let fps = try checkedFPS() { document.fps = fps }
    }
}
