import Foundation
import KinetypeAnimation
import KinetypePrimitives
import KinetypeRasterKernels

/// Timings of the raster kernels on the cases a title card meets: a glyph-run-sized region
/// (300x160) inside a 720p frame. Each figure is the median of many runs after a warm-up, in
/// milliseconds; run in release (`swift run -c release KinetypeRasterBench`).
enum RasterBenchmarks {
    static func run() -> [(name: String, value: Double, unit: String)] {
        var frame = Frame(width: 1280, height: 720)
        let region = PixelRect(x: 400, y: 300, width: 300, height: 160)
        var scratch = BlurScratch()
        var results: [(name: String, value: Double, unit: String)] = []

        for sigma in [2.0, 6.0, 20.0] {
            let blur = GaussianBlur(radius: sigma)
            let time = frame.withPixelBuffer { buffer in
                drawTestContent(buffer, in: region)
                return median(iterations: 300) { blur.apply(to: buffer, region: region, scratch: &scratch) }
            }
            results.append(("gaussian blur 300x160, radius \(Int(sigma))", time, "ms"))
        }
        let fullFrame = frame.withPixelBuffer { buffer in
            median(iterations: 20) { GaussianBlur(radius: 6).apply(to: buffer, region: buffer.bounds, scratch: &scratch) }
        }
        results.append(("gaussian blur 1280x720, radius 6", fullFrame, "ms"))

        let saturation = ColorMatrix.saturation(0.3)
        let matrixTime = frame.withPixelBuffer { buffer in
            drawTestContent(buffer, in: region)
            return median(iterations: 300) { saturation.apply(to: buffer, region: region) }
        }
        results.append(("color matrix 300x160", matrixTime, "ms"))

        var shadowLayer = Frame(width: 1280, height: 720)
        let shadow = DropShadow(color: Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.5),
                                radius: 6, x: 2.5, y: 3)
        let content = region.expanded(by: -20)
        let shadowTime = frame.withPixelBuffer { source in
            drawTestContent(source, in: region)
            return shadowLayer.withPixelBuffer { destination in
                median(iterations: 300) {
                    shadow.render(from: source, region: content, into: destination, scratch: &scratch)
                }
            }
        }
        results.append(("drop shadow 260x120 content, radius 6", shadowTime, "ms"))
        return results
    }

    /// Text-like content: opaque white vertical strokes 3 px wide every 9 px with cross bars,
    /// and a disc, all at least 20 px inside `region`.
    static func drawTestContent(_ buffer: PixelBuffer, in region: PixelRect) {
        buffer.fill(region, with: 0)
        let white: UInt32 = 0xFFFF_FFFF
        for y in region.minY + 20..<region.maxY - 20 {
            for x in region.minX + 20..<region.minX + 180 where (x - region.minX) % 9 < 3 || y % 40 < 3 {
                buffer[x: x, y: y] = white
            }
        }
        let cx = region.minX + 240, cy = region.minY + 80
        for y in cy - 30...cy + 30 {
            for x in cx - 30...cx + 30 where (x - cx) * (x - cx) + (y - cy) * (y - cy) <= 900 {
                buffer[x: x, y: y] = 0xFF3B_8E00 | 0xFF
            }
        }
    }

    /// The median wall time of `body`, in milliseconds, after 50 warm-up runs (the first runs
    /// pay for page faults and a cold clock).
    static func median(iterations: Int, _ body: () -> Void) -> Double {
        for _ in 0..<50 { body() }
        let clock = ContinuousClock()
        var times: [Double] = []
        times.reserveCapacity(iterations)
        for _ in 0..<iterations {
            let elapsed = clock.measure(body)
            times.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) * 1e-15)
        }
        times.sort()
        return times[times.count / 2]
    }
}
