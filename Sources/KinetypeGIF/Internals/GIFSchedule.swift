/// Which rendered frames a GIF shows, and for how many centiseconds each.
///
/// Rendered frame `i` starts at `start(i) = ⌊i·100/fps⌋` cs and the animation ends at
/// `round(frameCount·100/fps)` cs, so delays are differences of whole times: they never drift
/// (30 fps: 3, 3, 4, 3, 3, 4 …; 24 fps: 4, 4, 4, 4, 4, 5 …) and their sum is the exact total
/// whatever the frame rate. The last frame runs to the rounded end, so it may get one
/// centisecond more than the pattern.
///
/// A frame is shown only if it starts at least `minimumDelay` after the previous shown frame
/// (frame 0 is always shown). If the last shown frame would then be shorter than the minimum, it
/// is dropped too and the frame before it runs to the end. Every delay is thus ≥ the minimum
/// (unless the whole animation is shorter) and the total is unchanged. Nothing is stored per
/// frame: the entries are recomputed as they are iterated.
struct GIFSchedule: Sequence {
    let frameCount: Int
    let fps: Double
    let minimumDelay: Int
    /// Total duration in centiseconds, `round(frameCount·100/fps)` (half away from zero).
    let totalDuration: Int
    /// A frame that the greedy rule keeps but the end rule drops.
    private let droppedAtEnd: Int?

    init(frameCount: Int, fps: Double, minimumDelay: Int) {
        self.frameCount = frameCount
        self.fps = fps
        self.minimumDelay = minimumDelay
        let start = { (index: Int) in GIFSchedule.start(index, fps: fps) }
        totalDuration = Int((Double(frameCount) * 100 / fps).rounded())
        var last = 0
        var previous: Int?
        for index in 1..<Swift.max(1, frameCount) where start(index) - start(last) >= minimumDelay {
            previous = last
            last = index
        }
        droppedAtEnd = previous != nil && totalDuration - start(last) < minimumDelay ? last : nil
    }

    /// When rendered frame `index` starts, in centiseconds: `⌊index·100/fps⌋`. The tiny
    /// epsilon keeps quotients that are whole numbers in exact arithmetic (`3·100/30`) whole
    /// when `fps` is not exactly representable.
    func start(_ index: Int) -> Int {
        GIFSchedule.start(index, fps: fps)
    }

    private static func start(_ index: Int, fps: Double) -> Int {
        Int((Double(index) * 100 / fps + 1e-9).rounded(.down))
    }

    /// A shown frame: the rendered frame's index and how long it stays, in centiseconds.
    struct Entry: Equatable {
        let index: Int
        let delay: Int
    }

    struct Iterator: IteratorProtocol {
        let schedule: GIFSchedule
        var current: Int? = 0

        mutating func next() -> Entry? {
            guard let index = current else { return nil }
            let following = schedule.nextShown(after: index)
            current = following
            let end = following.map(schedule.start) ?? schedule.totalDuration
            return Entry(index: index, delay: end - schedule.start(index))
        }
    }

    func makeIterator() -> Iterator { Iterator(schedule: self) }

    /// The first frame after `index` that is shown, or nil when `index` runs to the end.
    private func nextShown(after index: Int) -> Int? {
        let from = start(index)
        var candidate = index + 1
        while candidate < frameCount, start(candidate) - from < minimumDelay {
            candidate += 1
        }
        return candidate < frameCount && candidate != droppedAtEnd ? candidate : nil
    }

    /// Up to `limit` shown frames spread evenly from the first to the last, in order: the
    /// frames pass 1 builds the palette from.
    func samples(limit: Int) -> [Int] {
        let shown = reduce(0) { count, _ in count + 1 }
        let wanted = Swift.min(limit, shown)
        guard wanted > 1 else { return [0] }
        var positions = Set((0..<wanted).map { $0 * (shown - 1) / (wanted - 1) })
        var result: [Int] = []
        for (position, entry) in enumerated() where positions.contains(position) {
            result.append(entry.index)
            positions.remove(position)
        }
        return result
    }
}
