import Foundation
import KinetypePrimitives

extension Canvas {
    /// Raster canvases kept for reuse, so that rendering frame after frame does not allocate,
    /// zero and free a whole image for each (for a 1920x1080 frame that is 8 MB, and on Linux a
    /// fresh mapping that faults in page by page).
    ///
    /// A canvas taken from the pool still holds the pixels its last user left: the user must
    /// replace every pixel before reading any (a title card fills or copies its background
    /// first). Cairo's state needs no reset, since every drawing call of ``Canvas`` saves and
    /// restores it. The pool keeps at most ``capacity`` idle canvases of at most
    /// ``largestKept`` bytes each; a canvas returned beyond that is freed.
    package final class Pool: Sendable {
        /// A canvas no thread is using. `@unchecked Sendable`: a canvas (its Cairo surface and
        /// context) is used by one thread at a time; the pool hands each idle canvas to exactly one
        /// caller under its lock, and takes it back only once that caller is done with it.
        private struct Idle: @unchecked Sendable {
            let canvas: Canvas
        }

        /// The largest canvas kept: 64 MiB of pixels (a 3840x2160 frame is 32 MiB).
        package static let largestKept = 64 << 20

        /// The most idle canvases kept.
        package let capacity: Int
        private let idle = Locked<[Idle]>([])

        /// A pool that keeps up to `capacity` idle canvases (by default one per core, as many as
        /// frames render at once).
        package init(capacity: Int = ProcessInfo.processInfo.activeProcessorCount) {
            self.capacity = max(0, capacity)
        }

        /// Calls `body` with a `width` × `height` raster canvas, an idle one if the pool has one.
        /// The canvas goes back to the pool when `body` returns; when it throws, it is freed.
        package func withCanvas<Result>(width: Int, height: Int, _ body: (Canvas) throws -> Result) throws -> Result {
            let reused = idle.withLock { idle -> Canvas? in
                guard let index = idle.lastIndex(where: { $0.canvas.width == width && $0.canvas.height == height }) else {
                    return nil
                }
                return idle.remove(at: index).canvas
            }
            let canvas = try reused ?? Canvas(width: width, height: height)
            let result = try body(canvas)
            guard width * height * 4 <= Pool.largestKept else { return result }
            let returned = Idle(canvas: canvas)
            idle.withLock { idle in
                if idle.count >= capacity { idle.removeFirst() }
                if capacity > 0 { idle.append(returned) }
            }
            return result
        }

        /// How many idle canvases the pool holds.
        package var idleCount: Int { idle.withLock { $0.count } }
    }
}
