import ArgumentParser
import Foundation
import Kinetype

/// `kinetype plot`: draws a spring, a unit curve, a keyframe track, a transition's elements or
/// a symbol effect over time, as SVG or PNG (``Plot``).
struct PlotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plot",
        abstract: "Plot a spring, curve, keyframe track, transition or symbol effect over time, as SVG or PNG.",
        discussion: """
            kinetype plot --spring 0.5,0.3 -o spring.svg
            kinetype plot --compare --spring smooth --spring snappy --spring bouncy -o springs.png
            kinetype plot --curve easeInOut --curve "cubic(0.2, 0.8, 0.2, 1)" --compare -o curves.svg
            kinetype plot --keyframes "0:0, 0.5:1 spring, 1:0.5 linear" -o track.svg
            kinetype plot --transition appear --elements 5 -o appear.svg
            kinetype plot --effect bounce --repeat 3 -o bounce.svg
            kinetype plot --effect replace.morph --duration 1 -o morph.svg
            """
    )

    @Option(name: .shortAndLong, help: "The file to write: .svg or .png.")
    var output: String

    @Option(name: .long, help: """
        A spring from 0 to 1: a preset (smooth, snappy, bouncy), DURATION,BOUNCE, response=R,dampingFraction=F \
        or stiffness=K,damping=C[,mass=M]; its settling time is marked (repeatable with --compare).
        """)
    var spring: [String] = []

    @Option(name: .long, help: "A unit curve: a name (easeInOut, …) or cubic(x1, y1, x2, y2), over --duration (repeatable with --compare).")
    var curve: [String] = []

    @Option(name: .long, help: "A keyframe track: \"TIME:VALUE [KIND], …\", KIND linear, cubic, move, spring, a spring preset or a curve name.")
    var keyframes: [String] = []

    @Option(name: .long, help: "A transition (kinetype transitions lists them): one curve of progress per element.")
    var transition: [String] = []

    @Option(name: .long, help: "A symbol effect in dot syntax, for example bounce or wiggle.byLayer (kinetype effects lists them).")
    var effect: [String] = []

    @Option(name: .long, parsing: .unconditional, help: "Elements of a transition, or layers of an effect, \(PlotSource.elementRange) (default 5 for a transition, 1 for an effect).")
    var elements: Int?

    @Option(name: .long, parsing: .unconditional, help: "Seconds a curve, a transition or a text change (replace.morph, …) lasts, \(PlotSource.durationRange) (default 1 for a curve, 0.8 for a transition, the change's own).")
    var duration: Double?

    @Option(name: .long, parsing: .unconditional, help: "How many times an effect plays (0: continuously; default its own).")
    var `repeat`: Int?

    @Option(name: .long, parsing: .unconditional, help: "An effect's speed (2 plays twice as fast).")
    var speed: Double = 1

    @Flag(name: .long, help: "Overlay several sources on one plot, each in its own colour with a legend.")
    var compare = false

    @Option(name: .long, parsing: .unconditional, help: "Show time from 0 to this many seconds, \(PlotSource.durationRange) (default: as long as the motion needs).")
    var until: Double?

    @Option(name: .long, parsing: .unconditional,
            help: "The image's size, WIDTHxHEIGHT, each side \(PlotCommand.sideRange) (default: \(Plot.defaultSize.width)x\(Plot.defaultSize.height)).",
            transform: { try Size(checking: $0) })
    var size = Size(width: Plot.defaultSize.width, height: Plot.defaultSize.height)

    @Option(name: .long, help: "The plot's title (default: the sources' names).")
    var title: String?

    func validate() throws {
        guard output.lowercased().hasSuffix(".svg") || output.lowercased().hasSuffix(".png"), output.count > 4 else {
            throw ValidationError("-o '\(output)': a plot is written as .svg or .png; name the output with one of them, for example -o spring.svg")
        }
        let count = spring.count + curve.count + keyframes.count + transition.count + effect.count
        guard count > 0 else {
            throw ValidationError("nothing to plot: give --spring, --curve, --keyframes, --transition or --effect, for example --spring 0.5,0.3")
        }
        guard count == 1 || compare else {
            throw ValidationError("\(count) sources given: add --compare to overlay them on one plot, or give one")
        }
        try validating {
            _ = try until.map { try PlotSource.durationRange.checked($0, option: "--until", example: "2") }
        }
    }

    func run() throws {
        try CardWriter.check(output: output, scene: nil)
        let isSVG = output.lowercased().hasSuffix(".svg")
        var sources: [PlotSource] = []
        sources += try spring.map { try PlotSource.spring(parsing: $0) }
        sources += try curve.map { try PlotSource.curve(parsing: $0, duration: duration ?? 1) }
        sources += try keyframes.map { try PlotSource.keyframes(parsing: $0) }
        sources += try transition.map { try PlotSource.transition(named: $0, elements: elements ?? 5, duration: duration ?? 0.8,
                                                                              catalog: CommandCatalogs.current.transitions) }
        sources += try effect.map {
            try PlotSource.effect(parsing: $0, repeat: self.repeat, speed: speed, layers: elements ?? 1, duration: duration)
        }
        let plot = try Plot(sources: sources, until: until, title: title, width: size.width, height: size.height)
        let data = isSVG ? Data(plot.svg().utf8) : try plot.frame().pngData()
        try CardWriter.inFolder(of: output) { try AtomicFile.write(data, to: $0) }
    }

    /// The image sides `--size` takes.
    static let sideRange = ValueRange(320...4096, unit: "pixels", whole: true)

    /// `--size WIDTHxHEIGHT` (``PixelSize``), each side in ``sideRange``.
    struct Size: CheckedOptionValue {
        var width: Int
        var height: Int

        init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }

        init(checking argument: String) throws {
            (width, height) = try PixelSize.parse(argument, sides: PlotCommand.sideRange, example: "800x480")
        }
    }
}
