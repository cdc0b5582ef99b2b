import Foundation
import KinetypeCard
import KinetypeScene
import KinetypeTestSupportCore
import Testing

/// A scene's `fonts:` key: a brand's font folder beside the scene, whose families its layers
/// name, a face for each weight.
@Suite struct SceneFontsFolderTests {
    func frame(_ yaml: String, in folder: URL) throws -> [UInt32] {
        let scene = try SceneLoader().load(string: yaml, fileName: "card.yaml")
        return try TitleCard(scene: scene, baseURL: folder).frame(at: 0.5).pixels
    }

    @Test("a family from the scene's fonts folder draws as its file does, regular and bold; a folder that is not there is named at its place")
    func folder() throws {
        try TestSupport.withTemporaryFolder { folder in
            let brand = folder.appendingPathComponent("brand")
            try FileManager.default.createDirectory(at: brand, withIntermediateDirectories: true)
            for file in ["NotoSerif-Regular.ttf", "NotoSerif-Bold.ttf"] { _ = try TestSupport.renamedFont(file, in: brand) }
            func scene(_ font: String, fonts: String = "fonts: brand\n") -> String {
                "version: 1\ncanvas: 320x120\nduration: 1\n\(fonts)layers:\n  - text: \"Affine\"\n    font: \(font)\n"
            }
            let byFamily = try frame(scene("{family: Kino Serif, size: 48}"), in: folder)
            #expect(byFamily == (try frame(scene("{file: brand/KinoSerif-Regular.ttf, size: 48}", fonts: ""), in: folder)))
            #expect(byFamily.contains { $0 != byFamily[0] }, "the text is drawn")
            let bold = try frame(scene("{family: Kino Serif, size: 48, weight: bold}", fonts: "fonts: [brand/]\n"), in: folder)
            #expect(bold == (try frame(scene("{file: brand/KinoSerif-Bold.ttf, size: 48}", fonts: ""), in: folder)), "the bold file, not a synthetic bold")
            #expect {
                _ = try frame(scene("{family: Kino Serif}", fonts: "fonts:\n  - brand\n  - missing\n"), in: folder)
            } throws: { error in
                "\(error)".contains("card.yaml:6:5") && "\(error)".contains("fonts[1]") && "\(error)".contains("does not exist")
            }
        }
    }
}
