import Foundation
import KinetypePrimitives

extension Text {
    /// This text `fraction` of the way to `target`, which shows the same string in the same
    /// spans: each span's font size, variable axes, tracking, kerning, baseline offset and colour
    /// in between (SwiftUI's `.interpolate` content transition); nil when the strings or spans
    /// differ. 0 gives this text and 1 `target` exactly; the rest of each span's style,
    /// and the paragraph, are `target`'s.
    ///
    /// Axes interpolate when both spans resolve to the same variable face: each axis from its value
    /// in the old instance to its value in the new (a weight implies `wght`). Two different
    /// faces (a static family's Light and Black) have nothing in between, so the face changes
    /// halfway while size, tracking and colour move.
    package func interpolated(to target: Text, fraction: Double) -> Text? {
        guard spans.count == target.spans.count,
              zip(spans, target.spans).allSatisfy({ $0.string == $1.string }) else { return nil }
        if fraction == 0 { return self }
        if fraction == 1 { return target }
        var result = target
        for index in spans.indices {
            result.spans[index].attributes = Self.interpolated(spans[index].attributes, target.spans[index].attributes,
                                                               fraction: fraction)
        }
        return result
    }

    /// Every span with `variations` on its font (after any it has), at `size` points and `tracking`
    /// when given, coloured `color` when given: the look an interpolate replace moves to.
    package func restyled(variations: [FontVariation], size: CGFloat?, tracking: CGFloat?, color: Color?) -> Text {
        var copy = self
        for index in copy.spans.indices {
            var attributes = copy.spans[index].attributes
            var font = attributes.font ?? .body
            for variation in variations { font = font.variation(variation.tag, variation.value) }
            if let size { font = font.size(size) }
            attributes.font = font
            if let tracking { attributes.tracking = tracking }
            if let color { attributes.color = color }
            copy.spans[index].attributes = attributes
        }
        return copy
    }

    /// Checks `variations` against the face of every span.
    ///
    /// - Throws: ``TextError/unknownAxis(tag:font:axes:)`` for an axis a span's face lacks,
    ///   ``TextError/axisValueOutOfRange(tag:value:axis:font:)`` for a value outside its range.
    package func checkAxes(_ variations: [FontVariation]) throws {
        for span in spans {
            try FontCatalog.shared.baseFace(for: span.attributes.effectiveFont).check(variations)
        }
    }

    private static func interpolated(_ old: TextStyleAttributes, _ new: TextStyleAttributes, fraction t: Double) -> TextStyleAttributes {
        var result = new
        result.font = interpolated(old.effectiveFont, new.effectiveFont, fraction: t)
        func mix(_ a: CGFloat?, _ b: CGFloat?) -> CGFloat? {
            guard a != nil || b != nil else { return nil }
            let from = a ?? 0, to = b ?? 0
            return from + (to - from) * CGFloat(t)
        }
        result.tracking = mix(old.tracking, new.tracking)
        result.kerning = mix(old.kerning, new.kerning)
        result.baselineOffset = mix(old.baselineOffset, new.baselineOffset)
        if let from = old.color, let to = new.color {
            result.color = from.interpolated(towards: to, amount: t)
        } else if t < 0.5 {
            result.color = old.color
        }
        return result
    }

    /// `new` at the size and axis values `t` of the way from `old`'s.
    private static func interpolated(_ old: Font, _ new: Font, fraction t: Double) -> Font {
        let size = old.size + (new.size - old.size) * CGFloat(t)
        guard let from = try? FontCatalog.shared.face(for: old), let to = try? FontCatalog.shared.face(for: new) else {
            return new.size(size)
        }
        guard from.path == to.path, from.index == to.index, !to.axes.isEmpty else {
            return (t < 0.5 ? old : new).size(size)
        }
        var font = new.size(size)
        for axis in to.axes {
            let a = from.variations.first { $0.tag == axis.tag }?.value ?? axis.defaultValue
            let b = to.variations.first { $0.tag == axis.tag }?.value ?? axis.defaultValue
            if a != b { font = font.variation(axis.tag, a + (b - a) * t) }
        }
        return font
    }
}
