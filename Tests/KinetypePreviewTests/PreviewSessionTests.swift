import Foundation
import Kinetype
import KinetypePreview
import KinetypeTestSupportCore
import Testing

/// `PreviewSession`: what reloads when, what a failed reload keeps, and which frame a time gets.
@Suite struct PreviewSessionTests {
    static let scene = """
        version: 1
        canvas: {width: 64, height: 36}
        fps: 10
        duration: 1
        layers:
          - text: "Hi"
            font: {file: face.ttf, size: 20}
        """

    /// A folder with the scene and a copy of a bundled font it names by file.
    func withScene(_ body: (URL) throws -> Void) throws {
        try TestSupport.withTemporaryFolder { folder in
            try FileManager.default.copyItem(atPath: TestSupport.font("NotoSans-Regular.ttf"),
                                             toPath: folder.appendingPathComponent("face.ttf").path)
            try Data(Self.scene.utf8).write(to: folder.appendingPathComponent("card.yaml"))
            try body(folder.appendingPathComponent("card.yaml"))
        }
    }

    @Test("nothing changed: no reload; the font file the scene names changed: a reload")
    func fontChangeReloads() throws {
        try withScene { scene in
            let session = PreviewSession(sceneURL: scene)
            #expect(session.reload().generation == 1)
            #expect(!session.reloadIfChanged())
            // Replace the font with another face, as an editor saving by renaming would.
            let font = scene.deletingLastPathComponent().appendingPathComponent("face.ttf")
            let replacement = scene.deletingLastPathComponent().appendingPathComponent("new.ttf")
            try FileManager.default.copyItem(atPath: TestSupport.font("NotoSans-Bold.ttf"), toPath: replacement.path)
            #expect(rename(replacement.path, font.path) == 0)
            #expect(session.reloadIfChanged())
            #expect(session.state.generation == 2 && session.state.error == nil)
            #expect(!session.reloadIfChanged())
        }
    }

    @Test("a scene that stops loading keeps the last good card, with the error's place; fixed, it clears")
    func failedReloadKeepsTheCard() throws {
        try withScene { scene in
            let session = PreviewSession(sceneURL: scene)
            session.reload()
            let good = try session.frame(at: 0.5)
            try Data((Self.scene + "\n    colour: red\n").utf8).write(to: scene)
            let broken = session.reload()
            let error = try #require(broken.error)
            #expect(error.file?.hasSuffix("card.yaml") == true && error.line == 8 && error.suggestion == "color")
            #expect(broken.card != nil)
            // Frames still come, from the last good card, under the new generation.
            let kept = try session.frame(at: 0.5)
            #expect(kept.png == good.png && kept.generation == broken.generation)
            try Data(Self.scene.utf8).write(to: scene)
            #expect(session.reload().error == nil)
        }
    }

    @Test("a time is the nearest frame, within the card; with nothing loaded, frames are the load error")
    func frameIndex() throws {
        try withScene { scene in
            let session = PreviewSession(sceneURL: scene)
            #expect(throws: PreviewSession.PreviewError.self) { _ = try session.frame(at: 0) }
            session.reload()
            let indices = try [0.34, 0.36, -5, 99, .nan].map { try session.frame(at: $0).index }
            #expect(indices == [3, 4, 0, 9, 0])
        }
    }
}
