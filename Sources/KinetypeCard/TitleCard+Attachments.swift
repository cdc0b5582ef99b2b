extension TitleCard {
    /// A value kept with the card by its type, as the one who built the card set it: what a
    /// writer needs besides the frames, such as the caption card whose pages the card draws
    /// (caption files are written from it). Nil when none was set; copies of the card
    /// (``scaled(by:)``, ``over(_:fit:)``) keep it.
    ///
    /// ```swift
    /// let captions = CaptionCard(track: try CaptionReader.read(contentsOf: URL(fileURLWithPath: "talk.srt")))
    /// var card = try captions.titleCard()
    /// card[attachment: CaptionCard.self] = captions      // titleCard() has set it already
    /// ```
    public subscript<Value: Sendable>(attachment type: Value.Type) -> Value? {
        get { attachments[ObjectIdentifier(type)] as? Value }
        set { attachments[ObjectIdentifier(type)] = newValue }
    }
}
