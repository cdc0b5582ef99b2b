import Foundation
import Kinetype
import KinetypeGIF
import KinetypeRasterKernels

// `make bench`: prints the machine, then every benchmark as a Markdown table row.
// Copy the figures into BENCHMARKS.md with the date and machine.
// `swift run -c release KinetypeBenchmarks gif` runs only the GIF benchmark, `… layout` only the
// layout scaling benchmark, `… png` only the PNG writer's, `… frames` only the frame rendering
// benchmark, `… captions` only the captions benchmark, `… audio` only the sound analysis's.
let onlyGIF = CommandLine.arguments.dropFirst().contains("gif")
let onlyLayout = CommandLine.arguments.dropFirst().contains("layout")
let onlyPNG = CommandLine.arguments.dropFirst().contains("png")
let onlyFrames = CommandLine.arguments.dropFirst().contains("frames")
let onlyCaptions = CommandLine.arguments.dropFirst().contains("captions")
let onlyAudio = CommandLine.arguments.dropFirst().contains("audio")
let cpu = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
    .split(separator: "\n").first { $0.hasPrefix("model name") }?
    .split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "unknown CPU"
print("Machine: \(cpu), \(ProcessInfo.processInfo.activeProcessorCount) cores")
print("")
print("| benchmark | value | unit |")
print("|---|---|---|")
func report(_ results: [(name: String, value: Double, unit: String)]) {
    for result in results {
        print("| \(result.name) | \(String(format: "%.3f", result.value)) | \(result.unit) |")
    }
}
/// Runs one benchmark alone and exits: 0 when it ran, 1 with the error when it failed.
func runAlone(_ name: String, _ benchmark: () throws -> [(name: String, value: Double, unit: String)]) -> Never {
    do {
        report(try benchmark())
    } catch {
        print("\(name) benchmark failed: \(error)")
        exit(1)
    }
    exit(0)
}
if onlyPNG { runAlone("PNG", PNGBenchmarks.run) }
if onlyFrames { runAlone("frame", FrameBenchmarks.run) }
if onlyCaptions { runAlone("captions", CaptionBenchmarks.run) }
if onlyAudio { runAlone("audio", AudioBenchmarks.run) }
if !onlyGIF {
    do {
        report(try LayoutScalingBenchmarks.run())
    } catch {
        print("layout scaling benchmark failed: \(error)")
        exit(1)
    }
}
if onlyLayout { exit(0) }
if !onlyGIF {
    do {
        report(try TextBenchmarks.run())
        report(try EffectsBenchmarks.run())
        report(try PNGBenchmarks.run())
        report(try FrameBenchmarks.run())
        report(try CaptionBenchmarks.run())
        report(try AudioBenchmarks.run())
    } catch {
        print("text, effects, PNG, frame, caption or audio benchmarks failed: \(error)")
        exit(1)
    }
    report(AnimationBenchmarks.run())
}
do {
    // Kinetype's GIF against ffmpeg's on the appearance example's 60 frames at 1280x720.
    let card = EffectsBenchmarks.card(plain: false)
    let frames = try (0..<card.frameCount).map { try card.frame(index: $0) }
    report(try GIFBenchmarks.run(frames: frames, width: card.width, height: card.height, label: "GIF, appearance example 1280x720x60, quality 100 (default)", quality: 100))
    report(try GIFBenchmarks.run(frames: frames, width: card.width, height: card.height, label: "GIF, appearance example 1280x720x60, quality 90", quality: 90))
} catch {
    print("GIF benchmark failed: \(error)")
    exit(1)
}
if !onlyGIF { report(RasterBenchmarks.run()) }
