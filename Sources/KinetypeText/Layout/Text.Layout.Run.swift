import Foundation
import KinetypePrimitives

extension Text.Layout {
    /// Glyphs of one font, direction, script and set of attributes, in visual order; its elements
    /// are slices, one per cluster HarfBuzz shaped as a unit, as SwiftUI's `Run`.
    public struct Run: RandomAccessCollection, Sendable {
        /// A run's elements are its slices, one per cluster, in visual order.
        public typealias Element = RunSlice
        /// Slices are numbered from 0, the leftmost.
        public typealias Index = Int

        package let storage: RunStorage

        /// 0, the leftmost slice's index.
        public var startIndex: Int { 0 }
        /// The number of clusters (slices) in the run.
        public var endIndex: Int { storage.clusters.count }
        /// The slice of the `index`th cluster from the left.
        public subscript(index: Int) -> RunSlice {
            RunSlice(run: self, indices: storage.clusters[index])
        }

        /// The value of a custom attribute the run's text carries.
        public subscript<T: TextAttribute>(_ type: T.Type) -> T? { storage.attributes.custom[type] }

        /// The run's extent in layout coordinates: the advance of all its glyphs along its line's
        /// baseline (kerning and tracking included), and its face's ascent, descent and line gap at
        /// its size, moved by its baseline offset.
        public var typographicBounds: TypographicBounds { storage.bounds(of: 0..<storage.glyphs.count) }

        /// The direction of the run's text.
        public var layoutDirection: LayoutDirection { storage.isRightToLeft ? .rightToLeft : .leftToRight }

        // MARK: Kinetype

        /// Every glyph of the run, in visual order.
        public var glyphs: [Glyph] { storage.glyphs }
        /// The run's text.
        public var text: String { storage.text }
        /// The run's characters, as UTF-8 byte offsets into the text's string.
        public var characterRange: Range<Int> { storage.characterRange }
        /// The ISO 15924 script tag HarfBuzz shaped the run with (`Latn`, `Arab`).
        public var script: String { storage.script }
        /// The BCP 47 language tag HarfBuzz shaped the run with (``Text/typesettingLanguage(_:isEnabled:)``),
        /// nil for undetermined. An ellipsis or a hyphen the typesetter adds takes the language
        /// and script of the text it follows.
        public var language: String? { storage.attributes.language }
        /// The font the run was shaped and is drawn with.
        public var font: ResolvedFont { storage.resolvedFont }
        /// The run's colour, if the text set one.
        public var foregroundColor: Color? { storage.attributes.color }
        /// The underline, if the text set one.
        public var underline: TextDecoration? { storage.attributes.underline ?? nil }
        /// The strikethrough, if the text set one.
        public var strikethrough: TextDecoration? { storage.attributes.strikethrough ?? nil }
        /// The bidi embedding level (odd is right to left).
        public var bidiLevel: Int { Int(storage.level) }
    }

    /// One glyph as placed in a line (Kinetype).
    public struct Glyph: Hashable, Sendable {
        /// The glyph id in the run's font.
        public var id: UInt32
        /// UTF-8 byte offset of the glyph's cluster in the text's string.
        public var cluster: Int
        /// The pen position relative to the line's origin (y down).
        public var position: CGPoint
        /// HarfBuzz's advance in pixels (y up).
        public var advance: CGSize
        /// HarfBuzz's offset from the pen position in pixels (y up).
        public var offset: CGSize

        /// Where the glyph's origin is drawn, relative to the line's origin (y down).
        public var drawPosition: CGPoint {
            CGPoint(x: position.x + offset.width, y: position.y - offset.height)
        }
    }

    /// The face a run is drawn with (Kinetype).
    public struct ResolvedFont: Hashable, Sendable {
        /// The font file.
        public var path: String
        /// The face index in the file.
        public var index: Int
        /// The size in points (pixels per em).
        public var size: CGFloat
        /// The font's units per em.
        public var unitsPerEm: Int
        /// The family name from the font.
        public var familyName: String
        /// The variable font's axis values the run is shaped and drawn at (axes at their
        /// defaults left out, sorted by tag); empty for a static font.
        public var variations: [FontVariation] = []
        /// The styles drawn by thickening or slanting the face's outlines, because the face
        /// lacks the weight or italic the text asks for (``FontSynthesis``); empty for most runs.
        public var synthesis: FontSynthesis = []
    }
}

/// What a run holds; shared by copies of the run and its slices.
///
/// Immutable, so it is `Sendable` by the compiler's check: every property is a `let` of a
/// `Sendable` type, the user's custom attributes included (``TextAttribute`` refines `Sendable`).
package final class RunStorage: Sendable {
    package let face: FontFace
    package let size: CGFloat
    package let glyphs: [Text.Layout.Glyph]
    /// Glyph index ranges of the clusters, in visual order.
    package let clusters: [Range<Int>]
    package let attributes: TextStyleAttributes
    package let isRightToLeft: Bool
    package let level: UInt8
    package let script: String
    package let text: String
    package let characterRange: Range<Int>
    /// The line's origin in the layout, for bounds in layout coordinates.
    package let lineOrigin: CGPoint
    /// The frame of the whole layout the run is in (origin zero, the layout's size): what a
    /// fill spanning the text is placed in.
    package let layoutFrame: CGRect
    /// Extra space after each glyph from kerning and tracking, in pixels.
    let spacing: [CGFloat]
    /// The styles drawing synthesises because the face lacks them, decided here once from the
    /// face and the font the text asks for (``FontSynthesis``).
    package let synthesis: FontSynthesis

    init(face: FontFace, size: CGFloat, glyphs: [Text.Layout.Glyph], clusters: [Range<Int>], spacing: [CGFloat],
         attributes: TextStyleAttributes, isRightToLeft: Bool, level: UInt8, script: String, text: String,
         characterRange: Range<Int>, lineOrigin: CGPoint, layoutFrame: CGRect) {
        self.face = face
        self.size = size
        self.glyphs = glyphs
        self.clusters = clusters
        self.spacing = spacing
        self.attributes = attributes
        self.isRightToLeft = isRightToLeft
        self.level = level
        self.script = script
        self.text = text
        self.characterRange = characterRange
        self.lineOrigin = lineOrigin
        self.layoutFrame = layoutFrame
        self.synthesis = face.synthesis(for: attributes.effectiveFont)
    }

    var scale: CGFloat { size / CGFloat(face.unitsPerEm) }

    package var resolvedFont: Text.Layout.ResolvedFont {
        .init(path: face.path, index: face.index, size: size, unitsPerEm: face.unitsPerEm, familyName: face.familyName,
              variations: face.variations, synthesis: synthesis)
    }

    /// Bounds of the glyphs `range` in layout coordinates.
    package func bounds(of range: Range<Int>) -> Text.Layout.TypographicBounds {
        let startX = range.isEmpty ? (glyphs.last.map { $0.position.x + $0.advance.width } ?? 0) : glyphs[range.lowerBound].position.x
        var width: CGFloat = 0
        for i in range { width += glyphs[i].advance.width + spacing[i] }
        let shift = attributes.baselineOffset ?? 0
        return .init(origin: CGPoint(x: lineOrigin.x + startX, y: lineOrigin.y),
                     width: width,
                     ascent: face.ascender * scale + shift,
                     descent: -face.descender * scale - shift,
                     leading: face.lineGap * scale)
    }
}
