import Foundation
import KinetypeText

// How a layer's box is sized and placed: its content's laid-out size, grown by its padding and
// framed (``LayerModifiers``), under the size proposed to it (the placement area, or its
// stack's share), then put by its anchor and offset.

extension TitleCard {
    /// The size proposed to `layer`: its stack's share, or the placement area.
    func proposal(for layer: Layer) -> CGSize {
        layer.proposal ?? placementArea(for: layer).size
    }

    /// The width `layer`'s text wraps at: its own maxWidth, else the width proposed to its
    /// content, at least a point (a padding wider than the canvas leaves none, as a stack's
    /// share may); nil when that is unbounded (a fixed width: the text does not wrap).
    func wrappingWidth(of layer: Layer) -> CGFloat? {
        if let maxWidth = layer.maxWidth { return maxWidth }
        let width = layer.modifiers.contentProposal(proposal(for: layer)).width
        return width < Self.unbounded ? max(1, width) : nil
    }

    /// Where content of `size` goes and the box around it: the box (content, padding and frame)
    /// put by the layer's anchor in the placement area and moved by its offset, on whole points,
    /// and the content's origin in it (its leading padding on the right when `rightToLeft`).
    func placement(of size: CGSize, for layer: Layer, rightToLeft: Bool = false) -> (box: CGRect, content: CGPoint) {
        let area = placementArea(for: layer)
        let modifiers = layer.modifiers
        let box = modifiers.isEmpty ? size : modifiers.boxSize(for: size, proposed: proposal(for: layer))
        let point = CGPoint(x: area.minX + area.width * layer.anchor.x, y: area.minY + area.height * layer.anchor.y)
        let origin = CGPoint(x: (point.x - box.width * layer.anchor.x + layer.offset.width).rounded(),
                             y: (point.y - box.height * layer.anchor.y + layer.offset.height).rounded())
        guard !modifiers.isEmpty else { return (CGRect(origin: origin, size: box), origin) }
        let inset = modifiers.contentOffset(for: size, in: box, rightToLeft: rightToLeft)
        return (CGRect(origin: origin, size: box), CGPoint(x: (origin.x + inset.x).rounded(), y: (origin.y + inset.y).rounded()))
    }

    /// The moment of `layer` at card time `time`, or nil when it does not show then.
    func moment(of layer: Layer, at time: TimeInterval) -> LayerMoment? {
        let end = layer.end ?? duration
        guard time >= layer.start, time <= end + 1e-9 else { return nil }
        return LayerMoment(local: time - layer.start, time: time, start: layer.start, end: end,
                           canvas: CGSize(width: width, height: height), frameDuration: 1 / fps, reduceMotion: reduceMotion)
    }

    /// `layer`'s text at `moment` through its text steps, when its content is text.
    func steppedText(of layer: Layer, at moment: LayerMoment) throws -> Text? {
        guard let content = layer.content as? TextContent else { return nil }
        var text = content.text(moment.local)
        for case let stage as any TextStage in layer.stages {
            text = try stage.apply(to: text, at: moment)
        }
        return text
    }

    /// `layer`'s text (`text`, through its text steps) laid out at `maxWidth` (nil: unwrapped)
    /// and measured at `moment`, as its replacements change it (``ReplacementStage``).
    func measureText(_ text: Text, of layer: Layer, maxWidth: CGFloat?, at moment: LayerMoment) throws -> LayerMeasure {
        let layout = { (text: Text) in try self.layout(text, maxWidth: maxWidth) }
        guard let replacing = replacementStage(of: layer) else { return LayerMeasure(try layout(text)) }
        return try replacing.measure(text, at: moment, layout: layout)
    }

    /// `layer`'s content transitions, if it has any.
    private func replacementStage(of layer: Layer) -> ReplacementStage? {
        layer.stages.lazy.compactMap { $0 as? ReplacementStage }.first
    }

    /// `layer`'s box at card time `time` when its box is proposed `proposed`: its content laid
    /// out (text wrapped to the proposal, a stack arranged in it), padded and framed; nil when it
    /// does not show then.
    func measure(_ layer: Layer, proposed: CGSize, at time: TimeInterval) throws -> LayerMeasure? {
        guard let moment = moment(of: layer, at: time) else { return nil }
        let inner = layer.modifiers.contentProposal(proposed)
        var content: LayerMeasure
        if let text = try steppedText(of: layer, at: moment) {
            let wrap = layer.maxWidth ?? inner.width
            content = try measureText(text, of: layer, maxWidth: wrap < Self.unbounded ? max(1, wrap) : nil, at: moment)
        } else if let stack = layer.content as? StackContent {
            let arrangement = try arrange(stack, proposed: inner, at: time)
            content = LayerMeasure(size: arrangement.size, firstBaseline: arrangement.firstBaseline,
                                   lastBaseline: arrangement.lastBaseline, direction: arrangement.direction)
        } else {
            let size = try layer.content.resolved(at: moment).size
            content = LayerMeasure(size: size, firstBaseline: size.height, lastBaseline: size.height, direction: nil)
        }
        guard !layer.modifiers.isEmpty else { return content }
        let box = layer.modifiers.boxSize(for: content.size, proposed: proposed)
        let inset = layer.modifiers.contentOffset(for: content.size, in: box)
        return LayerMeasure(size: box, firstBaseline: content.firstBaseline + inset.y, lastBaseline: content.lastBaseline + inset.y,
                            direction: content.direction)
    }

    /// A length that stands for "as much as it wants" when a stack probes a child's flexibility.
    static let unbounded: CGFloat = 1e7

    /// How much `layer` can grow along `axis` beyond its least length: 0 for fixed content (a
    /// shape, an image, a fixed frame), a text's unwrapped less its narrowest width, unbounded
    /// for a frame that fills what it is offered, a stack's children's added up.
    func flexibility(of layer: Layer, along axis: StackContent.Axis, at time: TimeInterval) throws -> CGFloat {
        guard let moment = moment(of: layer, at: time) else { return 0 }
        if layer.content is SpacerContent { return Self.unbounded }
        let horizontal = axis == .horizontal
        // A fixed side takes its ideal length whatever it is offered.
        if horizontal ? layer.modifiers.fixedSize.horizontal : layer.modifiers.fixedSize.vertical { return 0 }
        if let frame = layer.modifiers.frame {
            if (horizontal ? frame.width : frame.height) != nil { return 0 }
            if let high = horizontal ? frame.maxWidth : frame.maxHeight, high >= Self.unbounded { return Self.unbounded }
        }
        if var text = try steppedText(of: layer, at: moment) {
            guard horizontal, layer.maxWidth == nil else { return 0 }
            if let replacing = replacementStage(of: layer) { text = replacing.latestText(text, at: moment) }
            return try self.layout(text, maxWidth: nil).size.width - self.layout(text, maxWidth: 1).size.width
        }
        if let stack = layer.content as? StackContent {
            return try stack.layers.reduce(0) { $0 + (try flexibility(of: $1, along: axis, at: time)) }
        }
        return 0
    }
}
