import Foundation
import Kinetype

/// The scene as the preview page reads it from `GET /scene`.
struct PreviewSceneInfo: Encodable {
    struct ErrorInfo: Encodable {
        var message: String
        var file: String?
        var line: Int?
        var column: Int?
        var suggestion: String?
    }

    struct Interval: Encodable {
        var kind: String
        var name: String
        var start: Double
        var end: Double
    }

    struct Layer: Encodable {
        var text: String
        var start: Double
        var end: Double
        var intervals: [Interval]
    }

    /// A template parameter, as the page's form offers it.
    struct Parameter: Encodable {
        var name: String
        var type: String
        var label: String?
        var description: String?
        /// The value the form starts from: `--var`'s, else the default.
        var value: String?
        var min: Double?
        var max: Double?
        var choices: [String]
        var required: Bool
    }

    /// The scene file's name.
    var scene: String
    var generation: Int
    /// False until a scene has loaded; the numbers below are then zero.
    var loaded: Bool
    /// The frames' size in pixels.
    var width: Int
    var height: Int
    var fps: Double
    var duration: Double
    var frameCount: Int
    var layers: [Layer]
    var error: ErrorInfo?
    /// The template's parameters; empty for a scene that declares none.
    var params: [Parameter]
    /// The soundtrack's level a frame (the loudest 1, three decimals), drawn under the scrubber;
    /// empty without `audio:`.
    var waveform: [Double]

    init(_ state: PreviewSession.State, sceneName: String, variables: [String: String] = [:]) {
        params = state.parameters.map {
            Parameter(name: $0.name, type: $0.kind.rawValue, label: $0.label, description: $0.description,
                      value: variables[$0.name] ?? $0.defaultValue, min: $0.minimum, max: $0.maximum, choices: $0.choices,
                      required: $0.isRequired)
        }
        waveform = state.waveform.map { ($0 * 1000).rounded() / 1000 }
        scene = sceneName
        generation = state.generation
        loaded = state.card != nil
        width = state.card?.pixelWidth ?? 0
        height = state.card?.pixelHeight ?? 0
        fps = state.card?.fps ?? 0
        duration = state.card?.duration ?? 0
        frameCount = state.card?.frameCount ?? 0
        layers = (state.timeline?.layers ?? []).map { layer in
            Layer(text: layer.text, start: layer.start, end: layer.end,
                  intervals: layer.intervals.map { Interval(kind: $0.kind.rawValue, name: $0.name, start: $0.start, end: $0.end) })
        }
        error = state.error.map {
            ErrorInfo(message: $0.message, file: $0.file, line: $0.line, column: $0.column, suggestion: $0.suggestion)
        }
    }
}
