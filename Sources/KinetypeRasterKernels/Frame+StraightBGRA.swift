import Foundation

extension Frame {
    /// The pixels as straight (not premultiplied) BGRA bytes, rows packed (`width × 4` bytes
    /// each): what ffmpeg reads as `-pix_fmt bgra`.
    ///
    /// Each colour channel is divided by alpha and rounded to nearest (`c·255/a`), as
    /// ``pixel(x:y:)`` does; opaque and fully transparent pixels are copied as they are.
    public func straightBGRA() -> [UInt8] {
        let (width, height, stride) = (self.width, self.height, self.stride)
        var out = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                for y in 0..<height {
                    let row = y * stride
                    for x in 0..<width {
                        let value = source[row + x]
                        let a = value >> 24, r = value >> 16 & 0xFF, g = value >> 8 & 0xFF, b = value & 0xFF
                        let o = (y * width + x) * 4
                        if a == 255 || a == 0 {
                            target[o] = UInt8(b); target[o + 1] = UInt8(g); target[o + 2] = UInt8(r); target[o + 3] = UInt8(a)
                        } else {
                            let half = a / 2
                            target[o] = UInt8(min(255, (b * 255 + half) / a))
                            target[o + 1] = UInt8(min(255, (g * 255 + half) / a))
                            target[o + 2] = UInt8(min(255, (r * 255 + half) / a))
                            target[o + 3] = UInt8(a)
                        }
                    }
                }
            }
        }
        return out
    }
}
