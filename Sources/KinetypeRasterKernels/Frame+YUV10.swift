import Foundation

extension Frame {
    /// The part `region` of the frame as ffmpeg's `-pix_fmt yuva420p10le`, in `signal`: what a
    /// band of the card is sent to ffmpeg's `overlay` as over a video of 10 bits a sample (a
    /// phone's HLG video, an HDR10 one). Four planes of little-endian 16-bit samples at the
    /// region's sides: Y′, then Cb and Cr of half the sides rounded up, then alpha.
    ///
    /// As ``yuva420p(of:ink:matrix:reusing:)`` does in 8 bits: the colour is straight (a
    /// clear pixel is black), luma is each pixel's, each chroma sample that of its 2 × 2
    /// block's R′G′B′ averaged with alpha as the weight (a block with no ink is neutral), and
    /// alpha is `a · 1023 / 255`, rounded. Y′CbCr are 10-bit limited range
    /// (``VideoSignal/ycbcr10(_:)``). `region` lies within the frame at even coordinates;
    /// `ink` is the frame's ``inkBounds()``, and only the ink is converted.
    package func yuva420p10le(of region: PixelRect, ink: PixelRect?, signal: VideoSignal) -> [UInt8] {
        precondition(PixelRect(x: 0, y: 0, width: width, height: height).contains(region) && region.x % 2 == 0 && region.y % 2 == 0,
                     "a region \(region) at even coordinates within the \(width)x\(height) frame")
        guard !region.isEmpty else { return [] }
        let (regionWidth, regionHeight) = (region.width, region.height)
        let chromaWidth = (regionWidth + 1) / 2
        let lumaSamples = regionWidth * regionHeight, chromaSamples = chromaWidth * ((regionHeight + 1) / 2)
        let (width, height, stride) = (self.width, self.height, self.stride)
        let ink = ink.map { $0.intersection(region) }.flatMap { $0.isEmpty ? nil : $0 }
        var colours = SignalCache(signal)
        return Frame.clearPlanes10(luma: lumaSamples, chroma: chromaSamples) { luma, cb, cr, alpha in
            guard let ink else { return }
            pixels.withUnsafeBufferPointer { storage in
                let base = storage.baseAddress!
                for pair in (ink.minY / 2)..<((ink.maxY + 1) / 2) {
                    // The region's last odd row or column is a block's two.
                    let rows = (2 * pair, min(2 * pair + 1, height - 1, region.maxY - 1))
                    for half in (ink.minX / 2)..<((ink.maxX + 1) / 2) {
                        let columns = (2 * half, min(2 * half + 1, width - 1, region.maxX - 1))
                        var sum = SIMD3<Double>.zero, weight = 0.0
                        for corner in 0..<4 {
                            let y = corner < 2 ? rows.0 : rows.1, x = corner & 1 == 0 ? columns.0 : columns.1
                            let (r, g, b, a) = Frame.straight(base[y * stride + x])
                            guard a > 0 else { continue }
                            let colour = colours.signal(red: r, green: g, blue: b)
                            sum += colour * Double(a)
                            weight += Double(a)
                            // A block's repeated last row or column is written again, the same.
                            let index = (y - region.y) * regionWidth + x - region.x
                            luma[index] = signal.ycbcr10(colour).y.littleEndian
                            alpha[index] = UInt16((UInt32(a) * 1023 + 127) / 255).littleEndian
                        }
                        guard weight > 0 else { continue }
                        let (_, blue, red) = signal.ycbcr10(sum / weight)
                        let index = (pair - region.y / 2) * chromaWidth + half - region.x / 2
                        cb[index] = blue.littleEndian
                        cr[index] = red.littleEndian
                    }
                }
            }
        }
    }

    /// The bytes of a clear picture of four planes of little-endian 16-bit samples, Y′, Cb, Cr
    /// and alpha (`luma` samples each for Y′ and alpha, `chroma` each for Cb and Cr): black in
    /// 10-bit limited range (64), neutral chroma (512), no alpha; `draw` then writes the ink
    /// into the planes.
    static func clearPlanes10(luma: Int, chroma: Int,
                              _ draw: (_ luma: UnsafeMutablePointer<UInt16>, _ cb: UnsafeMutablePointer<UInt16>,
                                       _ cr: UnsafeMutablePointer<UInt16>, _ alpha: UnsafeMutablePointer<UInt16>) -> Void) -> [UInt8] {
        let samples = 2 * luma + 2 * chroma
        return [UInt8](unsafeUninitializedCapacity: 2 * samples) { target, count in
            count = 2 * samples
            UnsafeMutableRawPointer(target.baseAddress!).withMemoryRebound(to: UInt16.self, capacity: samples) { planes in
                let cb = planes + luma, cr = cb + chroma, alpha = cr + chroma
                planes.initialize(repeating: UInt16(64).littleEndian, count: luma)
                cb.initialize(repeating: UInt16(512).littleEndian, count: 2 * chroma)
                alpha.initialize(repeating: 0, count: luma)
                draw(planes, cb, cr, alpha)
            }
        }
    }
}

/// The signals of the straight colours met so far, 4096 of them by a hash of the colour: a
/// card has a few colours and their edges, and a high dynamic range signal takes powers and
/// logarithms.
private struct SignalCache {
    let signal: VideoSignal
    private var keys = [UInt32](repeating: .max, count: 4096)
    private var values = [SIMD3<Double>](repeating: .zero, count: 4096)

    init(_ signal: VideoSignal) { self.signal = signal }

    mutating func signal(red: UInt8, green: UInt8, blue: UInt8) -> SIMD3<Double> {
        let key = UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
        let slot = Int((key &* 2_654_435_761) >> 20 & 4095)
        if keys[slot] == key { return values[slot] }
        let value = signal.signal(red: red, green: green, blue: blue)
        keys[slot] = key
        values[slot] = value
        return value
    }
}
