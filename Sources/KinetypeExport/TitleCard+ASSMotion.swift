import KinetypeCaptions
import KinetypeCard

extension TitleCard {
    /// Throws ``ExportError/assMotionNeedsASS(format:)`` when the card's captions ask for an
    /// animated ASS script (`CaptionCard.assMotion`) and `format` is another: the option would
    /// be lost without a word.
    func checkASSMotion(_ format: ExportFormat) throws {
        if captionCard?.assMotion == true, format != .ass { throw ExportError.assMotionNeedsASS(format: format) }
    }
}
