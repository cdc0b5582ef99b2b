import Foundation
import Kinetype
import KinetypeTestSupportCore
import Testing

/// `kinetype layout --morph` and the text-to-text replaces on the command line.
@Suite struct MorphCommandTests {
    static let named: [(old: String, new: String)] = [
        ("This magic", "This is magic"), ("the morse code", "here come dots"), ("Mississippi", "Missouri"), ("مرحبا", "مرحبا بكم"),
    ]

    @Test("layout --morph --json prints difflib's pairs, the same bytes every run")
    func morphPairs() throws {
        let expected = try TestSupport.difflibMorphPairs(Self.named)
        for (index, pair) in Self.named.enumerated() {
            let first = InProcess.run(["layout", "--morph", pair.old, pair.new, "--size", "20", "--json"])
            #expect(first.status == 0, "\(first.stderr)")
            let printed = try JSONSerialization.jsonObject(with: first.stdout) as? [String: [[Int]]]
            #expect(printed?["matched"] == expected[index], "\(pair.old) → \(pair.new): \(first.stdoutString)")
            #expect(InProcess.run(["layout", "--morph", pair.old, pair.new, "--size", "20", "--json"]).stdout == first.stdout)
        }
        let magic = InProcess.run(["layout", "--morph", "This magic", "This is magic", "--json"])
        #expect(magic.stdoutString.contains("[7, 9]"), "the i of magic stays in magic: \(magic.stdoutString)")
    }

    /// `kinetype render` with `arguments` on a 160x90 card at 10 fps and `size` points, written to
    /// `output`: the file's bytes.
    static func render(_ arguments: [String], size: Int, to output: URL) throws -> Data {
        let result = InProcess.run(["render"] + arguments + ["--canvas", "160x90", "--size", "\(size)", "--fps", "10", "-o", output.path])
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return try Data(contentsOf: output)
    }

    @Test("a replace's first frame is the old text's still and its last the new one's",
          arguments: ["replace.magic.arc", "replace.scramble(digits, order: random, seed: 3)", "replace.morph", "replace.morph(cluster)"])
    func endsAsStills(effect: String) throws {
        try TestSupport.withTemporaryFolder { folder in
            func render(_ name: String, _ arguments: [String]) throws -> Data {
                try Self.render(arguments, size: 20, to: folder.appendingPathComponent(name))
            }
            let replace = ["--text", "This magic", "--to", "This is magic", "--effect", effect, "--duration", "3"]
            #expect(try render("first.png", replace + ["--at", "0"]) == render("old.png", ["--text", "This magic"]))
            #expect(try render("last.png", replace + ["--at", "3"]) == render("new.png", ["--text", "This is magic"]))
            let middle = try render("middle.png", replace + ["--at", "1.35"])
            #expect(try middle == render("again.png", replace + ["--at", "1.35"]), "two runs, the same bytes")
            #expect(try middle != render("new2.png", ["--text", "This is magic"]), "mid-way differs from the end")
        }
    }

    @Test("outline morph frames as SVG at t = 0, ¼, ½, ¾ and 1: shapely finds every ring simple and valid")
    func morphRingsAreSimple() throws {
        let pairs = [("B", "8"), ("o", "e"), ("a", "g"), ("محمد", "حلم"), ("مرحبا", "مرحبا بكم"), ("This magic", "This is magic")]
        let times = ["1.2", "1.45", "1.7", "1.95", "2.2"]   // a linear 1 s change from 40% of 3 s
        try TestSupport.withTemporaryFolder { folder in
            var files: [String] = []
            for (index, pair) in pairs.enumerated() {
                for (step, time) in times.enumerated() {
                    let path = folder.appendingPathComponent("\(index)-\(step).svg").path
                    let result = InProcess.run(["render", "--text", pair.0, "--to", pair.1, "--effect", "replace.morph", "--duration", "3",
                                                "--replace-duration", "1", "--replace-curve", "linear", "--size", "56",
                                                "--canvas", "360x120", "--at", time, "-o", path])
                    #expect(result.status == 0, "\(pair) at \(time): \(result.stderr)")
                    files.append(path)
                }
            }
            let checked = try #require(try PythonTools.json(Self.ringsScript, importing: "shapely", files) as? [[String: Int]])
            for (index, rings) in checked.enumerated() {
                let pair = pairs[index / times.count], time = times[index % times.count]
                #expect(rings["rings"] ?? 0 > 0 && rings["crossing"] == 0 && rings["invalid"] == 0, "\(pair) at \(time): \(rings)")
            }
        }
    }

    /// Reads the SVG files named on the command line: every path's rings (curves flattened in 16
    /// steps), each checked by shapely as a ring (`is_simple`) and as a polygon (`is_valid`).
    static let ringsScript = #"""
import json, re, sys
import xml.etree.ElementTree as ET
from shapely.geometry import LinearRing, Polygon

def rings(d):
    tokens = re.findall(r"[MLCZ]|-?[0-9.]+(?:e-?[0-9]+)?", d)
    out, ring, i, command, position = [], [], 0, None, (0.0, 0.0)
    def number():
        nonlocal i
        i += 1
        return float(tokens[i - 1])
    while i < len(tokens):
        if tokens[i].isalpha():
            command = tokens[i]; i += 1
            if command == "Z":
                out.append(ring); ring = []
                continue
        if command == "M":
            out.append(ring)
            position = (number(), number()); ring = [position]; command = "L"
        elif command == "L":
            position = (number(), number()); ring.append(position)
        elif command == "C":
            c1, c2, end = (number(), number()), (number(), number()), (number(), number())
            for k in range(1, 17):
                t = k / 16; u = 1 - t
                ring.append(tuple(u**3 * a + 3 * u * u * t * b + 3 * u * t * t * c + t**3 * e
                                  for a, b, c, e in zip(position, c1, c2, end)))
            position = end
        else:
            raise SystemExit(f"path command {command} not read")
    out.append(ring)
    return out

result = []
for name in sys.argv[1:]:
    counts = {"rings": 0, "crossing": 0, "invalid": 0}
    for element in ET.parse(name).iter("{http://www.w3.org/2000/svg}path"):
        for ring in rings(element.get("d")):
            points = [p for k, p in enumerate(ring) if k == 0 or p != ring[k - 1]]
            if len(points) > 1 and points[0] == points[-1]: points.pop()
            if len(points) < 3: continue
            counts["rings"] += 1
            counts["crossing"] += not LinearRing(points).is_simple
            counts["invalid"] += not Polygon(points).is_valid
    result.append(counts)
print(json.dumps(result))
"""#

    @Test("a counter: starts and ends as the stills, rolls in the direction of the change, only the changed digits")
    func counter() throws {
        try TestSupport.withTemporaryFolder { folder in
            func render(_ name: String, _ arguments: [String]) throws -> Frame {
                try Canvas(png: Self.render(arguments, size: 24, to: folder.appendingPathComponent(name))).frame()
            }
            func replace(_ from: String, _ to: String, _ effect: String = "replace.numericText", at time: String) throws -> Frame {
                try render("\(from)-\(to)-\(effect)-\(time).png",
                           ["--text", from, "--to", to, "--effect", effect, "--duration", "3", "--at", time])
            }
            /// How many pixels of columns `xs` differ.
            func differing(_ a: Frame, _ b: Frame, xs: Range<Int> = 0..<160) -> Int {
                TestSupport.pixelMismatches(xs: xs, ys: 0..<90, actual: a.pixel, expected: b.pixel).count
            }
            let (old, new) = (try render("199.png", ["--text", "199"]), try render("200.png", ["--text", "200"]))
            #expect(differing(try replace("199", "200", at: "0"), old) == 0)
            #expect(differing(try replace("199", "200", at: "3"), new) == 0)
            // 40% into 3 s the change starts; 0.15 s later the digits are mid-roll.
            let rolling = try replace("199", "200", at: "1.35")
            #expect(differing(rolling, new) > 20 && differing(rolling, old) > 20)
            // Going down rolls as countsDown does, not as counting up.
            let down = try replace("200", "199", at: "1.35")
            #expect(differing(down, try replace("200", "199", "replace.numericText(countsDown)", at: "1.35")) == 0)
            #expect(differing(down, try replace("200", "199", "replace.numericText(countsDown: false)", at: "1.35")) > 20)
            // 1200 → 1201: the first three digits are already the still's while the last rolls.
            let last = try replace("1200", "1201", at: "1.35"), settled = try render("1201.png", ["--text", "1201"])
            let ink = (0..<160).filter { x in (0..<90).contains { y in settled.pixel(x: x, y: y) != settled.pixel(x: 0, y: 0) } }
            let split = try #require(ink.first) + (try #require(ink.last) - ink[0]) * 3 / 4
            #expect(differing(last, settled, xs: 0..<(split - 1)) == 0)
            #expect(differing(last, settled, xs: split..<160) > 20)
        }
    }

    @Test("bad morph input exits 2 naming what to fix")
    func badInput() throws {
        let cases: [([String], String)] = [
            (["layout", "--morph", "one"], "--morph takes two texts"),
            (["layout", "--morph", "a", "b", "--text", "c"], "remove --text"),
            (["render", "--text", "A", "--to", "B", "--effect", "replace.scramble(charset: klingon)", "-o", "x.png"], "unknown charset 'klingon'"),
            (["render", "--text", "A", "--to", "B", "--effect", "replace.scramble(charset: \"\")", "-o", "x.png"], "charset \"\" is empty"),
            (["render", "--text", "A", "--to", "B", "--effect", "replace.scramble(order: sideways)", "-o", "x.png"], "unknown order 'sideways'"),
            (["render", "--text", "A", "--to", "B", "--effect", "replace.downUp.arc", "-o", "x.png"], "add magic"),
            (["render", "--text", "A", "--to", "", "--effect", "replace.magic", "-o", "x.png"], "--to: the new text is empty"),
        ]
        try TestSupport.withTemporaryFolder { folder in
            for (arguments, message) in cases {
                let result = InProcess.run(arguments, currentDirectory: folder)
                #expect(result.status == 2 && result.stderr.contains(message), "\(arguments): \(result.stderr)")
                #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.png").path))
            }
        }
    }
}
