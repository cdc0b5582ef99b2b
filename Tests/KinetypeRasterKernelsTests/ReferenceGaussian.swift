import Foundation
import KinetypeRasterKernels

/// An exact Gaussian blur for comparison: a direct double-precision separable convolution of each
/// premultiplied channel with the sampled kernel `exp(−x²/2σ²)`, normalized, cut at ⌈6σ⌉, with
/// everything outside the image transparent. Slow and obviously right; shares no code with the
/// recursive filter under test.
func referenceGaussianBlur(_ image: Frame, sigma: Double) -> [Double] {
    let radius = Int((6 * sigma).rounded(.up))
    var kernel = (-radius...radius).map { x in exp(-Double(x * x) / (2 * sigma * sigma)) }
    let sum = kernel.reduce(0, +)
    kernel = kernel.map { $0 / sum }
    let width = image.width, height = image.height
    // Channels in the order alpha, red, green, blue.
    var source = [Double](repeating: 0, count: width * height * 4)
    for (index, pixel) in image.pixels.enumerated() {
        source[index * 4] = Double(pixel >> 24)
        source[index * 4 + 1] = Double(pixel >> 16 & 0xFF)
        source[index * 4 + 2] = Double(pixel >> 8 & 0xFF)
        source[index * 4 + 3] = Double(pixel & 0xFF)
    }
    var horizontal = [Double](repeating: 0, count: source.count)
    var result = [Double](repeating: 0, count: source.count)
    kernel.withUnsafeBufferPointer { k in
        source.withUnsafeBufferPointer { s in
            horizontal.withUnsafeMutableBufferPointer { h in
                for y in 0..<height {
                    for x in 0..<width {
                        for offset in -radius...radius where x + offset >= 0 && x + offset < width {
                            let weight = k[offset + radius], from = (y * width + x + offset) * 4, to = (y * width + x) * 4
                            for c in 0..<4 { h[to + c] += weight * s[from + c] }
                        }
                    }
                }
            }
        }
        horizontal.withUnsafeBufferPointer { h in
            result.withUnsafeMutableBufferPointer { r in
                for y in 0..<height {
                    for offset in -radius...radius where y + offset >= 0 && y + offset < height {
                        let weight = k[offset + radius]
                        for x in 0..<width {
                            let from = ((y + offset) * width + x) * 4, to = (y * width + x) * 4
                            for c in 0..<4 { r[to + c] += weight * h[from + c] }
                        }
                    }
                }
            }
        }
    }
    return result
}

/// The largest difference, in levels, between an image's channels and reference values.
func largestDifference(_ image: Frame, _ reference: [Double]) -> Double {
    var largest = 0.0
    for (index, pixel) in image.pixels.enumerated() {
        let channels = [pixel >> 24, pixel >> 16 & 0xFF, pixel >> 8 & 0xFF, pixel & 0xFF]
        for c in 0..<4 { largest = max(largest, abs(Double(channels[c]) - reference[index * 4 + c])) }
    }
    return largest
}

/// A white disc of radius 20 and text-like strokes: one- and two-pixel lines of a translucent
/// orange and an opaque pink cross bar, on transparent. Narrower images cut the strokes off.
func blurTestImage(width: Int = 160, height: Int = 120) -> Frame {
    var image = Frame(width: width, height: height)
    for y in 0..<height {
        for x in 0..<width where (x - 45) * (x - 45) + (y - 60) * (y - 60) <= 400 {
            image[x: x, y: y] = 0xFFFF_FFFF
        }
    }
    for y in 30..<90 {
        for x in [90, 93, 95, 96, 104, 110, 111] where x < width { image[x: x, y: y] = 0xC8C8_7828 }
    }
    for y in 59...60 {
        for x in 85..<min(130, width) { image[x: x, y: y] = 0xFFFF_3B8E }
    }
    return image
}
