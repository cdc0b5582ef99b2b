import Foundation
import KinetypeTestSupportCore
import Testing

/// `kinetype shaders` and `kinetype reveals` list their catalogues: every entry with its summary
/// and every parameter with its default, the timing parameters every reveal takes included.
@Suite struct CatalogListingTests {
    @Test("kinetype reveals lists wipe, iris and rise with their parameters")
    func reveals() throws {
        let result = InProcess.run(["reveals"])
        #expect(result.status == 0)
        let lines = result.stdoutString.split(separator: "\n").map(String.init)
        #expect(lines.filter { !$0.hasPrefix(" ") }.map { $0.split(separator: " ").first.map(String.init) ?? "" } == ["wipe", "iris", "rise"])
        #expect(result.stdoutString.contains("edge (default \"leading\", one of leading, trailing, left, right, top, bottom)"))
        #expect(lines.filter { $0.contains("duration (default 0.8") }.count == 3, "every reveal takes the timing parameters")
    }

    @Test("kinetype shaders lists the shader-style effects")
    func shaders() throws {
        let result = InProcess.run(["shaders"])
        #expect(result.status == 0)
        for name in ["ripple", "wave", "chromaticAberration", "pixellate", "grain"] {
            #expect(result.stdoutString.split(separator: "\n").contains { $0.hasPrefix(name + " ") }, "\(name)")
        }
    }
}
