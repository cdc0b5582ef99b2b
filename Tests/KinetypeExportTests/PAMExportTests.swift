import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

/// The PAM still: ffmpeg's PAM decoder is the independent reader.
@Suite struct PAMExportTests {
    @Test("a .pam path writes the still time's frame, which ffmpeg decodes to the card's straight RGBA exactly, on a clear and a coloured background",
          arguments: [false, true])
    func decodesExactly(clear: Bool) throws {
        let card = VideoExportTests.card(background: clear ? .clear : Color(red: 0.1, green: 0.15, blue: 0.3))
        try TestSupport.withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("still.pam")
            try card.export(to: url, options: ExportOptions(stillTime: 0.5))
            #expect(try Data(contentsOf: url).prefix(3) == Data("P7\n".utf8))
            let decoded = try APNGExportTests.decodedFrames(url, pixelFormat: "rgba", frameBytes: card.pixelWidth * card.pixelHeight * 4)
            #expect(decoded.count == 1)
            #expect(decoded.first == TestSupport.straightRGBA(of: try card.frame(at: 0.5)))
        }
    }
}
