import ArgumentParser
import Kinetype

/// `--frames A..B`: the frame indices a render writes, inclusive, to split it across processes.
struct FrameRange: CheckedOptionValue {
    /// The indices, from 0.
    var range: ClosedRange<Int>

    /// `A..B` with 0 ≤ A ≤ B.
    init(checking argument: String) throws {
        let parts = argument.components(separatedBy: "..")
        guard parts.count == 2, let first = Int(parts[0]), let last = Int(parts[1]), first >= 0, last >= 0 else {
            throw InputError("not a range: write A..B, the first and last frame indices with 0 ≤ A ≤ B, for example 0..29")
        }
        guard first <= last else {
            throw InputError("the range runs backwards: write the first frame first, \(last)..\(first)")
        }
        range = first...last
    }
}
