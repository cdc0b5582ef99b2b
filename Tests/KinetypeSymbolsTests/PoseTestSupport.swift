import KinetypeSymbols

/// How far a pose is from rest: the sum of each field's distance from its rest value
/// (rotation in turns, taken modulo a full turn).
func deviation(_ pose: SymbolEffectPose) -> Double {
    let turns = pose.rotation / 360
    return abs(pose.dx) + abs(pose.dy) + abs(pose.scale - 1) + abs(turns - turns.rounded())
        + abs(1 - pose.opacity) + abs(1 - pose.drawProgress)
}

/// Whether `pose` is at rest within `tolerance` (a full turn counts as rest).
func isRest(_ pose: SymbolEffectPose, tolerance: Double = 1e-6) -> Bool {
    deviation(pose) <= tolerance
}

/// Whether two poses agree field by field within `tolerance`.
func close(_ a: SymbolEffectPose, _ b: SymbolEffectPose, tolerance: Double = 1e-9) -> Bool {
    abs(a.dx - b.dx) <= tolerance && abs(a.dy - b.dy) <= tolerance && abs(a.scale - b.scale) <= tolerance
        && abs(a.rotation - b.rotation) <= tolerance && abs(a.opacity - b.opacity) <= tolerance
        && abs(a.drawProgress - b.drawProgress) <= tolerance && a.drawsFromEnd == b.drawsFromEnd
}

/// Samples `f` every `step` seconds over `[0, duration]`.
func samples(_ duration: Double, step: Double = 0.001, _ f: (Double) -> Double) -> [Double] {
    stride(from: 0, through: duration, by: step).map(f)
}

/// Counts strict local maxima higher than half the series' maximum: one per play for curves
/// whose secondary wiggles stay below half the main peak.
func peakCount(_ values: [Double]) -> Int {
    guard let top = values.max(), top > 0, values.count > 2 else { return 0 }
    let half: Double = top / 2
    var count = 0
    for i in 1..<(values.count - 1) {
        let value: Double = values[i]
        if value > half && value > values[i - 1] && value >= values[i + 1] { count += 1 }
    }
    return count
}
