import Foundation
import KinetypeTestSupportCore
import Testing

/// `kinetype captions … -o talk.ass --ass-motion`: libass plays the caption style as Kinetype
/// draws it, an independent ASS library reads the word times, and Kinetype reads the script back.
@Suite struct ASSMotionCommandTests {
    /// Four timed words on one page: "Make it" share 0.2–0.6 s, then "pop" 0.6–1.0, "right"
    /// 1.0–1.4, "now" 1.4–1.8.
    static let vtt = "WEBVTT\n\n00:00:00.200 --> 00:00:01.800\nMake it <00:00:00.600>pop <00:00:01.000>right <00:00:01.400>now\n"
    /// The words' mid-times, in centiseconds: the spring of `pop` is still moving at each.
    static let midTimes = [80, 120, 160]
    /// A short-form canvas, as the captions go out over vertical video.
    static let canvas = (width: 1080, height: 1920)
    static let options = ["--canvas", "1080x1920", "--size", "8%", "--background", "black"]

    /// PSNR in decibels of two RGB images of the same size (`a` and `b`, 3 bytes a pixel).
    static func psnr(_ a: ArraySlice<UInt8>, _ b: ArraySlice<UInt8>) -> Double {
        // Over raw buffers with integer sums: a 1080x1920 frame is 6 million bytes, and the
        // tests run unoptimized.
        var sum = 0
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                for index in 0..<min(a.count, b.count) {
                    let difference = Int(a[index]) - Int(b[index])
                    sum &+= difference &* difference
                }
            }
        }
        let mse = Double(sum) / Double(a.count)
        return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
    }

    /// Whether some pixel of `rgb` (3 bytes a pixel) is `matching`.
    static func contains(_ rgb: [UInt8], _ matching: (UInt8, UInt8, UInt8) -> Bool) -> Bool {
        rgb.withUnsafeBufferPointer { pixels in
            stride(from: 0, to: pixels.count - 2, by: 3).contains { matching(pixels[$0], pixels[$0 + 1], pixels[$0 + 2]) }
        }
    }

    /// The RGB bytes of a PAM still Kinetype wrote (RGB_ALPHA over an opaque background).
    static func rgb(ofPAM url: URL) throws -> [UInt8] {
        let data = try Data(contentsOf: url)
        let header = try #require(data.range(of: Data("ENDHDR\n".utf8)))
        let rgba = [UInt8](data[header.upperBound...])
        let count = rgba.count / 4
        return [UInt8](unsafeUninitializedCapacity: count * 3) { rgb, written in
            rgba.withUnsafeBufferPointer { rgba in
                for pixel in 0..<count {
                    rgb[pixel * 3] = rgba[pixel * 4]
                    rgb[pixel * 3 + 1] = rgba[pixel * 4 + 1]
                    rgb[pixel * 3 + 2] = rgba[pixel * 4 + 2]
                }
            }
            written = count * 3
        }
    }

    /// Kinetype's frames at ``midTimes`` and libass's frames of the animated ASS export, for `style`.
    static func frames(style: [String]) throws -> (ours: [[UInt8]], theirs: [[UInt8]], script: String) {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let input = folder.appendingPathComponent("talk.vtt"), ass = folder.appendingPathComponent("talk.ass")
        try Data(vtt.utf8).write(to: input)
        let export = InProcess.run(["captions", input.path, "-o", ass.path, "--ass-motion"] + options + style)
        try #require(export.status == 0, "\(export.stderr)")
        let ours = try midTimes.map { time -> [UInt8] in
            let still = folder.appendingPathComponent("at\(time).pam")
            let result = InProcess.run(["captions", input.path, "-o", still.path, "--at", String(Double(time) / 100)] + options + style)
            try #require(result.status == 0, "\(result.stderr)")
            return try rgb(ofPAM: still)
        }
        let ffmpeg = try #require(TestSupport.which("ffmpeg"))
        let select = midTimes.map { "eq(n\\,\($0))" }.joined(separator: "+")
        // Frames chosen before libass draws, so it draws only those (their times are kept).
        let drawn = try TestSupport.run(ffmpeg, ["-v", "error", "-f", "lavfi", "-i", "color=black:s=\(canvas.width)x\(canvas.height):r=100:d=1.7",
                                                 "-vf", "select=\(select),ass=\(ass.path):fontsdir=\(TestSupport.fontsFolder.path)",
                                                 "-fps_mode", "passthrough", "-f", "rawvideo", "-pix_fmt", "rgb24", "-"])
        let size = canvas.width * canvas.height * 3
        try #require(drawn.status == 0 && drawn.stdout.count == midTimes.count * size, "\(drawn.stderr)")
        let bytes = [UInt8](drawn.stdout)
        let theirs = midTimes.indices.map { Array(bytes[($0 * size)..<(($0 + 1) * size)]) }
        return (ours, theirs, try String(contentsOf: ass, encoding: .utf8))
    }

    @Test("pop: libass draws the animated ASS within 28 dB PSNR of Kinetype's frames at each word's mid-time")
    func popThroughLibass() throws {
        let (ours, theirs, script) = try Self.frames(style: ["--style", "pop"])
        #expect(script.contains("PlayResX: 1080\nPlayResY: 1920"), "the script's canvas is the card's")
        #expect(script.contains("\\move(") && script.contains("\\t(0,") && script.contains("\\fscx"), "the spring as moves and scales")
        for (index, time) in Self.midTimes.enumerated() {
            let value = Self.psnr(ours[index][...], theirs[index][...])
            #expect(value >= 28, "at \(Double(time) / 100) s: \(value) dB")
            // Not a match of two empty frames: both have words drawn.
            #expect(Self.contains(ours[index]) { $0 > 128 || $1 > 128 || $2 > 128 } && Self.contains(theirs[index]) { $0 > 128 || $1 > 128 || $2 > 128 })
        }
    }

    @Test("emphasis: the keyword's colour and scale within 28 dB PSNR of Kinetype's frames at each word's mid-time, and wrapped in its \\1c")
    func emphasisThroughLibass() throws {
        let (ours, theirs, script) = try Self.frames(style: ["--style", "pop", "--emphasis", "pop", "--emphasis-color", "#00ff00", "--emphasis-scale", "1.3"])
        #expect(script.contains("\\1c&H00FF00&"), "the keyword's colour, BGR")
        for (index, time) in Self.midTimes.enumerated() {
            let value = Self.psnr(ours[index][...], theirs[index][...])
            #expect(value >= 28, "at \(Double(time) / 100) s: \(value) dB")
        }
        // While it is spoken (0.6–1.0 s) the keyword's green is in both frames.
        let green = { (pixels: [UInt8]) in Self.contains(pixels) { $0 < 80 && $1 > 200 && $2 < 80 } }
        #expect(green(ours[0]) && green(theirs[0]))
    }

    @Test("highlight: the box (an ASS drawing) and the words within 28 dB PSNR of Kinetype's frames at each word's mid-time")
    func highlightThroughLibass() throws {
        let (ours, theirs, script) = try Self.frames(style: ["--style", "highlight"])
        #expect(script.contains("\\p1}m "), "the box is a drawing")
        for (index, time) in Self.midTimes.enumerated() {
            let value = Self.psnr(ours[index][...], theirs[index][...])
            #expect(value >= 28, "at \(Double(time) / 100) s: \(value) dB")
            // The box's pink is in both frames.
            let pink = { (pixels: [UInt8]) in Self.contains(pixels) { $0 > 200 && $1 < 100 && $2 > 100 } }
            #expect(pink(ours[index]) && pink(theirs[index]), "at \(Double(time) / 100) s")
        }
    }
}
