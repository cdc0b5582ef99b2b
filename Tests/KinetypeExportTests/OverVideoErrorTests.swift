import Foundation
import Kinetype
import KinetypeTestSupportCore
import Testing

/// Drawing over a video fails with errors that say what is wrong, each its own case: a card of
/// another size, a format that cannot go over a video; and ffmpeg's programs missing name
/// themselves and what they were needed for.
@Suite struct OverVideoErrorTests {
    @Test("a card of another size, or a format that holds no video or still, is refused by name, nothing written")
    func refused() throws {
        let ffmpeg = try #require(TestSupport.which("ffmpeg"), "ffmpeg (make setup installs it)")
        try TestSupport.withTemporaryFolder { folder in
            let clip = folder.appendingPathComponent("clip.mp4")
            let made = try TestSupport.run(ffmpeg, ["-v", "error", "-f", "lavfi", "-i", "testsrc=size=160x90:rate=10:duration=0.5",
                                                    "-c:v", "libx264", "-pix_fmt", "yuv420p", clip.path])
            try #require(made.status == 0, "\(made.stderr)")
            let video = try VideoUnderlay.probe(clip)
            let card = TitleCard(width: 160, height: 90, fps: 10, duration: 0.5, background: .clear) { _ in Text("Hi") }
            let small = TitleCard(width: 80, height: 90, fps: 10, duration: 0.5, background: .clear) { _ in Text("Hi") }
            let output = folder.appendingPathComponent("over.mp4")
            #expect(throws: VideoError.sizeMismatch(cardWidth: 80, cardHeight: 90, videoWidth: 160, videoHeight: 90)) {
                try small.export(over: video, to: output, options: ExportOptions(threads: 1))
            }
            // (A timeline over a video holds the video below the card: `TimelineOverFootageTests`.)
            for format in [ExportFormat.gif, .apng, .pngSequence, .animatedSVG, .lottie, .tgs] {
                let path = folder.appendingPathComponent("over.\(format.rawValue)")
                #expect(throws: ExportError.cannotDrawOverVideo(format: format)) {
                    try card.export(over: video, to: path, format: format, options: ExportOptions(threads: 1))
                }
                #expect(!FileManager.default.fileExists(atPath: path.path))
            }
            #expect(!FileManager.default.fileExists(atPath: output.path))
            #expect(ExportFormat.overVideo == [.mp4, .webm, .mov, .otio, .fcpxml, .png, .pam, .svg, .pdf])
            #expect(ExportError.cannotDrawOverVideo(format: .gif).description.hasSuffix("not gif"))
        }
    }

    @Test("a missing ffmpeg or ffprobe is named with what it was needed for, and is not an ffmpeg failure")
    func toolMissing() {
        let error = VideoError.toolMissing(.ffprobe, purpose: .readingSubtitles)
        #expect(error.description.hasPrefix("ffprobe is needed to read a video's subtitles"))
        #expect(error.description.contains("make setup"))
        #expect(error.category == .output)
        #expect(VideoError.sizeMismatch(cardWidth: 1, cardHeight: 2, videoWidth: 3, videoHeight: 4).category == .input)
    }
}
