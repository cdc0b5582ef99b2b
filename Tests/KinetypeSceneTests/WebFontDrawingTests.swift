import Foundation
import KinetypeCard
import KinetypeScene
import KinetypeTestSupportCore
import Testing

/// A web font draws as the font it packs: Cairo opens the WOFF or WOFF2 through FreeType, and
/// the layout reads the same font unpacked.
@Suite struct WebFontDrawingTests {
    @Test("a card set in a WOFF or WOFF2 of a bundled font is the card set in the TTF, pixel for pixel")
    func sameFrames() throws {
        let woff = try #require(TestSupport.which("sfnt2woff"), "sfnt2woff (woff-tools) makes the WOFF")
        let woff2 = try #require(TestSupport.which("woff2_compress"), "woff2_compress (woff2) makes the WOFF2")
        try TestSupport.withTemporaryFolder { folder in
            try FileManager.default.copyItem(atPath: TestSupport.font("NotoSans-Bold.ttf"), toPath: folder.appendingPathComponent("face.ttf").path)
            for tool in [woff, woff2] {
                let made = try TestSupport.run(tool, [folder.appendingPathComponent("face.ttf").path])
                try #require(made.status == 0, "\(made.stderr)")
            }
            func frame(_ file: String) throws -> [UInt32] {
                let scene = try SceneLoader().load(string: """
                    version: 1
                    canvas: 480x160
                    duration: 1
                    layers:
                      - text: "Affine office → ½"
                        font: {file: \(file), size: 44}
                        enter: {name: blur}

                    """, fileName: "card.yaml")
                return try TitleCard(scene: scene, baseURL: folder).frame(at: 0.2).pixels
            }
            let reference = try frame("face.ttf")
            #expect(reference.contains { $0 != reference[0] }, "the text is drawn")
            #expect(try frame("face.woff") == reference)
            #expect(try frame("face.woff2") == reference)
        }
    }
}
