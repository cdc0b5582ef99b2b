import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

/// The example targets: each runs and writes its frames.
@Suite struct ExampleTests {
    @Test("every example runs and writes its frames", arguments: ["appearance", "wave", "glow", "highlight", "line-opacity"])
    func examples(name: String) throws {
        try TestSupport.withTemporaryFolder { folder in
            let output = folder.appendingPathComponent(name)
            let executable = TestSupport.productsFolder.appendingPathComponent("\(name)-example").path
            let result = try TestSupport.run(executable, [output.path])
            #expect(result.status == 0, "\(result.stderr)")
            let frames = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".png") }
            #expect(frames.count == 60)
            // The last frame is not blank: the text is there.
            let last = try Canvas(png: Data(contentsOf: output.appendingPathComponent(TitleCard.frameName(59))))
            let background = last.pixel(x: 0, y: 0)
            var inked = 0
            for y in stride(from: 0, to: last.height, by: 2) {
                for x in stride(from: 0, to: last.width, by: 2) where last.pixel(x: x, y: y) != background { inked += 1 }
            }
            #expect(inked > 500)
        }
    }
}
