import Foundation
import Kinetype
import KinetypeTestSupportCore
import Synchronization
import Testing

/// Each catalogue name a user gives is resolved by the scene compiler alone, whichever front end
/// it came through: quick mode's `--renderer` and a scene file's `renderer` build the renderer
/// entry (call its factory at time 0) the same number of times, since both reach the card only
/// through the compiler; `captions`' `--style`, written to a caption file (nothing drawn), builds
/// it once. These runs draw no frame: the renders ask for `--frames` the card does not have,
/// which is checked once the card is compiled.
@Suite(.serialized) struct CatalogResolutionTests {
    /// Draws each line as the default renderer does.
    struct Plain: TextRenderer {
        var animatableData: Double { get { 0 } set {} }
        func draw(layout: Text.Layout, in context: inout GraphicsContext) {
            for line in layout { context.draw(line) }
        }
    }

    /// The calls of the counting renderer's factory at time 0.
    static let builds = Mutex(0)

    /// A renderer in the shared catalogue (the one the command line resolves names in) that
    /// counts its builds; registered once for the process.
    static let name: String = {
        let name = "test-counting-resolutions"
        try! RendererCatalog.shared.register(name: name, summary: "counts how often it is built") { _, time in
            if time == 0 { builds.withLock { $0 += 1 } }
            return Plain()
        }
        return name
    }()

    /// The builds while `body` runs.
    func builds(_ body: () throws -> Void) rethrows -> Int {
        _ = Self.name
        Self.builds.withLock { $0 = 0 }
        try body()
        return Self.builds.withLock { $0 }
    }

    @Test("quick mode builds a named renderer as often as a scene file does; captions build their style once")
    func eachNameResolvedOnce() throws {
        try TestSupport.withTemporaryFolder { folder in
            let quick = try builds {
                let result = InProcess.run(["render", "--text", "Hi", "--renderer", Self.name, "--frames", "0..5000",
                                            "-o", folder.appendingPathComponent("quick.gif").path])
                #expect(result.status == 2 && result.stderr.contains("--frames"), "\(result.stderr)")
            }

            let srt = folder.appendingPathComponent("talk.srt")
            try Data("1\n00:00:00,000 --> 00:00:01,500\nHello there\n".utf8).write(to: srt)
            let captions = try builds {
                let result = InProcess.run(["captions", srt.path, "--style", Self.name, "-o", folder.appendingPathComponent("talk.ass").path])
                #expect(result.status == 0, "\(result.stderr)")
            }
            #expect(captions == 1)

            let scene = folder.appendingPathComponent("card.yaml")
            try Data("version: 1\nlayers:\n  - text: Hi\n    renderer: \(Self.name)\n".utf8).write(to: scene)
            let file = try builds {
                let result = InProcess.run(["render", scene.path, "--frames", "0..5000", "-o", folder.appendingPathComponent("scene.gif").path])
                #expect(result.status == 2 && result.stderr.contains("--frames"), "\(result.stderr)")
            }
            #expect(file >= 1 && quick == file, "quick mode \(quick), scene file \(file)")
        }
    }

    @Test("an error in a name the options gave names the option, from the compiler")
    func errorsNameTheOption() throws {
        try TestSupport.withTemporaryFolder { folder in
            let output = folder.appendingPathComponent("out.png").path
            let transition = InProcess.run(["render", "--text", "Hi", "--transition", "twril", "-o", output])
            #expect(transition.status == 2)
            #expect(transition.stderr.contains("error: --transition: ") && transition.stderr.contains("'twril'"), "\(transition.stderr)")
            let markup = InProcess.run(["render", "--text", "**Hi", "-o", output])
            #expect(markup.status == 2 && markup.stderr.contains("error: --text: in the markup"), "\(markup.stderr)")
            let replace = InProcess.run(["render", "--text", "Hi", "--effect", "bounce", "--to", "Bye", "-o", output])
            #expect(replace.status == 2 && replace.stderr.contains("error: --to: only a replace effect takes"), "\(replace.stderr)")
            let srt = folder.appendingPathComponent("talk.srt")
            try Data("1\n00:00:00,000 --> 00:00:01,500\nHello there\n".utf8).write(to: srt)
            let active = InProcess.run(["captions", srt.path, "--active", "greenish", "-o", folder.appendingPathComponent("a.gif").path])
            #expect(active.status == 2 && active.stderr.contains("error: --active: ") && active.stderr.contains("greenish"), "\(active.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["talk.srt"])
        }
    }
}
