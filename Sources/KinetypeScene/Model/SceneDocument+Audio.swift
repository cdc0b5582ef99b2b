import KinetypeCard
import KinetypePrimitives
import KinetypeText

extension SceneDocument {
    /// Makes a `duration: audio` scene last until `end`, the second its soundtrack runs out
    /// (`Soundtrack.end`), and checks its layers and poster against that duration.
    ///
    /// Throws a ``SceneError`` at `duration` when the sound is too long or too short for a card
    /// (``TitleCard/durationRange``), and at the layer or poster that falls after it.
    public mutating func fit(toSoundEndingAt end: Double) throws {
        guard end.isFinite, TitleCard.durationRange.contains(end) else {
            throw sourceMap.error(.invalidValue, at: "duration", """
                the soundtrack makes the card \(MarkupValue.number(end)) s long, which a card cannot be \
                (\(TitleCard.durationRange.expectation)); give a duration in seconds
                """)
        }
        duration = end
        try checkLayerTimes(durationWasGiven: true)
        if let poster, poster > duration {
            throw sourceMap.error(.invalidValue, at: "poster", """
                the poster at \(MarkupValue.number(poster)) s is after the soundtrack's end at \(MarkupValue.number(duration)) s; \
                choose a time within the sound
                """)
        }
    }
}
