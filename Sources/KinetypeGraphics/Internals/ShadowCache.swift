import Foundation
import KinetypePrimitives
import KinetypeRasterKernels

/// The last few drop shadows cast, by the exact alpha that cast them: a shadow depends only on
/// its source's alpha, size and the shadow's parameters, so a layer whose shape does not change
/// from frame to frame (a caption page while its words change colour, a title holding still)
/// casts it once instead of blurring again every frame.
///
/// Entries are compared by every alpha byte, never by a hash, so a shadow found here is the one
/// ``DropShadow`` would draw: output does not depend on what was cached or in which order frames
/// were drawn on which thread. Shared by every rendering thread; at most ``capacity`` entries and
/// sources of at most ``largestSource`` pixels are kept, the oldest dropped first.
enum ShadowCache {
    private struct Entry: Sendable {
        var shadow: DropShadow
        var width: Int
        var height: Int
        /// The source's ink box and its alpha there (outside the box every pixel is clear).
        var ink: PixelRect?
        var alpha: [UInt8]
        var cast: Frame
        /// The box of the cast shadow's ink.
        var castInk: PixelRect?

        func matches(_ shadow: DropShadow, width: Int, height: Int, ink: PixelRect?, alpha: [UInt8]) -> Bool {
            self.shadow == shadow && self.width == width && self.height == height && self.ink == ink && self.alpha == alpha
        }
    }

    static let capacity = 6
    static let largestSource = 4_194_304
    private static let entries = Locked<[Entry]>([])

    /// The shadow `source` casts and the box of its ink (nil: none), from the cache when a
    /// source of the same alpha cast it with the same parameters; else drawn by `draw` and kept.
    /// Sources are compared by their ink's box and the alpha inside it, which says the same as
    /// every alpha byte (outside the box all are 0) at the cost of the box.
    static func shadow(of source: PixelBuffer, _ shadow: DropShadow, draw: () -> Frame) -> (cast: Frame, ink: PixelRect?) {
        let (width, height) = (source.width, source.height)
        guard width > 0, height > 0, width * height <= largestSource else {
            let cast = draw()
            return (cast, cast.inkBounds())
        }
        let ink = source.inkBounds()
        let box = ink ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
        let alpha = [UInt8](unsafeUninitializedCapacity: box.area) { alpha, count in
            let pixels = source.pixels.baseAddress!
            for row in 0..<box.height {
                let line = pixels + (box.y + row) * source.stride + box.x, target = alpha.baseAddress! + row * box.width
                for column in 0..<box.width { target[column] = UInt8(truncatingIfNeeded: line[column] >> 24) }
            }
            count = box.area
        }
        let found = entries.withLock { entries in
            entries.last { $0.matches(shadow, width: width, height: height, ink: ink, alpha: alpha) }.map { ($0.cast, $0.castInk) }
        }
        if let found { return found }
        let cast = draw()
        let castInk = cast.inkBounds()
        entries.withLock { entries in
            guard !entries.contains(where: { $0.matches(shadow, width: width, height: height, ink: ink, alpha: alpha) }) else { return }
            entries.append(Entry(shadow: shadow, width: width, height: height, ink: ink, alpha: alpha, cast: cast, castInk: castInk))
            if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
        }
        return (cast, castInk)
    }
}
