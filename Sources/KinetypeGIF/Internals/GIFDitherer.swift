/// Maps rectangles to a fixed palette with Floyd–Steinberg error diffusion: the second half of
/// the GIF's colour reduction (libimagequant chooses the palette, ``GIFPaletteBuilder``).
///
/// libimagequant's own remap (`liq_write_remapped_image`) converts every pixel to floating point
/// and searches its palette tree per pixel: about 75 ns a pixel on this project's reference
/// machine, over half of the time a gradient card's GIF took. This does the same job in
/// integers at a fraction of that, with the same palette and the same standard diffusion
/// (7/16 right, 3/16 below left, 5/16 below, 1/16 below right, rows in alternating directions).
///
/// Each opaque pixel plus the error carried to it, clamped to 0...255 per channel, takes the
/// nearest opaque entry by squared RGB distance, the lowest index among equals: an exact search,
/// so the result does not depend on which colours a ditherer has seen before. The search only
/// looks at the entries that can be nearest somewhere in the colour's cell of a 64×64×64 grid
/// (worked out the first time a cell is used, ``candidates(_:)``). Transparent pixels (value 0)
/// take the transparent index; error neither enters nor leaves them.
///
/// `@unchecked Sendable` because a ditherer keeps its cells between rectangles (mutable state
/// the compiler cannot check): it moves to worker threads, but the writer's ``OrderedPipeline``
/// lends each worker's ditherer to a single job at a time (taken from and returned to its idle
/// list under the pipeline's lock).
package final class GIFDitherer: @unchecked Sendable {
    private let transparentIndex: UInt8
    /// How many opaque entries there are.
    private let count: Int
    /// The opaque entries in index order, four values each: red, green, blue, palette index.
    private let entries: UnsafeMutablePointer<Int32>
    /// Error passed on, in 256ths of the pixel's own: `dithering` × 240 (15/16, so that small
    /// errors do not pile up).
    private let strength: Int32
    /// Per cell: where its candidate list starts in `lists` (count first, then each
    /// candidate's distance to the cell × 256 + its entry position, ascending), or -1 before
    /// its first use; allocated on the first remap.
    private var cellStart: UnsafeMutablePointer<Int32>?
    private var lists: UnsafeMutablePointer<Int32>
    private var listsCount = 0, listsCapacity = 1 << 16

    /// Squared error (summed over the channels, in levels) below which a pixel is not dithered.
    private static let unnoticed: Int32 = 9
    /// Squared error above which error is damped.
    private static let large: Int32 = 64 * 64

    /// Cells are `1 << cellShift` values wide in each channel.
    private static let cellShift: Int32 = 2
    private static let cellBits = 8 - Int(cellShift)

    /// A ditherer for `palette`; `dithering` (0...1) scales the error passed on (0: each pixel
    /// takes its nearest entry).
    package init(palette: GIFPalette, dithering: Double) {
        let opaque = palette.colors.enumerated().filter { $0.element.alpha == 255 }
        count = opaque.count
        entries = .allocate(capacity: max(1, opaque.count) * 4)
        for (position, entry) in opaque.enumerated() {
            entries[position * 4] = Int32(entry.element.red)
            entries[position * 4 + 1] = Int32(entry.element.green)
            entries[position * 4 + 2] = Int32(entry.element.blue)
            entries[position * 4 + 3] = Int32(entry.offset)
        }
        transparentIndex = UInt8(palette.transparentIndex)
        strength = Int32((min(1, max(0, dithering)) * 240).rounded())
        lists = .allocate(capacity: listsCapacity)
    }

    deinit {
        entries.deallocate()
        cellStart?.deallocate()
        lists.deallocate()
    }

    /// Palette indices for `pixels` (``GIFCanvas`` values, `width` × `height`, packed) where
    /// `drawn` is true; the transparent index elsewhere. Pixels not drawn keep what is shown, so
    /// they are skipped like transparent ones: error neither enters nor leaves them.
    package func remap(_ pixels: [UInt32], drawn: [Bool], width: Int, height: Int) -> [UInt8] {
        var result = [UInt8](repeating: transparentIndex, count: width * height)
        guard count > 0, width > 0 else { return result }
        if cellStart == nil {
            let cells = 1 << (3 * GIFDitherer.cellBits)
            cellStart = .allocate(capacity: cells)
            cellStart!.initialize(repeating: -1, count: cells)
        }
        let cellStart = cellStart!, entries = entries, strength = strength
        // Error per channel in 4096ths of a level (256ths of strength × sixteenths of the
        // diffusion), for this row and the next, with a spare column at
        // each end so the neighbours of the first and last pixel need no test.
        let columns = width + 2
        var here = UnsafeMutablePointer<Int32>.allocate(capacity: columns * 3)
        var below = UnsafeMutablePointer<Int32>.allocate(capacity: columns * 3)
        defer {
            here.deallocate()
            below.deallocate()
        }
        here.initialize(repeating: 0, count: columns * 3)
        below.initialize(repeating: 0, count: columns * 3)
        @inline(__always)
        func find(_ red: Int32, _ green: Int32, _ blue: Int32) -> (entry: Int, distance: Int32) {
            let cell = Int(red >> GIFDitherer.cellShift) << (2 * GIFDitherer.cellBits)
                | Int(green >> GIFDitherer.cellShift) << GIFDitherer.cellBits | Int(blue >> GIFDitherer.cellShift)
            var start = Int(cellStart[cell])
            if start < 0 { start = candidates(cell) }
            let list = lists + start
            return nearest(red, green, blue, among: list + 1, count: Int(list[0]), entries)
        }
        var lastValue: UInt32 = 0, lastEntry = 0
        pixels.withUnsafeBufferPointer { pixels in
          drawn.withUnsafeBufferPointer { drawn in
            result.withUnsafeMutableBufferPointer { out in
                for y in 0..<height {
                    let forward = y & 1 == 0
                    below.update(repeating: 0, count: columns * 3)
                    let ahead = forward ? 3 : -3
                    for step in 0..<width {
                        let x = forward ? step : width - 1 - step
                        let value = UInt32(littleEndian: pixels[y &* width &+ x])
                        guard value >> 24 != 0, drawn[y &* width &+ x] else { continue }
                        // Column x is at x + 1 in the error rows.
                        let c = (x &+ 1) &* 3
                        let sourceRed = Int32(value & 0xFF), sourceGreen = Int32(value >> 8 & 0xFF), sourceBlue = Int32(value >> 16 & 0xFF)
                        // The error carried here, in levels.
                        var carriedRed = (here[c] &+ 2048) >> 12, carriedGreen = (here[c &+ 1] &+ 2048) >> 12
                        var carriedBlue = (here[c &+ 2] &+ 2048) >> 12
                        let carried = carriedRed &* carriedRed &+ carriedGreen &* carriedGreen &+ carriedBlue &* carriedBlue
                        var entry: Int
                        var red = sourceRed, green = sourceGreen, blue = sourceBlue
                        if carried < GIFDitherer.unnoticed {
                            // Too small to see: the pixel maps undithered (flat areas stay flat).
                            if value != lastValue {
                                lastValue = value
                                lastEntry = find(red, green, blue).entry
                            }
                            entry = lastEntry
                        } else {
                            if carried > GIFDitherer.large {
                                carriedRed = carriedRed &* 4 / 5
                                carriedGreen = carriedGreen &* 4 / 5
                                carriedBlue = carriedBlue &* 4 / 5
                            }
                            red = clamp(sourceRed &+ carriedRed)
                            green = clamp(sourceGreen &+ carriedGreen)
                            blue = clamp(sourceBlue &+ carriedBlue)
                            let dithered = find(red, green, blue)
                            entry = dithered.entry
                            if dithered.distance > GIFDitherer.large {
                                // Far from every entry: the undithered pixel's own nearest may do better.
                                let plain = find(sourceRed, sourceGreen, sourceBlue)
                                if plain.distance < dithered.distance { entry = plain.entry }
                            }
                        }
                        out[y &* width &+ x] = UInt8(truncatingIfNeeded: entries[entry &* 4 &+ 3])
                        guard strength > 0 else { continue }
                        var errorRed = red &- entries[entry &* 4], errorGreen = green &- entries[entry &* 4 &+ 1]
                        var errorBlue = blue &- entries[entry &* 4 &+ 2]
                        var scale = strength
                        if errorRed &* errorRed &+ errorGreen &* errorGreen &+ errorBlue &* errorBlue > GIFDitherer.large {
                            scale = scale &* 3 / 4  // a large error spread in full makes stray specks
                        }
                        errorRed = errorRed &* scale
                        errorGreen = errorGreen &* scale
                        errorBlue = errorBlue &* scale
                        let (a, b) = (c &+ ahead, c &- ahead)
                        here[a] &+= errorRed &* 7; here[a &+ 1] &+= errorGreen &* 7; here[a &+ 2] &+= errorBlue &* 7
                        below[b] &+= errorRed &* 3; below[b &+ 1] &+= errorGreen &* 3; below[b &+ 2] &+= errorBlue &* 3
                        below[c] &+= errorRed &* 5; below[c &+ 1] &+= errorGreen &* 5; below[c &+ 2] &+= errorBlue &* 5
                        below[a] &+= errorRed; below[a &+ 1] &+= errorGreen; below[a &+ 2] &+= errorBlue
                    }
                    swap(&here, &below)
                }
            }
          }
        }
        return result
    }

    @inline(__always)
    private func clamp(_ value: Int32) -> Int32 { min(255, max(0, value)) }

    /// The position (in the opaque entries) of the nearest of `count` candidates, the lowest
    /// among equals. Candidates come nearest to the cell first, so the search stops at the first
    /// that cannot come closer than the best so far.
    @inline(__always)
    private func nearest(
        _ red: Int32, _ green: Int32, _ blue: Int32, among list: UnsafePointer<Int32>, count: Int, _ entries: UnsafePointer<Int32>
    ) -> (entry: Int, distance: Int32) {
        var best = Int.max, bestDistance = Int32.max
        for k in 0..<count {
            let candidate = list[k]
            if candidate >> 8 > bestDistance { break }
            let entry = Int(candidate & 0xFF)
            let e = entries + entry &* 4
            let dr = e[0] &- red, dg = e[1] &- green, db = e[2] &- blue
            let distance = dr &* dr &+ dg &* dg &+ db &* db
            if distance < bestDistance || (distance == bestDistance && entry < best) {
                bestDistance = distance
                best = entry
            }
        }
        return (best, bestDistance)
    }

    /// Works out `cell`'s candidates: the entries whose nearest point of the cell is no farther
    /// than the smallest farthest point of any entry. The nearest entry of every colour in the
    /// cell (and every entry tying with it) is among them, nearest to the cell first (then by
    /// index).
    private func candidates(_ cell: Int) -> Int {
        let bits = GIFDitherer.cellBits, shift = GIFDitherer.cellShift, mask = (1 << bits) - 1
        let side = Int32(1 << shift) - 1
        let low = [Int32(cell >> (2 * bits) & mask) << shift, Int32(cell >> bits & mask) << shift, Int32(cell & mask) << shift]
        var nearDistances = [Int32](repeating: 0, count: count)
        var bound = Int32.max
        for entry in 0..<count {
            var near: Int32 = 0, far: Int32 = 0
            for channel in 0..<3 {
                let value = entries[entry * 4 + channel], from = low[channel], to = low[channel] + side
                let inside = value < from ? from - value : (value > to ? value - to : 0)
                let outside = max(abs(value - from), abs(value - to))
                near += inside * inside
                far += outside * outside
            }
            nearDistances[entry] = near
            bound = min(bound, far)
        }
        let members = (0..<count).filter { nearDistances[$0] <= bound }.map { Int32(nearDistances[$0]) << 8 | Int32($0) }.sorted()
        if listsCount + members.count + 1 > listsCapacity {
            let grown = UnsafeMutablePointer<Int32>.allocate(capacity: max(listsCapacity * 2, listsCount + members.count + 1))
            grown.update(from: lists, count: listsCount)
            lists.deallocate()
            lists = grown
            listsCapacity = max(listsCapacity * 2, listsCount + members.count + 1)
        }
        let start = listsCount
        lists[start] = Int32(members.count)
        for (k, member) in members.enumerated() { lists[start + 1 + k] = member }
        listsCount += members.count + 1
        cellStart![cell] = Int32(start)
        return start
    }
}
