import ExampleRenderers
import Foundation
import Kinetype

/// Milliseconds per frame rendered (`TitleCard.frame(index:)`, no encoding) of the appearance
/// example, of `Examples/Scenes/title.yaml`, of a drifting mesh-gradient background alone and
/// of a rippling title, at 1280x720 and 1920x1080, on one thread and on every core.
///
/// Each pass builds its card anew, so what a card keeps between frames (laid-out text, its
/// painted background) starts cold in every pass, as it does in one `kinetype render`; the
/// figure is the best of three passes over all frames in order.
enum FrameBenchmarks {
    /// The appearance example (`Examples/Appearance`) at `width` × `height`.
    static func appearance(width: Int, height: Int) -> TitleCard {
        TitleCard(width: width, height: height, fps: 30, duration: 2) { time in
            let text = (Text("Create custom ") + Text("Visual Effects").customAttribute(EmphasisAttribute()) + Text(" with Kinetype"))
                .font(.system(size: 72, weight: .semibold))
                .multilineTextAlignment(.center)
            return time < 1.6 ? text.textRenderer(AppearanceEffectRenderer(elapsedTime: time, totalDuration: 1.6)) : text
        }
    }

    /// `Examples/Scenes/title.yaml` (a gradient background, an appear transition in, a fade out)
    /// with its canvas set to `width` × `height`.
    static func title(width: Int, height: Int) throws -> TitleCard {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Examples/Scenes/title.yaml").standardizedFileURL
        var scene = try SceneLoader().load(contentsOf: url)
        scene.canvas = SceneCanvas(width: width, height: height)
        return try TitleCard(scene: scene, baseURL: url.deletingLastPathComponent())
    }

    /// A card with only a background: a 3 × 3 mesh gradient whose points drift, so that it is
    /// painted anew for every frame (2 s at 30 fps).
    static func meshBackground(width: Int, height: Int) -> TitleCard {
        let colors: [Color] = [
            Color(red: 0.11, green: 0.08, blue: 0.39), Color(red: 0.42, green: 0.11, blue: 0.6), Color(red: 0.05, green: 0.28, blue: 0.63),
            Color(red: 0.91, green: 0.12, blue: 0.39), Color(red: 1, green: 0.54, blue: 0.4), Color(red: 0.49, green: 0.3, blue: 1),
            Color(red: 0.04, green: 0.06, blue: 0.13), Color(red: 0.19, green: 0.11, blue: 0.57), Color(red: 0, green: 0.74, blue: 0.83),
        ]
        let mesh = MeshGradient(width: 3, height: 3, points: MeshGradient.gridPoints(width: 3, height: 3), colors: colors)
        return TitleCard(width: width, height: height, fps: 30, duration: 2,
                         background: .animatedMeshGradient { mesh.drifted(at: $0, amplitude: 0.12, turns: 0.5) }, layers: [])
    }

    /// A title at 144 px drawn through the `ripple` shader from its start (2 s at 30 fps).
    static func rippleTitle(width: Int, height: Int) throws -> TitleCard {
        var layer = TitleCard.Layer(Text("Visual Effects").font(.system(size: 144, weight: .bold)))
        layer.shaders = [try ShaderCatalog.shared.shader(named: "ripple", parameters: ["amplitude": .number(16)])]
        return TitleCard(width: width, height: height, fps: 30, duration: 2, background: .color(.black), layers: [layer])
    }

    /// Milliseconds per frame over every frame of a card `make` builds, best of three passes,
    /// a new card each pass: wall-clock time, and the process's CPU time (user and system, all
    /// threads), which other work on a shared machine disturbs less.
    static func perFrame(threads: Int, _ make: () throws -> TitleCard) throws -> (wall: Double, cpu: Double) {
        var best = (wall: Double.infinity, cpu: Double.infinity)
        for _ in 0..<3 {
            let card = try make()
            let start = DispatchTime.now().uptimeNanoseconds, startCPU = cpuMilliseconds()
            try card.renderAhead(Array(0..<card.frameCount), threads: threads, prepare: { _, _ in }) { _, _ in }
            best.wall = min(best.wall, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 / Double(card.frameCount))
            best.cpu = min(best.cpu, (cpuMilliseconds() - startCPU) / Double(card.frameCount))
        }
        return best
    }

    /// The process's user and system time so far, in milliseconds (`getrusage`).
    static func cpuMilliseconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let seconds = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        return seconds * 1e3 + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e3
    }

    static func run() throws -> [(name: String, value: Double, unit: String)] {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        var results: [(name: String, value: Double, unit: String)] = []
        for (width, height) in [(1280, 720), (1920, 1080)] {
            for threads in Set([1, cores]).sorted() {
                let suffix = "\(width)x\(height), \(threads) thread\(threads == 1 ? "" : "s")"
                let cards: [(String, () throws -> TitleCard)] = [
                    ("appearance example", { appearance(width: width, height: height) }),
                    ("title.yaml", { try title(width: width, height: height) }),
                    ("mesh background", { meshBackground(width: width, height: height) }),
                    ("ripple title", { try rippleTitle(width: width, height: height) }),
                ]
                for (name, make) in cards {
                    let time = try perFrame(threads: threads, make)
                    results.append(("frames: \(name), \(suffix)", time.wall, "ms/frame"))
                    results.append(("frames: \(name), \(suffix), CPU", time.cpu, "CPU ms/frame"))
                }
            }
        }
        return results
    }
}
