import Foundation
import Kinetype
import KinetypeTestSupportCore
import Testing

/// Each catalogue name a user gives is resolved by the scene compiler, whichever front end it
/// came through, so an error in one names the option that gave it.
@Suite struct CatalogResolutionTests {
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
