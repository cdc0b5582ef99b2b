import ExampleRenderers
import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

/// The one pixel `Frame` on its way out: PNG files hold exactly the frame's pixels (decoded by
/// Cairo's PNG reader, independent of the writer), and a PNG sequence replaces only the frames it writes.
@Suite struct FrameExportTests {
    static let card = VideoExportTests.card()

    @Test("a frame written as PNG decodes to the same pixels, packed or with padded rows")
    func pngRoundTrip() throws {
        let frame = try Self.card.frame(index: 12)
        #expect(try Canvas(png: frame.pngData()).frame() == frame)
        // The same image with 3 pixels of junk after each row.
        var padded: [UInt32] = []
        for y in 0..<frame.height {
            padded += frame.pixels[(y * frame.stride)..<(y * frame.stride + frame.width)] + [0xDEAD_BEEF, 1, 2]
        }
        let strided = Frame(width: frame.width, height: frame.height, stride: frame.width + 3, pixels: padded)
        #expect(strided == frame)
        #expect(try strided.pngData() == frame.pngData())
    }

    @Test("a PNG sequence holds the card's frames; into an existing folder it replaces only its own frames")
    func sequenceIntoExistingFolder() throws {
        let parent = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(parent) }
        let folder = parent.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        try Data("keep me".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        try Data("stale".utf8).write(to: folder.appendingPathComponent("frame-00099.png"))
        try Self.card.export(to: folder, options: ExportOptions(frames: 2...4, threads: 2))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["frame-00002.png", "frame-00003.png", "frame-00004.png", "frame-00099.png", "notes.txt"])
        #expect(try Data(contentsOf: folder.appendingPathComponent("frame-00099.png")) == Data("stale".utf8),
                "a frame the render did not write is not touched")
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["frames"], "no staging folder left")
        let decoded = try Canvas(png: Data(contentsOf: folder.appendingPathComponent("frame-00003.png"))).frame()
        #expect(decoded == (try Self.card.frame(index: 3)))
    }

    @Test("a GIF and an APNG export leave only the file")
    func onlyTheFileRemains() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        try Self.card.export(to: folder.appendingPathComponent("card.gif"), options: ExportOptions(frames: 0...3))
        try Self.card.export(to: folder.appendingPathComponent("card.apng"), options: ExportOptions(frames: 0...3))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["card.apng", "card.gif"])
    }

    @Test("a vector canvas has no pixels: asking it for a frame stops with a message")
    func vectorCanvasHasNoFrame() async {
        await #expect(processExitsWith: .failure) {
            let canvas = try Canvas(vector: .svg, path: "/dev/null", width: 8, height: 8)
            _ = canvas.frame()
        }
    }
}
