import Foundation

extension TestSupport {
    /// The reference a text morph's matching is checked against: Python's
    /// `difflib.SequenceMatcher(autojunk=False)`, run on each case's grapheme clusters (as Swift
    /// splits them), words first (split at white space), each matched word pairing its clusters
    /// one to one, then between consecutive matched word blocks the left-over words' clusters.
    /// Returns, for each case, the `[i, j]` pairs counting non-white-space clusters from 0, sorted.
    /// One `python3` launch for every case.
    public static func difflibMorphPairs(_ cases: [(old: String, new: String)]) throws -> [[[Int]]] {
        let input = try JSONSerialization.data(withJSONObject: cases.map { [$0.old.map(String.init), $0.new.map(String.init)] })
        let result = try run(which("python3") ?? "/usr/bin/python3", ["-c", difflibScript], input: input)
        guard result.status == 0, let pairs = try JSONSerialization.jsonObject(with: result.stdout) as? [[[Int]]] else {
            throw ReferenceError(message: "python3 difflib reference failed: \(result.stderr)")
        }
        return pairs
    }

    /// A reference program that failed.
    public struct ReferenceError: Error, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    private static let difflibScript = #"""
import sys, json, difflib

def blocks(a, b):
    return difflib.SequenceMatcher(None, a, b, autojunk=False).get_matching_blocks()

def pairs(a, b):
    return [(m.a + k, m.b + k) for m in blocks(a, b) for k in range(m.size)]

def words(clusters):
    result, current, index = [], [], 0
    for c in clusters:
        if c.isspace():
            if current: result.append(current); current = []
        else:
            current.append((index, c)); index += 1
    if current: result.append(current)
    return result

def morph(old, new):
    wa, wb = words(old), words(new)
    found, ia, ib = [], 0, 0
    for m in blocks([''.join(c for _, c in w) for w in wa], [''.join(c for _, c in w) for w in wb]):
        ga = [x for w in wa[ia:m.a] for x in w]
        gb = [x for w in wb[ib:m.b] for x in w]
        found += [(ga[i][0], gb[j][0]) for i, j in pairs([c for _, c in ga], [c for _, c in gb])]
        for t in range(m.size):
            found += [(x[0], y[0]) for x, y in zip(wa[m.a + t], wb[m.b + t])]
        ia, ib = m.a + m.size, m.b + m.size
    return sorted([list(p) for p in found])

print(json.dumps([morph(old, new) for old, new in json.load(sys.stdin)]))
"""#
}
