import Foundation
import KinetypeDiagnostics

/// The subtitle tracks inside a video (an MKV's SRT, ASS and WebVTT, an MP4's or MOV's
/// `mov_text`, as `yt-dlp --embed-subs` and phone and screen recorders leave them), read out as
/// text by ffmpeg for a caption reader.
public enum SubtitleTracks {
    /// One subtitle stream of a video.
    public struct Track: Sendable, Equatable, CustomStringConvertible {
        /// Its number among the video's subtitle tracks, from 0 (ffmpeg's `0:s:N`).
        public var number: Int
        /// ffmpeg's name of its codec: `subrip`, `ass`, `webvtt`, `mov_text`, `hdmv_pgs_subtitle` …
        public var codec: String
        /// Its language tag (`eng`, `de`), when the file gives one.
        public var language: String?
        /// Its title (`SDH`, `Commentary`), when the file gives one.
        public var title: String?

        /// Whether it is text (not pictures of text, as DVD's and Blu-ray's are).
        public var isText: Bool { Self.textFormats[codec] != nil }

        /// The caption file extension its text is written as: ASS and WebVTT as themselves,
        /// other text as SRT.
        public var fileExtension: String? { Self.textFormats[codec] }

        static let textFormats = ["subrip": "srt", "srt": "srt", "ass": "ass", "ssa": "ass", "webvtt": "vtt", "mov_text": "srt", "text": "srt",
                                  "ttml": "srt", "microdvd": "srt", "mpl2": "srt", "sami": "srt", "realtext": "srt", "subviewer": "srt", "jacosub": "srt",
                                  "vplayer": "srt", "pjs": "srt", "stl": "srt", "eia_608": "srt", "hdmv_text_subtitle": "srt"]

        /// The track as a listing names it: `2 (eng, SDH, subrip)`.
        public var description: String {
            "\(number) (\([language, title, codec].compactMap { $0 }.joined(separator: ", ")))"
        }
    }

    /// The containers whose subtitle tracks are read, by extension.
    public static let videoExtensions: Set<String> = ["mkv", "mka", "mk3d", "mp4", "m4v", "mov", "webm", "avi", "ts", "m2ts", "mts", "ogv", "3gp"]

    /// The subtitle tracks of `video`, in order.
    public static func tracks(in video: URL) throws -> [Track] {
        try VideoUnderlay.checkFile(video)
        let (streams, child) = try FFprobe.streams(of: video, entries: ["index", "codec_name"], tags: ["language", "title"], select: "s", countingPackets: false,
                                                   purpose: .readingSubtitles)
        guard child.status.succeeded else {
            throw VideoError.unreadableVideo(path: video.relativePath, reason: "does not read as a video: \(child.errorLines.suffix(2).joined(separator: " "))")
        }
        return streams.enumerated().map { number, stream in
            let language = stream["TAG:language"].flatMap { $0.isEmpty || $0 == "und" ? nil : $0 }
            return Track(number: number, codec: stream["codec_name"] ?? "unknown", language: language,
                         title: stream["TAG:title"].flatMap { $0.isEmpty ? nil : $0 })
        }
    }

    /// The track `choice` names (its number, or its language), else the first text track; an
    /// error that lists the tracks when there is none to read.
    public static func track(_ choice: String?, of tracks: [Track], in video: URL) throws -> Track {
        let listed = tracks.map(\.description).joined(separator: "; ")
        guard !tracks.isEmpty else {
            throw VideoError.unreadableVideo(path: video.relativePath, reason: "has no subtitle tracks: give a caption file, or the video that has them")
        }
        let chosen: Track?
        if let choice {
            chosen = Int(choice).flatMap { number in tracks.first { $0.number == number } }
                ?? tracks.first { $0.language?.caseInsensitiveCompare(choice) == .orderedSame || $0.language?.lowercased().hasPrefix(choice.lowercased()) == true }
            guard let chosen else {
                throw VideoError.unreadableVideo(path: video.relativePath, reason: "has no subtitle track '\(choice)': its tracks are \(listed)")
            }
            guard chosen.isText else {
                throw VideoError.unreadableVideo(path: video.relativePath, reason: """
                    has pictures of text in subtitle track \(chosen.number) (\(chosen.codec)): turn it into SRT with an OCR tool such as \
                    Subtitle Edit, or choose a text track (\(listed))
                    """)
            }
            return chosen
        }
        guard let first = tracks.first(where: \.isText) else {
            throw VideoError.unreadableVideo(path: video.relativePath, reason: """
                has only pictures of text for subtitles (\(listed)): turn them into SRT with an OCR tool such as Subtitle Edit
                """)
        }
        return first
    }

    /// `track`'s text as ffmpeg writes it (``Track/fileExtension``).
    public static func text(of track: Track, in video: URL) throws -> Data {
        guard let ext = track.fileExtension else {
            throw VideoError.unreadableVideo(path: video.relativePath, reason: """
                has pictures of text in subtitle track \(track.number) (\(track.codec)): turn it into SRT with an OCR tool such as Subtitle Edit
                """)
        }
        let ffmpeg = try FFmpegTool.ffmpeg.path(for: .readingSubtitles)
        let (codec, muxer) = ext == "ass" ? ("ass", "ass") : ext == "vtt" ? ("webvtt", "webvtt") : ("srt", "srt")
        let child = try ChildProcess.run(ffmpeg, ["-nostdin", "-v", "error", "-i", video.path, "-map", "0:s:\(track.number)",
                                                  "-c:s", codec, "-f", muxer, "-"])
        guard child.status.succeeded else {
            throw VideoError.unreadableVideo(path: video.relativePath, reason: "did not give its subtitle track \(track.number) to ffmpeg: "
                + child.errorLines.suffix(2).joined(separator: " "))
        }
        return child.output
    }
}
