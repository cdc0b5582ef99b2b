import Foundation
import KinetypeGraphics
import KinetypeSymbols
import KinetypeText

extension TextReplacement {
    /// How high an arc path rises, as a fraction of the distance a glyph travels.
    static let arcHeight = 1.0 / 3

    /// Magic replace `local` seconds in: the units ``TextMorphMatch`` pairs glide from their old
    /// places to their new ones on the whole change's progress (straight, or along an arc with
    /// `.arc`); the old text's other units leave and the new text's others enter in the effect's
    /// fallback style.
    func drawMagic(old: Text.Layout, at oldOrigin: CGPoint, new: Text.Layout, at newOrigin: CGPoint,
                   local: TimeInterval, in context: GraphicsContext) {
        let match = TextMorphMatch(old: old, new: new)
        let count = max(match.oldUnits.count, match.newUnits.count)
        let kept = Dictionary(uniqueKeysWithValues: match.pairs.map { ($0.new, $0.old) })
        let leaving = Set(match.pairs.map(\.old))
        for (index, unit) in match.oldUnits.enumerated() where !leaving.contains(index) {
            let pose = pose(layer: index, of: count, at: local, incoming: false)
            for slice in unit.slices { draw(slice, origin: oldOrigin, pose: pose, in: context) }
        }
        let glide = wholeProgress(at: local)
        let lift = effect.contains(.arc) ? 4 * min(1, max(0, glide)) * (1 - min(1, max(0, glide))) : 0
        for (index, unit) in match.newUnits.enumerated() {
            guard let source = kept[index] else {
                let pose = pose(layer: index, of: count, at: local, incoming: true)
                for slice in unit.slices { draw(slice, origin: newOrigin, pose: pose, in: context) }
                continue
            }
            let from = match.oldUnits[source].bounds, to = unit.bounds
            let dx = (oldOrigin.x + from.minX) - (newOrigin.x + to.minX)
            let dy = (oldOrigin.y + from.midY) - (newOrigin.y + to.midY)
            let rise = CGFloat(lift * Self.arcHeight) * hypot(dx, dy)
            var copy = context
            copy.translateBy(x: newOrigin.x + dx * CGFloat(1 - glide), y: newOrigin.y + dy * CGFloat(1 - glide) - rise)
            for slice in unit.slices { copy.draw(slice, options: glide < 1 ? .disablesSubpixelQuantization : []) }
        }
    }
}
