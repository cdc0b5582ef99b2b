import Foundation
import KinetypeCaptions

extension CaptionTrack {
    /// The track with `{{name}}` in its cues and words filled in from `variables`, in the grammar
    /// of scene files (`\{{` for a literal `{{`); a value is one word however many it holds.
    /// An unknown variable or a malformed `{{` is an error at its cue's line of `fileName`.
    public func filling(_ variables: [String: String], fileName: String) throws(CaptionError) -> CaptionTrack {
        var track = self
        func fill(_ text: String, line: Int) throws(CaptionError) -> String {
            guard TemplateVariables.hasTemplates(text) else { return text }
            do {
                return try TemplateVariables.substitute(text, variables: variables)
            } catch {
                switch error.kind {
                case .unknown(let name):
                    throw CaptionError(file: fileName, line: line, "unknown variable {{\(name)}}: give its value with --var \(name)=…")
                case .unterminated:
                    throw CaptionError(file: fileName, line: line, "a {{ is not closed with }} (write \\{{ for a literal {{)")
                case .malformedName(let name):
                    throw CaptionError(file: fileName, line: line, "'\(name)' is not a variable name: use letters, digits, _, - and .")
                }
            }
        }
        for index in track.cues.indices {
            track.cues[index].text = try fill(track.cues[index].text, line: track.cues[index].line)
            for word in track.cues[index].words.indices {
                let line = track.cues[index].words[word].line
                track.cues[index].words[word].text = try fill(track.cues[index].words[word].text, line: line)
            }
        }
        return track
    }
}
