import Foundation

extension Frame {
    /// The byte orders straight (not premultiplied) pixels are written in, one byte a channel.
    package enum StraightLayout: Sendable {
        /// Blue, green, red, alpha: what ffmpeg reads as `-pix_fmt bgra`.
        case bgra
        /// Red, green, blue, alpha: PNG's truecolour with alpha (colour type 6).
        case rgba
        /// Red, green, blue, alpha left out: PNG's truecolour (colour type 2), for an opaque
        /// frame (``isOpaque``).
        case rgb

        /// Bytes a pixel takes: 4, or 3 for ``rgb``.
        package var bytesPerPixel: Int { self == .rgb ? 3 : 4 }
    }

    /// The pixels as straight (not premultiplied) BGRA bytes, rows packed (`width × 4` bytes
    /// each): what ffmpeg reads as `-pix_fmt bgra`.
    ///
    /// Each colour channel is divided by alpha and rounded to nearest (`c·255/a`), as
    /// ``pixel(x:y:)`` does; opaque pixels are copied as they are, fully transparent ones are
    /// all zeros.
    public func straightBGRA() -> [UInt8] {
        let rowBytes = width * StraightLayout.bgra.bytesPerPixel
        guard rowBytes > 0, height > 0 else { return [] }
        return [UInt8](unsafeUninitializedCapacity: rowBytes * height) { target, count in
            for y in 0..<height { writeStraightRow(y, as: .bgra, into: target.baseAddress! + y * rowBytes) }
            count = rowBytes * height
        }
    }

    /// Writes row `y` as straight bytes in `layout` into `target`, which has room for
    /// `width × layout.bytesPerPixel` bytes.
    ///
    /// The one conversion from premultiplied to straight colour, shared by ``straightBGRA()`` and
    /// the PNG writer: each colour channel becomes `min(255, (c·255 + ⌊a/2⌋) / a)` in integers,
    /// that is `c·255/a` rounded to nearest with halves up; alpha 255 copies the channels and
    /// alpha 0 gives all zeros. ``StraightLayout/rgb`` drops alpha, so it is for opaque frames.
    package func writeStraightRow(_ y: Int, as layout: StraightLayout, into target: UnsafeMutablePointer<UInt8>) {
        precondition(y >= 0 && y < height, "row \(y) is outside the \(width)x\(height) frame")
        let (width, start) = (self.width, y * stride)
        guard width > 0 else { return }
        pixels.withUnsafeBufferPointer { storage in
            let row = storage.baseAddress! + start
            switch layout {
            case .bgra:
                for x in 0..<width {
                    let (r, g, b, a) = Frame.straight(row[x])
                    target[x * 4] = b; target[x * 4 + 1] = g; target[x * 4 + 2] = r; target[x * 4 + 3] = a
                }
            case .rgba:
                for x in 0..<width {
                    let (r, g, b, a) = Frame.straight(row[x])
                    target[x * 4] = r; target[x * 4 + 1] = g; target[x * 4 + 2] = b; target[x * 4 + 3] = a
                }
            case .rgb:
                for x in 0..<width {
                    let (r, g, b, _) = Frame.straight(row[x])
                    target[x * 3] = r; target[x * 3 + 1] = g; target[x * 3 + 2] = b
                }
            }
        }
    }

    /// True when every pixel is opaque (alpha 255), so the frame can be written without alpha.
    package var isOpaque: Bool {
        let (width, height, stride) = (self.width, self.height, self.stride)
        guard width > 0 else { return true }
        return pixels.withUnsafeBufferPointer { storage in
            for y in 0..<height {
                // The AND of the row's pixels: its alpha byte is 0xFF only when every pixel's is.
                var all: UInt32 = 0xFFFF_FFFF
                for value in UnsafeBufferPointer(rebasing: storage[(y * stride)..<(y * stride + width)]) { all &= value }
                if all >> 24 != 0xFF { return false }
            }
            return true
        }
    }

    /// The straight channels of one premultiplied ARGB32 pixel (see
    /// ``writeStraightRow(_:as:into:)`` for the rounding).
    @inline(__always)
    package static func straight(_ value: UInt32) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let a = value >> 24, r = value >> 16 & 0xFF, g = value >> 8 & 0xFF, b = value & 0xFF
        if a == 255 { return (UInt8(r), UInt8(g), UInt8(b), 255) }
        if a == 0 { return (0, 0, 0, 0) }
        let half = a / 2, divide = ExactDivision(UInt64(a))
        return (UInt8(min(255, divide(UInt64(r * 255 + half)))), UInt8(min(255, divide(UInt64(g * 255 + half)))),
                UInt8(min(255, divide(UInt64(b * 255 + half)))), UInt8(a))
    }
}

/// Division of numbers below 2²⁰ by one divisor of at most 1020, by one multiplication each
/// after a single division for the divisor: `n / d` is `⌊n·m / 2³²⌋` with `m = ⌈2³²/d⌉`. It is
/// exact because the error `e = m·d − 2³²` is below `d`, so `n·e < 2³²` whenever
/// `n·d < 2³²` (2²⁰ × 1020 is a quarter of that), which keeps the sum under the next whole
/// number. Turning premultiplied colour straight divides three channels by one alpha, and the
/// chroma of a block three sums by one weight: one division instead of three.
package struct ExactDivision {
    private let reciprocal: UInt64

    @inline(__always)
    package init(_ divisor: UInt64) {
        precondition(divisor > 0 && divisor <= 1020, "a divisor of 1 to 1020, not \(divisor)")
        reciprocal = ((1 << 32) + divisor - 1) / divisor
    }

    /// The divisions by each alpha, 1 to 255, at its index (index 0 divides by 1): looked up
    /// where a loop turns many pixels straight.
    package static let byAlpha: [ExactDivision] = (0...255).map { ExactDivision(UInt64(max(1, $0))) }

    /// `numerator / divisor`, rounded down; `numerator` below 2²⁰.
    @inline(__always)
    package func callAsFunction(_ numerator: UInt64) -> UInt64 {
        (numerator &* reciprocal) >> 32
    }
}
