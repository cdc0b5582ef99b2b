import Foundation
import Kinetype

/// How layout time grows with the text: a mixed-script paragraph of 100,000 and 1,000,000
/// characters wrapped at 800 px, and one base letter carrying 2,000 and 20,000 combining marks.
/// Linear growth shows as a ratio near 10 for ten times the text (the goal: within 12).
/// Each figure is the best of a few runs, as one run is long enough to time on its own.
enum LayoutScalingBenchmarks {
    static func run() throws -> [(name: String, value: Double, unit: String)] {
        let small = try paragraphTime(characters: 100_000)
        let large = try paragraphTime(characters: 1_000_000)
        let fewMarks = try marksTime(marks: 2_000)
        let manyMarks = try marksTime(marks: 20_000)
        return [
            ("layout 100,000-character mixed-script paragraph", small, "ms"),
            ("layout 1,000,000-character mixed-script paragraph", large, "ms"),
            ("growth, 1,000,000 against 100,000 characters (linear: 10, goal: within 12)", large / small, "×"),
            ("layout a base letter with 2,000 combining marks", fewMarks, "ms"),
            ("layout a base letter with 20,000 combining marks", manyMarks, "ms"),
            ("growth, 20,000 against 2,000 marks (linear: 10)", manyMarks / fewMarks, "×"),
        ]
    }

    static func paragraphTime(characters: Int) throws -> Double {
        let text = Text(TextBenchmarks.paragraph(characters: characters)).font(.system(size: 24))
        return try best(of: 3) { _ = try text.layout(maxWidth: 800) }
    }

    /// "a" followed by `marks` combining marks, cycling through five common ones.
    static func marksTime(marks: Int) throws -> Double {
        let cycle: [Unicode.Scalar] = ["\u{0301}", "\u{0300}", "\u{0308}", "\u{0323}", "\u{0327}"]
        var scalars = String.UnicodeScalarView()
        scalars.append("a")
        for index in 0..<marks { scalars.append(cycle[index % cycle.count]) }
        let text = Text(String(scalars)).font(.system(size: 24))
        return try best(of: 3) { _ = try text.layout(maxWidth: 800) }
    }

    private static func best(of runs: Int, _ body: () throws -> Void) throws -> Double {
        var times: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        return times.min() ?? 0
    }
}
