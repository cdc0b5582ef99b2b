import Foundation
import KinetypeGIF
import KinetypeRasterKernels

/// Kinetype's GIF encoder against ffmpeg's two-pass palette GIF on the same 60 frames of a
/// 1280x720 title card (``GIFBenchCard``): encode time, file size, frames in the file and PSNR
/// of the decoded GIF against the source frames.
///
/// - Kinetype: `GIFEncoder()` with its defaults (quality 90, full dithering, threads = cores);
///   the frame callback returns frames rendered beforehand, so only encoding is timed.
/// - ffmpeg: `palettegen=stats_mode=diff` + `paletteuse=dither=sierra2_4a:diff_mode=rectangle`,
///   fed the same frames as raw RGBA on stdin from memory; timed from launch to exit.
///
/// Each encoder runs five times, alternating, so both see the same machine load; the figures
/// are medians in milliseconds, wall clock and CPU (user + system, all threads; for ffmpeg the
/// child process). Both GIFs are decoded by ffmpeg to raw RGBA; PSNR is over the RGB channels
/// of all 60 frames, each source frame compared with the GIF frame on screen at its time (so a
/// merged frame counts once per source frame it stands for). Run in release:
/// `swift run -c release KinetypeGIFBench`.
enum GIFBenchmarks {
    static func run() throws -> [(name: String, value: Double, unit: String)] {
        let card = GIFBenchCard()
        return try run(frames: (0..<card.frameCount).map(card.frame), width: card.width, height: card.height,
                       label: "GIF synthetic card 1280x720x60")
    }

    /// The comparison on given frames (the appearance example's, from `main`).
    static func run(frames: [Frame], width: Int, height: Int, label name: String, quality: Int = 90) throws -> [(name: String, value: Double, unit: String)] {
        struct Card { var width: Int, height: Int, frameCount: Int }
        let card = Card(width: width, height: height, frameCount: frames.count)
        let fps = 30.0
        let rgba = frames.map(straightRGBA)
        let folder = NSTemporaryDirectory() + "kinetype-gif-bench-\(ProcessInfo.processInfo.processIdentifier)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let kinetypePath = folder + "/kinetype.gif", ffmpegPath = folder + "/ffmpeg.gif"
        let filter = "split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=sierra2_4a:diff_mode=rectangle"

        var kinetypeGIF = Data()
        var kinetype: [(wall: Double, cpu: Double)] = [], ffmpeg: [(wall: Double, cpu: Double)] = []
        for _ in 0..<5 {
            kinetype.append(try measure {
                kinetypeGIF = try GIFEncoder(quality: quality).encode(frameCount: card.frameCount, fps: fps) { frames[$0] }
            })
            ffmpeg.append(try measure {
                _ = try GIFBenchProcess.run("ffmpeg", [
                    "-v", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(card.width)x\(card.height)",
                    "-r", "30", "-i", "-", "-vf", filter, ffmpegPath,
                ], input: rgba)
            })
        }
        try kinetypeGIF.write(to: URL(fileURLWithPath: kinetypePath))
        let ffmpegBytes = try Data(contentsOf: URL(fileURLWithPath: ffmpegPath)).count

        let decode = { (path: String) in
            try GIFBenchProcess.decode(gifAt: path, width: card.width, height: card.height, frameCount: card.frameCount, fps: fps)
        }
        return [
            ("\(name): Kinetype encode, wall", median(kinetype.map(\.wall)), "ms"),
            ("\(name): ffmpeg palettegen+paletteuse, wall", median(ffmpeg.map(\.wall)), "ms"),
            ("\(name): Kinetype encode, CPU", median(kinetype.map(\.cpu)), "ms"),
            ("\(name): ffmpeg palettegen+paletteuse, CPU", median(ffmpeg.map(\.cpu)), "ms"),
            ("\(name): Kinetype size", Double(kinetypeGIF.count) / 1024, "KiB"),
            ("\(name): ffmpeg size", Double(ffmpegBytes) / 1024, "KiB"),
            ("\(name): Kinetype PSNR", psnr(try decode(kinetypePath), rgba), "dB"),
            ("\(name): ffmpeg PSNR", psnr(try decode(ffmpegPath), rgba), "dB"),
            ("\(name): Kinetype frames in file", Double(try frameCount(kinetypePath)), "frames"),
            ("\(name): ffmpeg frames in file", Double(try frameCount(ffmpegPath)), "frames"),
        ]
    }

    /// An opaque premultiplied ARGB32 frame as RGBA bytes (for an opaque frame the colours are
    /// the straight colours).
    private static func straightRGBA(_ frame: Frame) -> Data {
        var data = Data(count: frame.width * frame.height * 4)
        data.withUnsafeMutableBytes { (bytes: UnsafeMutableRawBufferPointer) in
            for (i, p) in frame.pixels.enumerated() {
                bytes[i * 4] = UInt8((p >> 16) & 0xFF)
                bytes[i * 4 + 1] = UInt8((p >> 8) & 0xFF)
                bytes[i * 4 + 2] = UInt8(p & 0xFF)
                bytes[i * 4 + 3] = UInt8(p >> 24)
            }
        }
        return data
    }

    /// PSNR over the RGB channels of paired RGBA frames, in dB: `10·log10(255² / MSE)`.
    private static func psnr(_ decoded: [Data], _ source: [Data]) -> Double {
        var sum = 0.0, count = 0.0
        for (a, b) in zip(decoded, source) {
            a.withUnsafeBytes { x in
                b.withUnsafeBytes { y in
                    let n = min(x.count, y.count)
                    var frameSum = 0
                    for i in stride(from: 0, to: n, by: 4) {
                        for c in 0..<3 {
                            let d = Int(x[i + c]) - Int(y[i + c])
                            frameSum += d * d
                        }
                    }
                    sum += Double(frameSum)
                    count += Double(n / 4 * 3)
                }
            }
        }
        return 10 * log10(255 * 255 / (sum / count))
    }

    /// The number of frames ffprobe counts in a GIF.
    private static func frameCount(_ path: String) throws -> Int {
        let out = try GIFBenchProcess.run("ffprobe", ["-v", "error", "-count_frames", "-select_streams", "v:0",
                                                      "-show_entries", "stream=nb_read_frames", "-of", "csv=p=0", path])
        return Int(String(decoding: out, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }

    /// Wall-clock and CPU time of one run of `body`, in milliseconds.
    private static func measure(_ body: () throws -> Void) throws -> (wall: Double, cpu: Double) {
        let start = DispatchTime.now().uptimeNanoseconds, cpuStart = cpuTime()
        try body()
        return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000, cpuTime() - cpuStart)
    }

    private static func median(_ values: [Double]) -> Double {
        values.sorted()[values.count / 2]
    }

    /// User + system CPU time of this process and its waited-for children, in milliseconds.
    private static func cpuTime() -> Double {
        var me = rusage(), children = rusage()
        getrusage(RUSAGE_SELF.rawValue, &me)
        getrusage(RUSAGE_CHILDREN.rawValue, &children)
        func ms(_ t: timeval) -> Double { Double(t.tv_sec) * 1000 + Double(t.tv_usec) / 1000 }
        return ms(me.ru_utime) + ms(me.ru_stime) + ms(children.ru_utime) + ms(children.ru_stime)
    }
}
