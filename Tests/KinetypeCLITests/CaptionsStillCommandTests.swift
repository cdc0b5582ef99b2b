import Foundation
import KinetypeTestSupportCore
import Testing

/// `kinetype captions FILE --at T` to a still: the card is made for the page shown at T alone,
/// and the still is that frame of the whole card, as a frame range of the same file draws it.
@Suite struct CaptionsStillCommandTests {
    @Test("a still late in a file equals the same frame of the whole card, two speakers overlapping included")
    func stillEqualsFrame() throws {
        try TestSupport.withTemporaryFolder { folder in
            // A cue every three seconds; every tenth overlaps the next, so its page takes a second row.
            let cues = (0..<200).map { index -> String in
                let start = index * 3, end = start * 1000 + (index % 10 == 0 ? 4500 : 2500)
                func clock(_ milliseconds: Int) -> String {
                    String(format: "%02d:%02d:%02d,%03d", milliseconds / 3_600_000, milliseconds / 60_000 % 60,
                           milliseconds / 1000 % 60, milliseconds % 1000)
                }
                return "\(index + 1)\n\(clock(start * 1000)) --> \(clock(end))\nLine number \(index) of the talk\n"
            }
            let input = folder.appendingPathComponent("talk.srt")
            try Data(cues.joined(separator: "\n").utf8).write(to: input)
            // 544 s: cue 181 alone; 573.5 s: cues 190 and 191 together.
            for (seconds, frame) in [("544", 16_320), ("573.5", 17_205)] {
                let still = folder.appendingPathComponent("still-\(frame).png")
                let frames = folder.appendingPathComponent("frames-\(frame)")
                let common = ["captions", input.path, "--canvas", "320x180", "--fps", "30"]
                let a = try TestSupport.run(TestSupport.kinetype, common + ["--at", seconds, "-o", still.path])
                #expect(a.status == 0, "\(a.stderr)")
                let b = try TestSupport.run(TestSupport.kinetype, common + ["--frames", "\(frame)..\(frame)", "-o", frames.path + "/"])
                #expect(b.status == 0, "\(b.stderr)")
                let names = try FileManager.default.contentsOfDirectory(atPath: frames.path).filter { $0.hasSuffix(".png") }
                let name = try #require(names.first, "\(names)")
                let drawn = try TestSupport.decodePNG(Data(contentsOf: still))
                let reference = try TestSupport.decodePNG(Data(contentsOf: frames.appendingPathComponent(name)))
                #expect(drawn.width == 320 && drawn.rgba == reference.rgba, "at \(seconds) s")
                #expect(drawn.rgba.contains { $0 > 200 }, "the still at \(seconds) s shows a page")
            }
        }
    }
}
