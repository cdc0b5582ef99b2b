import Foundation
import KinetypeTestSupportCore
import Testing

/// Footage to draw over, made by ffmpeg as users' clips are: H.264 video with AAC sound.
enum FootageFixtures {
    /// A 320×180, 25 fps test-pattern clip (1.2 s unless `seconds` says) with a 440 Hz tone,
    /// written to `url`.
    static func clip(at url: URL, seconds: Double = 1.2) throws {
        let ffmpeg = try #require(TestSupport.which("ffmpeg"))
        let made = try TestSupport.run(ffmpeg, ["-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=320x180:rate=25:duration=\(seconds)",
                                               "-f", "lavfi", "-i", "sine=frequency=440:duration=\(seconds)", "-c:v", "libx264", "-pix_fmt", "yuv420p",
                                               "-c:a", "aac", "-shortest", url.path])
        try #require(made.status == 0, "\(made.stderr)")
    }

    /// A 320×180, 3 s variable-rate clip with a tone, as a screen recording is: frames every
    /// 1/10 s, but every 1/30 s from 1 s to 2 s (`r_frame_rate` 30, 50 frames; at 30 fps they
    /// would last 1.67 s).
    static func variableRateClip(at url: URL) throws {
        let ffmpeg = try #require(TestSupport.which("ffmpeg"))
        let made = try TestSupport.run(ffmpeg, ["-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=320x180:rate=30:duration=3",
                                               "-f", "lavfi", "-i", "sine=frequency=440:duration=3",
                                               "-vf", "select='not(mod(n\\,3))+between(n\\,30\\,59)'", "-fps_mode", "vfr",
                                               "-c:v", "libx264", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest", url.path])
        try #require(made.status == 0, "\(made.stderr)")
    }
}
