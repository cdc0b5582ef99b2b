import Foundation

extension TestSupport {
    /// Why a clip could not be made: ffmpeg missing, or refusing the source.
    public struct ClipError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Writes an H.264 clip (yuv420p, as users' footage is) of ffmpeg's generated `source` to
    /// `url`: a lavfi source such as `testsrc=size=160x90:rate=10:duration=1`.
    public static func writeClip(_ source: String, to url: URL) throws {
        guard let ffmpeg = which("ffmpeg") else { throw ClipError(description: "ffmpeg is not on the PATH (make setup installs it)") }
        let made = try run(ffmpeg, ["-v", "error", "-y", "-f", "lavfi", "-i", source, "-c:v", "libx264", "-pix_fmt", "yuv420p", url.path])
        guard made.status == 0 else { throw ClipError(description: "ffmpeg cannot make \(source): \(made.stderr.suffix(800))") }
    }
}
