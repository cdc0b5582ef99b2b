/// The matching blocks of two sequences, found as Python's `difflib.SequenceMatcher` (with
/// `autojunk=False` and no junk) finds them: the longest block the two share, then the same on
/// the parts before it and after it, recursively.
///
/// This is not a classic longest-common-subsequence table: it prefers one long run to several
/// scattered equal elements, so a word stays with the word it came from ("This magic" →
/// "This is magic" keeps the "i" of "magic" in "magic"). Ties go to the block that ends first in
/// `a` (leftmost in reading order), then first in `b`, as difflib's `find_longest_match` breaks
/// them, so the same sequences always give the same blocks. Written by hand because no Swift
/// library reproduces difflib's choices, which the matching is checked against.
package enum MatchingBlocks {
    /// One block: `a[a ..< a + size] == b[b ..< b + size]`.
    package struct Block: Hashable, Sendable {
        /// Where the block starts in the first sequence.
        package var a: Int
        /// Where the block starts in the second sequence.
        package var b: Int
        /// How many elements the block holds (at least 1).
        package var size: Int
    }

    /// The blocks `a` and `b` share, sorted by their place in `a` (and so in `b`); difflib's
    /// `get_matching_blocks()` without its closing zero-size block.
    package static func find<Element: Hashable>(_ a: [Element], _ b: [Element]) -> [Block] {
        var positions: [Element: [Int]] = [:]
        for (index, element) in b.enumerated() { positions[element, default: []].append(index) }
        var blocks: [Block] = []
        var queue = [(a.startIndex, a.endIndex, b.startIndex, b.endIndex)]
        while let (aLow, aHigh, bLow, bHigh) = queue.popLast() {
            let block = longest(a, positions, aLow, aHigh, bLow, bHigh)
            guard block.size > 0 else { continue }
            blocks.append(block)
            if aLow < block.a, bLow < block.b { queue.append((aLow, block.a, bLow, block.b)) }
            if block.a + block.size < aHigh, block.b + block.size < bHigh {
                queue.append((block.a + block.size, aHigh, block.b + block.size, bHigh))
            }
        }
        return blocks.sorted { ($0.a, $0.b) < ($1.a, $1.b) }
    }

    /// The pairs of equal elements the blocks give, `(index in a, index in b)` in order.
    package static func pairs<Element: Hashable>(_ a: [Element], _ b: [Element]) -> [(Int, Int)] {
        find(a, b).flatMap { block in (0..<block.size).map { (block.a + $0, block.b + $0) } }
    }

    /// difflib's `find_longest_match(alo, ahi, blo, bhi)`: for each `i`, the length of the
    /// common run ending at `(i, j)` from the row before; the first strictly longer run wins.
    /// The rows are arrays (index `j + 1`), and only the entries a row set are cleared.
    private static func longest<Element: Hashable>(_ a: [Element], _ positions: [Element: [Int]],
                                                  _ aLow: Int, _ aHigh: Int, _ bLow: Int, _ bHigh: Int) -> Block {
        var best = Block(a: aLow, b: bLow, size: 0)
        var previous = [Int](repeating: 0, count: bHigh + 1), current = previous
        var setPrevious: [Int] = [], setCurrent: [Int] = []
        for i in aLow..<aHigh {
            for j in positions[a[i]] ?? [] {
                if j < bLow { continue }
                if j >= bHigh { break }
                let length = previous[j] + 1
                current[j + 1] = length
                setCurrent.append(j + 1)
                if length > best.size { best = Block(a: i - length + 1, b: j - length + 1, size: length) }
            }
            for index in setPrevious { previous[index] = 0 }
            swap(&previous, &current)
            swap(&setPrevious, &setCurrent)
            setCurrent.removeAll(keepingCapacity: true)
        }
        return best
    }
}
