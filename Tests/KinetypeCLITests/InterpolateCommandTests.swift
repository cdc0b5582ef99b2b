import Foundation
import Kinetype
import KinetypeTestSupportCore
import Testing

/// `render --effect replace.interpolate` on the command line: the same text moving to another
/// weight, from the old still to the new one.
@Suite struct InterpolateCommandTests {
    @Test("the first frame is the still at wght 300 and the last the still at 900")
    func endsAsStills() throws {
        try TestSupport.withTemporaryFolder { folder in
            let card = ["--canvas", "160x60", "--size", "24", "--font", "Inter", "--text", "Wg"]
            func render(_ name: String, _ arguments: [String]) throws -> Data {
                let path = folder.appendingPathComponent(name).path
                let result = InProcess.run(["render"] + card + arguments + ["-o", path])
                #expect(result.status == 0, "\(result.stderr)")
                return try Data(contentsOf: URL(fileURLWithPath: path))
            }
            let change = ["--variations", "wght=300", "--to", "Wg", "--effect", "replace.interpolate(wght: 900)",
                          "--replace-duration", "1", "--duration", "3"]
            #expect(try render("first.png", change + ["--at", "0"]) == render("light.png", ["--variations", "wght=300"]))
            let black = try render("black.png", ["--variations", "wght=900"])
            #expect(try render("last.png", change + ["--at", "3"]) == black)
            #expect(try render("middle.png", change + ["--at", "1.5"]) != black)
        }
    }

    @Test("another text or an axis the font lacks exits 2 naming the option")
    func badInput() throws {
        let cases: [([String], [String])] = [
            (["--font", "Inter", "--to", "Wh", "--effect", "replace.interpolate(wght: 900)"], ["--to", "is not \"Wg\""]),
            (["--to", "Wg", "--effect", "replace.interpolate(wght: 900)"], ["--effect", "no 'wght' axis"]),
            (["--to", "Wg", "--effect", "replace.interpolate(size: nan)"], ["--effect", "size 'nan' is not a number"]),
        ]
        try TestSupport.withTemporaryFolder { folder in
            for (arguments, words) in cases {
                let result = InProcess.run(["render", "--text", "Wg"] + arguments + ["-o", "x.png"], currentDirectory: folder)
                #expect(result.status == 2 && words.allSatisfy(result.stderr.contains), "\(arguments): \(result.stderr)")
                #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.png").path))
            }
        }
    }
}
