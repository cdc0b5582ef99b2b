import Foundation
import KinetypePrimitives
import KinetypeText

/// The text a renderer draws, for sizing, as SwiftUI's `TextProxy`.
public struct TextProxy {
    let text: Text

    /// The size of the text laid out in `proposal`'s width (one line per paragraph when none).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        return (try? text.layout(maxWidth: width).size) ?? .zero
    }
}
