import Foundation
import KinetypeTestSupportCore
import Testing

/// `kinetype captions` with words wider than a line: pages never split a word, a German compound
/// is hyphenated in `--language`'s patterns or the file's, read back from the WebVTT written.
@Suite struct CaptionLongWordCommandTests {
    /// The cues of a WebVTT file, each its text with its karaoke time tags taken out.
    static func cues(_ url: URL) throws -> [String] {
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.components(separatedBy: "\n\n").compactMap { block -> String? in
            let lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard let timing = lines.firstIndex(where: { $0.contains("-->") }) else { return nil }
            return lines[(timing + 1)...].joined(separator: "\n")
                .replacingOccurrences(of: #"<[^>]*>"#, with: "", options: .regularExpression)
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    @Test("540×960, --lines 1, --size 8%: THE SECRET INGREDIENT PASTA shows INGREDIENT whole on one page, no page a fragment, its ink inside the canvas")
    func ingredientWhole() throws {
        try TestSupport.withTemporaryFolder { folder in
            let input = folder.appendingPathComponent("pasta.srt")
            try Data("1\n00:00:00,000 --> 00:00:04,000\nTHE SECRET INGREDIENT PASTA\n".utf8).write(to: input)
            let output = folder.appendingPathComponent("pasta.vtt")
            let arguments = ["captions", input.path, "--canvas", "540x960", "--lines", "1", "--size", "8%"]
            let result = InProcess.run(arguments + ["-o", output.path])
            #expect(result.status == 0, "\(result.stderr)")
            let cues = try Self.cues(output)
            #expect(cues.contains("INGREDIENT"), "\(cues)")
            let words: Set<Substring> = ["THE", "SECRET", "INGREDIENT", "PASTA"]
            #expect(cues.allSatisfy { $0.split(whereSeparator: \.isWhitespace).allSatisfy(words.contains) }, "no fragment: \(cues)")
            #expect(cues.joined(separator: " ").split(whereSeparator: \.isWhitespace) == ["THE", "SECRET", "INGREDIENT", "PASTA"])
            // Drawn at the middle of the cue (INGREDIENT's time, shared out by width), every
            // frame's ink stays off the canvas's edges, also with pop at 1.5.
            for style in ["karaoke", "pop"] {
                let still = folder.appendingPathComponent("\(style).png")
                let drawn = InProcess.run(arguments + ["--style", style, "--style-option", style == "pop" ? "scale=1.5" : "past=#ffffff",
                                                       "--at", "2.2", "-o", still.path])
                #expect(drawn.status == 0, "\(drawn.stderr)")
                let png = try TestSupport.decodePNG(Data(contentsOf: still))
                let inked = stride(from: 3, to: png.rgba.count, by: 4).filter { png.rgba[$0] > 0 }.map { ($0 / 4) % png.width }
                #expect(!inked.isEmpty && inked.min()! > 0 && inked.max()! < png.width - 1, "\(style): \(inked.min() ?? -1)…\(inked.max() ?? -1)")
            }
        }
    }

    @Test("--language de hyphenates a compound wider than a line at the minimum size, its pieces on one page; a Whisper file's own \"language\" does it without")
    func germanCompound() throws {
        try TestSupport.withTemporaryFolder { folder in
            let compound = "Donaudampfschifffahrtsgesellschaftskapitän"
            let input = folder.appendingPathComponent("de.srt")
            try Data("1\n00:00:00,000 --> 00:00:04,000\nDer \(compound) lacht\n".utf8).write(to: input)
            let output = folder.appendingPathComponent("de.vtt")
            let arguments = ["--canvas", "540x960", "--lines", "1", "--size", "8%", "-o", output.path]
            let result = InProcess.run(["captions", input.path, "--language", "de"] + arguments)
            #expect(result.status == 0, "\(result.stderr)")
            let cues = try Self.cues(output)
            let holding = cues.filter { $0.contains("-\n") }
            #expect(holding.count == 1, "the word's pieces on one page: \(cues)")
            #expect(holding.first.map { $0.replacingOccurrences(of: "-\n", with: "").contains(compound) } == true, "\(cues)")

            let json = folder.appendingPathComponent("de.json")
            try Data(#"""
                {"language": "de", "segments": [{"start": 0.0, "end": 3.0, "text": " Der \#(compound)",
                 "words": [{"word": " Der", "start": 0.0, "end": 0.4}, {"word": " \#(compound)", "start": 0.5, "end": 3.0}]}]}
                """#.utf8).write(to: json)
            let whisper = InProcess.run(["captions", json.path] + arguments)
            #expect(whisper.status == 0, "\(whisper.stderr)")
            let fromFile = try Self.cues(output)
            #expect(fromFile.contains { $0.contains("-\n") }, "hyphenated in the file's German: \(fromFile)")
        }
    }
}
