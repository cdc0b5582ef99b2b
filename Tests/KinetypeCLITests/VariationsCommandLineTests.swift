import Foundation
import KinetypeTestSupportCore
import Testing

/// `kinetype layout --variations … --json` against `hb-shape --variations …`, both run live:
/// the same glyph ids and clusters, and advances and offsets that are exactly hb-shape's font
/// units once the JSON's pixels are divided by size / upem (Kinetype shapes at the font's units
/// per em, as hb-shape does by default; the pixel values differ from a × (size / upem) only in
/// the last bits of a double).
@Suite struct VariationsCommandLineTests {
    let kinetype = TestSupport.kinetype

    struct HBGlyph: Decodable { var g: Int, cl: Int, ax: Int, ay: Int, dx: Int, dy: Int }

    func hbShape(_ font: String, _ text: String, _ variations: String) throws -> [HBGlyph] {
        let result = try TestSupport.run("/usr/bin/env", [
            "hb-shape", "--output-format=json", "--no-glyph-names", "--utf8-clusters", "--language=und",
            "--variations=\(variations)", font, text])
        #expect(result.status == 0, "hb-shape: \(result.stderr)")
        let out = result.stdoutString
        let json = String(out[..<(out.firstIndex(of: "]").map { out.index(after: $0) } ?? out.endIndex)])
        return try JSONDecoder().decode([HBGlyph].self, from: Data(json.utf8))
    }

    @Test("layout --variations --json equals hb-shape --variations", arguments: [
        "wght=100", "wght=650", "wght=900", "wght=650,slnt=-5", "slnt=-10", "wght=333.25",
    ])
    func matchesHBShape(_ variations: String) throws {
        let text = "AVATAR Wave office 1234"
        let result = InProcess.run(["layout", "--text", text, "--font", "Inter", "--size", "56",
                                                   "--variations", variations, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        let runs = try #require(((json["lines"] as? [[String: Any]])?.first?["runs"]) as? [[String: Any]])
        try #require(runs.count == 1)
        let font = try #require(runs[0]["font"] as? [String: Any])
        let file = try #require(font["file"] as? String)
        #expect(file.hasSuffix("/Inter.var.ttf"))
        let scale = 56.0 / Double(try #require(font["upem"] as? Int))
        let glyphs = try #require(runs[0]["glyphs"] as? [[String: Any]])
        let expected = try hbShape(file, text, variations)
        try #require(glyphs.count == expected.count)
        /// The font units a JSON value in pixels holds: whole, as HarfBuzz gives them.
        func units(_ glyph: [String: Any], _ key: String) -> Int? {
            guard let pixels = glyph[key] as? Double else { return nil }
            let units = pixels / scale
            return abs(units - units.rounded()) < 1e-6 ? Int(units.rounded()) : nil
        }
        for (glyph, hb) in zip(glyphs, expected) {
            #expect(glyph["id"] as? Int == hb.g)
            #expect(glyph["cluster"] as? Int == hb.cl)
            #expect(units(glyph, "xAdvance") == hb.ax, "\(variations): x advance of glyph \(hb.g)")
            #expect(units(glyph, "yAdvance") == hb.ay)
            #expect(units(glyph, "xOffset") == hb.dx)
            #expect(units(glyph, "yOffset") == hb.dy)
        }
        // The settings the run was shaped at, as the JSON names them.
        let named = try #require(font["variations"] as? [String: Double])
        for setting in variations.split(separator: ",") {
            let parts = setting.split(separator: "=")
            #expect(named[String(parts[0])] == Double(parts[1]))
        }
    }

    @Test("a variable instance goes into PDF as outlines, not as the file's default instance")
    func pdfKeepsTheInstance() throws {
        try TestSupport.withTemporaryFolder { folder throws in
            let heavy = folder.appendingPathComponent("heavy.pdf"), plain = folder.appendingPathComponent("plain.pdf")
            for (output, extra) in [(heavy, ["--font", "Inter", "--variations", "wght=900"]), (plain, ["--font", "Inter"])] {
                let result = InProcess.run(["render", "--text", "Heavy", "--canvas", "400x200", "--at", "0",
                                                           "-o", output.path] + extra)
                #expect(result.status == 0, "\(result.stderr)")
            }
            // cairo 1.16 embeds a font program (FontFile2) with the default instance's outlines.
            #expect(!String(decoding: try Data(contentsOf: heavy), as: UTF8.self).contains("/FontFile"))
            #expect(String(decoding: try Data(contentsOf: plain), as: UTF8.self).contains("/FontFile"), "the default instance embeds")
        }
    }
}
