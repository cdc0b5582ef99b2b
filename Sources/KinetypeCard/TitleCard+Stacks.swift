import Foundation
import KinetypeText

// How a card lays out a stack (``StackContent``), with SwiftUI's stack rules: sizes proposed to
// the least flexible child first, children placed in order along the axis and aligned across it.

extension TitleCard {
    /// A stack laid out at one time: its size, its baselines and direction, and each child that
    /// shows with the origin of its box in the stack and the size proposed to it.
    struct StackArrangement {
        var size: CGSize
        var firstBaseline: CGFloat
        var lastBaseline: CGFloat
        var direction: LayoutDirection?
        var children: [(layer: Layer, origin: CGPoint, proposal: CGSize)]
    }

    /// `stack` laid out at card time `time` in a proposed size of `proposed`.
    func arrange(_ stack: StackContent, proposed: CGSize, at time: TimeInterval) throws -> StackArrangement {
        // Lengths relative to the stack's proposal are resolved first (SwiftUI's containerRelativeFrame).
        let shown = stack.layers.filter { moment(of: $0, at: time) != nil }.map { layer in
            guard let relative = layer.modifiers.containerRelative else { return layer }
            var resolved = layer
            resolved.modifiers = relative.resolve(layer.modifiers, in: proposed, unbounded: Self.unbounded)
            return resolved
        }
        guard !shown.isEmpty else {
            return StackArrangement(size: .zero, firstBaseline: 0, lastBaseline: 0, direction: stack.layoutDirection, children: [])
        }
        var proposals = Array(repeating: proposed, count: shown.count)
        var measures = [LayerMeasure?](repeating: nil, count: shown.count)
        if stack.axis == .z {
            for index in shown.indices { measures[index] = try measure(shown[index], proposed: proposed, at: time) }
        } else {
            // SwiftUI's rule: the least flexible child first, each offered an equal share of what is left.
            let main: WritableKeyPath<CGSize, CGFloat> = stack.axis == .vertical ? \.height : \.width
            let flexibility = try shown.map { try self.flexibility(of: $0, along: stack.axis, at: time) }
            let order = shown.indices.sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
            var remaining = proposed[keyPath: main] - stack.spacing * CGFloat(shown.count - 1)
            for (placed, index) in order.enumerated() {
                proposals[index][keyPath: main] = max(0, remaining / CGFloat(order.count - placed))
                if let spacer = shown[index].content as? SpacerContent {
                    // A spacer takes its share of what is left (served last, as the most flexible), at least its least length.
                    let least = stack.axis == .vertical ? spacer.minHeight : spacer.minWidth
                    let share = proposals[index][keyPath: main] < Self.unbounded ? proposals[index][keyPath: main] : 0
                    var size = CGSize.zero
                    size[keyPath: main] = max(least, share)
                    measures[index] = LayerMeasure(size: size, firstBaseline: 0, lastBaseline: 0, direction: nil)
                    remaining -= size[keyPath: main]
                    continue
                }
                let measure = try self.measure(shown[index], proposed: proposals[index], at: time)
                measures[index] = measure
                remaining -= measure?.size[keyPath: main] ?? 0
            }
            try fillAcross(stack, shown, proposed: proposed, proposals: &proposals, measures: &measures, at: time)
        }
        let boxes = measures.map { $0 ?? LayerMeasure(size: .zero, firstBaseline: 0, lastBaseline: 0, direction: nil) }
        let direction = stack.layoutDirection ?? boxes.lazy.compactMap(\.direction).first
        let trailingFirst = direction == .rightToLeft
        let across = alignedOffsets(boxes, stack: stack, rightToLeft: trailingFirst)
        var origins = [CGPoint](repeating: .zero, count: boxes.count)
        var size = CGSize.zero
        switch stack.axis {
        case .vertical:
            var y: CGFloat = 0
            for index in boxes.indices {
                origins[index] = CGPoint(x: across[index].x, y: y)
                y += boxes[index].size.height + (index < boxes.count - 1 ? stack.spacing : 0)
            }
            size = CGSize(width: boxes.map(\.size.width).max()!, height: y)
        case .horizontal:
            // A right-to-left row starts from its first child at the right.
            var x: CGFloat = 0
            for index in (trailingFirst ? Array(boxes.indices.reversed()) : Array(boxes.indices)) {
                origins[index] = CGPoint(x: x, y: across[index].y)
                x += boxes[index].size.width + stack.spacing
            }
            size = CGSize(width: x - stack.spacing, height: boxes.indices.map { across[$0].y + boxes[$0].size.height }.max()!)
        case .z:
            origins = across
            size = CGSize(width: boxes.indices.map { across[$0].x + boxes[$0].size.width }.max()!,
                          height: boxes.indices.map { across[$0].y + boxes[$0].size.height }.max()!)
        }
        let last = stack.axis == .vertical ? boxes.count - 1 : 0
        return StackArrangement(size: size, firstBaseline: origins[0].y + boxes[0].firstBaseline,
                                lastBaseline: origins[last].y + boxes[last].lastBaseline, direction: direction,
                                children: shown.indices.map { (layer: shown[$0], origin: origins[$0], proposal: proposals[$0]) })
    }

    /// SwiftUI places a stack's children in the stack's own size: offered no bound across its
    /// axis (under `fixedSize`), a child that fills what it is offered across takes the widest
    /// (or tallest) sibling's length, so a rule or a button row matches the longest line.
    private func fillAcross(_ stack: StackContent, _ shown: [Layer], proposed: CGSize, proposals: inout [CGSize],
                            measures: inout [LayerMeasure?], at time: TimeInterval) throws {
        let across: WritableKeyPath<CGSize, CGFloat> = stack.axis == .vertical ? \.width : \.height
        guard proposed[keyPath: across] >= Self.unbounded else { return }
        let crossAxis: StackContent.Axis = stack.axis == .vertical ? .horizontal : .vertical
        let widest = measures.compactMap { $0?.size[keyPath: across] }.max() ?? 0
        for index in shown.indices where !(shown[index].content is SpacerContent) {
            guard try flexibility(of: shown[index], along: crossAxis, at: time) >= Self.unbounded else { continue }
            proposals[index][keyPath: across] = widest
            measures[index] = try measure(shown[index], proposed: proposals[index], at: time)
        }
    }

    /// Each box's offset across the stack's axis (x for a column, y for a row, both for a
    /// z-stack), from the stack's edge, by the stack's alignment; a baseline alignment puts every
    /// box's first (or last) baseline on the lowest box top plus the deepest baseline.
    private func alignedOffsets(_ boxes: [LayerMeasure], stack: StackContent, rightToLeft: Bool) -> [CGPoint] {
        let alignment = stack.alignment
        var horizontal = alignment.horizontal
        if rightToLeft { horizontal = 1 - horizontal }
        let width = boxes.map(\.size.width).max() ?? 0
        let xs = boxes.map { stack.axis == .horizontal ? 0 : (width - $0.size.width) * horizontal }
        let ys: [CGFloat]
        if stack.axis == .vertical {
            ys = boxes.map { _ in 0 }
        } else if let vertical = alignment.vertical {
            let height = boxes.map(\.size.height).max() ?? 0
            ys = boxes.map { (height - $0.size.height) * vertical }
        } else {
            let baselines = boxes.map { alignment == .firstTextBaseline ? $0.firstBaseline : $0.lastBaseline }
            let deepest = baselines.max() ?? 0
            ys = baselines.map { deepest - $0 }
        }
        return zip(xs, ys).map { CGPoint(x: $0, y: $1) }
    }

    /// A stack layer's children as a group of layers placed where the stack puts them at
    /// `moment` (each anchored at its top-leading corner, offset to its place, with the size it
    /// was proposed); the group is moved by the stack layer's offset when drawn.
    func arrangedGroup(_ layer: Layer, _ stack: StackContent, at moment: LayerMoment) throws -> GroupContent {
        let arrangement = try arrange(stack, proposed: layer.modifiers.contentProposal(proposal(for: layer)), at: moment.time)
        var unmoved = layer
        unmoved.offset = .zero
        let origin = placement(of: arrangement.size, for: unmoved, rightToLeft: arrangement.direction == .rightToLeft).content
        let area = placementArea
        return GroupContent(arrangement.children.map { child in
            var placed = child.layer
            placed.margin = nil
            placed.anchor = .topLeading
            placed.offset = CGSize(width: origin.x + child.origin.x - area.minX, height: origin.y + child.origin.y - area.minY)
            placed.proposal = child.proposal
            return placed
        })
    }
}
