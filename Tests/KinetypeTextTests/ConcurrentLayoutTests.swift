import Foundation
import KinetypeText
import Testing

/// Laying out on many threads at once gives what laying out on one gives: the font catalogue's
/// caches (family matches, fallbacks, open faces) are shared by every thread. Run under
/// `make test-tsan`, this also lets the thread sanitizer watch the catalogue's locking.
@Suite struct ConcurrentLayoutTests {
    /// Texts that take every path of the catalogue: families and weights by name, and scalars that
    /// only a fallback face has (Arabic, Hebrew, Devanagari, Thai, CJK, emoji), with rarely used
    /// characters so that the fallback caches are likely cold when the threads start.
    /// Made afresh for each caller (`Text` is not `Sendable` yet, so threads do not share one).
    static var texts: [Text] { [
        Text("Ḱ ẞ ŉ").font(.custom("Noto Serif", size: 30).weight(.bold)),
        Text("مرحبا ۞ עִבְרִית").font(.system(size: 30, weight: .light)),
        Text("ऋषि ฤๅษี 龘").font(.system(size: 30, design: .monospaced)),
        Text("🦩 🪼 ⌚︎").font(.custom("Noto Sans", size: 30).weight(.black)),
        Text("Ωμέγα Ѯ ꙮ").font(.system(size: 30, design: .serif).italic()),
    ] }
    static let count = 5

    /// The summaries the threads write, each at its own index.
    // @unchecked Sendable: `values` is read and written only under `lock`.
    final class Results: @unchecked Sendable {
        private let lock = NSLock()   // a pthread mutex, which the thread sanitizer understands
        private var values: [String?]
        init(count: Int) { values = Array(repeating: nil, count: count) }
        func set(_ index: Int, _ value: String?) { lock.withLock { values[index] = value } }
        var all: [String?] { lock.withLock { values } }
    }

    /// Each run's font file and glyph ids, one line per run.
    static func summary(_ text: Text) throws -> String {
        try text.layout().flatMap { Array($0) }.map { run in
            "\(run.font.path): \(run.glyphs.map(\.id))"
        }.joined(separator: "\n")
    }

    @Test("eight threads laying out the same texts agree with one thread")
    func threadsAgree() throws {
        let rounds = 8
        let results = Results(count: rounds * Self.count)
        DispatchQueue.concurrentPerform(iterations: rounds * Self.count) { index in
            results.set(index, try? Self.summary(Self.texts[index % Self.count]))
        }
        let expected = try Self.texts.map(Self.summary)
        #expect(expected.count == Self.count)
        for (index, summary) in results.all.enumerated() {
            #expect(summary == expected[index % Self.count], "layout \(index)")
        }
    }
}
