import Dispatch
import Foundation
import KinetypeRasterKernels

/// Runs a shader-style effect over a buffer: every pixel's new colour from a closure, rows
/// shared out among threads (`DispatchQueue.concurrentPerform`). Each pixel depends only on its
/// position and on the pixels as they were before the effect (a copy, for effects that read
/// the layer), so the result is the same for any number of threads.
struct ShaderEffects {
    let buffer: PixelBuffer
    let originX: Int, originY: Int
    let scale: Double

    /// The closure's position for device pixel (x, y) of the buffer: its centre in canvas
    /// coordinates before the scale.
    func position(_ x: Int, _ y: Int) -> CGPoint {
        CGPoint(x: (Double(x + originX) + 0.5) / scale, y: (Double(y + originY) + 0.5) / scale)
    }

    /// Replaces each pixel by `effect(position, its colour)`.
    func apply(_ effect: (CGPoint, SIMD4<Float>) -> SIMD4<Float>) {
        forEachRow { row in
            for x in 0..<buffer.width {
                let index = row * buffer.stride + x
                buffer.pixels[index] = ShaderEffects.pack(effect(position(x, row), ShaderEffects.unpack(buffer.pixels[index])))
            }
        }
    }

    /// Replaces each pixel by `effect(position, layer)`, the layer being the pixels before.
    func applyReadingLayer(_ effect: (CGPoint, ShaderLayer) -> SIMD4<Float>) {
        let count = buffer.height == 0 ? 0 : buffer.stride * (buffer.height - 1) + buffer.width
        let layer = ShaderLayer(pixels: Array(UnsafeBufferPointer(start: buffer.pixels.baseAddress, count: count)),
                                width: buffer.width, height: buffer.height, stride: buffer.stride,
                                originX: Double(originX), originY: Double(originY), scale: scale)
        forEachRow { row in
            for x in 0..<buffer.width {
                buffer.pixels[row * buffer.stride + x] = ShaderEffects.pack(effect(position(x, row), layer))
            }
        }
    }

    /// Runs `body` for every row, rows in bands on the available cores.
    private func forEachRow(_ body: (Int) -> Void) {
        let height = buffer.height
        guard height > 0 else { return }
        let bands = min(height, max(1, ProcessInfo.processInfo.activeProcessorCount * 4))
        withoutActuallyEscaping(body) { body in
            let work = RowWork(body: body)
            DispatchQueue.concurrentPerform(iterations: bands) { band in
                for row in stride(from: band * height / bands, to: (band + 1) * height / bands, by: 1) { work.body(row) }
            }
        }
    }

    /// A row's work for the bands. `@unchecked Sendable`: each band writes only its own rows of
    /// the buffer and reads only what no band writes (the pixels copied before the effect, and
    /// the effect closure, which is `@Sendable`); `concurrentPerform` returns after every band.
    private struct RowWork: @unchecked Sendable {
        let body: (Int) -> Void
    }

    /// Premultiplied ARGB32 to RGBA 0...1.
    static func unpack(_ p: UInt32) -> SIMD4<Float> {
        SIMD4(Float(p >> 16 & 0xFF), Float(p >> 8 & 0xFF), Float(p & 0xFF), Float(p >> 24)) / 255
    }

    /// RGBA 0...1 to premultiplied ARGB32: clamped, rounded, colour held at or below alpha
    /// (a NaN component counts as 0).
    static func pack(_ color: SIMD4<Float>) -> UInt32 {
        func level(_ v: Float) -> UInt32 { v.isNaN ? 0 : UInt32((min(1, max(0, v)) * 255).rounded()) }
        let a = level(color.w)
        return a << 24 | min(level(color.x), a) << 16 | min(level(color.y), a) << 8 | min(level(color.z), a)
    }
}
