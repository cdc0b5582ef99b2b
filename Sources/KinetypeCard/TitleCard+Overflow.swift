import Foundation
import KinetypeText

// Warnings for content that spills out of a layer's frame: a name too long for the width its
// template gives it is said, never left to overlap in silence.

extension TitleCard {
    /// Kinetype: one message a layer whose content does not fit its frame, at the card's start
    /// and at each layer's start, as `kinetype render` and `batch` print them.
    package func frameOverflowWarnings() throws -> [String] {
        var seen: Set<String> = []
        var messages: [String] = []
        let list = layerList ?? layers(0)
        // Only a frame bounds content: a card without one has nothing to check.
        func framed(_ layers: [Layer]) -> Bool {
            layers.contains { layer in
                layer.modifiers.frame != nil || framed((layer.content as? StackContent)?.layers ?? (layer.content as? GroupContent)?.layers ?? [])
            }
        }
        guard framed(list) else { return [] }
        for time in Set([0] + list.map(\.start)).sorted() {
            for overflow in try overflowingFrames(at: time) where seen.insert(overflow.layer).inserted {
                messages.append("\(overflow.layer) \(overflow.problem); widen the frame, shorten the text, or fit it (fit: {width: …})")
            }
        }
        return messages
    }

    /// Kinetype: the layers whose content does not fit their frame at card time `time`, each
    /// with what is wrong: a text that breaks inside a word to fit a frame's width, content wider
    /// or taller than a fixed (or greatest) width or height less the padding. Stacks' children
    /// are checked too; a layer that does not show then is not.
    package func overflowingFrames(at time: TimeInterval) throws -> [(layer: String, problem: String)] {
        var found: [(layer: String, problem: String)] = []
        func check(_ layer: Layer, proposed: CGSize) throws {
            guard let moment = moment(of: layer, at: time) else { return }
            let inner = layer.modifiers.contentProposal(proposed)
            let content: CGSize
            var brokenWord = false
            if let text = try steppedText(of: layer, at: moment) {
                let layout = try self.layout(text, maxWidth: layer.maxWidth ?? inner.width)
                content = layout.size
                brokenWord = text.breaksInsideWords(layout)
            } else if let stack = layer.content as? StackContent {
                let arrangement = try arrange(stack, proposed: inner, at: time)
                for child in arrangement.children { try check(child.layer, proposed: child.proposal) }
                content = arrangement.size
            } else if let group = layer.content as? GroupContent {
                for child in group.layers { try check(child, proposed: placementArea.size) }
                return
            } else {
                content = try layer.content.resolved(at: moment).size
            }
            guard let frame = layer.modifiers.frame else { return }
            let padding = layer.modifiers.padding
            let name = layer.name(at: moment.local)
            if let limit = frame.widthLimit {
                let room = limit - padding.leading - padding.trailing
                if brokenWord {
                    found.append((name, "breaks inside a word to fit the \(Self.pixels(room)) its frame leaves"))
                } else if content.width > room + 0.5 {
                    found.append((name, "is \(Self.pixels(content.width)) wide, but its frame leaves \(Self.pixels(room))"))
                }
            }
            if let limit = frame.height ?? frame.maxHeight.flatMap({ $0.isFinite ? $0 : nil }) {
                let room = limit - padding.top - padding.bottom
                if content.height > room + 0.5 {
                    found.append((name, "is \(Self.pixels(content.height)) tall, but its frame leaves \(Self.pixels(room))"))
                }
            }
        }
        for layer in self.layers(time) { try check(layer, proposed: proposal(for: layer)) }
        return found
    }

    /// "74 px".
    private static func pixels(_ length: CGFloat) -> String { "\(Int(length.rounded())) px" }
}
