import Foundation
import Kinetype
import KinetypeTestSupportCore
import Testing

/// Each catalogue name a user gives is resolved by the scene compiler, whichever front end it
/// came through, so an error in one names the option that gave it.
@Suite struct CatalogResolutionTests {
    @Test("an error in a name the options gave names the option, from the compiler")
    func errorsNameTheOption() throws {
        try TestSupport.withTemporaryFolder { folder throws in
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

    /// Catalogues of the test's own (the built-ins plus one entry of each kind, `counted`, that
    /// counts how often its factory runs), passed to the in-process run: nothing is registered in
    /// the shared catalogues, so no other suite sees them. A front end that resolved a name
    /// itself, in the shared catalogues, would not find `counted`; one that resolved it again in
    /// the run's catalogues would build the entry twice. Renderers and shaders are built once at
    /// time 0 to check them and then for every frame; these runs draw none (the renders ask for
    /// `--frames` the card does not have, which is checked once the card is compiled).
    final class CountingCatalogs: Sendable {
        let catalogs = Catalogs(renderers: RendererCatalog(), transitions: TransitionCatalog(), shaders: ShaderCatalog(),
                                reveals: RevealCatalog())
        private let builds = Locked<[String: Int]>([:])

        init() throws {
            let opacity = try catalogs.transitions.style(named: "opacity")
            try catalogs.renderers.register(name: "counted", summary: "counts its builds") { [builds] _, _ in
                builds.withLock { $0["renderer", default: 0] += 1 }
                return Plain()
            }
            try catalogs.transitions.register(name: "counted", summary: "counts its builds") { [builds] _ in
                builds.withLock { $0["transition", default: 0] += 1 }
                return opacity
            }
            try catalogs.shaders.register(name: "counted", summary: "counts its builds") { [builds] _, _ in
                builds.withLock { $0["shader", default: 0] += 1 }
                return [0]
            }
            try catalogs.reveals.register(name: "counted", summary: "counts its builds") { [builds] _ in
                builds.withLock { $0["reveal", default: 0] += 1 }
                return { _, context, draw in
                    var context = context
                    try draw(&context)
                }
            }
        }

        /// The builds of each kind of entry while `body` runs.
        func builds(_ body: () throws -> Void) rethrows -> [String: Int] {
            builds.withLock { $0 = [:] }
            try body()
            return builds.withLock { $0 }
        }
    }

    /// Draws each line as the default renderer does.
    struct Plain: TextRenderer {
        var animatableData: Double { get { 0 } set {} }
        func draw(layout: Text.Layout, in context: inout GraphicsContext) {
            for line in layout { context.draw(line) }
        }
    }

    @Test("quick mode and captions resolve each catalogue name once, in the catalogues of the run")
    func eachNameResolvedOnce() throws {
        let counting = try CountingCatalogs()
        let once = ["renderer": 1, "transition": 1, "shader": 1, "reveal": 1]
        try TestSupport.withTemporaryFolder { folder throws in
            let quick = counting.builds {
                let result = InProcess.run(["render", "--text", "Hi", "--renderer", "counted", "--transition", "counted",
                                            "--shader", "counted", "--reveal", "counted", "--frames", "0..5000",
                                            "-o", folder.appendingPathComponent("quick.gif").path], catalogs: counting.catalogs)
                #expect(result.status == 2 && result.stderr.contains("--frames"), "\(result.stderr)")
            }
            #expect(quick == once)

            let scene = folder.appendingPathComponent("card.yaml")
            try Data("""
                version: 1
                layers:
                  - text: Hi
                    renderer: counted
                    enter: counted
                    shader: counted
                    reveal: counted

                """.utf8).write(to: scene)
            let file = counting.builds {
                let result = InProcess.run(["render", scene.path, "--frames", "0..5000", "-o", folder.appendingPathComponent("scene.gif").path],
                                           catalogs: counting.catalogs)
                #expect(result.status == 2 && result.stderr.contains("--frames"), "\(result.stderr)")
            }
            #expect(file == once)

            let srt = folder.appendingPathComponent("talk.srt")
            try Data("1\n00:00:00,000 --> 00:00:01,500\nHello there\n".utf8).write(to: srt)
            let captions = counting.builds {
                let result = InProcess.run(["captions", srt.path, "--style", "counted", "-o", folder.appendingPathComponent("talk.ass").path],
                                           catalogs: counting.catalogs)
                #expect(result.status == 0, "\(result.stderr)")
            }
            #expect(captions == ["renderer": 1])
            try FileManager.default.removeItem(at: folder.appendingPathComponent("talk.ass"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["card.yaml", "talk.srt"])
        }
    }

    @Test("a run's catalogues are its own: listed in it, unknown to the shared catalogues")
    func catalogsOfTheRun() throws {
        let counting = try CountingCatalogs()
        let own = InProcess.run(["renderers"], catalogs: counting.catalogs)
        #expect(own.status == 0 && own.stdoutString.contains("counted "), "\(own.stdoutString)")
        let shared = InProcess.run(["renderers"])
        #expect(shared.status == 0 && shared.stdoutString.contains("karaoke") && !shared.stdoutString.contains("counted"))
        try TestSupport.withTemporaryFolder { folder throws in
            let unknown = InProcess.run(["render", "--text", "Hi", "--renderer", "counted", "-o", folder.appendingPathComponent("out.png").path])
            #expect(unknown.status == 2 && unknown.stderr.contains("error: --renderer: ") && unknown.stderr.contains("'counted'"),
                    "\(unknown.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }
    }
}
