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
        var alpha: [UInt8]
        var cast: Frame
    }

    static let capacity = 6
    static let largestSource = 4_194_304
    private static let entries = Locked<[Entry]>([])

    /// The shadow `source` casts, from the cache when a source of the same alpha cast it with the
    /// same parameters; else drawn by `draw` and kept.
    static func shadow(of source: PixelBuffer, _ shadow: DropShadow, draw: () -> Frame) -> Frame {
        let (width, height) = (source.width, source.height)
        guard width > 0, height > 0, width * height <= largestSource else { return draw() }
        let alpha = [UInt8](unsafeUninitializedCapacity: width * height) { alpha, count in
            let pixels = source.pixels.baseAddress!
            for row in 0..<height {
                let line = pixels + row * source.stride
                for column in 0..<width { alpha[row * width + column] = UInt8(truncatingIfNeeded: line[column] >> 24) }
            }
            count = width * height
        }
        let found = entries.withLock { entries in
            entries.last { $0.shadow == shadow && $0.width == width && $0.height == height && $0.alpha == alpha }?.cast
        }
        if let found { return found }
        let cast = draw()
        entries.withLock { entries in
            guard !entries.contains(where: { $0.shadow == shadow && $0.width == width && $0.height == height && $0.alpha == alpha }) else { return }
            entries.append(Entry(shadow: shadow, width: width, height: height, alpha: alpha, cast: cast))
            if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
        }
        return cast
    }
}
