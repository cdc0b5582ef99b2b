import ArgumentParser
import Foundation
import Kinetype
import KinetypeDiagnostics

/// `captions`' input: how the file (or a video's subtitle track) is read, moved and cut, its
/// variables and its language.
struct CaptionInputOptions: ParsableArguments {
    @Option(name: .long, help: "The input's format when its name does not say.")
    var captionFormat: CaptionFormat?

    @Option(name: .long, help: "The input's text encoding when it is not UTF-8 or UTF-16 with a byte order mark: an iconv name, such as windows-1252, latin1 or shift_jis.")
    var encoding: String?

    @Option(name: .long, help: "When the input is a video (.mkv, .mp4, .mov …), the subtitle track to read: its number from 0, or its language (eng, de); default the first text track.")
    var track: String?

    @Option(name: .long, help: "The captions' language, for hyphenating a word too wide for a line even at the smallest size: a tag such as de or en-US (default: the language the file names: WebVTT's Language: header, SAMI's and EBU STL's, Whisper's and the speech services').")
    var language: String?

    @Option(name: .long, parsing: .unconditional, help: "Move the file's times by this much: seconds (-1.5 is earlier) or a clock time (0:00:02.500).")
    var offset: ClockTime?

    @Option(name: .long, help: "Render from this time of the file on (seconds or a clock time, as 1:30:00): the output starts there; with --over, the video's part from there.")
    var from: ClockTime?

    @Option(name: .long, help: "Render up to this time of the file (seconds or a clock time).")
    var to: ClockTime?

    @Option(name: .customLong("var"), help: "A value for {{name}} in the captions: --var name=value (repeatable).")
    var variables: [String] = []

    func validate() throws {
        try validating {
            _ = try offset.map { try ValueRange(-TitleCard.maximumDuration...TitleCard.maximumDuration, unit: "seconds")
                .checked($0.seconds, option: "--offset", example: "-1.5") }
            _ = try from.map { try TitleCard.timeRange.checked($0.seconds, option: "--from", example: "1:30:00") }
            _ = try to.map { try TitleCard.durationRange.checked($0.seconds, option: "--to", example: "1:31:00") }
            if let from, let to, to.seconds <= from.seconds {
                throw InputError("--to \(CaptionTime.format(to.seconds)) is not after --from \(CaptionTime.format(from.seconds)): give a later --to")
            }
        }
    }

    /// The captions of `input` (a file, a video's subtitle track, or `-` for standard input):
    /// read, their variables filled in, moved and cut, in `--language`. Warnings go to standard
    /// error.
    func captions(_ input: String) throws -> CaptionTrack {
        let file = input == "-" ? "/dev/stdin" : input
        if let absence = InputFile.absence(at: file) {
            throw InputError("'\(input)': \(absence.reason); give a caption file (\(CaptionFormat.fileKinds)), or - for standard input")
        }
        let read = try readCaptions(URL(fileURLWithPath: file), input: input)
        for warning in read.warnings { Streams.printError("warning: \(warning)\n") }
        var track = try window(read.filling(try SceneFiles.parseVariables(variables), fileName: input), input: input)
        if let language { track.language = language }
        if let language = track.language, Hyphenation.isHyphenated(language), Hyphenation(language: language) == nil {
            Streams.printError("""
                warning: no hyphenation patterns for '\(language)' are installed (\(Hyphenation.folders.joined(separator: ", "))): \
                a word wider than a line breaks between letters, without a hyphen\n
                """)
        }
        return track
    }

    /// The caption file, or the subtitle track of a video that `--track` chooses, read as text.
    private func readCaptions(_ url: URL, input: String) throws -> CaptionTrack {
        guard SubtitleTracks.videoExtensions.contains(url.pathExtension.lowercased()) else {
            if let track { throw InputError("--track \(track) picks a subtitle track of a video, and '\(input)' is a caption file: leave --track out") }
            return try CaptionReader.read(contentsOf: url, format: captionFormat, encoding: encoding)
        }
        let chosen = try SubtitleTracks.track(track, of: try SubtitleTracks.tracks(in: url), in: url)
        let data = try SubtitleTracks.text(of: chosen, in: url)
        // Named for messages as the track it is: movie.mkv#1.ass:12: …
        return try CaptionReader.read(data: data, fileName: "\(input)#\(chosen.number).\(chosen.fileExtension ?? "srt")")
    }

    /// The track moved by `--offset` and cut to `--from`/`--to`; a window with no cue in it is
    /// an error saying so.
    private func window(_ track: CaptionTrack, input: String) throws -> CaptionTrack {
        guard offset != nil || from != nil || to != nil else { return track }
        let cut = track.window(offset: offset?.seconds ?? 0, from: from?.seconds ?? 0, to: to?.seconds)
        guard !cut.cues.isEmpty else {
            let span = "\(CaptionTime.format(from?.seconds ?? 0)) to \(to.map { CaptionTime.format($0.seconds) } ?? "the end")"
            throw InputError("\(input) has no captions from \(span)\(offset == nil ? "" : " after --offset"): the file's cues run from \(CaptionTime.format(track.cues.first?.start ?? 0)) to \(CaptionTime.format(track.end))")
        }
        return cut
    }

    /// How long the card lasts: the `--from`/`--to` window, else until the track's last word.
    func length(of track: CaptionTrack) -> Double {
        to.map { $0.seconds - (from?.seconds ?? 0) } ?? track.end
    }
}
