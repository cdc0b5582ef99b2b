import Foundation
import KinetypeGraphics
import KinetypePrimitives

extension CaptionStyleRenderer {
    /// How popped words stay inside the safe area: the share of their growth they may take, and
    /// how far each line (sideways) and the page (up or down) move.
    struct SafeFit {
        /// The factor on every word's growth, 0…1: 1 where the grown words fit.
        var share = 1.0
        /// The sideways move of each line, by its index in the layout.
        var lineShifts: [Int: CGFloat] = [:]
        /// The move of the whole page, up or down.
        var pageShift: CGFloat = 0
    }

    /// The canvas less the title card's placement margin (5% of its width, on every side), in
    /// the layout's points; nil when the context draws to no device or turns the text.
    static func safeArea(of context: GraphicsContext) -> CGRect? {
        let transform = context.transform
        guard let size = context.deviceSize, transform.b == 0, transform.c == 0, transform.a > 0, transform.d > 0 else { return nil }
        let margin = (size.width * 0.05).rounded()
        let device = CGRect(x: margin, y: margin, width: max(1, size.width - 2 * margin), height: max(1, size.height - 2 * margin))
        return device.applying(transform.inverted())
    }

    /// The fit of grown words inside `area`. A line spreads around its popped words by the
    /// width they gain (``room(boxes:lines:growths:)``), and the page by the height its lines
    /// gain; where that would cross the area, the line (or the page) first moves back inside,
    /// and where the grown line is wider than the area, the growth is cut until it fits. A
    /// line already outside the area at rest stays as it is. `growths` are the words' factors
    /// less 1.
    static func safeFit(boxes: [Int: CGRect], lines: [Int: Int], growths: [Int: Double], area: CGRect) -> SafeFit {
        var lineBoxes: [Int: CGRect] = [:], lineGains: [Int: CGFloat] = [:], lineHeights: [Int: CGFloat] = [:]
        for (index, box) in boxes {
            guard let line = lines[index] else { continue }
            lineBoxes[line] = lineBoxes[line].map { $0.union(box) } ?? box
            let growth = CGFloat(max(0, growths[index] ?? 0))
            lineGains[line, default: 0] += box.width * growth / 2
            lineHeights[line] = max(lineHeights[line] ?? 0, box.height * growth / 2)
        }
        guard lineGains.values.contains(where: { $0 > 0 }) else { return SafeFit() }
        let page = lineBoxes.values.reduce(CGRect.null) { $0.union($1) }
        let rise = lineHeights.values.reduce(0, +)
        // The share of the growth that fits: each line's width, and the page's height.
        var share = 1.0
        for (line, box) in lineBoxes where (lineGains[line] ?? 0) > 0 {
            share = min(share, Double(max(0, area.width - box.width) / (2 * lineGains[line]!)))
        }
        if rise > 0 { share = min(share, Double(max(0, area.height - page.height) / (2 * rise))) }
        // The move that takes back what the growth put outside the area.
        func shift(_ low: CGFloat, _ high: CGFloat, gain: CGFloat, _ lowest: CGFloat, _ highest: CGFloat) -> CGFloat {
            let under = max(0, lowest - (low - gain)) - max(0, lowest - low)
            let over = max(0, high + gain - highest) - max(0, high - highest)
            return under - over
        }
        var fit = SafeFit(share: share)
        for (line, box) in lineBoxes {
            let moved = shift(box.minX, box.maxX, gain: (lineGains[line] ?? 0) * CGFloat(share), area.minX, area.maxX)
            if moved != 0 { fit.lineShifts[line] = moved }
        }
        fit.pageShift = shift(page.minY, page.maxY, gain: rise * CGFloat(share), area.minY, area.maxY)
        return fit
    }
}
