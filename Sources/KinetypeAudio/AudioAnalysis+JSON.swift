import Foundation

extension AudioAnalysis {
    /// The analysis as one JSON object, keys in a fixed order, as `kinetype audio --json` prints it:
    ///
    /// ```json
    /// {"fps": 30, "duration": 9, "rms": [0.0012, …], "rmsDB": [-58.42, …],
    ///  "bands": {"bass": [0.0003, …], "mid": […], "treble": […]},
    ///  "bandRanges": {"bass": [20, 250], "mid": [250, 4000], "treble": [4000, 16000]},
    ///  "onsets": [0.0012, …], "beats": [0.0012, …], "tempo": [{"start": 0.0012, "bpm": 96.01}]}
    /// ```
    ///
    /// Levels have six decimals, decibels and beats a minute two, times four (a tenth of a
    /// millisecond); trailing zeros are left out.
    public func json() -> String {
        func list(_ values: [Double], _ decimals: Int) -> String {
            "[" + values.map { Self.number($0, decimals) }.joined(separator: ", ") + "]"
        }
        func object(_ entries: [(String, String)]) -> String {
            "{" + entries.map { "\(Self.quoted($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
        }
        let entries: [(String, String)] = [
            ("fps", Self.number(fps, 6)),
            ("duration", Self.number(duration, 4)),
            ("rms", list(rms, 6)),
            ("rmsDB", list(rmsDB, 2)),
            ("bands", object(zip(bands, bandLevels).map { ($0.name, list($1, 6)) })),
            ("bandRanges", object(bands.map { ($0.name, list([$0.low, $0.high], 3)) })),
            ("onsets", list(onsets, 4)),
            ("beats", list(beats, 4)),
            ("tempo", "[" + tempo.map { object([("start", Self.number($0.start, 4)), ("bpm", Self.number($0.bpm, 2))]) }.joined(separator: ", ") + "]"),
        ]
        return object(entries)
    }

    /// `value` with `decimals` decimals, trailing zeros (and a bare point) left out.
    package static func number(_ value: Double, _ decimals: Int) -> String {
        var text = String(format: "%.\(decimals)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// A JSON string.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
