import Foundation
import KinetypeCaptions
import KinetypeDiagnostics

extension LyricList {
    /// The keys of a `lyrics` mapping.
    static let keys = ["dim", "scale", "gap", "pulse"]

    /// The captions' `lyrics`: `true` for a lyric list with the defaults, `false` for pages, or
    /// a mapping of `dim` (the opacity of lines not sung), `scale` (their size), `gap` (lines
    /// between lines) and `pulse` (the sung line's growth on each beat of the soundtrack).
    ///
    /// ```yaml
    /// captions: {file: song.lrc, lyrics: {dim: 0.3, pulse: 0.06}}
    /// ```
    static func decoding(_ node: SceneNode) throws -> LyricList? {
        if case .scalar = node.node { return try node.bool() ? LyricList() : nil }
        let mapping = try node.mapping(keys: keys, expected: "lyrics: true, or {dim: 0.35, scale: 0.8, gap: 0.5, pulse: 0.06}")
        var list = LyricList()
        if let dim = try mapping["dim"]?.number(in: ValueRange(dimRange)) { list.dim = dim }
        if let scale = try mapping["scale"]?.number(in: ValueRange(inactiveScaleRange)) { list.inactiveScale = scale }
        if let gap = try mapping["gap"]?.number(in: ValueRange(gapRange, unit: "lines")) { list.gap = gap }
        if let pulse = try mapping["pulse"]?.number(in: ValueRange(pulseRange)) { list.pulse = pulse }
        return list
    }
}
