import Foundation

extension Frame {
    /// The bounding box of the pixels that differ from `previous` (a frame of the same size),
    /// or nil when none does. Rows are compared with `memcmp` first, so an unchanged row costs
    /// one pass over its bytes.
    package func changedBounds(from previous: Frame) -> PixelRect? {
        changedBounds(from: previous, within: PixelRect(x: 0, y: 0, width: width, height: height))
    }

    /// ``changedBounds(from:)`` looking only inside `region` (within the frame): what differs
    /// when the frames are known to agree outside it, as two frames do outside their ink.
    package func changedBounds(from previous: Frame, within region: PixelRect) -> PixelRect? {
        precondition(width == previous.width && height == previous.height,
                     "comparing a \(width)x\(height) frame with a \(previous.width)x\(previous.height) one")
        let region = region.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard !region.isEmpty else { return nil }
        var top = Int.max, bottom = -1, left = Int.max, right = -1
        pixels.withUnsafeBufferPointer { now in
            previous.pixels.withUnsafeBufferPointer { before in
                for y in region.minY..<region.maxY {
                    let a = now.baseAddress! + y * stride, b = before.baseAddress! + y * previous.stride
                    guard memcmp(a + region.x, b + region.x, region.width * 4) != 0 else { continue }
                    var first = region.minX, last = region.maxX - 1
                    while a[first] == b[first] { first += 1 }
                    while a[last] == b[last] { last -= 1 }
                    top = min(top, y); bottom = y
                    left = min(left, first); right = max(right, last)
                }
            }
        }
        guard bottom >= 0 else { return nil }
        return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }

    /// The pixels of `rect` (inside the frame) as a frame of their own, rows packed.
    package func cropped(to rect: PixelRect) -> Frame {
        precondition(rect.x >= 0 && rect.y >= 0 && rect.width >= 0 && rect.height >= 0
                     && rect.x + rect.width <= width && rect.y + rect.height <= height,
                     "\(rect) is not inside the \(width)x\(height) frame")
        let area = rect.width * rect.height
        let copied = [UInt32](unsafeUninitializedCapacity: area) { target, count in
            pixels.withUnsafeBufferPointer { source in
                for row in 0..<rect.height {
                    let from = source.baseAddress! + (rect.y + row) * stride + rect.x
                    (target.baseAddress! + row * rect.width).initialize(from: from, count: rect.width)
                }
            }
            count = area
        }
        return Frame(width: rect.width, height: rect.height, pixels: copied)
    }
}
