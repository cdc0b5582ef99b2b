import ArgumentParser
import Foundation
import Kinetype

/// `kinetype render`: renders a title card to a GIF, PNG, video or vector still.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a title card: from --text (quick mode), to GIF, PNG, APNG, MP4, WebM, MOV, SVG or PDF."
    )

    @Argument(help: "A scene file (.yaml, .yml or .json). Without one, --text makes a one-layer card.")
    var scene: String?

    @OptionGroup var textOptions: TextOptions
    @OptionGroup var outputOptions: OutputOptions

    @Option(name: .customLong("var"), help: "A value for {{name}} in the scene: --var name=value (repeatable).")
    var variables: [String] = []

    @Option(name: .long, help: "The text colour: a name (white, red …) or hex (#ff3b8e).")
    var color: String?

    @Option(name: .long, help: "The background: a name, hex, or 'clear' for transparent.")
    var background: String = "black"

    @Option(name: .long, help: "Wrap lines at this width in pixels (default: the canvas width less margins).")
    var width: Double?

    @Option(name: .long, help: "The canvas size, WIDTHxHEIGHT in pixels (default 1280x720, or the scene's).")
    var canvas: String?

    @Option(name: .long, help: "Frames per second (default 30, or the scene's).")
    var fps: Double?

    @Option(name: .long, help: "The card's length in seconds (default 2, or the scene's).")
    var duration: Double?

    @Option(name: .long, help: "An enter transition: appear, opacity, blur, scale, move, push, typewriter, twirl.")
    var transition: String?

    @Option(name: .long, help: "A renderer: appear, wave, glow, highlight, typewriter.")
    var renderer: String?

    @Option(name: .long, help: "A symbol effect in dot syntax, for example bounce.up.byLayer (kinetype effects lists them).")
    var effect: String?

    @Option(name: .long, help: "The new text for a replace effect (--effect replace.downUp --to \"New\"): it replaces the text 40% into the card.")
    var to: String?

    @Flag(name: .long, help: "Reduce motion: transitions become crossfades, symbol effects keep fades but not movement.")
    var reduceMotion = false

    @Option(name: .long, help: "Draw everything this many times as large (0.5 renders a 1280x720 card at 640x360).")
    var scale: Double = 1

    func run() throws {
        try reportingErrors {
            let format = try outputOptions.resolvedFormat()
            guard scale > 0, scale.isFinite, scale <= 8 else {
                throw InputError(description: "--scale \(scale) is not valid: give a factor greater than 0 (at most 8), for example 0.5")
            }
            var card = try (scene.map { try sceneCard($0) } ?? makeCard()).scaled(by: scale)
            card.reduceMotion = reduceMotion
            let reporter = try outputOptions.reporter()
            let options = try outputOptions.exportOptions(reporter: reporter)
            try writeCard(card, format: format, options: options, output: outputOptions.output)
        }
    }

    /// The card a scene file describes, with the command line's canvas, fps and duration over it.
    func sceneCard(_ path: String) throws -> TitleCard {
        if textOptions.text != nil {
            throw InputError(description: "give either a scene file or --text, not both")
        }
        var document = try loadScene(path, variables: try parseVariables(variables))
        if let canvas {
            let (width, height) = try parseCanvas(canvas)
            document.canvas = SceneCanvas(width: width, height: height)
        }
        if let fps { document.fps = try checkedFPS(fps) }
        if let duration { document.duration = try checkedDuration(duration) }
        do {
            return try TitleCard(scene: document, baseURL: URL(fileURLWithPath: path).deletingLastPathComponent())
        } catch let error as SceneError {
            throw InputError(description: error.description)
        }
    }

    func checkedFPS(_ fps: Double) throws -> Double {
        guard fps > 0, fps.isFinite, fps <= 240 else {
            throw InputError(description: "--fps \(fps) is not valid: give frames per second between 0 and 240, for example 30")
        }
        return fps
    }

    func checkedDuration(_ duration: Double) throws -> Double {
        guard duration > 0, duration.isFinite, duration <= 3600 else {
            throw InputError(description: "--duration \(duration) is not valid: give seconds greater than 0, for example 2")
        }
        return duration
    }

    /// The card quick mode describes: one centred layer.
    func makeCard() throws -> TitleCard {
        let (canvasWidth, canvasHeight) = try parseCanvas(canvas ?? "1280x720")
        let fps = try checkedFPS(self.fps ?? 30), duration = try checkedDuration(self.duration ?? 2)
        guard fps > 0, fps.isFinite, fps <= 240 else {
            throw InputError(description: "--fps \(fps) is not valid: give frames per second between 0 and 240, for example 30")
        }
        guard duration > 0, duration.isFinite, duration <= 3600 else {
            throw InputError(description: "--duration \(duration) is not valid: give seconds greater than 0, for example 2")
        }
        if let width, !(width > 0 && width.isFinite) {
            throw InputError(description: "--width \(width) is not valid: give a width greater than 0 pixels")
        }
        let backgroundColor = try parseColor(background, option: "--background")
        var text = try textOptions.makeText()
        if let color { text = text.foregroundStyle(try parseColor(color, option: "--color")) }
        _ = try text.layout(maxWidth: width.map { CGFloat($0) })   // report font and size errors up front
        let enter: TextTransition?
        do {
            enter = try transition.map { try TextTransition.named($0) }
        } catch let error as TransitionError {
            throw InputError(description: "--transition: \(error.description)")
        }
        let layerRenderer: LayerRenderer?
        do {
            layerRenderer = try renderer.map { try BuiltInRenderers.renderer(named: $0, parseColor: { try Color(parsing: $0) }) }
        } catch let error as RendererError {
            throw InputError(description: "--renderer: \(error.description)")
        }
        let fixed = text
        var layer = TitleCard.Layer({ time in layerRenderer?.apply(to: fixed, at: time) ?? fixed },
                                    maxWidth: width.map { CGFloat($0) }, enter: enter)
        if let effect {
            let parsed: AnySymbolEffect
            do {
                parsed = try SymbolEffectParser.parse(effect)
            } catch {
                throw InputError(description: "--effect '\(effect)': \(error)")
            }
            if parsed.behaviors.contains(.contentTransition) && !parsed.behaviors.contains(.transition) {
                guard let to else {
                    throw InputError(description: "--effect \(effect) replaces the text with another: give the new text with --to")
                }
                var newText = textOptions
                newText.text = to
                var replacement = try newText.makeText()
                if let color { replacement = replacement.foregroundStyle(try parseColor(color, option: "--color")) }
                layer.replacement = TextReplacement(replacement, at: duration * 0.4, effect: parsed)
            } else {
                do {
                    layer.effects = [ScheduledSymbolEffect(parsed, schedule: try ScheduledSymbolEffect.defaultSchedule(for: parsed, length: duration))]
                } catch {
                    throw InputError(description: "--effect '\(effect)': \(error)")
                }
            }
        } else if to != nil {
            throw InputError(description: "--to gives the new text of a replace effect: add --effect replace.downUp (or upUp, offUp, magic)")
        }
        let card = TitleCard(width: canvasWidth, height: canvasHeight, fps: fps, duration: duration,
                             background: .color(backgroundColor), layers: [layer])
        return card
    }
}

/// Writes `card` to `output` (or standard output for `-`).
func writeCard(_ card: TitleCard, format: ExportFormat, options: ExportOptions, output: String) throws {
    do {
        if output == "-" {
            guard format != .pngSequence else {
                throw InputError(description: "-o - cannot hold a folder of PNG frames: choose a file format with --format")
            }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinetype-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("card.\(format == .pngSequence ? "" : format.rawValue)")
            try card.export(to: file, format: format, options: options)
            FileHandle.standardOutput.write(try Data(contentsOf: file))
        } else {
            try card.export(to: URL(fileURLWithPath: output), format: format, options: options)
        }
    } catch let error as ExportError {
        switch error {
        case .frameRangeOutOfBounds, .unknownFormat: throw InputError(description: error.description)
        default: throw OutputError(description: error.description)
        }
    } catch let error as TitleCardError {
        throw InputError(description: error.description)
    }
}

/// Parses `WIDTHxHEIGHT`.
func parseCanvas(_ value: String) throws -> (Int, Int) {
    let parts = value.lowercased().split(separator: "x")
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else {
        throw InputError(description: "--canvas '\(value)' is not a size: write WIDTHxHEIGHT, for example 1280x720")
    }
    guard width > 0, height > 0, width <= Canvas.maximumSide, height <= Canvas.maximumSide else {
        throw InputError(description: "--canvas '\(value)': each side must be between 1 and \(Canvas.maximumSide) pixels")
    }
    return (width, height)
}

/// Parses a colour name or hex value (`Color(parsing:)`), naming the option on failure.
func parseColor(_ value: String, option: String) throws -> Color {
    do {
        return try Color(parsing: value)
    } catch {
        throw InputError(description: "\(option) '\(value)': \(error.description)")
    }
}

/// Loads a scene file with the built-in transition and renderer names; errors name the file,
/// line, column and key path.
func loadScene(_ path: String, variables: [String: String]) throws -> SceneDocument {
    let loader = SceneLoader(transitionNames: TextTransition.builtIns.map(\.name), rendererNames: BuiltInRenderers.all.map(\.name))
    do {
        return try loader.load(contentsOf: URL(fileURLWithPath: path), variables: variables)
    } catch {
        throw InputError(description: error.description)
    }
}

/// Parses `--var name=value` options.
func parseVariables(_ values: [String]) throws -> [String: String] {
    var result: [String: String] = [:]
    for value in values {
        guard let equals = value.firstIndex(of: "="), equals != value.startIndex else {
            throw InputError(description: "--var '\(value)' is not name=value; write it as --var title=Hello")
        }
        result[String(value[..<equals])] = String(value[value.index(after: equals)...])
    }
    return result
}
