import Foundation
import KinetypePrimitives

extension TextTransition.Order {
    /// The place each element takes in the stagger (0 starts first), for elements given in
    /// reading order with their bounds and lines. Ties (elements as far from the middle) keep
    /// reading order.
    package func ranks(bounds: [CGRect], lines: [Int], seed: UInt64) -> [Int] {
        let count = bounds.count
        let sequence: [Int]
        switch self {
        case .reading:
            return Array(0..<count)
        case .reverse:
            return (0..<count).map { count - 1 - $0 }
        case .visual:
            sequence = (0..<count).sorted { a, b in
                lines[a] != lines[b] ? lines[a] < lines[b]
                    : bounds[a].minX != bounds[b].minX ? bounds[a].minX < bounds[b].minX : a < b
            }
        case .center, .edges:
            let whole = bounds.reduce(CGRect.null) { $0.union($1) }
            let distances: [CGFloat] = bounds.map { (box: CGRect) -> CGFloat in hypot(box.midX - whole.midX, box.midY - whole.midY) }
            let outwards: [Int] = (0..<count).sorted { (a: Int, b: Int) -> Bool in
                distances[a] != distances[b] ? distances[a] < distances[b] : a < b
            }
            sequence = self == .center ? outwards : outwards.reversed()
        case .random:
            var generator = SplitMix64(seed: seed)
            sequence = generator.shuffled(Array(0..<count))
        }
        var ranks = [Int](repeating: 0, count: count)
        for (rank, element) in sequence.enumerated() { ranks[element] = rank }
        return ranks
    }
}
