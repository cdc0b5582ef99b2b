import ExampleRenderers
import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

/// The one pixel `Frame` on its way out: PNG files hold exactly the frame's pixels (decoded by
/// Cairo's PNG reader and by ffmpeg, independent of the writer) at the compression asked for,
/// and a PNG sequence replaces only the frames it writes.
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

    @Test("a PNG still at each compression decodes in ffmpeg to the card's frame, opaque as RGB, clear as RGBA",
          arguments: PNGCompression.allCases)
    func stillCompression(compression: PNGCompression) throws {
        try TestSupport.withTemporaryFolder { folder in
            for (card, format) in [(Self.card, "rgb24"), (VideoExportTests.card(background: .clear), "rgba")] {
                let url = folder.appendingPathComponent("still-\(format).png")
                try card.export(to: url, options: ExportOptions(stillTime: 0.5, pngCompression: compression))
                let decoded = try TestSupport.decodePNG(Data(contentsOf: url))
                #expect(decoded.pixelFormat == format)
                let mismatches = TestSupport.rgbaMismatches(decoded.rgba, TestSupport.straightRGBA(of: try card.frame(at: 0.5)))
                #expect(mismatches.isEmpty, "\(format): \(mismatches)")
            }
        }
    }

    @Test("a PNG sequence is written at the compression asked for")
    func sequenceCompression() throws {
        try TestSupport.withTemporaryFolder { folder in
            let frames = folder.appendingPathComponent("frames")
            try Self.card.export(to: frames, options: ExportOptions(frames: 5...7, threads: 2, pngCompression: .smallest))
            for index in 5...7 {
                let bytes = try Data(contentsOf: frames.appendingPathComponent(TitleCard.frameName(index)))
                let frame = try Self.card.frame(index: index)
                #expect(bytes == (try frame.pngData(compression: .smallest)))
                #expect(bytes.count <= (try frame.pngData(compression: .fast)).count)
                let mismatches = TestSupport.rgbaMismatches(try TestSupport.decodePNG(bytes).rgba, TestSupport.straightRGBA(of: frame))
                #expect(mismatches.isEmpty, "frame \(index): \(mismatches)")
            }
        }
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
