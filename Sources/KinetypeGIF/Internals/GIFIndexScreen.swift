/// What the GIF shows after the frames written so far, as palette indices: the screen a
/// decoder holds.
///
/// ``GIFScreen`` decides which pixels a frame draws by their source colours. Once a frame is
/// mapped to the palette, a drawn pixel whose index is already on screen there changes nothing
/// a viewer can see, so it gets the transparent index too ("keep what is there"), and a frame
/// that keeps its pixels shrinks to the box of those it still draws. A decoder shows exactly
/// the same picture; the file loses the pixels that only repeated what was shown, which LZW
/// would otherwise store again. Frames are settled in order, on the writing thread.
package struct GIFIndexScreen {
    let width: Int
    private let transparentIndex: UInt8
    /// One value a pixel: an index, or `unknown` before the first frame.
    private var shown: [UInt16]
    private static let unknown: UInt16 = 0x100
    private var settledAny = false

    package init(width: Int, height: Int, transparentIndex: Int) {
        self.width = width
        self.transparentIndex = UInt8(transparentIndex)
        shown = [UInt16](repeating: GIFIndexScreen.unknown, count: width * height)
    }

    /// Marks `frame`'s repeated pixels transparent, records the rest as shown, and crops its
    /// rectangle to what it still draws, unless its rectangle is disposed afterwards (the
    /// disposal clears the whole rectangle, so it must stay as it is). A frame left drawing
    /// nothing keeps no rectangle. The first frame keeps its full rectangle.
    package mutating func settle(_ frame: inout GIFImageJob.Remapped) {
        guard let rect = frame.rect else { return }
        let transparent = transparentIndex
        let isFirst = !settledAny
        settledAny = true
        var bounds = GIFBoundsAccumulator()
        let width = width
        shown.withUnsafeMutableBufferPointer { shown in
            frame.indices.withUnsafeMutableBufferPointer { indices in
                for row in 0..<rect.height {
                    var first = -1, last = -1
                    let offset = (rect.y + row) * width + rect.x, start = row * rect.width
                    for column in 0..<rect.width where indices[start + column] != transparent {
                        let index = indices[start + column]
                        if shown[offset + column] == UInt16(index) {
                            indices[start + column] = transparent
                            continue
                        }
                        shown[offset + column] = UInt16(index)
                        if first < 0 { first = column }
                        last = column
                    }
                    if first >= 0 { bounds.add(row: rect.y + row, first: rect.x + first, last: rect.x + last) }
                }
                if frame.disposal == .clearToBackground {
                    for row in 0..<rect.height {
                        let offset = (rect.y + row) * width + rect.x
                        for column in 0..<rect.width { shown[offset + column] = UInt16(transparent) }
                    }
                }
            }
        }
        guard frame.disposal == .keep, !isFirst else { return }
        guard let drawn = bounds.rect else {
            frame.rect = nil
            frame.indices = []
            return
        }
        guard drawn != rect else { return }
        var cropped = [UInt8](repeating: transparent, count: drawn.area)
        for row in 0..<drawn.height {
            let from = (drawn.y - rect.y + row) * rect.width + drawn.x - rect.x
            cropped.replaceSubrange(row * drawn.width..<(row + 1) * drawn.width, with: frame.indices[from..<from + drawn.width])
        }
        frame.rect = drawn
        frame.indices = cropped
    }
}
