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

    @Test("kinetype renderers shows highlight's caption parameters apart from its own; captions --help lists the caption styles and their parameters")
    func captionParameters() throws {
        let result = InProcess.run(["renderers"])
        #expect(result.status == 0)
        let lines = result.stdoutString.split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix("highlight ") })
        let end = lines[(start + 1)...].firstIndex { !$0.hasPrefix(" ") } ?? lines.count
        let block = Array(lines[start..<end])
        let heading = try #require(block.firstIndex(of: "    on caption pages:"), "\(block)")
        #expect(block[..<heading].contains { $0.hasPrefix("    duration ") } && block[..<heading].contains { $0.hasPrefix("    delay ") })
        #expect(block[heading...].contains { $0.hasPrefix("      active ") } && !block[..<heading].contains { $0.contains("active") },
                "the caption colours only under the heading")
        // karaoke is a caption style through and through: no heading.
        let karaoke = try #require(lines.firstIndex { $0.hasPrefix("karaoke ") })
        #expect(lines[karaoke + 1].hasPrefix("    color "), "\(lines[karaoke + 1])")
        let help = InProcess.run(["captions", "--help"])
        #expect(help.status == 0)
        let text = help.stdoutString.replacingOccurrences(of: "\n", with: " ")
        for style in ["karaoke:", "pop:", "highlight:", "reveal:", "plain:", "scale=1.25", "dim=0.6", "fade=0.12", "plate=none", "active=#ffd60a"] {
            #expect(text.contains(style), "\(style)")
        }
    }
}
