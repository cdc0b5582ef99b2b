import Foundation
import KinetypeRasterKernels

/// What the GIF shows after the frames written so far, in source colours: each pixel holds the
/// canvas value it was last drawn from (0 where the screen is transparent).
///
/// Frames are compared with this, not with the previous rendered frame. A pixel counts as
/// changed when any channel differs from what is shown by more than `tolerance` levels, or when
/// it turns transparent or opaque. With a tolerance above 0, a pixel that creeps by a level per
/// frame (a slow fade, an easing tail) is redrawn only once its drift exceeds the tolerance,
/// instead of every frame; because the comparison is with what is shown, the error never
/// exceeds the tolerance however many frames pass. With tolerance 0 only exact repeats are kept.
struct GIFScreen {
    let width: Int
    let height: Int
    let tolerance: Int
    private var pixels: [UInt32]

    init(width: Int, height: Int, tolerance: Int) {
        self.width = width
        self.height = height
        self.tolerance = tolerance
        pixels = [UInt32](repeating: 0, count: width * height)
    }

    /// Whether canvas pixel `new` must be drawn over shown pixel `shown`.
    @inline(__always)
    private static func differs(_ new: UInt32, _ shown: UInt32, tolerance: Int) -> Bool {
        if new == shown { return false }
        if tolerance == 0 || new == 0 || shown == 0 { return true }
        let a = UInt32(littleEndian: new), b = UInt32(littleEndian: shown)
        let limit = UInt32(tolerance)
        for shift: UInt32 in [0, 8, 16] {
            let x = (a >> shift) & 0xFF, y = (b >> shift) & 0xFF
            if (x > y ? x - y : y - x) > limit { return true }
        }
        return false
    }

    /// The bounding box of the pixels of `canvas` that must be drawn and, when `clearing`, that
    /// of the shown pixels that `canvas` makes transparent (only a disposal can clear those).
    func compare(_ canvas: GIFCanvas, clearing: Bool) -> (changed: PixelRect?, cleared: PixelRect?) {
        var changed = GIFBoundsAccumulator(), cleared = GIFBoundsAccumulator()
        let width = width, tolerance = tolerance
        func differs(_ new: UInt32, _ shown: UInt32) -> Bool { GIFScreen.differs(new, shown, tolerance: tolerance) }
        canvas.pixels.withUnsafeBufferPointer { new in
            pixels.withUnsafeBufferPointer { shown in
                for y in 0..<height {
                    let row = y * width
                    guard memcmp(new.baseAddress! + row, shown.baseAddress! + row, width * 4) != 0 else { continue }
                    var first = 0, last = width - 1
                    while first < width, !differs(new[row + first], shown[row + first]) { first += 1 }
                    guard first < width else { continue }
                    while !differs(new[row + last], shown[row + last]) { last -= 1 }
                    changed.add(row: y, first: first, last: last)
                    guard clearing else { continue }
                    var clearFirst = -1, clearLast = -1
                    for x in first...last where new[row + x] == 0 && shown[row + x] != 0 {
                        if clearFirst < 0 { clearFirst = x }
                        clearLast = x
                    }
                    if clearFirst >= 0 { cleared.add(row: y, first: clearFirst, last: clearLast) }
                }
            }
        }
        return (changed.rect, cleared.rect)
    }

    /// Makes `rect` transparent: the frame covering it was disposed to background.
    mutating func clear(_ rect: PixelRect) {
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX { pixels[y * width + x] = 0 }
        }
    }

    /// Draws the pixels of `canvas` inside `rect` that must be drawn, and returns which ones
    /// (row by row within `rect`); the others keep what is shown.
    mutating func draw(_ canvas: GIFCanvas, in rect: PixelRect) -> [Bool] {
        var mask = [Bool](repeating: false, count: rect.area)
        let width = width, tolerance = tolerance
        canvas.pixels.withUnsafeBufferPointer { new in
            pixels.withUnsafeMutableBufferPointer { shown in
                for row in 0..<rect.height {
                    let offset = (rect.y + row) * width + rect.x
                    for column in 0..<rect.width where GIFScreen.differs(new[offset + column], shown[offset + column], tolerance: tolerance) {
                        shown[offset + column] = new[offset + column]
                        mask[row * rect.width + column] = true
                    }
                }
            }
        }
        return mask
    }
}
