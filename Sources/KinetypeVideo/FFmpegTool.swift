import KinetypeDiagnostics

/// The programs of the ffmpeg package that Kinetype runs, each found on the PATH in one place
/// (`path(for:)`) and missing with one error (``VideoError/toolMissing(_:purpose:)``).
public enum FFmpegTool: String, Sendable, Equatable {
    /// Encodes, decodes and joins video.
    case ffmpeg
    /// Reads what a video holds, and checks what ffmpeg wrote.
    case ffprobe

    /// What a tool was needed for, as the error says it.
    public enum Purpose: String, Sendable, Equatable {
        /// Writing MP4, WebM or MOV.
        case writingVideo = "to write MP4, WebM and MOV"
        /// Checking a video ffmpeg wrote before it replaces anything.
        case checkingVideo = "to check a video before it replaces anything"
        /// Reading the video a card is drawn over.
        case readingVideo = "to read the video to draw over"
        /// Reading a video's subtitle tracks.
        case readingSubtitles = "to read a video's subtitles"
        /// Joining video chunks into one.
        case joiningVideo = "to join video chunks"
        /// Reading a soundtrack or a sound to analyse.
        case readingSound = "to read sound"
    }

    /// The tool's executable on the PATH; throws ``VideoError/toolMissing(_:purpose:)`` naming
    /// it and `purpose` when it is not there.
    package func path(for purpose: Purpose) throws -> String {
        guard let path = SearchPath.executable(named: rawValue) else { throw VideoError.toolMissing(self, purpose: purpose) }
        return path
    }
}
