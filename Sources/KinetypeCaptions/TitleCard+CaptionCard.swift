import KinetypeCard

extension TitleCard {
    /// The caption card whose pages this card draws, as the scene compiler keeps it: caption files
    /// (``CaptionWriter``) are written from it, so their pages, lines and look are the drawn ones.
    /// Nil for a card without captions.
    public var captionCard: CaptionCard? {
        get { self[attachment: CaptionCard.self] }
        set { self[attachment: CaptionCard.self] = newValue }
    }
}
