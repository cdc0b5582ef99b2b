extension TitleCard {
    /// A value kept with the card by its type, as the one who built the card set it: what a
    /// writer needs besides the frames, such as the caption card whose pages the card draws
    /// (caption files are written from it). Nil when none was set; copies of the card
    /// (``scaled(by:)``, ``over(_:fit:)``) keep it.
    ///
    /// ```swift
    /// card[attachment: CaptionCard.self] = captions
    /// ```
    public subscript<Value: Sendable>(attachment type: Value.Type) -> Value? {
        get { attachments[ObjectIdentifier(type)] as? Value }
        set { attachments[ObjectIdentifier(type)] = newValue }
    }
}
