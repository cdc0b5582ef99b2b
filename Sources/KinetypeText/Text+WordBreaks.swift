import Foundation

extension Text {
    /// Kinetype: whether `layout` (this text laid out) breaks a line inside a word, where no
    /// line-break opportunity (UAX #14), hard break or hyphenation point is: what the typesetter
    /// does only when a word is wider than the wrapping width.
    package func breaksInsideWords(_ layout: Layout) -> Bool {
        !layout.breaksAtOpportunities(lineBreakOpportunities(), in: string)
    }
}
