import Foundation
import Kinetype

/// Writing PNG: `Frame.pngData(compression:)` (libspng, zlib with row filters off) at each
/// setting, on frames of the default title card (`Examples/Scenes/title.yaml`: a diagonal
/// gradient and white and pink text) at 1280x720 and scaled by 1.5 to 1920x1080.
///
/// Nine frames spread over the card (indices 5, 15 … 85: the text appearing, settled, leaving)
/// are rendered first; a pass encodes all nine, and a figure is the median of seven passes
/// divided by nine: milliseconds a frame on one thread, wall clock and CPU, the conversion from
/// premultiplied ARGB included. The size is the mean file size. Cairo's writer is no longer in Kinetype;
/// its figures (measured with a C program on the same frames) are in BENCHMARKS.md.
enum PNGBenchmarks {
    static let frameIndices = Array(stride(from: 5, through: 85, by: 10))

    static func run() throws -> [(name: String, value: Double, unit: String)] {
        let sceneURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Examples/Scenes/title.yaml").standardized
        let card = try TitleCard(scene: SceneLoader().load(contentsOf: sceneURL), baseURL: sceneURL.deletingLastPathComponent())
        var results: [(name: String, value: Double, unit: String)] = []
        for scale in [1.0, 1.5] {
            let scaled = card.scaled(by: scale)
            let frames = try frameIndices.map { try scaled.frame(index: $0) }
            let size = "\(scaled.pixelWidth)x\(scaled.pixelHeight)"
            for compression in PNGCompression.allCases {
                var bytes = 0
                let (wall, cpu) = try median(passes: 7) {
                    bytes = 0
                    for frame in frames { bytes += try frame.pngData(compression: compression).count }
                }
                let name = "PNG \(compression.rawValue), title card \(size)"
                results.append(("\(name), wall", wall / Double(frames.count), "ms/frame"))
                results.append(("\(name), CPU", cpu / Double(frames.count), "ms/frame"))
                results.append(("\(name), size", Double(bytes / frames.count) / 1000, "kB/frame"))
            }
        }
        return results
    }

    /// The median wall time and the median CPU time of this thread (`CLOCK_THREAD_CPUTIME_ID`,
    /// which other processes on a busy machine do not inflate) of `passes` runs of `body`, after
    /// one warm-up run, in milliseconds.
    private static func median(passes: Int, _ body: () throws -> Void) throws -> (wall: Double, cpu: Double) {
        try body()
        func now(_ clock: clockid_t) -> Double {
            var time = timespec()
            clock_gettime(clock, &time)
            return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
        }
        var walls: [Double] = [], cpus: [Double] = []
        for _ in 0..<passes {
            let (wall, cpu) = (now(CLOCK_MONOTONIC), now(CLOCK_THREAD_CPUTIME_ID))
            try body()
            walls.append(now(CLOCK_MONOTONIC) - wall)
            cpus.append(now(CLOCK_THREAD_CPUTIME_ID) - cpu)
        }
        return (walls.sorted()[passes / 2], cpus.sorted()[passes / 2])
    }
}
