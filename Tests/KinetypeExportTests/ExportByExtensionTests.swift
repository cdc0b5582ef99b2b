import Foundation
import Kinetype
import KinetypeTestSupport
import KinetypeTestSupportCore
import Testing

/// `export(to:)`, the call every DocC article shows, writes the format the path's extension
/// names, as `-o` does; ffprobe is the independent reader of what was written.
@Suite struct ExportByExtensionTests {
    @Test("export(to: x.gif) writes a GIF file that ffprobe reads as GIF, as long as the card")
    func gifByExtension() throws {
        let card = VideoExportTests.card()
        try TestSupport.withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("bob.gif")
            try card.export(to: url)
            var isFolder: ObjCBool = false
            #expect(FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && !isFolder.boolValue, "a file, not a folder of frames")
            let ffprobe = try #require(TestSupport.which("ffprobe"), "ffprobe (make setup installs it)")
            let probe = try TestSupport.run(ffprobe, ["-v", "error", "-select_streams", "v:0", "-show_entries", "stream=codec_name:format=duration",
                                                      "-of", "default=noprint_wrappers=1", url.path])
            #expect(probe.stdoutString.contains("codec_name=gif"), "\(probe.stdoutString)")
            let duration = try #require(probe.stdoutString.firstMatch(of: /duration=([0-9.]+)/).flatMap { Double($0.1) })
            expectClose(duration, card.duration, tolerance: 0.1, "the GIF lasts as long as the card")
        }
    }

    @Test("a path ending in / is a folder of PNG frames even with a dot in its name; an unknown extension is refused with nothing written")
    func folderAndUnknown() throws {
        let card = VideoExportTests.card()
        try TestSupport.withTemporaryFolder { folder in
            let frames = URL(fileURLWithPath: folder.appendingPathComponent("frames.v2").path + "/")
            try card.export(to: frames, threads: 2)
            let names = try FileManager.default.contentsOfDirectory(atPath: frames.path).filter { $0.hasSuffix(".png") }
            #expect(names.count == card.frameCount)
            let unknown = folder.appendingPathComponent("bob.bmp")
            #expect(throws: ExportError.unknownFormat(path: unknown.path)) { try card.export(to: unknown) }
            #expect(!FileManager.default.fileExists(atPath: unknown.path))
        }
    }
}
