import Foundation

extension FontFace {
    /// An instance's cache key: the default-instance face and normalized settings.
    struct InstanceKey: Hashable, Sendable {
        var face: FontFace
        var variations: [FontVariation]
    }

    /// The axis `tag`, if the face has it.
    package func axis(_ tag: String) -> FontAxis? { axes.first { $0.tag == tag } }

    /// `variations` as an instance's key: axes the face lacks dropped, the last setting of an
    /// axis kept, each value clamped to its axis's range (as HarfBuzz and FreeType clamp), values
    /// at the axis's default dropped, sorted by tag. Two requests with the same normalized
    /// settings draw the same shapes, so they share one instance.
    package func normalized(_ variations: [FontVariation]) -> [FontVariation] {
        var byTag: [String: Double] = [:]
        for variation in variations {
            guard let axis = axis(variation.tag) else { continue }
            byTag[variation.tag] = min(axis.maximum, max(axis.minimum, variation.value))
        }
        return byTag.filter { axis($0.key)?.defaultValue != $0.value }
            .sorted { $0.key < $1.key }
            .map { FontVariation($0.key, $0.value) }
    }

    /// Checks settings against the face's axes, for input that should not be clamped quietly
    /// (scene files, the command line).
    ///
    /// - Throws: ``TextError/unknownAxis(tag:font:axes:)`` for an axis the face lacks (a static
    ///   face has none), ``TextError/axisValueOutOfRange(tag:value:axis:font:)`` for a value
    ///   outside its axis's range.
    package func check(_ variations: [FontVariation]) throws(TextError) {
        for variation in variations {
            guard let axis = axis(variation.tag) else {
                throw .unknownAxis(tag: variation.tag, font: familyName, axes: axes)
            }
            guard variation.value >= axis.minimum && variation.value <= axis.maximum else {
                throw .axisValueOutOfRange(tag: variation.tag, value: variation.value, axis: axis, font: familyName)
            }
        }
    }

    /// The settings a `Font`'s weight and slant imply on this face: `wght` at the weight's value
    /// (``Font/Weight/value``, 100–900) when the face has that axis and the font names a weight;
    /// italic as `ital` 1, else `slnt` at its most slanted end (the axis's minimum: slanted
    /// forward is negative), when the face has the axis and is asked to be italic.
    func impliedVariations(weight: Font.Weight?, italic: Bool) -> [FontVariation] {
        var implied: [FontVariation] = []
        if let weight, axis("wght") != nil { implied.append(FontVariation("wght", Double(weight.value))) }
        if italic {
            if axis("ital") != nil {
                implied.append(FontVariation("ital", 1))
            } else if let slant = axis("slnt") {
                implied.append(FontVariation("slnt", slant.minimum))
            }
        }
        return implied
    }
}
