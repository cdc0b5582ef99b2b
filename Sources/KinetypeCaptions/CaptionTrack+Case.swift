import Foundation

extension CaptionTrack {
    /// The track with every cue's text and words in `letterCase`, by the rules of `language`
    /// (else the track's own language, else Unicode's defaults): ``CaptionCase``. Each word is
    /// mapped on its own, so its times stay its own; a word's length may change (`ß` → `SS`).
    public func cased(_ letterCase: CaptionCase, language: String? = nil) -> CaptionTrack {
        guard letterCase != .none else { return self }
        let language = language ?? self.language
        var track = self
        for index in track.cues.indices {
            track.cues[index].text = letterCase.apply(to: track.cues[index].text, language: language)
            for word in track.cues[index].words.indices {
                track.cues[index].words[word].text = letterCase.apply(to: track.cues[index].words[word].text, language: language)
            }
        }
        return track
    }
}
