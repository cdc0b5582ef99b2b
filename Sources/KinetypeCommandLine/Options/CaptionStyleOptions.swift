import ArgumentParser
import Foundation
import Kinetype

/// `captions`' look: a preset, the style (a renderer of the catalogue), its colours and
/// parameters, the speakers' colours and the outline. A value not given is the preset's, else
/// the default.
struct CaptionStyleOptions: ParsableArguments {
    @Option(name: .long, help: """
        A caption look: a built-in preset (kinetype presets lists them with their values) or a preset file (.yaml); \
        the options given with it override its values.
        """)
    var preset: String?

    @Option(name: .long, help: "The caption style, a renderer: karaoke, pop, highlight, reveal or plain (listed below with their parameters; default karaoke).")
    var style: String?

    @Option(name: .long, help: "The words not yet spoken: a colour (the style's color parameter).")
    var color: String?

    @Option(name: .long, help: "The word being spoken: a colour (the style's active parameter).")
    var active: String?

    @Option(name: .long, help: "The words already spoken: a colour (the style's past parameter).")
    var past: String?

    @Option(name: .long, help: "A rounded plate behind each line: a colour, as #000000b0 (the style's plate parameter).")
    var box: String?

    @Option(name: .customLong("style-option"), help: "Any parameter of the style: --style-option NAME=VALUE (repeatable), as scale=1.4.")
    var styleOptions: [String] = []

    @Option(name: .long, help: "Colours for the speakers the file names (WebVTT's <v Name>, ASS's Name, WhisperX and speech services' labels), comma-separated, in the order they first speak, as white,yellow,cyan,green.",
            transform: { try ColorList(checking: $0) })
    var speakerColors: ColorList?

    @Option(name: .long, help: "The words' outline colour, or none (default: black).", transform: { try ColorOrNone(checking: $0) })
    var stroke: ColorOrNone?

    @Option(name: .long, help: "The pages' drop shadow colour, or none (default: black at 60%); Lottie and animated SVG need none, or --rasterize-unsupported.",
            transform: { try ColorOrNone(checking: $0) })
    var shadow: ColorOrNone?

    /// The style's parameters the colour options set, each with its option.
    private var colorParameters: [(name: String, option: String, value: String?)] {
        [("color", "--color", color), ("active", "--active", active), ("past", "--past", past), ("plate", "--box", box)]
    }

    /// Sets the values given on `captions` (over a preset's): `--style` replaces the style with
    /// its parameters, the colours and `--style-option`s set parameters of the style (given or
    /// the preset's), and the outline and shadow.
    func apply(to captions: inout SceneCaptions) throws {
        captions.style = try choice(over: captions.style)
        if let stroke { captions.stroke = stroke.color }
        if let shadow { captions.shadow = shadow.color }
    }

    /// `--style` (else `base`) with the colours and `--style-option`s as its parameters.
    func choice(over base: SceneRenderer = SceneRenderer(name: "karaoke")) throws -> SceneRenderer {
        var choice = style.map { SceneRenderer(name: $0) } ?? base
        for parameter in colorParameters {
            if let value = parameter.value { choice.parameters[parameter.name] = .string(value) }
        }
        for option in styleOptions {
            let (name, value) = try Self.split(option)
            choice.parameters[name] = Double(value).map { .number($0) } ?? .string(value)
        }
        return choice
    }

    /// The `--preset`: a preset of the catalogue, or a preset file (it has a slash, or ends in
    /// .yaml, .yml or .json); nil without one. Errors name `--preset`.
    func resolvedPreset() throws -> CaptionPreset? {
        guard let preset else { return nil }
        if preset.contains("/") || [".yaml", ".yml", ".json"].contains(where: { preset.lowercased().hasSuffix($0) }) {
            if let absence = InputFile.absence(at: preset) {
                throw InputError("--preset '\(preset)': \(absence.reason); give a preset file (.yaml) or a preset's name (kinetype presets lists them)")
            }
            do {
                return try CaptionPreset(contentsOf: URL(fileURLWithPath: preset), catalogs: CommandCatalogs.current)
            } catch {
                throw InputError("--preset: \(error.description)")
            }
        }
        do {
            return try CaptionPresetCatalog.shared.entry(named: preset).preset
        } catch {
            throw InputError("--preset: \(error) (or give a preset file, as look.yaml)")
        }
    }

    /// Where the style and each of its parameters came from, under the key path of the style.
    func record(in sourceMap: inout SceneSourceMap, at keyPath: String) throws {
        sourceMap.record(option: style == nil && preset != nil ? "--preset" : "--style", at: keyPath)
        for parameter in colorParameters where parameter.value != nil {
            sourceMap.record(option: parameter.option, at: "\(keyPath).\(parameter.name)")
        }
        // A --style-option wins over a colour option, as in choice().
        for option in styleOptions { sourceMap.record(option: "--style-option", at: "\(keyPath).\(try Self.split(option).name)") }
    }

    /// A `--style-option` as its name and value.
    private static func split(_ option: String) throws -> (name: String, value: String) {
        let parts = option.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw InputError("--style-option '\(option)' is not NAME=VALUE: write it as scale=1.4 (kinetype renderers lists each style's parameters)")
        }
        return (parts[0], parts[1])
    }

    /// The caption styles of the renderer catalogue (the entries with parameters for caption
    /// pages), each with its own parameters, then the parameters every style takes, for `--help`.
    static var stylesHelp: String {
        let styles = RendererCatalog.shared.entries.filter { entry in entry.parameters.contains { $0.appliesTo == RendererParameter.captions } }
        func names(_ entry: RendererCatalog.Entry) -> Set<String> {
            Set(entry.parameters.filter { $0.appliesTo == RendererParameter.captions }.map(\.name))
        }
        let common = styles.dropFirst().reduce(styles.first.map(names) ?? []) { $0.intersection(names($1)) }
        func list(_ parameters: [RendererParameter]) -> String {
            parameters.map { "\($0.name)=\($0.defaultValue.description.replacingOccurrences(of: "\"", with: ""))" }.joined(separator: " ")
        }
        let lines = styles.map { entry in
            let own = entry.parameters.filter { $0.appliesTo == RendererParameter.captions && !common.contains($0.name) }
            return "  \(entry.name): \(entry.summary.replacingOccurrences(of: "captions: ", with: ""))" + (own.isEmpty ? "" : " (\(list(own)))")
        }
        let shared = styles.first.map { list($0.parameters.filter { common.contains($0.name) }) } ?? ""
        return """
            Caption styles (--style), with their own parameters and defaults (--style-option NAME=VALUE):
            \(lines.joined(separator: "\n"))
            Every style also takes \(shared); --color, --active, --past and --box set color, active, past and plate.
            """
    }
}
