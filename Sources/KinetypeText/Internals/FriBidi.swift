import Foundation
internal import CKinetypeFriBidi

/// The bidi levels of one paragraph, from FriBidi.
struct BidiParagraph {
    /// One embedding level per scalar of the paragraph (odd = right to left).
    var levels: [UInt8]
    /// FriBidi's bidi type per scalar, kept for reordering lines.
    fileprivate var types: [FriBidiCharType]
    fileprivate var resolvedDirection: FriBidiParType
    /// The paragraph's resolved base direction.
    var isRightToLeft: Bool { ckt_fribidi_par_is_rtl(resolvedDirection) != 0 }
    var baseLevel: UInt8 { isRightToLeft ? 1 : 0 }
}

/// The FriBidi calls of the text module, in one place.
enum FriBidi {
    /// Levels for a paragraph (`fribidi_get_bidi_types`, `fribidi_get_bracket_types`,
    /// `fribidi_get_par_embedding_levels_ex`): rules P2–I1 of UAX #9, with the base direction
    /// forced or, for nil, found from the first strong character (P2–P3; LTR when there is none).
    static func paragraph(_ scalars: [UInt32], direction: LayoutDirection?) -> BidiParagraph {
        let count = scalars.count
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var levels = [FriBidiLevel](repeating: 0, count: count)
        var base: FriBidiParType
        switch direction {
        case .leftToRight?: base = ckt_fribidi_par_ltr()
        case .rightToLeft?: base = ckt_fribidi_par_rtl()
        case nil: base = ckt_fribidi_par_on()
        }
        guard count > 0 else {
            if direction == nil { base = ckt_fribidi_par_ltr() }
            return BidiParagraph(levels: [], types: [], resolvedDirection: base)
        }
        scalars.withUnsafeBufferPointer { text in
            fribidi_get_bidi_types(text.baseAddress, FriBidiStrIndex(count), &types)
            fribidi_get_bracket_types(text.baseAddress, FriBidiStrIndex(count), types, &brackets)
        }
        let maxLevel = fribidi_get_par_embedding_levels_ex(types, brackets, FriBidiStrIndex(count), &base, &levels)
        if maxLevel == 0 {
            // FriBidi failed (out of memory): lay the paragraph out left to right.
            return BidiParagraph(levels: [UInt8](repeating: 0, count: count), types: types, resolvedDirection: ckt_fribidi_par_ltr())
        }
        return BidiParagraph(levels: levels.map { UInt8($0) }, types: types, resolvedDirection: base)
    }

    /// Reorders the line `range` of `paragraph` (`fribidi_reorder_line`: L1 part 4, L2): returns
    /// the line's levels after L1 (trailing whitespace at the paragraph level) and, for each visual
    /// position, the logical index (into the paragraph) of the scalar shown there.
    ///
    /// Only the line's own stretch of the paragraph is copied and handed to FriBidi (which reads
    /// nothing outside `offset ..< offset + length`), so laying out a paragraph's lines takes time
    /// in proportion to the paragraph, not to its length times its line count.
    static func reorder(_ paragraph: BidiParagraph, line range: Range<Int>) -> (levels: [UInt8], visualToLogical: [Int]) {
        guard !range.isEmpty else { return ([], []) }
        var levels = paragraph.levels[range].map { FriBidiLevel($0) }
        var map = range.map { FriBidiStrIndex($0) }
        let result = paragraph.types.withUnsafeBufferPointer { types in
            fribidi_reorder_line(0, types.baseAddress! + range.lowerBound, FriBidiStrIndex(range.count), 0,
                                 paragraph.resolvedDirection, &levels, nil, &map)
        }
        if result == 0 { return (Array(paragraph.levels[range]), Array(range)) }
        return (levels.map { UInt8($0) }, map.map { Int($0) })
    }
}
