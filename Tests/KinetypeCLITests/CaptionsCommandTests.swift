import Foundation
import KinetypeTestSupportCore
import Testing

/// `kinetype captions`: a caption file to video with alpha, to ASS and WebVTT, and bad input.
@Suite struct CaptionsCommandTests {
    static let vtt = """
        WEBVTT

        00:00:00.200 --> 00:00:01.000
        Hello <00:00:00.600>world

        00:00:01.200 --> 00:00:02.000
        مرحبا <00:00:01.600>بالعالم
        """

    static func withCaptions(_ name: String = "talk.vtt", _ text: String = vtt, _ body: (URL, URL) throws -> Void) throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let input = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: input)
        try body(folder, input)
    }

    @Test("a clear background to WebM: VP9 with alpha, as long as the last word's end")
    func webmWithAlpha() throws {
        try Self.withCaptions { folder, input in
            let output = folder.appendingPathComponent("talk.webm")
            let result = InProcess.run(["captions", input.path, "--canvas", "320x120", "--size", "24",
                                                                   "--fps", "10", "-o", output.path])
            #expect(result.status == 0, "\(result.stderr)")
            let ffprobe = try #require(TestSupport.which("ffprobe"))
            let streams = try TestSupport.run(ffprobe, ["-v", "error", "-count_frames", "-show_streams", output.path]).stdoutString
            #expect(streams.lowercased().contains("alpha_mode=1"), "VP9 alpha is stored as a side channel")
            #expect(streams.contains("nb_read_frames=20"), "2 s at 10 fps: \(streams)")
        }
    }

    @Test("a clear background to MOV: ProRes 4444 with an alpha plane")
    func movWithAlpha() throws {
        try Self.withCaptions { folder, input in
            let output = folder.appendingPathComponent("talk.mov")
            let result = InProcess.run(["captions", input.path, "--canvas", "160x64", "--size", "16",
                                                                   "--fps", "5", "-o", output.path])
            #expect(result.status == 0, "\(result.stderr)")
            let ffprobe = try #require(TestSupport.which("ffprobe"))
            let streams = try TestSupport.run(ffprobe, ["-v", "error", "-show_streams", output.path]).stdoutString
            #expect(streams.contains("pix_fmt=yuva444p"), "\(streams)")
        }
    }

    @Test("--over burns the captions into a copy of a video: its size, frame count and sound stay")
    func overVideo() throws {
        try Self.withCaptions { folder, input in
            let ffmpeg = try #require(TestSupport.which("ffmpeg")), ffprobe = try #require(TestSupport.which("ffprobe"))
            let video = folder.appendingPathComponent("in.mp4"), output = folder.appendingPathComponent("out.mp4")
            try FootageFixtures.clip(at: video)
            let result = InProcess.run(["captions", input.path, "--over", video.path, "--size", "32", "--stroke", "none", "-o", output.path])
            #expect(result.status == 0, "\(result.stderr)")
            func streams(_ url: URL) throws -> String {
                try TestSupport.run(ffprobe, ["-v", "error", "-count_packets", "-show_entries",
                                              "stream=codec_type,width,height,nb_read_packets", "-of", "compact", url.path]).stdoutString
            }
            let before = try streams(video), after = try streams(output)
            #expect(after.contains("codec_type=video|width=320|height=180|nb_read_packets=30"), "\(after)")
            #expect(before.contains("codec_type=audio") && after.contains("codec_type=audio"), "the sound stays: \(after)")
            // At 0.4 s the first word is on screen: the frame differs from the video's own.
            func frame(_ url: URL) throws -> Data {
                try TestSupport.run(ffmpeg, ["-v", "error", "-i", url.path, "-vf", "select=eq(n\\,10)", "-vframes", "1",
                                             "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]).stdout
            }
            let original = try frame(video), captioned = try frame(output)
            #expect(original.count == 320 * 180 * 3 && captioned.count == original.count)
            let changed = zip(original, captioned).filter { abs(Int($0) - Int($1)) > 40 }.count
            #expect(changed > 2000, "\(changed) bytes changed by the captions")
        }
    }

    @Test("captions piped in: - reads standard input; an empty stream, /dev/null and a folder are named")
    func pipedIn() throws {
        try Self.withCaptions { folder, input in
            // `whisper … | kinetype captions -`: the same card as from the file.
            let fromFile = folder.appendingPathComponent("file.gif"), piped = folder.appendingPathComponent("piped.gif")
            let options = ["--canvas", "160x64", "--size", "16", "--fps", "5"]
            #expect(InProcess.run(["captions", input.path] + options + ["-o", fromFile.path]).status == 0)
            let process = try SpawnedProcess(TestSupport.kinetype, ["captions", "-"] + options + ["-o", piped.path], standardInput: input.path)
            let result = process.wait()
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try Data(contentsOf: piped) == Data(contentsOf: fromFile), "the same card from standard input")
            let empty = try SpawnedProcess(TestSupport.kinetype, ["captions", "-"] + options + ["-o", folder.appendingPathComponent("e.gif").path]).wait()
            #expect(empty.status != 0 && empty.stderr.contains("/dev/stdin: the file is empty"), "\(empty.stderr)")
            for (path, says) in [("/dev/null", "/dev/null: the file is empty"), (folder.path, "cannot read the file: it is a folder")] {
                let refused = InProcess.run(["captions", path] + options + ["-o", folder.appendingPathComponent("x.gif").path])
                #expect(refused.status != 0 && refused.stderr.contains(says) && !refused.stderr.contains("Permission denied"), "\(refused.stderr)")
            }
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.gif").path))
        }
    }

    @Test("--over a variable-rate video (a screen recording) keeps its length, its frames' times and the captions' times")
    func overVariableRateVideo() throws {
        try TestSupport.withTemporaryFolder { folder in
            let ffmpeg = try #require(TestSupport.which("ffmpeg")), ffprobe = try #require(TestSupport.which("ffprobe"))
            let input = folder.appendingPathComponent("late.srt"), video = folder.appendingPathComponent("in.mp4")
            let output = folder.appendingPathComponent("out.mp4")
            try Data("1\n00:00:02,200 --> 00:00:02,900\nLate\n".utf8).write(to: input)
            try FootageFixtures.variableRateClip(at: video)
            let result = InProcess.run(["captions", input.path, "--over", video.path, "--size", "32", "-o", output.path])
            #expect(result.status == 0 && !result.stderr.contains("warning"), "the cue is within the video's 3 s: \(result.stderr)")
            func times(_ url: URL) throws -> [String] {
                try TestSupport.run(ffprobe, ["-v", "error", "-select_streams", "v:0", "-show_entries", "packet=pts_time", "-of", "csv=p=0",
                                              url.path]).stdoutString.split(whereSeparator: \.isNewline).map(String.init).sorted { Double($0)! < Double($1)! }
            }
            let source = try times(video)
            #expect(source.count == 50 && source.last == "2.900000", "\(source.count) frames, the last at \(source.last ?? "")")
            #expect(try times(output) == source, "every frame keeps its time")
            // The picture at 2.5 s (frame 45) has the cue on it; the one at 1.5 s (frame 25) has not.
            func frame(_ url: URL, _ index: Int) throws -> Data {
                try TestSupport.run(ffmpeg, ["-v", "error", "-i", url.path, "-vf", "select=eq(n\\,\(index))", "-vframes", "1",
                                             "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]).stdout
            }
            for (index, shown) in [(45, true), (25, false)] {
                let original = try frame(video, index), captioned = try frame(output, index)
                try #require(original.count == 320 * 180 * 3 && captioned.count == original.count)
                let changed = zip(original, captioned).filter { abs(Int($0) - Int($1)) > 40 }.count
                #expect(shown ? changed > 1000 : changed < 50, "frame \(index): \(changed) bytes changed by the captions")
            }
        }
    }

    /// Per frame of `width`×`height` RGB(A) pixels, each word's share of ink in the sung colour
    /// (yellow): the words are the ink left and right of the widest gap in the text's last frame.
    static func sungShares(_ frames: [[SIMD3<Int>]], width: Int, height: Int) -> [[Double]] {
        func isInk(_ p: SIMD3<Int>) -> Bool { p.x + p.y + p.z > 300 }
        func isSung(_ p: SIMD3<Int>) -> Bool { p.x > 180 && p.y > 130 && p.z < 110 }
        let last = frames.last!
        let columns = (0..<width).filter { x in (0..<height).contains { isInk(last[$0 * width + x]) } }
        // The gap between the words: the widest run of empty columns inside the text.
        var split = columns.first!, widest = 0
        for (a, b) in zip(columns, columns.dropFirst()) where b - a > widest { widest = b - a; split = a + 1 }
        return frames.map { frame in
            [0..<split, split..<width].map { range in
                var ink = 0, sung = 0
                for y in 0..<height {
                    for x in range where isInk(frame[y * width + x]) {
                        ink += 1
                        if isSung(frame[y * width + x]) { sung += 1 }
                    }
                }
                return ink == 0 ? 0 : Double(sung) / Double(ink)
            }
        }
    }

    /// The first frame in which each word's sung share passes `threshold`.
    static func firstFrames(_ shares: [[Double]], above threshold: Double) -> [Int?] {
        (0..<2).map { word in shares.firstIndex { $0[word] > threshold } }
    }

    @Test("round trip: the exported ASS, drawn by ffmpeg's libass, sings each word in the same frames as Kinetype (within one)")
    func assRoundTripThroughLibass() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let input = folder.appendingPathComponent("talk.vtt")
        try Data("WEBVTT\n\n00:00:00.200 --> 00:00:01.800\nHello <00:00:01.000>world\n".utf8).write(to: input)
        let options = ["--canvas", "320x120", "--fps", "10", "--size", "32", "--stroke", "none", "--background", "black"]
        let ass = folder.appendingPathComponent("talk.ass"), frames = folder.appendingPathComponent("frames")
        #expect(InProcess.run(["captions", input.path, "-o", ass.path] + options).status == 0)
        #expect(InProcess.run(["captions", input.path, "-o", frames.path] + options).status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: frames.path).filter { $0.hasSuffix(".png") }.sorted()
        try #require(names.count == 18, "1.8 s at 10 fps: \(names.count)")
        let ours = try names.map { name -> [SIMD3<Int>] in
            let png = try TestSupport.decodePNG(Data(contentsOf: frames.appendingPathComponent(name)))
            let step = png.rgba.count / (320 * 120)
            return (0..<(320 * 120)).map { SIMD3(Int(png.rgba[$0 * step]), Int(png.rgba[$0 * step + 1]), Int(png.rgba[$0 * step + 2])) }
        }
        let ffmpeg = try #require(TestSupport.which("ffmpeg"))
        let fonts = TestSupport.fontsFolder.path
        let drawn = try TestSupport.run(ffmpeg, ["-v", "error", "-f", "lavfi", "-i", "color=black:s=320x120:r=10:d=1.8",
                                                 "-vf", "ass=\(ass.path):fontsdir=\(fonts)", "-f", "rawvideo", "-pix_fmt", "rgb24", "-"])
        try #require(drawn.status == 0 && drawn.stdout.count == 18 * 320 * 120 * 3, "\(drawn.stderr)")
        let bytes = [UInt8](drawn.stdout)
        let theirs = (0..<18).map { frame in
            (0..<(320 * 120)).map { i in SIMD3(Int(bytes[(frame * 320 * 120 + i) * 3]), Int(bytes[(frame * 320 * 120 + i) * 3 + 1]),
                                                Int(bytes[(frame * 320 * 120 + i) * 3 + 2])) }
        }
        let a = Self.sungShares(ours, width: 320, height: 120), b = Self.sungShares(theirs, width: 320, height: 120)
        // Edge pixels blend into the background, so no word is ever wholly the sung colour: the
        // thresholds stop short of the share both reach.
        for threshold in [0.05, 0.3, 0.5, 0.7] {
            let ourFrames = Self.firstFrames(a, above: threshold), theirFrames = Self.firstFrames(b, above: threshold)
            for word in 0..<2 {
                let ours = try #require(ourFrames[word]), theirs = try #require(theirFrames[word])
                expectClose(ours, theirs, tolerance: 1, "word \(word + 1) passes \(threshold): frame \(ours) here, \(theirs) in libass")
            }
        }
    }

    @Test("to ASS, WebVTT, SRT and TTML: the paged words with their times; each page leaves when its cue ends, as the file says")
    func textExports() throws {
        try Self.withCaptions { folder, input in
            let ass = folder.appendingPathComponent("talk.ass"), vtt = folder.appendingPathComponent("out.vtt")
            #expect(InProcess.run(["captions", input.path, "-o", ass.path]).status == 0)
            #expect(InProcess.run(["captions", input.path, "-o", vtt.path]).status == 0)
            let srt = folder.appendingPathComponent("out.SRT")
            #expect(InProcess.run(["captions", input.path, "-o", srt.path]).status == 0)
            let subRip = try String(contentsOf: srt, encoding: .utf8)
            #expect(subRip.hasPrefix("1\n00:00:00,200 --> 00:00:01,000\nHello world\n"), "\(subRip)")
            let ttml = folder.appendingPathComponent("out.dfxp")
            #expect(InProcess.run(["captions", input.path, "-o", ttml.path]).status == 0)
            let timedText = try String(contentsOf: ttml, encoding: .utf8)
            #expect(timedText.contains("<p begin=\"00:00:00.200\" end=\"00:00:01.000\" region=\"bottom\">Hello world</p>"), "\(timedText)")
            let script = try String(contentsOf: ass, encoding: .utf8)
            #expect(script.contains("Dialogue: 0,0:00:00.20,0:00:01.00,Default,,0,0,0,,{\\kf40}Hello {\\kf40}world"), "\(script)")
            #expect(script.contains("{\\kf40}مرحبا {\\kf40}بالعالم"))
            let text = try String(contentsOf: vtt, encoding: .utf8)
            #expect(text.contains("00:00:00.200 --> 00:00:01.000\nHello <00:00:00.600>world"), "\(text)")
        }
    }

    @Test("YouTube's automatic captions from yt-dlp (json3) to SRT: a page a rolling line, at the file's word times")
    func youTubeJSON3() throws {
        try Self.withCaptions("talk.en.json3", """
            {"wireMagic": "pb3", "pens": [{}], "wsWinStyles": [{}], "wpWinPositions": [{}],
             "events": [{"tStartMs": 0, "dDurationMs": 9000, "id": 1, "wpWinPosId": 0},
              {"tStartMs": 160, "dDurationMs": 4080, "wWinId": 1, "segs": [{"utf8": "hello"}, {"utf8": " everyone", "tOffsetMs": 480}]},
              {"tStartMs": 2350, "dDurationMs": 1890, "wWinId": 1, "aAppend": 1, "segs": [{"utf8": "\\n"}]},
              {"tStartMs": 2360, "dDurationMs": 5000, "wWinId": 1, "segs": [{"utf8": "back"}, {"utf8": " again", "tOffsetMs": 400}]}]}
            """) { folder, input in
            let output = folder.appendingPathComponent("talk.srt")
            let result = InProcess.run(["captions", input.path, "-o", output.path])
            #expect(result.status == 0, "\(result.stderr)")
            // 160 ms to the next line at 2360 ms; 2360 ms to the window's end at 2360 + 5000 ms.
            let subRip = try String(contentsOf: output, encoding: .utf8)
            #expect(subRip == """
                1
                00:00:00,160 --> 00:00:02,360
                hello everyone

                2
                00:00:02,360 --> 00:00:07,360
                back again

                """)
            let help = InProcess.run(["captions", "--help"])
            #expect(String(decoding: help.stdout, as: UTF8.self).contains(".json3"), "the help names YouTube's files")
        }
    }

    @Test("a Korean SAMI file to SRT: the STYLE's first language, no warning of hyphenation (Korean breaks between words unhyphenated)")
    func koreanSAMI() throws {
        try Self.withCaptions("movie.smi", """
            <SAMI><HEAD><STYLE TYPE="text/css"><!--
            .KRCC { Name:한국어; lang:ko-KR; SAMIType:CC; }
            .ENCC { Name:English; lang:en-US; SAMIType:CC; }
            --></STYLE></HEAD><BODY>
            <SYNC Start=1000><P Class=KRCC>안녕하세요
            <SYNC Start=1000><P Class=ENCC>Hello
            <SYNC Start=2500><P Class=KRCC>&nbsp;
            </BODY></SAMI>
            """) { folder, input in
            let output = folder.appendingPathComponent("movie.srt")
            let result = InProcess.run(["captions", input.path, "-o", output.path])
            #expect(result.status == 0 && !result.stderr.contains("hyphenation"), "\(result.stderr)")
            let subRip = try String(contentsOf: output, encoding: .utf8)
            #expect(subRip == "1\n00:00:01,000 --> 00:00:02,500\n안녕하세요\n")
            let unknown = InProcess.run(["captions", input.path, "--language", "xx", "-o", folder.appendingPathComponent("x.srt").path])
            #expect(unknown.status == 0 && unknown.stderr.contains("no hyphenation patterns for 'xx'"), "\(unknown.stderr)")
        }
    }

    @Test("--speaker-colors: a diarized Deepgram transcript's speakers in yellow and cyan (#ffff00, #00ffff: WebVTT's colour classes), as the WebVTT export shows them; a bad colour is named")
    func speakerColors() throws {
        try Self.withCaptions("call.json", """
            {"metadata": {"channels": 1}, "results": {"channels": [{"alternatives": [{"words": [
              {"word": "yes", "start": 0.1, "end": 0.3, "speaker": 0, "punctuated_word": "Yes."},
              {"word": "no", "start": 0.6, "end": 0.9, "speaker": 1, "punctuated_word": "No."}]}]}]}}
            """) { folder, input in
            let output = folder.appendingPathComponent("call.vtt")
            let result = InProcess.run(["captions", input.path, "--speaker-colors", "#ffff00, #00ffff", "-o", output.path])
            #expect(result.status == 0, "\(result.stderr)")
            let text = try String(contentsOf: output, encoding: .utf8)
            #expect(text.contains("<c.yellow>Yes.</c>") && text.contains("<c.cyan>No.</c>"), "\(text)")
            let bad = InProcess.run(["captions", input.path, "--speaker-colors", "yellow,chartreuse-ish", "-o", folder.appendingPathComponent("x.vtt").path])
            #expect(bad.status == 2 && bad.stderr.contains("invalid for '--speaker-colors <speaker-colors>'")
                        && bad.stderr.contains("unknown color name \"chartreuse-ish\""), "\(bad.stderr)")
        }
    }

    @Test("a video's subtitle tracks: an MKV's SRT (the first) and ASS (--track deu, karaoke times kept), an MP4's mov_text burned into itself; bad choices list the tracks")
    func videoTracks() throws {
        try Self.withCaptions("en.srt", "1\n00:00:00,500 --> 00:00:01,500\nHello <i>there</i>\n\n2\n00:00:02,000 --> 00:00:03,000\nSecond line\n") { folder, srt in
            let ass = folder.appendingPathComponent("de.ass")
            try Data(TestSupport.assScript(["0,0:00:00.50,0:00:02.00,Default,,0,0,0,,{\\k50}Hallo {\\k100}Welt"]).utf8).write(to: ass)
            let ffmpeg = try #require(TestSupport.which("ffmpeg"))
            let mkv = folder.appendingPathComponent("movie.mkv"), mp4 = folder.appendingPathComponent("phone.mp4")
            let black = ["-v", "error", "-y", "-f", "lavfi", "-i", "color=c=black:s=160x90:d=3"]
            #expect(try TestSupport.run(ffmpeg, black + ["-i", srt.path, "-i", ass.path, "-map", "0", "-map", "1", "-map", "2", "-c:v", "libx264",
                                                         "-c:s:0", "srt", "-c:s:1", "ass", "-metadata:s:s:0", "language=eng", "-metadata:s:s:1", "language=deu",
                                                         mkv.path]).status == 0)
            #expect(try TestSupport.run(ffmpeg, black + ["-i", srt.path, "-map", "0", "-map", "1", "-c:v", "libx264", "-pix_fmt", "yuv420p",
                                                         "-c:s", "mov_text", mp4.path]).status == 0)
            let subRip = "1\n00:00:00,500 --> 00:00:01,500\nHello <i>there</i>\n\n2\n00:00:02,000 --> 00:00:03,000\nSecond line\n"
            for (video, arguments) in [(mkv, [String]()), (mkv, ["--track", "0"]), (mp4, [])] {
                let output = folder.appendingPathComponent("out.srt")
                let result = InProcess.run(["captions", video.path] + arguments + ["-o", output.path])
                #expect(result.status == 0, "\(result.stderr)")
                let text = try String(contentsOf: output, encoding: .utf8)
                #expect(text == subRip, "\(video.lastPathComponent) \(arguments): \(text)")
            }
            let german = folder.appendingPathComponent("de.vtt")
            #expect(InProcess.run(["captions", mkv.path, "--track", "deu", "-o", german.path]).status == 0)
            let vtt = try String(contentsOf: german, encoding: .utf8)
            #expect(vtt.contains("00:00:00.500 --> 00:00:02.000\nHallo <00:00:01.000>Welt"), "\(vtt)")
            let burned = folder.appendingPathComponent("burned.mp4")
            let over = InProcess.run(["captions", mp4.path, "--over", mp4.path, "-o", burned.path])
            #expect(over.status == 0 && FileManager.default.fileExists(atPath: burned.path), "\(over.stderr)")

            let missing = InProcess.run(["captions", mkv.path, "--track", "fra", "-o", folder.appendingPathComponent("x.srt").path])
            #expect(missing.status == 2 && missing.stderr.contains("has no subtitle track 'fra': its tracks are 0 (eng, subrip); 1 (deu, ass)"),
                    "\(missing.stderr)")
            let plain = folder.appendingPathComponent("plain.mp4")
            #expect(try TestSupport.run(ffmpeg, black + ["-c:v", "libx264", plain.path]).status == 0)
            let none = InProcess.run(["captions", plain.path, "-o", folder.appendingPathComponent("x.srt").path])
            #expect(none.status == 2 && none.stderr.contains("has no subtitle tracks"), "\(none.stderr)")
            let fifo = folder.appendingPathComponent("fifo.mkv")
            #expect(mkfifo(fifo.path, 0o600) == 0)
            let special = InProcess.run(["captions", fifo.path, "-o", folder.appendingPathComponent("x.srt").path])
            #expect(special.status == 2 && special.stderr.contains("is not a regular file"), "a FIFO named .mkv is refused, not waited on: \(special.stderr)")
            let notVideo = InProcess.run(["captions", srt.path, "--track", "1", "-o", folder.appendingPathComponent("x.srt").path])
            #expect(notVideo.status == 2 && notVideo.stderr.contains("leave --track out"), "\(notVideo.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.srt").path), "nothing written")
        }
    }

    @Test("--var fills {{name}} in the captions; an unknown one is an error at its line")
    func variables() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let input = folder.appendingPathComponent("talk.srt"), output = folder.appendingPathComponent("talk.vtt")
        try Data("1\n00:00:01,000 --> 00:00:02,000\nHello {{name}}\n".utf8).write(to: input)
        let filled = InProcess.run(["captions", input.path, "--var", "name=Ada", "-o", output.path])
        #expect(filled.status == 0, "\(filled.stderr)")
        #expect(try String(contentsOf: output, encoding: .utf8).contains("Hello <00:00:01."), "the words are Hello and Ada")
        #expect(try String(contentsOf: output, encoding: .utf8).contains(">Ada"))
        let missing = InProcess.run(["captions", input.path, "-o", folder.appendingPathComponent("x.vtt").path])
        #expect(missing.status == 2 && missing.stderr.contains("talk.srt:2: unknown variable {{name}}"), "\(missing.stderr)")
    }

    @Test("bad input: an error naming the file and line, exit 2, nothing written", arguments: [
        ("bad.srt", "1\n00:00:02,000 --> 00:00:01,000\nHi\n", "bad.srt:2:"),
        ("bad.txt", "hello", "not a caption file"),
    ])
    func badInput(name: String, text: String, says: String) throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let input = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: input)
        let result = InProcess.run(["captions", input.path, "-o", folder.appendingPathComponent("out.gif").path])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains(says), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [name])
        let style = InProcess.run(["captions", input.path, "--style", "karoake", "-o", "x.gif"])
        #expect(style.status == 2)
    }

    @Test("a film's captions (1 h 37 min) render; a file past a day is named with its late cue's line, exit 2, nothing written")
    func tooLong() throws {
        try TestSupport.withTemporaryFolder { folder in
            // A film: the last cue ends at 1:37:29.634.
            let film = folder.appendingPathComponent("film.srt")
            try Data("1\n00:00:01,000 --> 00:00:02,000\nOpening\n\n2\n01:37:28,000 --> 01:37:29,634\nThe end\n".utf8).write(to: film)
            let still = folder.appendingPathComponent("end.png")
            let rendered = InProcess.run(["captions", film.path, "--canvas", "320x180", "--background", "black", "--at", "5848.5", "-o", still.path])
            #expect(rendered.status == 0, "\(rendered.stderr)")
            let png = try TestSupport.decodePNG(Data(contentsOf: still))
            #expect(stride(from: 0, to: png.rgba.count, by: 4).contains { png.rgba[$0] > 200 }, "the last cue is drawn at 1:37:28.5")
            // A recording longer than a day is a mistake.
            let input = folder.appendingPathComponent("stream.srt")
            try Data("1\n00:00:01,000 --> 00:00:02,000\nOpening\n\n2\n25:00:00,000 --> 25:00:01,500\nThe end\n".utf8).write(to: input)
            let output = folder.appendingPathComponent("stream.mp4")
            let result = InProcess.run(["captions", input.path, "-o", output.path])
            #expect(result.status == 2 && result.stderr.contains("stream.srt:6") && result.stderr.contains("90001.5")
                    && result.stderr.contains("longer than a card may last"), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: output.path))
            // The same file in a scene without a duration: named at the scene's captions.file.
            let scene = folder.appendingPathComponent("stream.yaml")
            try Data("version: 1\ncaptions: {file: stream.srt}\n".utf8).write(to: scene)
            let render = InProcess.run(["render", scene.path, "-o", folder.appendingPathComponent("still.png").path])
            #expect(render.status == 2 && render.stderr.contains("stream.yaml:2:") && render.stderr.contains("captions.file")
                    && render.stderr.contains("stream.srt:6") && render.stderr.contains("give the scene a duration"), "\(render.stderr)")
        }
    }

    /// A film's worth of cues around the 90-minute mark, as an SRT.
    static let film = """
        1
        01:29:58,000 --> 01:30:00,500
        Ninety minutes in

        2
        01:30:01,000 --> 01:30:03,000
        and still going

        3
        01:45:00,000 --> 01:45:02,000
        Later

        """

    @Test("--from and --to render a part of a long file, starting at 0; --offset moves the file's times; an empty part is named")
    func timeWindow() throws {
        try TestSupport.withTemporaryFolder { folder in
            let input = folder.appendingPathComponent("film.srt")
            try Data(Self.film.utf8).write(to: input)
            let part = folder.appendingPathComponent("part.vtt")
            let cut = InProcess.run(["captions", input.path, "--from", "1:29:59", "--to", "5402", "-o", part.path])
            #expect(cut.status == 0, "\(cut.stderr)")
            let text = try String(contentsOf: part, encoding: .utf8)
            // The first cue is cut at the window's start, its words keeping their times (the
            // first, spoken before 1:29:59, is gone); the second is cut at the window's end; the
            // third is outside.
            #expect(text.contains("00:00:00.000 --> 00:00:01.500\nminutes <"), "\(text)")
            #expect(text.contains("00:00:02.000 --> 00:00:03.000"), "\(text)")
            #expect(!text.contains("Later"), "\(text)")
            let moved = folder.appendingPathComponent("moved.vtt")
            let shifted = InProcess.run(["captions", input.path, "--offset", "-1:29:00", "--to", "70", "-o", moved.path])
            #expect(shifted.status == 0, "\(shifted.stderr)")
            #expect(try String(contentsOf: moved, encoding: .utf8).contains("00:00:58.000 --> 00:01:00.500"), "moved 89 minutes earlier")
            let empty = InProcess.run(["captions", input.path, "--from", "10", "--to", "20", "-o", folder.appendingPathComponent("none.vtt").path])
            #expect(empty.status == 2 && empty.stderr.contains("no captions from 0:00:10.000 to 0:00:20.000"), "\(empty.stderr)")
            let backwards = InProcess.run(["captions", input.path, "--from", "20", "--to", "10", "-o", folder.appendingPathComponent("x.vtt").path])
            #expect(backwards.status == 2 && backwards.stderr.contains("--to"), "\(backwards.stderr)")
            let bad = InProcess.run(["captions", input.path, "--from", "1:99:00", "-o", folder.appendingPathComponent("y.vtt").path])
            #expect(bad.status == 2 && bad.stderr.contains("--from"), "\(bad.stderr)")
            #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)) == ["film.srt", "part.vtt", "moved.vtt"])
        }
    }

    @Test("--from and --to with --over: that part of the video, each picture at its time from the window's start, its sound, the captions on it",
          arguments: [false, true])
    func windowOverVideo(variableRate: Bool) throws {
        try TestSupport.withTemporaryFolder { folder in
            let ffmpeg = try #require(TestSupport.which("ffmpeg")), ffprobe = try #require(TestSupport.which("ffprobe"))
            let input = folder.appendingPathComponent("late.srt"), video = folder.appendingPathComponent("in.mp4")
            let output = folder.appendingPathComponent("clip.mp4")
            try Data("1\n00:00:02,200 --> 00:00:02,900\nLate\n".utf8).write(to: input)
            if variableRate { try FootageFixtures.variableRateClip(at: video) } else { try FootageFixtures.clip(at: video, seconds: 3) }
            let result = InProcess.run(["captions", input.path, "--over", video.path, "--from", "1", "--to", "2.5", "--size", "32", "-o", output.path])
            #expect(result.status == 0 && !result.stderr.contains("warning"), "\(result.stderr)")
            func times(_ url: URL, _ stream: String = "v:0") throws -> [Double] {
                try TestSupport.run(ffprobe, ["-v", "error", "-select_streams", stream, "-show_entries", "packet=pts_time", "-of", "csv=p=0",
                                              url.path]).stdoutString.split(whereSeparator: \.isNewline).compactMap { Double($0) }.sorted()
            }
            let source = try times(video), clip = try times(output)
            let expected = source.filter { $0 >= 1 - 1e-6 && $0 < 2.5 - 1e-6 }.map { $0 - 1 }
            #expect(clip.count == expected.count && zip(clip, expected).allSatisfy { abs($0 - $1) < 1e-3 },
                    "the window's \(expected.count) pictures at their times less 1 s: \(clip)")
            let sound = try times(output, "a:0")
            #expect(!sound.isEmpty && abs(sound.last! - 1.5) < 0.1, "the sound of the window: to \(sound.last ?? -1) s")
            // No sound from before the window (a copy would start at the packet before it).
            #expect(sound.first.map { $0 > -0.05 } ?? false, "the sound starts at the window: \(sound.first ?? 0) s")
            // The picture at 1.3 s of the clip (2.3 s of the video) has the cue on it; the one
            // at 0.5 s (1.5 s) has not; each is the video's picture at its time elsewhere.
            func picture(_ url: URL, at time: Double) throws -> Data {
                try TestSupport.run(ffmpeg, ["-v", "error", "-ss", String(time), "-i", url.path, "-frames:v", "1",
                                             "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]).stdout
            }
            for (time, shown) in [(1.3, true), (0.5, false)] {
                let original = try picture(video, at: time + 1), captioned = try picture(output, at: time)
                try #require(original.count == 320 * 180 * 3 && captioned.count == original.count)
                let changed = zip(original, captioned).filter { abs(Int($0) - Int($1)) > 40 }.count
                #expect(shown ? changed > 1000 : changed < 50, "at \(time) s of the clip: \(changed) bytes changed")
            }
        }
    }

    @Test("no silent loss: captions past the end of the --over video, and a clear background into MP4, are warned about (exit 0)")
    func warnings() throws {
        try TestSupport.withTemporaryFolder { folder in
            let input = folder.appendingPathComponent("long.srt")
            try Data("1\n00:00:00,200 --> 00:00:00,900\nShown\n\n2\n00:00:03,000 --> 00:00:04,000\nAfter the video\n".utf8).write(to: input)
            let video = folder.appendingPathComponent("in.mp4")
            try FootageFixtures.clip(at: video)
            let over = InProcess.run(["captions", input.path, "--over", video.path, "--size", "24", "-o", folder.appendingPathComponent("out.mp4").path])
            #expect(over.status == 0 && over.stderr.contains("warning: the captions run to 0:00:04.000, past the end of")
                    && over.stderr.contains("long.srt:6"), "\(over.stderr)")
            let black = InProcess.run(["captions", input.path, "--canvas", "160x90", "--fps", "5", "--size", "12",
                                       "-o", folder.appendingPathComponent("clear.mp4").path])
            #expect(black.status == 0 && black.stderr.contains("MP4 has no alpha"), "\(black.stderr)")
            let webm = InProcess.run(["captions", input.path, "--canvas", "160x90", "--fps", "5", "--size", "12",
                                      "-o", folder.appendingPathComponent("clear.webm").path])
            #expect(webm.status == 0 && !webm.stderr.contains("warning"), "\(webm.stderr)")
        }
    }

    @Test("styles from the command line: --active, --color, --box and --style-option reach the drawn pixels; a bad option is named")
    func styleOptions() throws {
        try TestSupport.withTemporaryFolder { folder in
            let input = folder.appendingPathComponent("one.srt")
            try Data("1\n00:00:00,000 --> 00:00:02,000\nGreen words\n".utf8).write(to: input)
            let still = folder.appendingPathComponent("still.png")
            let result = InProcess.run(["captions", input.path, "--canvas", "400x200", "--background", "black", "--stroke", "none",
                                        "--color", "#ff0000", "--active", "#00ff00", "--box", "#0000ff", "--style", "plain",
                                        "--style-option", "platePadding=10", "--at", "0.5", "-o", still.path])
            #expect(result.status == 0, "\(result.stderr)")
            let png = try TestSupport.decodePNG(Data(contentsOf: still))
            let pixels = stride(from: 0, to: png.rgba.count, by: 4).map { (png.rgba[$0], png.rgba[$0 + 1], png.rgba[$0 + 2]) }
            #expect(pixels.contains { $0.0 > 200 && $0.1 < 60 && $0.2 < 60 }, "plain draws the words in --color")
            #expect(pixels.filter { $0.2 > 200 && $0.0 < 60 && $0.1 < 60 }.count > 2000, "the plate behind the line is --box's blue")
            let pop = InProcess.run(["captions", input.path, "--style", "pop", "--style-option", "scale=1.5", "--active", "#00ff00",
                                     "--canvas", "400x200", "--background", "black", "--at", "0.3", "-o", folder.appendingPathComponent("pop.png").path])
            #expect(pop.status == 0, "\(pop.stderr)")
            let popped = try TestSupport.decodePNG(Data(contentsOf: folder.appendingPathComponent("pop.png")))
            #expect(stride(from: 0, to: popped.rgba.count, by: 4).contains { popped.rgba[$0 + 1] > 200 && popped.rgba[$0] < 60 },
                    "the spoken word is in --active")
            let unknown = InProcess.run(["captions", input.path, "--style-option", "sparkle=2", "-o", folder.appendingPathComponent("a.gif").path])
            #expect(unknown.status == 2 && unknown.stderr.contains("sparkle"), "\(unknown.stderr)")
            let malformed = InProcess.run(["captions", input.path, "--style-option", "scale", "-o", folder.appendingPathComponent("b.gif").path])
            #expect(malformed.status == 2 && malformed.stderr.contains("NAME=VALUE"), "\(malformed.stderr)")
            let badColour = InProcess.run(["captions", input.path, "--active", "greenish", "-o", folder.appendingPathComponent("c.gif").path])
            #expect(badColour.status == 2 && badColour.stderr.contains("greenish"), "\(badColour.stderr)")
        }
    }

    @Test("--size 6% is a share of the canvas height; without --size captions are 56 at 720p and 84 at 1080p; --max-chars limits lines")
    func relativeSize() throws {
        try TestSupport.withTemporaryFolder { folder in
            let input = folder.appendingPathComponent("talk.srt")
            try Data("1\n00:00:00,000 --> 00:00:04,000\nA sentence long enough to need two lines at twenty\n".utf8).write(to: input)
            func styleSize(_ arguments: [String]) throws -> String? {
                let output = folder.appendingPathComponent("out.ass")
                let result = InProcess.run(["captions", input.path] + arguments + ["-o", output.path])
                guard result.status == 0 else { Issue.record("\(result.stderr)"); return nil }
                let script = try String(contentsOf: output, encoding: .utf8)
                return script.split(separator: "\n").first { $0.hasPrefix("Style:") }.map { String($0.split(separator: ",")[2]) }
            }
            #expect(try styleSize(["--canvas", "1280x720"]) == "56")
            #expect(try styleSize(["--canvas", "1920x1080"]) == "84")
            #expect(try styleSize(["--canvas", "1000x500", "--size", "6%"]) == "30")
            #expect(try styleSize(["--canvas", "1000x500", "--size", "40"]) == "40")
            let narrow = folder.appendingPathComponent("narrow.vtt")
            #expect(InProcess.run(["captions", input.path, "--max-chars", "20", "--lines", "4", "-o", narrow.path]).status == 0)
            let lines = try String(contentsOf: narrow, encoding: .utf8).split(separator: "\n").filter { !$0.contains("-->") && $0 != "WEBVTT" }
                .map { $0.replacingOccurrences(of: #"<[0-9:.]+>"#, with: "", options: .regularExpression) }
            #expect(lines.count >= 3 && lines.allSatisfy { $0.count <= 20 }, "\(lines)")
            let wrong = InProcess.run(["captions", input.path, "--size", "250%", "-o", folder.appendingPathComponent("x.gif").path])
            #expect(wrong.status == 2 && wrong.stderr.contains("--size"), "\(wrong.stderr)")
            let elsewhere = InProcess.run(["render", "--text", "Hi", "--size", "6%", "-o", folder.appendingPathComponent("y.gif").path])
            #expect(elsewhere.status == 2 && elsewhere.stderr.contains("for captions"), "\(elsewhere.stderr)")
        }
    }
}
