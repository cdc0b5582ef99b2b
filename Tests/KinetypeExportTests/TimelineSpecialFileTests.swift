import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

/// A timeline's media goes beside it, so a timeline path that is a device, a FIFO or a folder
/// (or a link to one), or media that would land on one, is refused before anything is written.
@Suite struct TimelineSpecialFileTests {
    @Test("a timeline to a device, a FIFO, a folder or a link to one is refused, nothing written beside it, nothing waited on")
    func specialFiles() throws {
        try TestSupport.withTemporaryFolder { folder in
            let card = TitleCard(width: 64, height: 36, fps: 10, duration: 0.2) { _ in Text("Hi") }
            #expect(mkfifo(folder.appendingPathComponent("pipe.otio").path, 0o600) == 0)
            #expect(mkfifo(folder.appendingPathComponent("fifo-media.mov").path, 0o600) == 0)
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("folder.fcpxml"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("folder-media.mov"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("null.otio").path, withDestinationPath: "/dev/null")
            let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            let nullMediaExisted = FileManager.default.fileExists(atPath: "/dev/null.mov")
            let cases: [(String, ExportFormat, String)] = [
                ("/dev/null", .otio, "a character device"),
                (folder.appendingPathComponent("null.otio").path, .otio, "a character device"),
                (folder.appendingPathComponent("pipe.otio").path, .otio, "a FIFO"),
                (folder.appendingPathComponent("folder.fcpxml").path, .fcpxml, "a folder"),
                (folder.appendingPathComponent("fifo-media.otio").path, .otio, "a FIFO"),
                (folder.appendingPathComponent("folder-media.fcpxml").path, .fcpxml, "a folder"),
            ]
            for (path, format, says) in cases {
                let error = try #require(throws: ExportError.self, "\(path)") {
                    try card.export(to: URL(fileURLWithPath: path), format: format, options: ExportOptions())
                }
                #expect("\(error)".contains(says) && "\(error)".contains("must be a file"), "\(error)")
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == before, "nothing written beside")
            if !nullMediaExisted { #expect(!FileManager.default.fileExists(atPath: "/dev/null.mov")) }
        }
    }
}
