import Foundation
import KinetypeTestSupportCore
import Testing

/// Footage to draw over, made by ffmpeg as users' clips are: H.264 video with AAC sound.
enum FootageFixtures {
    /// A 320×180, 25 fps, 1.2 s test-pattern clip with a 440 Hz tone, written to `url`.
    static func clip(at url: URL) throws {
        let ffmpeg = try #require(TestSupport.which("ffmpeg"))
        let made = try TestSupport.run(ffmpeg, ["-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=320x180:rate=25:duration=1.2",
                                               "-f", "lavfi", "-i", "sine=frequency=440:duration=1.2", "-c:v", "libx264", "-pix_fmt", "yuv420p",
                                               "-c:a", "aac", "-shortest", url.path])
        try #require(made.status == 0, "\(made.stderr)")
    }
}
