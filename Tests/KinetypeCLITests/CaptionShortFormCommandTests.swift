import Foundation
import KinetypeTestSupportCore
import Testing

/// `kinetype captions`' short-form looks: words per page, letter case, platform safe areas and
/// presets, through the command in process; WebVTT read back as text, frames decoded by ffmpeg.
@Suite struct CaptionShortFormCommandTests {
    /// A WhisperX transcript of 40 words in three segments, shaped as `whisperx --output_format
    /// json` writes it: segments with text, aligned words with scores, and `word_segments`.
    static let whisperX: (json: String, words: [(text: String, start: Double)]) = {
        let sentences = [
            "So last summer I finally flew to Istanbul with my sister, and honestly the first thing we noticed was the noise.",
            "Ferries, gulls, street sellers shouting over each other from every corner.",
            "We walked for hours and still wanted more.",
        ]
        var clock = 0.42
        var segments: [String] = [], all: [String] = []
        var words: [(text: String, start: Double)] = []
        for (index, sentence) in sentences.enumerated() {
            var items: [String] = []
            let first = clock
            for word in sentence.split(separator: " ") {
                let length = 0.12 + 0.035 * Double(word.count)
                let start = (clock * 1000).rounded() / 1000, end = ((clock + length) * 1000).rounded() / 1000
                let score = 0.6 + 0.01 * Double((word.count * 7) % 40)
                let item = "{\"word\": \"\(word)\", \"start\": \(start), \"end\": \(end), \"score\": \(score)}"
                items.append(item)
                all.append(item)
                words.append((String(word), start))
                clock += length + 0.06
            }
            let end = ((clock - 0.06) * 1000).rounded() / 1000
            segments.append("{\"start\": \(first), \"end\": \(end), \"text\": \" \(sentence)\", \"words\": [\(items.joined(separator: ", "))]}")
            clock += index == 0 ? 0.7 : 0.4
        }
        return ("{\"segments\": [\(segments.joined(separator: ",\n"))],\n\"word_segments\": [\(all.joined(separator: ", "))]}", words)
    }()

    /// The cues of a WebVTT file: each one's start in seconds and its words (tags dropped).
    static func cues(_ vtt: String) -> [(start: Double, words: [String])] {
        vtt.components(separatedBy: "\n\n").compactMap { block in
            let lines = block.split(separator: "\n")
            guard let timing = lines.firstIndex(where: { $0.contains("-->") }) else { return nil }
            let clock = lines[timing].split(separator: " ")[0].split(separator: ":").map { Double($0)! }
            let start = clock.reduce(0) { $0 * 60 + $1 }
            let text = lines[(timing + 1)...].joined(separator: " ").replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
            return (start, text.split(separator: " ").map(String.init))
        }
    }

    static func withTranscript(_ body: (URL, URL) throws -> Void) throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let input = folder.appendingPathComponent("trip.json")
        try Data(Self.whisperX.json.utf8).write(to: input)
        try body(folder, input)
    }

    @Test("a 40-word WhisperX file, --max-words 3 --case upper on a 1080x1920 TikTok canvas: every WebVTT cue holds at most 3 upper-case words from its first word's start, and the frames' ink stays inside TikTok's safe area")
    func whisperXToTikTok() throws {
        try Self.withTranscript { folder, input in
            #expect(Self.whisperX.words.count == 40)
            let look = ["--max-words", "3", "--case", "upper", "--canvas", "1080x1920", "--safe-area", "tiktok"]
            let vtt = folder.appendingPathComponent("trip.vtt")
            let result = InProcess.run(["captions", input.path] + look + ["-o", vtt.path])
            #expect(result.status == 0, "\(result.stderr)")
            let cues = Self.cues(try String(contentsOf: vtt, encoding: .utf8))
            var next = 0
            for cue in cues {
                #expect((1...3).contains(cue.words.count), "\(cue.words)")
                guard next + cue.words.count <= 40 else {
                    Issue.record("more words than the file's: \(cue.words)")
                    break
                }
                let spoken = Self.whisperX.words[next..<(next + cue.words.count)]
                #expect(cue.words == spoken.map { $0.text.uppercased() }, "the file's words in order, upper case")
                #expect(abs(cue.start - spoken.first!.start) <= 0.001, "\(cue.words) starts at \(cue.start), its first word at \(spoken.first!.start)")
                next += cue.words.count
            }
            #expect(next == 40, "every word once")

            // Two stills, on a grey ground so the outline and shadow count as ink too, decoded by one ffmpeg.
            let stills = [1.1, 5.6].map { folder.appendingPathComponent("at-\($0).png") }
            for (still, time) in zip(stills, [1.1, 5.6]) {
                let frame = InProcess.run(["captions", input.path] + look + ["--background", "#808080", "--at", String(time), "-o", still.path])
                #expect(frame.status == 0, "\(frame.stderr)")
            }
            let ffmpeg = try #require(TestSupport.which("ffmpeg"))
            let pixels = try TestSupport.run(ffmpeg, ["-v", "error", "-i", stills[0].path, "-i", stills[1].path, "-filter_complex", "vstack=inputs=2",
                                                      "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]).stdout
            #expect(pixels.count == 1080 * 1920 * 2 * 3)
            let bytes = [UInt8](pixels)
            // TikTok's safe rectangle at 1080x1920: 60 px left, 150 right, 160 top, 440 bottom.
            for frame in 0..<2 {
                var inked = 0, outside = 0
                for y in 0..<1920 {
                    for x in 0..<1080 {
                        let offset = ((frame * 1920 + y) * 1080 + x) * 3
                        guard (0..<3).contains(where: { abs(Int(bytes[offset + $0]) - 128) > 6 }) else { continue }
                        inked += 1
                        if x < 60 || x >= 1080 - 150 || y < 160 || y >= 1920 - 440 { outside += 1 }
                    }
                }
                #expect(inked > 2000 && outside == 0, "frame \(frame): \(inked) inked pixels, \(outside) outside the safe area")
            }
        }
    }

    @Test("--max-words 1: the ASS export, read by pysubs2, has one Dialogue a word, from its start (±10 ms), every word once")
    func wordAtATimeASS() throws {
        try Self.withTranscript { folder, input in
            let ass = folder.appendingPathComponent("trip.ass")
            let result = InProcess.run(["captions", input.path, "--max-words", "1", "--canvas", "1080x1920", "-o", ass.path])
            try #require(result.status == 0, "\(result.stderr)")
            let events = try #require(try PythonTools.json(ASSMotionReadBackTests.reader, importing: "pysubs2", [ass.path]) as? [[String: Any]])
            let dialogues = events.filter { $0["comment"] as? Bool == false }
            #expect(dialogues.count == 40, "a Dialogue a word: \(dialogues.count)")
            for (dialogue, word) in zip(dialogues, Self.whisperX.words) {
                let plain = (dialogue["plain"] as? String ?? "").trimmingCharacters(in: .whitespaces)
                #expect(plain == word.text, "\(plain) for \(word.text)")
                expectClose(Double(dialogue["start"] as? Int ?? -1) / 1000, word.start, tolerance: 0.01, "\(word.text) starts")
            }
        }
    }

    @Test("--case upper --language tr: istanbul is İSTANBUL in the export; without the language, ISTANBUL")
    func turkish() throws {
        try CaptionsCommandTests.withCaptions("trip.vtt", "WEBVTT\n\n00:00:00.500 --> 00:00:01.500\nistanbul iyi\n") { folder, input in
            let output = folder.appendingPathComponent("out.srt")
            #expect(InProcess.run(["captions", input.path, "--case", "upper", "--language", "tr", "-o", output.path]).status == 0)
            let turkish = try String(contentsOf: output, encoding: .utf8)
            #expect(turkish.contains("İSTANBUL İYİ"), "\(turkish)")
            #expect(InProcess.run(["captions", input.path, "--case", "upper", "-o", output.path]).status == 0)
            let plain = try String(contentsOf: output, encoding: .utf8)
            #expect(plain.contains("ISTANBUL IYI"), "\(plain)")
        }
    }

    @Test("--preset renders byte-identical to its values given as options, from the catalogue and from a preset file; an option given overrides the preset")
    func presetMatchesOptions() throws {
        try Self.withTranscript { folder, input in
            let common = ["captions", input.path, "--canvas", "180x320", "--background", "#202020", "--at", "1.1"]
            func still(_ name: String, _ arguments: [String]) throws -> Data {
                let output = folder.appendingPathComponent(name)
                let result = InProcess.run(common + arguments + ["-o", output.path])
                #expect(result.status == 0, "\(arguments): \(result.stderr)")
                return try Data(contentsOf: output)
            }
            // At 1.1 s "summer" (from 0.955 s) is 0.145 s into its 0.2 s entrance, and a keyword.
            let keyword = ["--emphasis", "summer"]
            let preset = try still("preset.png", ["--preset", "bold-pop"] + keyword)
            let options = try still("options.png", ["--font", "Noto Sans", "--weight", "black", "--size", "9%", "--case", "upper", "--style", "pop",
                                                    "--active", "#ffd60a", "--style-option", "scale=1.15", "--style-option", "dim=1",
                                                    "--stroke", "black", "--max-words", "1", "--lines", "1", "--position", "center",
                                                    "--safe-area", "tiktok", "--entrance", "scale", "--entrance-option", "duration=0.2",
                                                    "--emphasis-color", "#34c759", "--emphasis-scale", "1.25"] + keyword)
            #expect(preset == options)
            // The entrance and the keyword's look are the preset's: without them the still differs.
            #expect(try still("plain.png", ["--preset", "bold-pop", "--entrance", "appear"] + keyword) != preset, "another entrance")
            #expect(try still("yellow.png", ["--preset", "bold-pop", "--emphasis-color", "#ffd60a"] + keyword) != preset, "another keyword colour")
            let file = folder.appendingPathComponent("pop.yaml")
            try Data("""
                summary: the bold pop, from a file
                font: Noto Sans
                weight: 900
                size: 9%
                case: upper
                style: {name: pop, active: "#ffd60a", scale: 1.15, dim: 1}
                stroke: black
                maxWords: 1
                lines: 1
                position: center
                safeArea: tiktok
                entrance: {name: scale, duration: 0.2}
                emphasis: {color: "#34c759", scale: 1.25}
                """.utf8).write(to: file)
            #expect(try still("file.png", ["--preset", file.path] + keyword) == preset)
            #expect(try still("override.png", ["--preset", "bold-pop", "--case", "lower"] + keyword) != preset, "lower case where the preset has upper")
            // A style that draws no caption words cannot take the preset's entrance: named as the
            // preset's, and --entrance none leaves it out.
            let wave = InProcess.run(common + ["--preset", "bold-pop", "--style", "wave", "-o", folder.appendingPathComponent("wave.png").path])
            #expect(wave.status == 2 && wave.stderr.contains("--preset") && wave.stderr.contains("--entrance none"), "\(wave.stderr)")
            #expect(try still("none.png", ["--preset", "bold-pop", "--style", "wave", "--entrance", "none"]).count > 0)
            #expect(try still("plain-none.png", ["--preset", "bold-pop", "--entrance", "none"] + keyword) != preset, "no entrance")
        }
    }

    @Test("kinetype presets lists at least six looks with their values; --json as an array of name, summary and values")
    func presetsListing() throws {
        let text = InProcess.run(["presets"])
        #expect(text.status == 0 && text.stdoutString.contains("bold-pop") && text.stdoutString.contains("    maxWords: 1"), "\(text.stdoutString)")
        let json = InProcess.run(["presets", "--json"])
        #expect(json.status == 0, "\(json.stderr)")
        let list = try #require(try JSONSerialization.jsonObject(with: json.stdout) as? [[String: Any]])
        let names = list.compactMap { $0["name"] as? String }
        #expect(names.count >= 6 && Set(["bold-pop", "karaoke-two-line", "boxed-highlight", "documentary", "neon-glow", "broadcast-plate"]).isSubset(of: names))
        let pop = try #require(list.first { $0["name"] as? String == "bold-pop" }?["values"] as? [String: String])
        #expect(pop["case"] == "upper" && pop["maxWords"] == "1" && pop["safeArea"] == "tiktok", "\(pop)")
    }

    @Test("bad values exit 2 naming the option, and write nothing: 0 or 21 words, an unknown case or preset, a safe area with no room or malformed, a malformed preset file")
    func badValues() throws {
        try Self.withTranscript { folder, input in
            let broken = folder.appendingPathComponent("broken.yaml")
            try Data("maxWords: 0\n".utf8).write(to: broken)
            let typo = folder.appendingPathComponent("typo.yaml")
            try Data("case: upper\nmaxWord: 2\n".utf8).write(to: typo)
            let cases: [([String], String)] = [
                (["--max-words", "0"], "--max-words"), (["--max-words", "21"], "--max-words"),
                (["--case", "shout"], "--case"), (["--preset", "bold-pup"], "--preset"),
                (["--safe-area", "50%,0,50%,0"], "--safe-area"), (["--safe-area", "1,2,3"], "--safe-area"),
                (["--canvas", "160x90", "--preset", "neon-glow"], "--preset"),
                (["--preset", broken.path], "--preset"), (["--preset", typo.path], "--preset"),
                (["--preset", folder.appendingPathComponent("missing.yaml").path], "--preset"),
            ]
            let output = folder.appendingPathComponent("out.vtt")
            for (arguments, option) in cases {
                let result = InProcess.run(["captions", input.path] + arguments + ["-o", output.path])
                #expect(result.status == 2 && result.stderr.contains(option), "\(arguments): \(result.status) \(result.stderr)")
                #expect(!FileManager.default.fileExists(atPath: output.path), "\(arguments) wrote the output")
            }
        }
    }
}
