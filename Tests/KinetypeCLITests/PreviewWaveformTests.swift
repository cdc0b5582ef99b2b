import Foundation
import KinetypeTestSupportCore
import Testing

/// The preview's waveform: a scene with `audio:` sends its level a frame in `GET /scene`, and the
/// page draws it under the scrubber, in Debian's Chromium.
@Suite struct PreviewWaveformTests {
    @Test("GET /scene has the soundtrack's level a frame (silence, then a tone), and Chromium draws it under the scrubber: thin, then full")
    func waveform() async throws {
        let (root, scene) = try PreviewCommandTests.makeFolder(scene: """
            version: 1
            canvas: 320x180
            fps: 10
            duration: 2
            audio: late.wav
            layers:
              - text: Sound

            """)
        defer { TestSupport.removeTemporaryFolder(root) }
        try AudiogramCommandTests.tones([(0, 1), (300, 1)], at: scene.deletingLastPathComponent().appendingPathComponent("late.wav"))
        let preview = try PreviewCommandTests.Preview.start(TestSupport.kinetype, [scene.path], in: root)
        defer { _ = preview.stop() }

        let info = try await HTTP.request(preview.base + "/scene")
        let json = try #require(try JSONSerialization.jsonObject(with: info.body) as? [String: Any])
        let levels = try #require(json["waveform"] as? [Double])
        #expect(levels.count == 20, "a level a frame: \(levels.count)")
        #expect(levels.prefix(10).allSatisfy { $0 == 0 } && levels.suffix(9).allSatisfy { $0 > 0.95 }, "\(levels)")

        let browser = try await Browser.start(profileIn: root)
        do {
            try await browser.open(preview.base + "/")
            try await browser.wait(upTo: 20, for: "const p = window.kinetypePreview; return !!(p && p.scene && p.scene.loaded)", "the scene")
            let hidden = try await browser.run("return document.getElementById('waveform').hidden") as? Bool
            #expect(hidden == false)
            // Rows with ink in a column a quarter and three quarters across.
            let inked = try await browser.run("""
                const w = document.getElementById('waveform'), c = w.getContext('2d');
                const rows = x => { const d = c.getImageData(Math.floor(x * w.width), 0, 1, w.height).data; let n = 0;
                  for (let i = 0; i < d.length; i += 4) if (d[i + 3] > 128) n++; return n; };
                return [rows(0.25), rows(0.75), w.height]
                """) as? [Int] ?? []
            #expect(inked.count == 3 && inked[0] <= 2 && inked[1] >= inked[2] - 3, "silence a line, the tone full height: \(inked)")
        } catch {
            await browser.quit()
            throw error
        }
        await browser.quit()
    }
}
