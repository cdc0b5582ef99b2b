import ExampleRenderers
import Foundation
import Kinetype
import KinetypeEncoders
import KinetypeTestSupport
import KinetypeTestSupportCore
import Testing

/// Kinetype's own APNG writer: ffmpeg's APNG decoder and pngcheck are the independent references
/// (every frame decodes to the card's frame exactly; chunks, CRCs and sequence numbers valid),
/// and the chunks are read back here byte by byte.
@Suite struct APNGExportTests {
    /// One chunk of a PNG file as read here: type, data.
    static func chunks(_ file: Data) -> [(type: String, data: Data)] {
        var result: [(String, Data)] = []
        var offset = file.startIndex + 8
        while offset + 12 <= file.endIndex {
            let length = file[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: file[(offset + 4)..<(offset + 8)], as: UTF8.self)
            result.append((type, Data(file[(offset + 8)..<(offset + 8 + length)])))
            offset += 12 + length
        }
        return result
    }

    static func integer(_ data: Data, at offset: Int, bytes: Int = 4) -> Int {
        data[(data.startIndex + offset)..<(data.startIndex + offset + bytes)].reduce(0) { $0 << 8 | Int($1) }
    }

    /// Every frame of `url` decoded by ffmpeg as `pixelFormat` (rgb24 or rgba), in order.
    static func decodedFrames(_ url: URL, pixelFormat: String, frameBytes: Int) throws -> [[UInt8]] {
        let ffmpeg = try #require(TestSupport.which("ffmpeg"), "ffmpeg (make setup installs it)")
        let result = try TestSupport.run(ffmpeg, ["-v", "error", "-i", url.path, "-f", "rawvideo", "-pix_fmt", pixelFormat, "-"])
        #expect(result.status == 0, "\(result.stderr)")
        let bytes = [UInt8](result.stdout)
        return stride(from: 0, to: bytes.count, by: frameBytes).map { Array(bytes[$0..<min(bytes.count, $0 + frameBytes)]) }
    }

    @Test("every frame decodes (ffmpeg) to the card's frame exactly: RGB on a colour, RGBA on a clear background",
          arguments: [false, true])
    func lossless(clear: Bool) throws {
        let card = VideoExportTests.card(background: clear ? .clear : Color(red: 0.1, green: 0.15, blue: 0.3))
        try TestSupport.withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("card.apng")
            try card.export(to: url, options: ExportOptions(threads: 2))
            let header = try #require(Self.chunks(Data(contentsOf: url)).first)
            #expect(header.type == "IHDR" && header.data[header.data.startIndex + 9] == (clear ? 6 : 2), "colour type")
            let decoded = try Self.decodedFrames(url, pixelFormat: clear ? "rgba" : "rgb24", frameBytes: 320 * 180 * (clear ? 4 : 3))
            #expect(decoded.count == card.frameCount)
            for (index, frame) in decoded.enumerated() {
                var expected = TestSupport.straightRGBA(of: try card.frame(index: index))
                if !clear { expected = stride(from: 0, to: expected.count, by: 4).flatMap { expected[$0..<($0 + 3)] } }
                #expect(frame == expected, "frame \(index) decodes to other pixels")
            }
        }
    }

    @Test("pngcheck finds the file valid; sequence numbers count up; each frame after the first is the rectangle that changed")
    func structure() throws {
        let card = VideoExportTests.card()
        try TestSupport.withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("card.apng")
            try card.export(to: url, options: ExportOptions(threads: 2))
            let pngcheck = try #require(TestSupport.which("pngcheck"), "pngcheck (make setup installs it)")
            let check = try TestSupport.run(pngcheck, ["-q", url.path])
            #expect(check.status == 0, "\(check.stdoutString) \(check.stderr)")

            let chunks = Self.chunks(try Data(contentsOf: url))
            #expect(chunks.map(\.type).prefix(3) == ["IHDR", "acTL", "fcTL"] && chunks.last?.type == "IEND")
            #expect(Self.integer(chunks[1].data, at: 0) == card.frameCount && Self.integer(chunks[1].data, at: 4) == 0, "frames, loop forever")
            var sequence = 0
            var controls: [Data] = []
            for chunk in chunks where chunk.type == "fcTL" || chunk.type == "fdAT" {
                #expect(Self.integer(chunk.data, at: 0) == sequence, "\(chunk.type) numbered \(Self.integer(chunk.data, at: 0)), not \(sequence)")
                sequence += 1
                if chunk.type == "fcTL" { controls.append(chunk.data) }
            }
            try #require(controls.count == card.frameCount)
            var before = try card.frame(index: 0)
            for (index, control) in controls.enumerated() {
                let (width, height, x, y) = (Self.integer(control, at: 4), Self.integer(control, at: 8), Self.integer(control, at: 12), Self.integer(control, at: 16))
                #expect(Self.integer(control, at: 20, bytes: 2) == 1 && Self.integer(control, at: 22, bytes: 2) == 20, "1/20 s a frame")
                #expect(control[control.startIndex + 24] == 0 && control[control.startIndex + 25] == 0, "dispose none, blend source")
                if index == 0 {
                    #expect((width, height, x, y) == (320, 180, 0, 0))
                    continue
                }
                let now = try card.frame(index: index)
                // The changed pixels' bounding box, found here pixel by pixel.
                var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
                for py in 0..<180 {
                    for px in 0..<320 where now.pixels[py * now.stride + px] != before.pixels[py * before.stride + px] {
                        minX = min(minX, px); maxX = max(maxX, px); minY = min(minY, py); maxY = max(maxY, py)
                    }
                }
                if maxX < 0 {
                    #expect((width, height, x, y) == (1, 1, 0, 0), "frame \(index) is unchanged: one pixel")
                } else {
                    #expect((width, height, x, y) == (maxX - minX + 1, maxY - minY + 1, minX, minY), "frame \(index)'s rectangle")
                }
                before = now
            }
        }
    }

    @Test("a frame lasts 1/fps as 16-bit fractions: exact for whole and NTSC rates")
    func delays() {
        #expect(APNGWriter.delay(fps: 30) == (1, 30))
        #expect(APNGWriter.delay(fps: 30000.0 / 1001) == (1001, 30000))
        #expect(APNGWriter.delay(fps: 12.5) == (2, 25))
        #expect(APNGWriter.delay(fps: 240) == (1, 240))
        let odd = APNGWriter.delay(fps: 1 / 0.0123456789)
        expectClose(Double(odd.numerator) / Double(odd.denominator), 0.0123456789, tolerance: 1e-6)
    }

    @Test("APNG needs no ffmpeg")
    func withoutFFmpeg() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let output = folder.appendingPathComponent("card.apng")
        let result = try TestSupport.run(TestSupport.kinetype, ["render", "--text", "Hi", "--canvas", "160x90", "--duration", "0.3", "-o", output.path],
                                         environment: ["PATH": "/nonexistent"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Data(contentsOf: output).prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }
}
