import ExampleRenderers
import Foundation
import Kinetype
import KinetypeExport
import KinetypeTestSupport
import KinetypeTestSupportCore
import KinetypeVideo
import Testing

/// Every format decodes (ffprobe is the independent reference) with the requested frame count,
/// size and duration; two runs and 1 vs 2 threads give the same bytes; failures leave no file.
@Suite struct VideoExportTests {
    static func card(background: Color = .black) -> TitleCard {
        TitleCard(width: 320, height: 180, fps: 20, duration: 1, background: background) { t in
            (Text("Hi ") + Text("there").customAttribute(EmphasisAttribute())).font(.system(size: 40))
                .textRenderer(AppearanceEffectRenderer(elapsedTime: t, totalDuration: 0.8))
        }
    }

    /// ffprobe's view of a file's first video stream.
    static func probe(_ url: URL) throws -> [String: String] {
        let ffprobe = try #require(TestSupport.which("ffprobe"), "ffprobe (make setup installs ffmpeg)")
        let result = try TestSupport.run(ffprobe, ["-v", "error", "-count_frames", "-select_streams", "v:0",
            "-show_entries", "stream=codec_name,width,height,nb_read_frames,pix_fmt,duration:format=duration",
            "-of", "default=noprint_wrappers=1", url.path])
        var values: [String: String] = [:]
        for line in result.stdoutString.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2, values[parts[0]] == nil || parts[0] == "duration" { values[parts[0]] = parts[1] }
        }
        return values
    }

    @Test("video formats decode with the right frames, size and duration", arguments: [
        ("mp4", "h264", "yuv420p"), ("webm", "vp9", "yuv420p"), ("mov", "prores", "yuva444p12le"), ("apng", "apng", "rgb24"),
    ])
    func videoFormats(ext: String, codec: String, pixelFormat: String) throws {
        try TestSupport.withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("card.\(ext)")
            try Self.card().export(to: url, options: ExportOptions(threads: 2))
            let info = try Self.probe(url)
            #expect(info["codec_name"] == codec)
            #expect(info["width"] == "320" && info["height"] == "180")
            #expect(info["nb_read_frames"] == "20", "\(info)")
            if ext != "apng" { expectClose(Double(info["duration"] ?? "") ?? 0, 1.0, tolerance: 0.06, "\(info)") }
            #expect(info["pix_fmt"]?.hasPrefix(pixelFormat.prefix(5)) == true, "\(info)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["card.\(ext)"], "no temporary file left")
        }
    }

    @Test("MP4 quality is x264's CRF (21 at 100 with the standard compression, 18 with smallest; one more for every three steps down), with the animation tune",
          arguments: [(VideoCompression.standard, 100, "21.0"), (.standard, 70, "31.0"), (.standard, 1, "51.0"),
                      (.smallest, 100, "18.0"), (.smallest, 70, "28.0"), (.smallest, 40, "38.0"), (.smallest, 1, "51.0")])
    func mp4Quality(compression: VideoCompression, quality: Int, crf: String) throws {
        try TestSupport.withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("q.mp4")
            try Self.card().export(to: url, options: ExportOptions(threads: 2, quality: quality, videoCompression: compression))
            // x264 writes the settings it used into the stream (its SEI "options: … crf=…").
            let settings = String(decoding: try Data(contentsOf: url), as: UTF8.self)
            #expect(settings.contains("crf=\(crf) "), "x264 reports another rate factor")
            // The animation tune: deblocking 1:1 and psychovisual rate-distortion 0.4.
            #expect(settings.contains("deblock=1:1:1") && settings.contains("psy_rd=0.40:"))
            switch compression {
            case .standard:
                // Two slices on two threads, two reference frames, one B-frame, no macroblock tree.
                for option in ["sliced_threads=1 ", "slices=2 ", " ref=2 ", "bframes=1 ", "mbtree=0 "] {
                    #expect(settings.contains(option), "standard: \(option)")
                }
            case .smallest:
                // medium's 40-frame lookahead and macroblock tree, the animation tune's 6 reference frames.
                for option in ["rc_lookahead=40 ", "mbtree=1 ", " ref=6 ", "sliced_threads=0 "] {
                    #expect(settings.contains(option), "smallest: \(option)")
                }
            }
        }
    }

    @Test("MP4 and WebM are BT.709 in limited range, tagged so, and decode to the card's colours; MP4's odd sides repeat the edge",
          arguments: ["mp4", "webm"], [(255, 0, 0), (250, 60, 140), (20, 180, 230), (240, 240, 40)])
    func videoColours(ext: String, colour: (red: Int, green: Int, blue: Int)) throws {
        let (red, green, blue) = colour
        let background = Color(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255)
        let card = TitleCard(width: 63, height: 35, fps: 10, duration: 0.3, background: background) { _ in Text("") }
        // H.264 needs even sides: MP4 repeats the last column and row; VP9 keeps odd ones.
        let (width, height) = ext == "mp4" ? (64, 36) : (63, 35)
        try TestSupport.withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("c.\(ext)")
            try card.export(to: url, options: ExportOptions(threads: 2))
            let ffprobe = try #require(TestSupport.which("ffprobe")), ffmpeg = try #require(TestSupport.which("ffmpeg"))
            let tags = try TestSupport.run(ffprobe, ["-v", "error", "-select_streams", "v:0", "-show_entries",
                "stream=width,height,color_space,color_range,color_transfer,color_primaries,chroma_location", "-of", "default=noprint_wrappers=1", url.path]).stdoutString
            for tag in ["width=\(width)", "height=\(height)", "color_space=bt709", "color_range=tv", "color_transfer=bt709", "color_primaries=bt709",
                        "chroma_location=center"] {
                #expect(tags.contains(tag), "\(tag) in \(tags)")
            }
            // ffmpeg decodes by the tags; a BT.601 decode of BT.709 red would give red 233, green 0.
            let decoded = try TestSupport.run(ffmpeg, ["-v", "error", "-i", url.path, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]).stdout
            try #require(decoded.count == width * height * 3)
            let bytes = [UInt8](decoded)
            for (x, y) in [(width / 2, height / 2), (0, 0), (62, 34), (width - 1, height - 1), (width - 1, 10), (20, height - 1)] {
                let i = (y * width + x) * 3
                let got = (Int(bytes[i]), Int(bytes[i + 1]), Int(bytes[i + 2]))
                expectClose(got.0, red, tolerance: 3, "\(ext): pixel (\(x), \(y)) decodes as \(got), not (\(red), \(green), \(blue))")
                expectClose(got.1, green, tolerance: 3, "\(ext): pixel (\(x), \(y)) decodes as \(got), not (\(red), \(green), \(blue))")
                expectClose(got.2, blue, tolerance: 3, "\(ext): pixel (\(x), \(y)) decodes as \(got), not (\(red), \(green), \(blue))")
            }
        }
    }

    @Test("WebM with alpha: BT.709 colour where the text is opaque, transparent where nothing is drawn")
    func webmAlphaColours() throws {
        let card = TitleCard(width: 160, height: 90, fps: 10, duration: 0.2, background: .clear) { _ in
            Text("H").font(.system(size: 80, weight: .black)).foregroundStyle(Color(red: 250 / 255, green: 60 / 255, blue: 140 / 255))
        }
        let source = try card.frame(index: 0)
        // A pixel whose 7 × 7 neighbourhood is opaque in the source (inside a stem of the H).
        var inside: (Int, Int)?
        search: for y in 3..<(90 - 3) {
            for x in 3..<(160 - 3) where (-3...3).allSatisfy({ dy in (-3...3).allSatisfy { dx in source.pixels[(y + dy) * source.stride + x + dx] >> 24 == 255 } }) {
                inside = (x, y)
                break search
            }
        }
        let (x, y) = try #require(inside, "the H has an opaque stem")
        try TestSupport.withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("a.webm")
            try card.export(to: url, options: ExportOptions(threads: 2))
            let ffprobe = try #require(TestSupport.which("ffprobe")), ffmpeg = try #require(TestSupport.which("ffmpeg"))
            let tags = try TestSupport.run(ffprobe, ["-v", "error", "-select_streams", "v:0", "-show_entries", "stream=color_space,color_range",
                                                     "-of", "default=noprint_wrappers=1", url.path]).stdoutString
            #expect(tags.contains("color_space=bt709") && tags.contains("color_range=tv"), "\(tags)")
            // libvpx's own decoder reads the alpha channel.
            let decoded = try TestSupport.run(ffmpeg, ["-v", "error", "-c:v", "libvpx-vp9", "-i", url.path, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgba", "-"]).stdout
            try #require(decoded.count == 160 * 90 * 4)
            let bytes = [UInt8](decoded)
            let i = (y * 160 + x) * 4
            let got = (Int(bytes[i]), Int(bytes[i + 1]), Int(bytes[i + 2]), Int(bytes[i + 3]))
            expectClose(got.0, 250, tolerance: 4, "inside the H: \(got)")
            expectClose(got.1, 60, tolerance: 4, "inside the H: \(got)")
            expectClose(got.2, 140, tolerance: 4, "inside the H: \(got)")
            #expect(got.3 >= 250, "inside the H: \(got)")
            #expect(bytes[3] <= 5 && bytes[(89 * 160 + 159) * 4 + 3] <= 5, "the corners are transparent")
        }
    }

    @Test("lower MP4 quality gives a smaller file")
    func mp4QualitySize() throws {
        try TestSupport.withTemporaryFolder { folder in
            let high = folder.appendingPathComponent("high.mp4"), low = folder.appendingPathComponent("low.mp4")
            try Self.card().export(to: high, options: ExportOptions(quality: 100))
            try Self.card().export(to: low, options: ExportOptions(quality: 40))
            let size = { (url: URL) in try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0 }
            #expect(try size(low) < size(high))
        }
    }

    @Test("WebM keeps alpha when the background is clear")
    func webmAlpha() throws {
        try TestSupport.withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("clear.webm")
            try Self.card(background: .clear).export(to: url, options: ExportOptions())
            let ffprobe = try #require(TestSupport.which("ffprobe"))
            let tags = try TestSupport.run(ffprobe, ["-v", "error", "-show_streams", url.path]).stdoutString
            #expect(tags.lowercased().contains("alpha_mode=1"), "VP9 alpha is stored as a side channel")
        }
    }

    @Test("ProRes 4444 with alpha at even and odd widths (prores_aw takes only even ones), its size kept, identical bytes with 1 or 2 threads")
    func proresSides() throws {
        try TestSupport.withTemporaryFolder { folder in
            for (width, height) in [(320, 180), (321, 181)] {
                let card = TitleCard(width: width, height: height, fps: 10, duration: 0.5, background: .clear) { _ in
                    Text("Hi").font(.system(size: 40))
                }
                let one = folder.appendingPathComponent("\(width)-1.mov"), two = folder.appendingPathComponent("\(width)-2.mov")
                try card.export(to: one, options: ExportOptions(threads: 1))
                try card.export(to: two, options: ExportOptions(threads: 2))
                let info = try Self.probe(one)
                #expect(info["codec_name"] == "prores" && info["width"] == "\(width)" && info["height"] == "\(height)", "\(info)")
                #expect(info["pix_fmt"]?.hasPrefix("yuva444") == true && info["nb_read_frames"] == "5", "\(info)")
                let first = try Data(contentsOf: one), second = try Data(contentsOf: two)
                #expect(first == second, "\(width) wide")
            }
        }
    }

    @Test("ProRes 4444 holds BT.709 colour in 10 bits and says so: ffmpeg's decode of a flat card is the colour's Y, Cb, Cr and alpha, and the file's colour atom names BT.709")
    func proresColour() throws {
        let ffmpeg = try #require(TestSupport.which("ffmpeg"))
        try TestSupport.withTemporaryFolder { folder in
            // Opaque blue-green, and a clear card.
            for (background, red, green, blue, alpha) in [(Color(red: 0.2, green: 0.6, blue: 0.8), 51.0, 153.0, 204.0, 1023.0), (.clear, 0, 0, 0, 0)] {
                let url = folder.appendingPathComponent("flat.mov"), raw = folder.appendingPathComponent("flat.yuv")
                try TitleCard(width: 64, height: 32, fps: 10, duration: 0.2, background: background) { _ in Text("") }
                    .export(to: url, options: ExportOptions(threads: 2))
                _ = try TestSupport.run(ffmpeg, ["-v", "error", "-y", "-i", url.path, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "yuva444p10le", raw.path])
                let bytes = try [UInt8](Data(contentsOf: raw))
                #expect(bytes.count == 64 * 32 * 8)
                func sample(_ plane: Int) -> Double {
                    let index = 2 * (plane * 64 * 32 + 16 * 64 + 32)
                    return Double(Int(bytes[index]) | Int(bytes[index + 1]) << 8)
                }
                let (er, eg, eb) = (red / 255, green / 255, blue / 255)
                let ey = 0.2126 * er + 0.7152 * eg + 0.0722 * eb
                let expected = [64 + 876 * ey, 512 + 896 * (eb - ey) / 1.8556, 512 + 896 * (er - ey) / 1.5748, alpha]
                for plane in 0..<4 {
                    expectClose(sample(plane), expected[plane], tolerance: 3, "plane \(plane): \(sample(plane)) for \(expected[plane])")
                }
                // QuickTime's colour atom: 'nclc', primaries 1, transfer 1, matrix 1 (BT.709).
                let file = try Data(contentsOf: url)
                #expect(file.range(of: Data("colrnclc".utf8) + Data([0, 1, 0, 1, 0, 1])) != nil, "a BT.709 colour atom")
            }
        }
    }

    @Test("identical bytes on two runs and with 1 or 2 threads", arguments: ["mp4", "apng", "webm"])
    func deterministic(ext: String) throws {
        try TestSupport.withTemporaryFolder { folder in
            let a = folder.appendingPathComponent("a.\(ext)"), b = folder.appendingPathComponent("b.\(ext)"),
                c = folder.appendingPathComponent("c.\(ext)")
            try Self.card().export(to: a, options: ExportOptions(threads: 1))
            try Self.card().export(to: b, options: ExportOptions(threads: 2))
            try Self.card().export(to: c, options: ExportOptions(threads: 2))
            let da = try Data(contentsOf: a)
            #expect(da == (try Data(contentsOf: b)))
            #expect(da == (try Data(contentsOf: c)))
        }
    }

    @Test("stills: PNG at a chosen time, SVG (sized in CSS pixels) and PDF")
    func stills() throws {
        try TestSupport.withTemporaryFolder { folder in
            let png = folder.appendingPathComponent("still.png")
            try Self.card().export(to: png, options: ExportOptions(stillTime: 0))
            let blank = try Canvas(png: Data(contentsOf: png))
            #expect(blank.pixel(x: 160, y: 90) == (0, 0, 0, 255), "nothing shows at t = 0")
            let svg = folder.appendingPathComponent("still.svg"), pdf = folder.appendingPathComponent("still.pdf")
            try Self.card().export(to: svg, options: ExportOptions())
            try Self.card().export(to: pdf, options: ExportOptions())
            let svgText = try String(contentsOf: svg, encoding: .utf8)
            #expect(svgText.contains("<svg") && svgText.contains("width=\"320px\" height=\"180px\""), "sizes in CSS pixels")
            // librsvg, as a browser, sizes the document by its units: 320×180 pixels, not 427×240.
            let rendered = folder.appendingPathComponent("rsvg.png")
            let rsvg = try TestSupport.run("/usr/bin/env", ["rsvg-convert", svg.path, "-o", rendered.path])
            #expect(rsvg.status == 0, "\(rsvg.stderr)")
            let header = try Data(contentsOf: rendered)
            let size = header.count >= 24 ? (header[16..<20].reduce(0) { $0 << 8 | Int($1) }, header[20..<24].reduce(0) { $0 << 8 | Int($1) }) : (0, 0)
            #expect(size.0 == 320 && size.1 == 180, "rsvg-convert draws it at \(size)")
            #expect(try Data(contentsOf: pdf).prefix(5) == Data("%PDF-".utf8))
            let pdfAgain = folder.appendingPathComponent("again.pdf")
            try Self.card().export(to: pdfAgain, options: ExportOptions())
            #expect(try Data(contentsOf: pdf) == Data(contentsOf: pdfAgain), "PDF bytes are deterministic")
        }
    }

    @Test("a frame range writes only those frames")
    func frameRange() throws {
        try TestSupport.withTemporaryFolder { temporary in
            let folder = temporary.appendingPathComponent("frames")
            try Self.card().export(to: folder, options: ExportOptions(frames: 5...9))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == (5...9).map { TitleCard.frameName($0) })
            #expect(throws: ExportError.self) { try Self.card().export(to: folder, options: ExportOptions(frames: 15...25)) }
        }
    }

    @Test("a missing folder or unknown extension fails cleanly")
    func failures() throws {
        // `throws` spelled out: the only `try`s are inside `#expect`, which the closure's inferred
        // type does not see.
        try TestSupport.withTemporaryFolder { folder throws in
            #expect(throws: ExportError.folderMissing(path: folder.appendingPathComponent("nope").path)) {
                try Self.card().export(to: folder.appendingPathComponent("nope/x.mp4"), options: ExportOptions())
            }
            #expect(throws: ExportError.self) { try Self.card().export(to: folder.appendingPathComponent("x.bmp"), options: ExportOptions()) }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }
    }
}

/// The band of the frame a card over a video is sampled to (`TitleCard.overlayBand`): a guess
/// the render checks, so what matters is that it holds the card's ink on every frame when the
/// ink moves little, and that it is refused when it would not save anything.
@Suite struct OverlayBandGuessTests {
    @Test("the band holds every frame's ink (not only the sampled ones'), at even places inside the frame, at most half of it")
    func holdsInk() throws {
        // At 320x180 the samples are drawn at full size, at 1280x720 (sampled at half its
        // sides) and 1920x1080 (a quarter) smaller.
        let cards = [VideoExportTests.card(background: .clear)] + [(1280, 720), (1920, 1080)].map { size in
            TitleCard(width: size.0, height: size.1, fps: 10, duration: 1, background: .clear) { t in
                (Text("Hi ") + Text("there").customAttribute(EmphasisAttribute())).font(.system(size: Double(size.1) / 5))
                    .textRenderer(AppearanceEffectRenderer(elapsedTime: t, totalDuration: 0.8))
            }
        }
        for card in cards {
            let (width, height) = (card.pixelWidth, card.pixelHeight)
            let band = try #require(try card.overlayBand(count: card.frameCount, threads: 2))
            #expect(band.x % 2 == 0 && band.y % 2 == 0 && band.width % 2 == 0 && band.height % 2 == 0, "\(band)")
            #expect(PixelRect(x: 0, y: 0, width: width, height: height).contains(band) && 2 * band.area <= width * height, "\(band)")
            for index in 0..<card.frameCount {
                let ink = try card.frame(index: index).inkBounds()
                #expect(band.contains(ink ?? band), "\(width)x\(height) frame \(index): ink \(String(describing: ink)) outside \(band)")
            }
        }
    }

    @Test("a frame whose ink leaves the band between the sampled frames sends the card back to the general way (over HLG video, to the whole frame as the band, in 10 bits): its ink is on the video",
          arguments: [false, true])
    func inkLeavingBand(highDynamicRange: Bool) throws {
        let ffmpeg = try #require(TestSupport.which("ffmpeg"), "ffmpeg (make setup installs it)")
        try TestSupport.withTemporaryFolder { folder in
            let clip = folder.appendingPathComponent("clip.mp4"), output = folder.appendingPathComponent("over.mp4")
            let made = try TestSupport.run(ffmpeg, ["-v", "error", "-f", "lavfi", "-i", "testsrc=size=320x180:rate=25:duration=1.2"]
                                           + (highDynamicRange ? ["-c:v", "libx265", "-x265-params", "log-level=error", "-pix_fmt", "yuv420p10le",
                                                                  "-color_trc", "arib-std-b67", "-color_primaries", "bt2020", "-colorspace", "bt2020nc"]
                                                               : ["-c:v", "libx264", "-pix_fmt", "yuv420p"]) + [clip.path])
            try #require(made.status == 0, "\(made.stderr)")
            // Small text all along, but on frame 7 alone (not one the band is sampled from: a
            // card made by a closure has no timeline to say when it changes) a large one.
            let card = TitleCard(width: 320, height: 180, fps: 25, duration: 1.2, background: .clear) { t in
                Text("Hi").font(.system(size: abs(t - 0.28) < 0.01 ? 120 : 20, weight: .black)).foregroundStyle(Color.white)
            }
            let band = try #require(try card.overlayBand(count: card.frameCount, threads: 2))
            try card.export(over: try VideoUnderlay.probe(clip), to: output, options: ExportOptions(threads: 2))
            // The luma plane: 8 bits, or 10 over the HLG video (white is 75% of HLG: 64 + 876 × 0.75).
            let decoded = try TestSupport.run(ffmpeg, ["-v", "error", "-i", output.path, "-vf", "select=eq(n\\,7)", "-vframes", "1",
                                                       "-f", "rawvideo", "-pix_fmt", highDynamicRange ? "yuv420p10le" : "gray", "-"]).stdout
                .withUnsafeBytes { bytes in highDynamicRange ? Array(bytes.bindMemory(to: UInt16.self).prefix(320 * 180)).map { Int(UInt16(littleEndian: $0)) } : bytes.map(Int.init) }
            try #require(decoded.count >= 320 * 180)
            let whiteLevel = highDynamicRange ? 721 - 24 : 225
            // Where frame 7 is opaque white outside the band (away from the glyphs' edges), the
            // file is white too.
            let frame = try card.frame(index: 7)
            var checked = 0, white = 0
            for y in 1..<179 {
                for x in 1..<319 where !band.contains(PixelRect(x: x, y: y, width: 1, height: 1)) {
                    guard [(0, 0), (-1, 0), (1, 0), (0, -1), (0, 1)].allSatisfy({ frame.pixels[(y + $0.1) * 320 + x + $0.0] == 0xFFFF_FFFF }) else { continue }
                    checked += 1
                    if decoded[y * 320 + x] >= whiteLevel { white += 1 }
                }
            }
            #expect(checked > 100, "frame 7 has ink outside the band \(band)")
            // (x265's `superfast` leaves blotches in text shown for one frame alone.)
            #expect(highDynamicRange ? 10 * white >= 9 * checked : white == checked,
                    "\(white) of \(checked) pixels of frame 7's ink outside the band are white in the file")
            if highDynamicRange {
                let ffprobe = try #require(TestSupport.which("ffprobe"))
                let format = try TestSupport.run(ffprobe, ["-v", "error", "-select_streams", "v", "-show_entries", "stream=pix_fmt", "-of", "csv=p=0",
                                                           output.path]).stdoutString
                #expect(format.hasPrefix("yuv420p10le"), "still 10 bits: \(format)")
            }
        }
    }

    @Test("over a video in any time base, the card's frame n goes over the video's frame n (the band's way)",
          arguments: [("mp4", "30", ["-video_track_timescale", "90000"]), ("webm", "30000/1001", [])])
    func pairedByNumber(container: String, rate: String, options: [String]) throws {
        let ffmpeg = try #require(TestSupport.which("ffmpeg"), "ffmpeg (make setup installs it)")
        try TestSupport.withTemporaryFolder { folder in
            let clip = folder.appendingPathComponent("clip.\(container)"), output = folder.appendingPathComponent("over.mp4")
            let codec = container == "mp4" ? ["-c:v", "libx264"] : ["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8"]
            let made = try TestSupport.run(ffmpeg, ["-v", "error", "-f", "lavfi", "-i", "testsrc=size=320x180:rate=\(rate):duration=1"]
                                           + codec + ["-pix_fmt", "yuv420p"] + options + [clip.path])
            try #require(made.status == 0, "\(made.stderr)")
            let video = try VideoUnderlay.probe(clip)
            // The text is white on even frames and red on odd ones.
            let card = TitleCard(width: 320, height: 180, fps: video.fps, duration: 1, background: .clear) { t in
                Text("H").font(.system(size: 90, weight: .black))
                    .foregroundStyle(Int((t * video.fps).rounded()) % 2 == 0 ? Color.white : Color(red: 1, green: 0, blue: 0))
            }
            #expect(try card.overlayBand(count: card.frameCount, threads: 2) != nil, "the band's way is taken")
            try card.export(over: video, to: output, options: ExportOptions(threads: 2))
            let first = try card.frame(index: 0)
            let inside = try #require((0..<(320 * 180)).first { index in
                let (x, y) = (index % 320, index / 320)
                return x > 2 && y > 2 && x < 317 && y < 177
                    && [(0, 0), (-2, 0), (2, 0), (0, -2), (0, 2)].allSatisfy { first.pixels[(y + $0.1) * 320 + x + $0.0] >> 24 == 255 }
            })
            for index in 0..<10 {
                let decoded = try TestSupport.run(ffmpeg, ["-v", "error", "-i", output.path, "-vf", "select=eq(n\\,\(index))", "-vframes", "1",
                                                           "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]).stdout
                try #require(decoded.count == 320 * 180 * 3)
                let green = Int(decoded[decoded.startIndex + inside * 3 + 1])
                #expect(index % 2 == 0 ? green >= 200 : green <= 80, "\(container): frame \(index) has green \(green)")
            }
        }
    }

    @Test("a video that decodes to fewer frames than it has packets (cut without re-encoding) is drawn over to its last frame")
    func fewerFramesThanPackets() throws {
        let ffmpeg = try #require(TestSupport.which("ffmpeg"), "ffmpeg (make setup installs it)")
        let ffprobe = try #require(TestSupport.which("ffprobe"), "ffprobe (make setup installs it)")
        try TestSupport.withTemporaryFolder { folder in
            let whole = folder.appendingPathComponent("whole.mp4"), cut = folder.appendingPathComponent("cut.mp4")
            let output = folder.appendingPathComponent("over.mp4")
            var made = try TestSupport.run(ffmpeg, ["-v", "error", "-f", "lavfi", "-i", "testsrc=size=320x180:rate=25:duration=8", "-c:v", "libx264",
                                                    "-g", "250", "-pix_fmt", "yuv420p", whole.path])
            try #require(made.status == 0, "\(made.stderr)")
            // Cut at 6 s without re-encoding: the packets from the key frame at 0 s stay, and an
            // edit list hides the first 150 frames; more of the card is left to send after the
            // video's end than a pipe holds.
            made = try TestSupport.run(ffmpeg, ["-v", "error", "-ss", "6", "-i", whole.path, "-c", "copy", cut.path])
            try #require(made.status == 0, "\(made.stderr)")
            let video = try VideoUnderlay.probe(cut)
            let card = TitleCard(width: 320, height: 180, fps: video.fps, duration: 8, background: .clear) { _ in
                Text("Hi").font(.system(size: 60, weight: .black)).foregroundStyle(Color.white)
            }
            try card.export(over: video, to: output, options: ExportOptions(threads: 2))
            let decoded = try TestSupport.run(ffmpeg, ["-v", "error", "-i", cut.path, "-map", "0:v:0", "-f", "rawvideo", "-pix_fmt", "gray", "-"]).stdout.count / (320 * 180)
            #expect(decoded < video.frameCount, "the cut decodes to \(decoded) frames of \(video.frameCount) packets")
            let written = try TestSupport.run(ffprobe, ["-v", "error", "-count_packets", "-select_streams", "v:0", "-show_entries", "stream=nb_read_packets",
                                                       "-of", "csv=p=0", output.path]).stdoutString.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(written == String(decoded), "the file has \(written) frames, the video shows \(decoded)")
        }
    }

    @Test("no band for a card with nothing drawn, ink over most of the frame, or an odd side")
    func refused() throws {
        let clear = TitleCard(width: 320, height: 180, fps: 20, duration: 1, background: .clear) { _ in Text("") }
        #expect(try clear.overlayBand(count: clear.frameCount, threads: 1) == nil)
        let opaque = VideoExportTests.card(background: .black)
        #expect(try opaque.overlayBand(count: opaque.frameCount, threads: 1) == nil)
        let odd = TitleCard(width: 321, height: 180, fps: 20, duration: 1, background: .clear) { _ in Text("Hi").font(.system(size: 20)) }
        #expect(try odd.overlayBand(count: odd.frameCount, threads: 1) == nil)
        let small = TitleCard(width: 320, height: 180, fps: 20, duration: 1, background: .clear) { _ in Text("Hi").font(.system(size: 20)) }
        #expect(try small.overlayBand(count: small.frameCount, threads: 1) != nil)
    }
}

/// A variable-rate video (a phone's in low light, a screen recording: frames only where the
/// picture changed, `r_frame_rate` above their average) keeps its length and its sound's sync:
/// each of its pictures gets the card at its own time.
@Suite struct VariableRateVideoTests {
    /// Times from ffprobe's packets, sorted: the independent reference for when each picture shows.
    static func frameTimes(_ url: URL) throws -> [Double] {
        let ffprobe = try #require(TestSupport.which("ffprobe"), "ffprobe (make setup installs it)")
        let listed = try TestSupport.run(ffprobe, ["-v", "error", "-select_streams", "v:0", "-show_entries", "packet=pts_time",
                                                   "-of", "csv=p=0", url.path]).stdoutString
        return listed.split(whereSeparator: \.isNewline).compactMap { Double($0) }.sorted()
    }

    /// 6 s of `testsrc` (320×180 unless `size` says) with a sine tone: frames every 1/20 s but
    /// every 1/60 s from 2 s to 4 s, so `r_frame_rate` is 60 and 200 frames show (at 60 fps it
    /// would be 360).
    static func clip(at url: URL, size: String = "320x180", pixelFormat: String = "yuv420p") throws {
        let ffmpeg = try #require(TestSupport.which("ffmpeg"), "ffmpeg (make setup installs it)")
        let made = try TestSupport.run(ffmpeg, ["-v", "error", "-f", "lavfi", "-i", "testsrc=size=\(size):rate=60", "-f", "lavfi",
                                                "-i", "sine=frequency=440", "-t", "6", "-vf", "select='not(mod(n\\,3))+between(t\\,2\\,3.99)'",
                                                "-fps_mode", "vfr", "-c:v", "libx264", "-pix_fmt", pixelFormat, "-c:a", "aac", "-shortest", url.path])
        try #require(made.status == 0, "\(made.stderr)")
    }

    /// "H" in white over whole seconds that are even and red over odd ones, the video's size;
    /// with `opaque`, on black (its ink makes no band).
    static func card(_ video: VideoUnderlay, opaque: Bool) -> TitleCard {
        TitleCard(width: video.width, height: video.height, fps: video.fps, duration: video.duration, background: opaque ? .black : .clear) { t in
            Text("H").font(.system(size: 90, weight: .black))
                .foregroundStyle(Int((t + 1e-9).rounded(.down)) % 2 == 0 ? Color.white : Color(red: 1, green: 0, blue: 0))
        }
    }

    /// The green of pixel `inside` (in the H's stem) of the output's pictures `indices`, decoded
    /// by ffmpeg, `pixels` to a picture.
    static func green(_ url: URL, at indices: [Int], inside: Int, pixels: Int = 320 * 180) throws -> [Int] {
        let ffmpeg = try #require(TestSupport.which("ffmpeg"))
        return try indices.map { index in
            let decoded = try TestSupport.run(ffmpeg, ["-v", "error", "-i", url.path, "-vf", "select=eq(n\\,\(index))", "-vframes", "1",
                                                       "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]).stdout
            try #require(decoded.count == pixels * 3)
            return Int(decoded[decoded.startIndex + inside * 3 + 1])
        }
    }

    /// A pixel in the middle of the card's white ink on its frame `index`, away from its edges.
    static func inside(_ card: TitleCard, frame index: Int = 0) throws -> Int {
        let first = try card.frame(index: index)
        let width = card.pixelWidth, height = card.pixelHeight
        return try #require((0..<(width * height)).first { index in
            let (x, y) = (index % width, index / width)
            return x > 2 && y > 2 && x < width - 3 && y < height - 3
                && [(0, 0), (-2, 0), (2, 0), (0, -2), (0, 2)].allSatisfy { first.pixels[(y + $0.1) * width + x + $0.0] == 0xFFFF_FFFF }
        })
    }

    @Test("a video's timing from its frames' times: constant within a quarter frame, the length, the card's rate and start")
    func timing() {
        typealias Timing = VideoUnderlay.Timing
        // 29.97 fps in a time base of 1/1000 (WebM): each time rounded to the millisecond.
        let webm = (0..<90).map { (time: (Double($0) * 1001 / 30).rounded() / 1000, length: 0.033) }
        let constant = Timing(frames: webm, clockStart: 0, rate: 30000.0 / 1001, packets: 90)
        #expect(constant.isConstant && constant.frames == 90 && constant.fps == 30000.0 / 1001)
        expectClose(constant.duration, 90 * 1001 / 30000.0, tolerance: 1e-12, "at a constant rate the length is the frames at it: \(constant.duration)")
        // One frame missing (a dropped frame) is no longer constant; the length is from the times.
        let dropped = Timing(frames: webm.enumerated().filter { $0.offset != 40 }.map(\.element), clockStart: 0, rate: 30000.0 / 1001, packets: 89)
        #expect(!dropped.isConstant && dropped.fps == 30000.0 / 1001)
        expectClose(dropped.duration, webm.last!.time + 0.033, tolerance: 1e-12)
        // A screen recording tagged 1000 fps with 50 frames over 9.8 s, 16 of them in its first
        // second and fewer in any other, runs the card at 16 fps; its video starts 0.5 s after
        // the file's clock (its sound's start), and plays to its last frame's end on that clock.
        let sparse = (0..<50).map { (time: 1.5 + Double($0 * $0) / 245, length: 0.001) }
        let recording = Timing(frames: sparse, clockStart: 1, rate: 1000, packets: 50)
        let span = 49.0 * 49 / 245 + 0.001
        #expect(!recording.isConstant && recording.start == 0.5)
        expectClose(recording.duration, 0.5 + span, tolerance: 1e-9)
        #expect(recording.fps == 16)
        // Tagged 20 fps (ffprobe's guess from the first frames) but reaching 60 in its second
        // second: the card runs at 60.
        let slow: [(time: Double, length: Double)] = (0..<20).map { (Double($0) / 20, 0.05) }
        let fast: [(time: Double, length: Double)] = (0..<60).map { (1 + Double($0) / 60, 1.0 / 60) }
        let guessed = slow + fast
        #expect(Timing(frames: guessed, clockStart: 0, rate: 20, packets: 80).fps == 60)
        #expect(recording.times.count == 50 && abs(recording.times[7] - (0.5 + 49.0 / 245)) < 1e-12, "times on the file's clock")
        // No times (a raw stream): the packets at the rate from 0.
        let raw = Timing(frames: [], clockStart: 0, rate: 25, packets: 100)
        #expect(raw.isConstant && raw.duration == 4 && raw.frames == 100 && raw.start == 0)
    }

    @Test("the probe reads a variable-rate video's length from its frames' times, not from its frames at r_frame_rate")
    func probe() throws {
        try TestSupport.withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("vfr.mp4")
            try Self.clip(at: url)
            let video = try VideoUnderlay.probe(url)
            let times = try Self.frameTimes(url)
            #expect(video.frameCount == times.count && times.count == 200, "\(video.frameCount) frames, \(times.count) times")
            #expect(!video.isConstantRate)
            #expect(video.fps == 60)
            expectClose(video.duration, times.last! + 1.0 / 60 - times.first!, tolerance: 1e-6, "\(video.duration)")
            #expect(video.cardFrameCount == 358, "the card covers 5.967 s at 60 fps: \(video.cardFrameCount)")
        }
    }

    @Test("pictures at irregular times (a recorder's clock in 1/90000, r_frame_rate guessed at 20) keep their times exactly, and the card runs at the busiest second's rate")
    func irregularTimes() throws {
        let ffmpeg = try #require(TestSupport.which("ffmpeg"))
        try TestSupport.withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("jitter.mp4"), output = folder.appendingPathComponent("over.mp4")
            let made = try TestSupport.run(ffmpeg, ["-v", "error", "-f", "lavfi", "-i", "testsrc=size=320x180:rate=60", "-t", "3", "-vf",
                                                    "select='not(mod(n\\,3))+between(t\\,1\\,2)',settb=1/90000,setpts=PTS+trunc(630*sin(N))",
                                                    "-fps_mode", "passthrough", "-enc_time_base", "1/90000", "-video_track_timescale", "90000",
                                                    "-c:v", "libx264", "-pix_fmt", "yuv420p", url.path])
            try #require(made.status == 0, "\(made.stderr)")
            let video = try VideoUnderlay.probe(url)
            #expect(!video.isConstantRate && (58...62).contains(video.fps), "\(video.fps) fps (60 with the clock's jitter)")
            let card = Self.card(video, opaque: false)
            try card.export(over: video, to: output, options: ExportOptions(threads: 2))
            let source = try Self.frameTimes(url), written = try Self.frameTimes(output)
            #expect(source.count == written.count && zip(source, written).allSatisfy { abs($0 - $1) < 1e-5 },
                    "the pictures keep their times: \(zip(source, written).filter { abs($0 - $1) >= 1e-5 }.prefix(3))")
        }
    }

    @Test("a still over a variable-rate video is drawn on the picture showing at its time")
    func still() throws {
        let ffmpeg = try #require(TestSupport.which("ffmpeg"))
        try TestSupport.withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("vfr.mp4")
            try Self.clip(at: url)
            let video = try VideoUnderlay.probe(url), times = try Self.frameTimes(url)
            // 4.09 s falls between the pictures at 4.05 and 4.10; 3.0 s is a picture's own time.
            for time in [4.09, 3.0, 0.01] {
                let index = try #require(times.lastIndex { $0 <= time + 1e-9 })
                let decoded = try TestSupport.run(ffmpeg, ["-v", "error", "-i", url.path, "-vf", "select=eq(n\\,\(index))", "-vframes", "1",
                                                           "-f", "rawvideo", "-pix_fmt", "bgra", "-"]).stdout
                try #require(decoded.count == 320 * 180 * 4)
                // The picture as a card draws it under its layers (here none), 1:1.
                let empty = TitleCard(width: 320, height: 180, fps: video.fps, duration: 1, background: .clear) { _ in Text("") }
                let pixels = try empty.over(try video.frame(at: time)).frame(index: 0).pixels
                let different = (0..<(320 * 180)).filter { pixel in
                    let word = pixels[pixel]
                    return (0..<3).contains { abs(Int((word >> (8 * UInt32($0))) & 0xFF) - Int(decoded[decoded.startIndex + pixel * 4 + $0])) > 2 }
                }.count
                #expect(different == 0, "at \(time) s (picture \(index), \(times[index]) s): \(different) pixels differ")
            }
        }
    }

    @Test("the band's way keeps every picture at its time and lays on each the card at that time; the sound stays as long")
    func banded() throws {
        let ffprobe = try #require(TestSupport.which("ffprobe"))
        try TestSupport.withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("vfr.mp4"), output = folder.appendingPathComponent("over.mp4")
            try Self.clip(at: url)
            let video = try VideoUnderlay.probe(url)
            let card = Self.card(video, opaque: false)
            #expect(try card.overlayBand(count: card.frameCount, threads: 2) != nil, "the band's way is taken")
            try card.export(over: video, to: output, options: ExportOptions(threads: 2))
            let times = try Self.frameTimes(url)
            #expect(try Self.frameTimes(output) == times, "the pictures keep their times")
            // Around each change of colour: the last picture before it and the first after.
            var indices: [Int] = []
            for second in 1...5 {
                let after = try #require(times.firstIndex { $0 >= Double(second) - 1e-6 })
                indices += [after - 1, after]
            }
            let greens = try Self.green(output, at: indices, inside: try Self.inside(card))
            for (index, green) in zip(indices, greens) {
                let white = Int(times[index] + 1e-6) % 2 == 0
                #expect(white ? green >= 200 : green <= 80, "picture \(index) at \(times[index]) s has green \(green)")
            }
            let durations = try TestSupport.run(ffprobe, ["-v", "error", "-show_entries", "stream=codec_type,duration", "-of", "csv=p=0", output.path])
                .stdoutString.split(whereSeparator: \.isNewline).map { $0.split(separator: ",") }
            let audio = try #require(durations.first { $0.first == "audio" }.flatMap { Double($0[1]) }, "the sound stays: \(durations)")
            expectClose(audio, video.duration, tolerance: 0.05, "sound \(audio) s, video \(video.duration) s")
        }
    }

    @Test("a video that starts after its sound (an MPEG-TS recording): the card is on the file's clock, and the video keeps its place beside the sound",
          arguments: [false, true])
    func startsLate(opaque: Bool) throws {
        let ffmpeg = try #require(TestSupport.which("ffmpeg")), ffprobe = try #require(TestSupport.which("ffprobe"))
        try TestSupport.withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("late.ts"), output = folder.appendingPathComponent("over.mp4")
            let made = try TestSupport.run(ffmpeg, ["-v", "error", "-itsoffset", "0.5", "-f", "lavfi", "-i", "testsrc=size=320x180:rate=25:duration=3",
                                                    "-f", "lavfi", "-i", "sine=duration=3.5", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-c:a", "aac", url.path])
            try #require(made.status == 0, "\(made.stderr)")
            let video = try VideoUnderlay.probe(url)
            #expect(video.start > 0.5 && video.start < 0.6 && video.isConstantRate, "the video starts \(video.start) s after the sound")
            // White from 1 s to 2 s of the file's clock, red before and after.
            let card = TitleCard(width: 320, height: 180, fps: video.fps, duration: video.duration, background: opaque ? .black : .clear) { t in
                Text("H").font(.system(size: 90, weight: .black)).foregroundStyle(t >= 1 && t < 2 ? Color.white : Color(red: 1, green: 0, blue: 0))
            }
            #expect(try (card.overlayBand(count: card.frameCount, threads: 2) == nil) == opaque, "the \(opaque ? "general" : "band's") way")
            try card.export(over: video, to: output, options: ExportOptions(threads: 2))
            let streams = try TestSupport.run(ffprobe, ["-v", "error", "-show_entries", "stream=codec_type,start_time", "-of", "csv=p=0", output.path])
                .stdoutString.split(whereSeparator: \.isNewline).map { $0.split(separator: ",") }
            let videoStart = try #require(streams.first { $0.first == "video" }.flatMap { Double($0[1]) })
            let soundStart = try #require(streams.first { $0.first == "audio" }.flatMap { Double($0[1]) })
            expectClose(videoStart - soundStart, video.start, tolerance: 1 / video.fps, "the video starts \(videoStart - soundStart) s after the sound")
            let inside = try Self.inside(card, frame: Int(1.5 * video.fps))
            let times = try Self.frameTimes(output)
            let indices = times.indices.filter { index in [1.0, 2.0].allSatisfy { abs(times[index] - videoStart + video.start - $0) > 0.05 } }
            let greens = try Self.green(output, at: indices, inside: inside)
            for (index, green) in zip(indices, greens) {
                let time = times[index] - videoStart + video.start
                #expect(time >= 1 && time < 2 ? green >= 200 : green <= 80, "picture \(index) at \(time) s has green \(green)")
            }
        }
    }

    @Test("an opaque card (no band of ink) over a variable-rate video still keeps the pictures' times: the whole frame is the band")
    func opaqueKeepsTimes() throws {
        try TestSupport.withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("vfr.mp4"), output = folder.appendingPathComponent("over.mp4")
            try Self.clip(at: url)
            let video = try VideoUnderlay.probe(url)
            let card = Self.card(video, opaque: true)
            #expect(try card.overlayBand(count: card.frameCount, threads: 2) == nil, "the ink makes no band")
            try card.export(over: video, to: output, options: ExportOptions(threads: 2))
            let times = try Self.frameTimes(url)
            #expect(try Self.frameTimes(output) == times, "the pictures keep their times")
            let indices = [39, 40, 119, 120, 159, 160]
            let greens = try Self.green(output, at: indices, inside: try Self.inside(card))
            for (index, green) in zip(indices, greens) {
                let white = Int(times[index] + 1e-6) % 2 == 0
                #expect(white ? green >= 200 : green <= 80, "picture \(index) at \(times[index]) s has green \(green)")
            }
        }
    }

    @Test("the general way (odd sides, here 321x181 in 4:4:4 to WebM) comes out at the video's rate, as long as the video, the card at each picture's time")
    func general() throws {
        try TestSupport.withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("vfr.mp4"), output = folder.appendingPathComponent("over.webm")
            try Self.clip(at: url, size: "321x181", pixelFormat: "yuv444p")
            let video = try VideoUnderlay.probe(url)
            try #require(video.width == 321 && video.height == 181 && !video.isConstantRate)
            let card = Self.card(video, opaque: false)
            try card.export(over: video, to: output, options: ExportOptions(threads: 2))
            let times = try Self.frameTimes(output)
            expectClose(Double(times.count), video.duration * 60, tolerance: 1, "\(times.count) pictures for \(video.duration) s at 60 fps")
            // (WebM's muxer moves the video by Opus's pre-skip, 7 ms here.)
            #expect(times.enumerated().allSatisfy { abs($0.element - times[0] - Double($0.offset) / 60) < 2e-3 }, "one picture every 1/60 s")
            let indices = [59, 60, 119, 120, 179, 180, 239, 240, 299, 300]
            let greens = try Self.green(output, at: indices, inside: try Self.inside(card), pixels: 321 * 181)
            for (index, green) in zip(indices, greens) {
                #expect((index / 60) % 2 == 0 ? green >= 200 : green <= 80, "picture \(index) has green \(green)")
            }
        }
    }
}
