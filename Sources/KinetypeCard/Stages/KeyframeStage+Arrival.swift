import Foundation

extension KeyframeStage {
    /// Where the keys bring the layer in and take it out. Its enter: where its opacity (or scale)
    /// first rises from 0, when it is 0 from the first key on; else its first move, when that
    /// starts as the layer does (a slide in). Its exit: where its opacity (or scale) last falls to
    /// 0, when it stays 0 to the last key; else its last move, when that ends as the layer does.
    public func arrival(in span: LayerSpan) -> LayerArrival {
        var enter: (TimeInterval, TimeInterval)?, exit: (TimeInterval, TimeInterval)?
        for (keys, hides) in [(opacity, { (value: Double) in value <= 0 }), (scale, { (value: Double) in value == 0 })] {
            let hidden = keys.map { hides($0.value.first ?? 1) }
            if let shown = hidden.firstIndex(of: false), shown > 0, keys[shown].at > span.start {
                let found = (keys[shown - 1].at, keys[shown].at)
                enter = enter.map { (min($0.0, found.0), max($0.1, found.1)) } ?? found
            }
            if let shown = hidden.lastIndex(of: false), shown < keys.count - 1, keys[shown].at < span.end {
                let found = (keys[shown].at, keys[shown + 1].at)
                exit = exit.map { (min($0.0, found.0), max($0.1, found.1)) } ?? found
            }
        }
        let moving = intervals(in: span)
        if enter == nil, let first = moving.first, first.start <= span.start + span.step / 2 { enter = (first.start, first.end) }
        if exit == nil, let last = moving.last, last.end >= span.end - span.step / 2 { exit = (last.start, last.end) }
        return LayerArrival(enter: enter.flatMap { span.interval(.enter, "keyframes", from: $0.0 - span.start, to: $0.1 - span.start) },
                            exit: exit.flatMap { span.interval(.exit, "keyframes", from: $0.0 - span.start, to: $0.1 - span.start) })
    }
}
