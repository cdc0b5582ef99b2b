import Foundation
import KinetypeAnimation
import KinetypeDiagnostics
import KinetypeGraphics
import KinetypePrimitives

extension CaptionStyleRenderer {
    /// The range ``glide`` takes: 0 (the box jumps) to 10 seconds.
    public static let glideRange = ValueRange(0...10, unit: "seconds")

    /// `highlight`'s box when it glides (``glide`` > 0): behind the latest word to have started,
    /// coming from the box of the word started before it on a spring without bounce (so its
    /// centre moves one way only), settled once twice ``glide`` has passed. Before the first
    /// word starts there is no box; in the pauses between words it stays on the word spoken last.
    func drawGlidingBox(boxes: [Int: CGRect], words: [CaptionWordAttribute], in context: inout GraphicsContext) {
        var firsts: [Int: CaptionWordAttribute] = [:]
        for word in words where firsts[word.index] == nil { firsts[word.index] = word }
        let ordered = firsts.values.sorted { ($0.start, $0.index) < ($1.start, $1.index) }
        guard let current = ordered.lastIndex(where: { $0.start <= time }), let target = boxes[ordered[current].index] else { return }
        var box = target
        if current > 0, let from = boxes[ordered[current - 1].index] {
            let elapsed = time - ordered[current].start
            let progress = CGFloat(elapsed >= 2 * glide ? 1 : Spring(duration: glide, bounce: 0).value(target: 1.0, time: elapsed))
            box = CGRect(x: from.minX + (target.minX - from.minX) * progress, y: from.minY + (target.minY - from.minY) * progress,
                         width: from.width + (target.width - from.width) * progress,
                         height: from.height + (target.height - from.height) * progress)
        }
        let height = box.height
        let rect = box.insetBy(dx: -height * 0.15, dy: -height * 0.04)
        context.fill(Path(roundedRect: rect, cornerRadius: height * 0.18), with: .color(self.box))
    }
}
