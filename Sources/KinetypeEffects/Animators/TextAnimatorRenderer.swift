import Foundation
import KinetypeAnimation
import KinetypeGraphics
import KinetypePrimitives
import KinetypeRasterKernels
import KinetypeText

/// Draws a text through ``TextAnimator``s at a moment: each cluster with its share of every
/// animator's properties.
///
/// A cluster of weight-combined amounts is drawn in this order: re-shaped at its axis values in
/// its own slot (`KinetypeText/Text/Layout/RunSlice/varied(_:shift:)`, so neighbours keep their places and
/// joined scripts keep their joins), moved along the line by the tracking before it (the line
/// stays centred where it was), moved by its offset, turned and scaled about its baseline
/// centre, then drawn at its opacity, through its blur and its colour blend (a colour matrix
/// that mixes the glyph's own colour toward the animator's: `c' = a·c + b`, alpha unchanged).
/// In a script whose letters join (Arabic, Devanagari…), a joined unit's letters move, turn,
/// scale, blur and track as one piece by the mean of their amounts, so no join tears; opacity
/// and colour still go letter by letter.
///
/// With a `base` renderer (a layer's catalogue renderer), each cluster is the base renderer's
/// drawing of the whole text with only that cluster's glyphs kept (all their ink, nothing
/// clipped), at the animators' axis values, then moved, turned, faded, filtered and coloured as
/// above.
///
/// On a title card, enter and exit transitions, symbol effects, shaders and reveals see the
/// animated text as the layer's drawing and apply over it.
public struct TextAnimatorRenderer: TextRenderer {
    /// The animators, composed per cluster in order (see ``TextAnimator``); none draws the text as
    /// it is.
    public var animators: [TextAnimator]
    /// Seconds since the layer started.
    public var time: TimeInterval
    var base: AnyTextRenderer?

    /// The renderer's ``time`` (`Animatable`), so animating the renderer runs its clock.
    public var animatableData: Double {
        get { time }
        set { time = newValue }
    }

    /// Draws a text through `animators` at `time` seconds since the layer started, each cluster
    /// drawn as the plain text draws it.
    ///
    /// ```swift
    /// let fade = TextAnimator(properties: .init(opacity: 0), selectors: [RangeSelector(end: 20)])
    /// let halfway = Text("Range selectors").textRenderer(TextAnimatorRenderer([fade], time: 0.5))
    /// ```
    public init(_ animators: [TextAnimator], time: TimeInterval) {
        self.animators = animators
        self.time = time
    }

    /// Animators over `base`, which draws the glyphs.
    public init<R: TextRenderer>(_ animators: [TextAnimator], time: TimeInterval, base: R) {
        self.init(animators, time: time, base: AnyTextRenderer(base))
    }

    package init(_ animators: [TextAnimator], time: TimeInterval, base: AnyTextRenderer?) {
        self.animators = animators
        self.time = time
        self.base = base
    }

    /// What one cluster gets from all the animators together.
    public struct Amounts: Equatable, Sendable {
        /// How far the cluster moves, in points (y down): each animator's offset times its weight,
        /// added.
        public var offset = CGSize.zero
        /// The factor the cluster is scaled by about its baseline centre: each animator's
        /// `1 + (scale − 1) × w`, multiplied.
        public var scale = 1.0
        /// The cluster's turn in degrees, clockwise, about its baseline centre: each animator's
        /// rotation times its weight, added.
        public var rotation = 0.0
        /// The cluster's opacity factor: each animator's `1 + (opacity − 1) × w` (not below 0),
        /// multiplied.
        public var opacity = 1.0
        /// The cluster's blur radius, in points: each animator's blur times its weight, added.
        public var blur = 0.0
        /// Space after the cluster, in points: each animator's tracking times its weight, added.
        public var tracking = 0.0
        /// The colour blend `c' = colorFactor·c + colorOffset` (sRGB components).
        public var colorFactor = 1.0
        /// The constant term `b` of the colour blend (sRGB red, green and blue, 0…1): the
        /// animators' colours, each times how far it moves the cluster toward it; zero without a
        /// colour.
        public var colorOffset = SIMD3<Double>(0, 0, 0)
        /// Axis values by tag, blended from the cluster's own.
        public var variations: [FontVariation] = []
    }

    /// The weight of each cluster of `clusters` (reading order) for each animator: `[animator][cluster]`.
    package func weights(of clusters: [Cluster]) -> [[Double]] {
        var assignments: [RangeSelector.Units: (units: [Int?], count: Int)] = [:]
        return animators.map { animator in
            var combined = [Double?](repeating: nil, count: clusters.count)
            for selector in animator.selectors {
                let assignment = assignments[selector.units] ?? selector.units.assign(clusters)
                assignments[selector.units] = assignment
                let unitWeights = selector.weights(count: assignment.count, at: time)
                for i in clusters.indices {
                    combined[i] = selector.mode.combine(combined[i], assignment.units[i].map { unitWeights[$0] } ?? 0)
                }
            }
            return combined.map { min(1, max(-1, $0 ?? 0)) }
        }
    }

    /// The amounts of a cluster of `slice` whose weight in animator `k` is `weights[k]`.
    func amounts(for slice: Text.Layout.RunSlice, weights: [Double]) -> Amounts {
        var result = Amounts()
        var axes: [String: Double] = [:]
        var axisOrder: [String] = []
        for (animator, w) in zip(animators, weights) where w != 0 {
            let p = animator.properties
            if let offset = p.offset {
                result.offset.width += offset.width * w
                result.offset.height += offset.height * w
            }
            if let scale = p.scale { result.scale *= 1 + (scale - 1) * w }
            if let rotation = p.rotation { result.rotation += rotation.degrees * w }
            if let opacity = p.opacity { result.opacity *= max(0, 1 + (opacity - 1) * w) }
            if let blur = p.blur { result.blur += blur * w }
            if let tracking = p.tracking { result.tracking += tracking * w }
            if let color = p.color {
                let c = color.resolve()
                result.colorFactor *= 1 - w
                result.colorOffset = result.colorOffset * (1 - w) + SIMD3(Double(c.red), Double(c.green), Double(c.blue)) * w
            }
            for variation in p.variations {
                guard let own = axes[variation.tag] ?? Self.axisValue(variation.tag, of: slice) else { continue }
                if axes[variation.tag] == nil { axisOrder.append(variation.tag) }
                axes[variation.tag] = own + (variation.value - own) * w
            }
        }
        result.variations = axisOrder.map { FontVariation($0, axes[$0]!) }
        return result
    }

    /// The value the slice's run is drawn at on axis `tag`: its own setting, else the axis's
    /// default; nil when its face has no such axis.
    static func axisValue(_ tag: String, of slice: Text.Layout.RunSlice) -> Double? {
        if let own = slice.run.font.variations.first(where: { $0.tag == tag }) { return own.value }
        return slice.run.storage.face.axes.first(where: { $0.tag == tag })?.defaultValue
    }

    /// Each line's clusters in visual order with their amounts: what ``draw(layout:in:)`` draws.
    /// The letters of a joined unit share its motion (the mean of theirs) and keep their own
    /// opacity and colour.
    public func amounts(in layout: Text.Layout) -> [[(slice: Text.Layout.RunSlice, amounts: Amounts)]] {
        pieces(in: layout).map { line in line.flatMap { piece in piece.members.map { ($0.slice, $0.amounts) } } }
    }

    /// What moves as one: a cluster on its own, or a joined unit's clusters (visual order).
    struct Piece {
        var members: [(slice: Text.Layout.RunSlice, amounts: Amounts)]
        /// The piece's box, about whose baseline centre it turns and scales.
        var bounds: Text.Layout.TypographicBounds
        var tracking: Double { members.first?.amounts.tracking ?? 0 }
    }

    /// Each line's pieces in visual order.
    func pieces(in layout: Text.Layout) -> [[Piece]] {
        let clusters = Self.readingOrder(of: layout)
        let weights = self.weights(of: clusters)
        var lines: [[(cluster: Cluster, amounts: Amounts)?]] = layout.map { line in
            Array(repeating: nil, count: line.reduce(0) { $0 + $1.count })
        }
        for (i, cluster) in clusters.enumerated() {
            lines[cluster.line][cluster.visual] = (cluster, amounts(for: cluster.slice, weights: weights.map { $0[i] }))
        }
        return lines.map { line in
            var pieces: [Piece] = []
            var unit: Int?
            for case let (cluster, amounts)? in line {
                if let joined = cluster.joined, joined == unit {
                    pieces[pieces.count - 1].members.append((cluster.slice, amounts))
                } else {
                    pieces.append(Piece(members: [(cluster.slice, amounts)], bounds: cluster.slice.typographicBounds))
                }
                unit = cluster.joined
            }
            return pieces.map(Self.sharingMotion)
        }
    }

    /// A joined unit's pieces moved as one: offset, scale, turn, blur, tracking and axis values
    /// are the mean of its letters'; opacity and colour stay each letter's.
    static func sharingMotion(_ piece: Piece) -> Piece {
        guard piece.members.count > 1 else { return piece }
        var piece = piece
        let n = Double(piece.members.count)
        let all = piece.members.map(\.amounts)
        var shared = Amounts()
        shared.offset = CGSize(width: all.reduce(0) { $0 + $1.offset.width } / n, height: all.reduce(0) { $0 + $1.offset.height } / n)
        shared.scale = all.reduce(0) { $0 + $1.scale } / n
        shared.rotation = all.reduce(0) { $0 + $1.rotation } / n
        shared.blur = all.reduce(0) { $0 + $1.blur } / n
        shared.tracking = all.reduce(0) { $0 + $1.tracking } / n
        var tags: [String] = []
        var sums: [String: Double] = [:]
        for amounts in all { for variation in amounts.variations {
            if sums[variation.tag] == nil { tags.append(variation.tag) }
            sums[variation.tag, default: 0] += variation.value
        } }
        shared.variations = tags.compactMap { tag in
            all.allSatisfy({ $0.variations.contains { $0.tag == tag } }) ? FontVariation(tag, sums[tag]! / n) : nil
        }
        var bounds = piece.members[0].slice.typographicBounds
        bounds.width = piece.members.reduce(0) { $0 + $1.slice.typographicBounds.width }
        bounds.origin.x = piece.members.map { $0.slice.typographicBounds.origin.x }.min() ?? bounds.origin.x
        piece.bounds = bounds
        piece.members = piece.members.map { member in
            var amounts = shared
            amounts.opacity = member.amounts.opacity
            amounts.colorFactor = member.amounts.colorFactor
            amounts.colorOffset = member.amounts.colorOffset
            return (member.slice, amounts)
        }
        return piece
    }

    /// Draws each cluster with its ``Amounts``, in the order ``TextAnimatorRenderer`` describes
    /// (`TextRenderer`); a cluster whose opacity comes to about 0 is not drawn.
    public func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for (line, pieces) in zip(layout, pieces(in: layout)) {
            let total = pieces.reduce(0) { $0 + $1.tracking }
            var before = 0.0
            for piece in pieces {
                let shift = before + piece.tracking / 2 - total / 2
                before += piece.tracking
                draw(piece, shift: CGFloat(shift), lineBounds: line.typographicBounds, layout: layout, in: context)
            }
        }
    }

    /// Draws a piece: its letters together when they share opacity and colour (as the still text
    /// draws them, so the joins look the same), else one by one under the piece's motion.
    private func draw(_ piece: Piece, shift: CGFloat, lineBounds: Text.Layout.TypographicBounds, layout: Text.Layout,
                      in context: GraphicsContext) {
        let first = piece.members[0].amounts
        if piece.members.count > 1, base == nil, first.variations.isEmpty,
           piece.members.allSatisfy({ $0.amounts == first }) {
            for slice in Text.Layout.RunSlice.merging(piece.members.map(\.slice)) {
                draw(slice, first, anchorBounds: piece.bounds, shift: shift, lineBounds: lineBounds, layout: layout, in: context)
            }
            return
        }
        for (slice, amounts) in piece.members {
            draw(slice, amounts, anchorBounds: piece.bounds, shift: shift, lineBounds: lineBounds, layout: layout, in: context)
        }
    }

    private func draw(_ slice: Text.Layout.RunSlice, _ amount: Amounts, anchorBounds: Text.Layout.TypographicBounds, shift: CGFloat,
                      lineBounds: Text.Layout.TypographicBounds, layout: Text.Layout, in context: GraphicsContext) {
        guard amount.opacity > 0.001 else { return }
        var copy = context
        copy.translateBy(x: shift + amount.offset.width, y: amount.offset.height)
        if amount.rotation != 0 || amount.scale != 1 {
            let anchor = CGPoint(x: anchorBounds.rect.midX, y: anchorBounds.origin.y)
            copy.translateBy(x: anchor.x, y: anchor.y)
            if amount.rotation != 0 { copy.rotate(by: .degrees(amount.rotation)) }
            if amount.scale != 1 { copy.scaleBy(x: CGFloat(amount.scale), y: CGFloat(amount.scale)) }
            copy.translateBy(x: -anchor.x, y: -anchor.y)
        }
        copy.opacity *= amount.opacity
        if amount.blur > 0.01 { copy.addFilter(.blur(radius: CGFloat(amount.blur))) }
        if amount.colorFactor < 1 {
            let a = amount.colorFactor, b = amount.colorOffset
            copy.addFilter(.colorMatrix(ColorMatrix(rows: [
                [a, 0, 0, 0, b.x], [0, a, 0, 0, b.y], [0, 0, a, 0, b.z], [0, 0, 0, 1, 0],
            ])))
        }
        if let base {
            // The base renderer draws the whole text; only this slice's glyphs are kept, at the
            // animators' axis values, with all their ink (nothing clipped); its other drawing
            // (boxes, lines) is clipped to the slice's column of its line.
            let padding = base.displayPadding
            let bounds = slice.typographicBounds, line = lineBounds, height = line.ascent + line.descent
            let column = CGRect(x: bounds.rect.minX, y: line.origin.y - line.ascent - height - padding.top,
                                width: bounds.width, height: 3 * height + padding.top + padding.bottom)
            copy.glyphSelection = GlyphSelection(clusters: Set(slice.clusters), variations: amount.variations,
                                                 column: Path(column).applying(copy.transform))
            base.draw(layout, &copy)
            return
        }
        let drawn = amount.variations.isEmpty ? slice : slice.varied(amount.variations)
        copy.draw(drawn, options: .disablesSubpixelQuantization)
    }

    /// Room for the largest offset and blur any animator can give (scale and rotation are
    /// advice only: Kinetype never clips a renderer).
    public var displayPadding: EdgeInsets {
        var dx = 0.0, dy = 0.0, blur = 0.0
        for animator in animators {
            dx += abs(animator.properties.offset?.width ?? 0)
            dy += abs(animator.properties.offset?.height ?? 0)
            blur += 3 * abs(animator.properties.blur ?? 0)
        }
        return EdgeInsets(top: CGFloat(dy + blur), leading: CGFloat(dx + blur), bottom: CGFloat(dy + blur), trailing: CGFloat(dx + blur))
    }
}
