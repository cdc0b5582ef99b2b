import Foundation
import KinetypeTestSupportCore
import Testing

/// `--language` and `--hyphenate` on `kinetype layout` (and `render --text`), in-process.
@Suite struct HyphenateCommandTests {
    /// Duden: Do-nau-dampf-schiff-fahrts-ge-sell-schaft, as counts of letters before each hyphen.
    static let dudenPoints: Set<Int> = [2, 5, 10, 16, 22, 24, 28]

    @Test("layout --text Donaudampfschifffahrtsgesellschaft --language de --hyphenate --width 300 --json breaks at Duden's points, each line but the last ending in a hyphen")
    func germanCompound() throws {
        let word = "Donaudampfschifffahrtsgesellschaft"
        let result = InProcess.run(["layout", "--text", word, "--language", "de", "--hyphenate", "--width", "300", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        let lines = try #require(json["lines"] as? [[String: Any]])
        #expect(lines.count > 1)
        var pieces: [String] = [], before = 0
        for (index, line) in lines.enumerated() {
            let runs = try #require(line["runs"] as? [[String: Any]])
            let texts = runs.compactMap { $0["text"] as? String }
            let width = try #require(line["width"] as? Double)
            #expect(width <= 300, "line \(index) is \(width) wide")
            let range = try #require(line["range"] as? [Int])
            let piece = String(Array(word)[range[0]..<range[1]])
            pieces.append(piece)
            if index < lines.count - 1 {
                #expect(texts.last == "\u{2010}", "line \(index) ends with a hyphen: \(texts)")
                #expect((runs.last?["range"] as? [Int]).map { $0[0] == $0[1] } == true, "the hyphen holds none of the text")
                before += piece.count
                #expect(Self.dudenPoints.contains(before), "a break after \(before) letters: \(pieces)")
                #expect((runs.last?["language"] as? String)?.hasPrefix("de") == true)
            } else {
                #expect(!texts.contains("\u{2010}"))
            }
        }
        #expect(pieces.joined() == word)
    }

    @Test("without --hyphenate the same command adds no hyphen")
    func withoutHyphenate() throws {
        let result = InProcess.run(["layout", "--text", "Donaudampfschifffahrtsgesellschaft", "--language", "de", "--width", "300", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdoutString.contains("\u{2010}"))
    }

    @Test("--hyphenate with a language without patterns warns naming the language and the folder (not an error); without a language it is a usage error")
    func missingPatterns() throws {
        let missing = InProcess.run(["layout", "--text", "Hyphenation", "--language", "xx", "--hyphenate", "--width", "100"])
        #expect(missing.status == 0, "\(missing.stderr)")
        #expect(missing.stderr.contains("warning: no hyphenation patterns for 'xx'"), "\(missing.stderr)")
        #expect(missing.stderr.contains("/usr/share/hyphen"), "\(missing.stderr)")
        let none = InProcess.run(["layout", "--text", "Hyphenation", "--hyphenate"])
        #expect(none.status == 2 && none.stderr.contains("give it with --language, as in --language de"), "\(none.stderr)")
    }

    @Test("render --text takes --language and --hyphenate: the hyphens change the picture")
    func renderQuickMode() throws {
        try TestSupport.withTemporaryFolder { folder in
            func render(_ options: [String], _ name: String) throws -> Data {
                let output = folder.appendingPathComponent(name).path
                let result = InProcess.run(["render", "--text", "Donaudampfschifffahrtsgesellschaft", "--size", "48", "--width", "300",
                                            "--canvas", "400x400", "-o", output] + options)
                #expect(result.status == 0, "\(result.stderr)")
                return try Data(contentsOf: URL(fileURLWithPath: output))
            }
            let hyphenated = try render(["--language", "de", "--hyphenate"], "hyphenated.png")
            let plain = try render(["--language", "de"], "plain.png")
            #expect(hyphenated != plain)
        }
    }
}
