import Foundation
import KinetypeTestSupportCore
import Testing

/// The animated ASS export read by others and by Kinetype: pysubs2 finds each word's times, the
/// script reads back through `kinetype captions` with the same word times, and outputs other
/// than ASS refuse the option.
@Suite struct ASSMotionReadBackTests {
    /// A word a cue, as a word-at-a-time transcript pages them.
    static let words = [("One", 0.5, 0.9), ("two", 0.9, 1.35), ("three", 1.6, 2.2), ("four", 2.2, 2.5)]
    static var vtt: String {
        func time(_ seconds: Double) -> String { String(format: "00:00:%06.3f", seconds) }
        return "WEBVTT\n\n" + words.map { "\(time($0.1)) --> \(time($0.2))\n\($0.0)\n" }.joined(separator: "\n")
    }

    static func withCaptions(_ body: (URL, URL) throws -> Void) throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let input = folder.appendingPathComponent("talk.vtt")
        try Data(vtt.utf8).write(to: input)
        try body(folder, input)
    }

    static let reader = """
        import json, sys, pysubs2
        subs = pysubs2.load(sys.argv[1])
        print(json.dumps([{"comment": e.is_comment, "layer": e.layer, "start": e.start, "end": e.end, "effect": e.effect,
                           "text": e.text, "plain": e.plaintext} for e in subs.events]))
        """

    @Test("pysubs2 reads a page a word: each word's karaoke Comment and the word lines in the spoken colour span its times")
    func wordTimesThroughPySubs2() throws {
        try Self.withCaptions { folder, input in
            let ass = folder.appendingPathComponent("talk.ass")
            let result = InProcess.run(["captions", input.path, "-o", ass.path, "--ass-motion", "--style", "pop", "--canvas", "320x180", "--size", "30"])
            try #require(result.status == 0, "\(result.stderr)")
            let events = try #require(try PythonTools.json(Self.reader, importing: "pysubs2", [ass.path]) as? [[String: Any]])
            let comments = events.filter { $0["comment"] as? Bool == true }
            #expect(comments.count == Self.words.count, "a karaoke Comment a page: \(comments.count)")
            for (comment, word) in zip(comments, Self.words) {
                #expect(comment["effect"] as? String == "karaoke" && comment["plain"] as? String == word.0)
                expectClose(Double(comment["start"] as? Int ?? -1) / 1000, word.1, tolerance: 0.01, "\(word.0) starts")
                expectClose(Double(comment["end"] as? Int ?? -1) / 1000, word.2, tolerance: 0.01, "\(word.0) ends")
            }
            // The word lines (layer 3, marked fx) in pop's spoken colour, #ffd60a (&H0AD6FF&).
            for word in Self.words {
                let spoken = events.filter { event in
                    event["comment"] as? Bool == false && event["layer"] as? Int == 3 && event["effect"] as? String == "fx"
                        && event["plain"] as? String == word.0 && (event["text"] as? String ?? "").contains("\\1c&H0AD6FF&")
                }
                let start = spoken.compactMap { $0["start"] as? Int }.min(), end = spoken.compactMap { $0["end"] as? Int }.max()
                expectClose(Double(start ?? -1) / 1000, word.1, tolerance: 0.01, "\(word.0) is spoken from \(String(describing: start)) ms")
                expectClose(Double(end ?? -1) / 1000, word.2, tolerance: 0.01, "\(word.0) is spoken to \(String(describing: end)) ms")
            }
        }
    }

    /// Every timestamp of a WebVTT file, in seconds, in order.
    static func timestamps(_ text: String) -> [Double] {
        text.matches(of: /(\d\d):(\d\d):(\d\d\.\d\d\d)/).map { Double($0.1)! * 3600 + Double($0.2)! * 60 + Double($0.3)! }
    }

    @Test("the animated script reads back through kinetype captions with the same pages and word times (±10 ms)")
    func readsBack() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let input = folder.appendingPathComponent("talk.vtt")
        try Data("WEBVTT\n\n00:00:00.200 --> 00:00:01.800\nMake it <00:00:00.600>pop <00:00:01.000>right <00:00:01.400>now\n\n00:00:02.000 --> 00:00:03.000\nand <00:00:02.450>again\n".utf8)
            .write(to: input)
        let ass = folder.appendingPathComponent("talk.ass")
        let original = folder.appendingPathComponent("original.vtt"), back = folder.appendingPathComponent("back.vtt")
        for style in ["pop", "highlight", "karaoke"] {
            #expect(InProcess.run(["captions", input.path, "-o", ass.path, "--ass-motion", "--style", style, "--canvas", "320x180"]).status == 0)
            #expect(InProcess.run(["captions", input.path, "-o", original.path, "--canvas", "320x180"]).status == 0)
            let result = InProcess.run(["captions", ass.path, "-o", back.path, "--canvas", "320x180"])
            try #require(result.status == 0, "\(result.stderr)")
            let want = try String(contentsOf: original, encoding: .utf8)
            // The script's Default style colours the words (sung yellow over white), as any ASS
            // file's styles do when read: the words and times are what is compared.
            let got = try String(contentsOf: back, encoding: .utf8).replacingOccurrences(of: #"</?c(\.[a-z]+)?>"#, with: "", options: .regularExpression)
            #expect(got.replacingOccurrences(of: #"\d\d:\d\d:\d\d\.\d\d\d"#, with: "T", options: .regularExpression)
                    == want.replacingOccurrences(of: #"\d\d:\d\d:\d\d\.\d\d\d"#, with: "T", options: .regularExpression), "\(style): \(got)")
            let (a, b) = (Self.timestamps(want), Self.timestamps(got))
            #expect(a.count == b.count && a.count >= 8, "\(style): \(got)")
            for (x, y) in zip(a, b) { expectClose(x, y, tolerance: 0.01, "\(style): \(got)") }
        }
    }

    @Test("--ass-motion with an output other than ASS exits 2 naming the option, and writes nothing")
    func refusedOutsideASS() throws {
        try Self.withCaptions { folder, input in
            for name in ["out.gif", "out.srt", "out.png"] {
                let output = folder.appendingPathComponent(name)
                let result = InProcess.run(["captions", input.path, "-o", output.path, "--ass-motion"])
                #expect(result.status == 2 && result.stderr.contains("--ass-motion") && result.stderr.contains("-o captions.ass"), "\(result.stderr)")
                #expect(!FileManager.default.fileExists(atPath: output.path))
            }
        }
    }

    @Test("a scene's captions.assMotion: an ASS output plays the style; another output exits 2 naming the key, and writes nothing")
    func sceneKey() throws {
        try Self.withCaptions { folder, _ in
            let scene = folder.appendingPathComponent("card.yaml")
            try Data("version: 1\ncanvas: 320x180\ncaptions: {file: talk.vtt, style: highlight, assMotion: true}\n".utf8).write(to: scene)
            let ass = folder.appendingPathComponent("out.ass"), png = folder.appendingPathComponent("out.png")
            let written = InProcess.run(["render", scene.path, "-o", ass.path])
            #expect(written.status == 0, "\(written.stderr)")
            #expect(try String(contentsOf: ass, encoding: .utf8).contains(",karaoke,{\\kf40}One"))
            let refused = InProcess.run(["render", scene.path, "-o", png.path])
            #expect(refused.status == 2 && refused.stderr.contains("captions.assMotion"), "\(refused.stderr)")
            #expect(!FileManager.default.fileExists(atPath: png.path))
            try Data("version: 1\ncaptions: {file: talk.vtt, assMotion: maybe}\n".utf8).write(to: scene)
            let bad = InProcess.run(["render", scene.path, "-o", ass.path + ".ass"])
            #expect(bad.status == 2 && bad.stderr.contains("assMotion"), "\(bad.stderr)")
        }
    }
}
