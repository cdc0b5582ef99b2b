import Foundation
import Kinetype
import KinetypeTestSupportCore
import Testing

/// Stacks and the layout modifiers (`stack:`, `padding`, `background`, `frame`) measured on
/// rendered pixels against independent references: fontTools' reading of the fonts' extents as
/// HarfBuzz takes them, and SwiftUI's stack rules written out here.
@Suite struct StackLayoutTests {
    /// The frame at `time` of a scene (`layers` after a 1-second header on `canvas`).
    static func frame(_ layers: String, canvas: String = "320x180", variables: [String: String] = [:]) throws -> Frame {
        let scene = try SceneLoader().load(string: "version: 1\ncanvas: \(canvas)\nfps: 10\nduration: 1\nbackground: black\nlayers:\n" + layers,
                                           fileName: "card.yaml", variables: variables)
        return try TitleCard(scene: scene).frame(at: 0)
    }

    /// The box of the pixels where `channel` (0 red, 1 green, 2 blue) shows at all, inclusive; nil for none.
    static func box(_ frame: Frame, _ channel: Int) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<frame.height {
            for x in 0..<frame.width where value(frame, x, y, channel) > 0 {
                box = (min(box?.minX ?? x, x), min(box?.minY ?? y, y), max(box?.maxX ?? x, x), max(box?.maxY ?? y, y))
            }
        }
        return box
    }

    static func value(_ frame: Frame, _ x: Int, _ y: Int, _ channel: Int) -> UInt8 {
        let pixel = frame.pixel(x: x, y: y)
        return channel == 0 ? pixel.red : channel == 1 ? pixel.green : pixel.blue
    }

    /// The top edge of `channel`'s ink, to a fraction of a pixel (the first row's coverage).
    static func topEdge(_ frame: Frame, _ channel: Int) -> Double? {
        for y in 0..<frame.height {
            let most = (0..<frame.width).map { value(frame, $0, y, channel) }.max()!
            if most > 0 { return Double(y) + 1 - Double(most) / 255 }
        }
        return nil
    }

    /// The bottom edge of `channel`'s ink, to a fraction of a pixel (the last row's coverage).
    static func bottomEdge(_ frame: Frame, _ channel: Int) -> Double? {
        for y in (0..<frame.height).reversed() {
            let most = (0..<frame.width).map { value(frame, $0, y, channel) }.max()!
            if most > 0 { return Double(y) + Double(most) / 255 }
        }
        return nil
    }

    /// The names of a lower third's batch column: 3 to 40 characters, Latin, Arabic and Devanagari.
    static let names = [
        "Ada", "Zoë Ng", "Yukihiro Berners-Lee", "Maximiliana Fernández de la Cruz-Ortega",
        "علي", "محمد بن عبد الله", "عبد الرحمن بن محمد بن إبراهيم الفاسي",
        "राम", "अनुष्का शर्मा", "श्रीनिवास रामानुजन अय्यंगार",
    ]

    /// A lower third: a name on a blue capsule that hugs it (padding 6 × 12), a green role line under it.
    static let lowerThird = """
          - stack:
              alignment: leading
              spacing: 6
              layers:
                - text: "{{name}}"
                  font: {family: Noto Sans, size: 16, weight: bold}
                  color: "#ff0000"
                  padding: [6, 12]
                  background: {shape: {kind: capsule}, fill: "#0000ff"}
                - text: "Analytical Engine programmer"
                  font: {family: Noto Sans, size: 12}
                  color: "#00ff00"
            position: bottomLeading

        """

    @Test("a lower third whose name is a batch column: in every row the plate holds the name with its padding (±1 px) and clears the role line")
    func lowerThirdPlateHugsTheName() throws {
        var widths: [(name: Int, plate: Int)] = []
        let frames: [String: Frame] = try TestSupport.withTemporaryFolder { folder in
            let scene = folder.appendingPathComponent("lower-third.yaml"), data = folder.appendingPathComponent("names.csv")
            try Data(("version: 1\ncanvas: 480x120\nfps: 10\nduration: 1\nbackground: black\nlayers:\n" + Self.lowerThird).utf8).write(to: scene)
            try Data((["id,name"] + Self.names.enumerated().map { "\($0.offset),\($0.element)" }).joined(separator: "\n").utf8).write(to: data)
            let batch = InProcess.run(["batch", scene.path, "--data", data.path, "-o", folder.path + "/{{id}}.png", "--threads", "1"])
            #expect(batch.status == 0, "\(batch.stderr)")
            var frames: [String: Frame] = [:]
            for (row, name) in Self.names.enumerated() {
                frames[name] = try Canvas(png: Data(contentsOf: folder.appendingPathComponent("\(row).png"))).frame()
            }
            return frames
        }
        for name in Self.names {
            let frame = try #require(frames[name], "\(name): no row written")
            let plate = try #require(Self.box(frame, 2), "\(name): no plate")
            let ink = try #require(Self.box(frame, 0), "\(name): no name")
            let role = try #require(Self.box(frame, 1), "\(name): no role")
            #expect(ink.minX - plate.minX >= 12 - 1 && plate.maxX - ink.maxX >= 12 - 1, "\(name): \(plate) around \(ink)")
            #expect(ink.minY - plate.minY >= 6 - 1 && plate.maxY - ink.maxY >= 6 - 1, "\(name): \(plate) around \(ink)")
            // It hugs: no wider than the name, its padding and the glyphs' side bearings.
            #expect(plate.maxX - plate.minX - (ink.maxX - ink.minX) <= 2 * 12 + 8, "\(name): \(plate) around \(ink)")
            #expect(role.minY > plate.maxY, "\(name): the role \(role) overlaps the plate \(plate)")
            widths.append((ink.maxX - ink.minX, plate.maxX - plate.minX))
        }
        // The plate grows with the name.
        let sorted = widths.sorted { $0.name < $1.name }
        #expect(zip(sorted, sorted.dropFirst()).allSatisfy { $0.plate <= $1.plate }, "\(sorted)")
    }

    /// fontTools' extents of the bundled Noto Sans as HarfBuzz takes them (OS/2 typo metrics when
    /// USE_TYPO_METRICS is set, else hhea), in font units, and the H glyph's ink top and bottom.
    static func notoSansExtents() throws -> (unitsPerEm: Double, ascent: Double, descent: Double, lineGap: Double, top: Double, bottom: Double) {
        let script = """
            import json, sys
            from fontTools.ttLib import TTFont
            font = TTFont(sys.argv[1])
            os2, hhea = font['OS/2'], font['hhea']
            typo = bool(os2.fsSelection & (1 << 7))
            ascent, descent, gap = (os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap) if typo else (hhea.ascent, hhea.descent, hhea.lineGap)
            glyph = font['glyf'][font.getBestCmap()[ord('H')]]
            print(json.dumps([font['head'].unitsPerEm, ascent, -descent, gap, glyph.yMax, glyph.yMin]))
            """
        let file = TestSupport.packageRoot.appendingPathComponent("Fonts/NotoSans-Regular.ttf").path
        let values = try #require(try PythonTools.json(script, importing: "fontTools", [file]) as? [Double])
        return (values[0], values[1], values[2], values[3], values[4], values[5])
    }

    @Test("a VStack of three lines, spacing 12: each gap between inks is SwiftUI's, from fontTools' extents (±1 px)")
    func vStackGaps() throws {
        let sizes = [30.0, 20.0, 14.0]
        let layers = zip(sizes, ["#ff0000", "#00ff00", "#0000ff"]).map { size, color in
            "        - text: HHH\n          font: {family: Noto Sans, size: \(Int(size))}\n          color: \"\(color)\"\n"
        }.joined()
        let frame = try Self.frame("  - stack:\n      axis: vertical\n      spacing: 12\n      layers:\n" + layers)
        let font = try Self.notoSansExtents()
        for line in 0..<2 {
            // SwiftUI: a line's frame is its ascent, descent and leading; the next starts `spacing` below it.
            let above = sizes[line] / font.unitsPerEm, below = sizes[line + 1] / font.unitsPerEm
            let expected = (font.descent + font.lineGap + font.bottom) * above + 12 + (font.ascent - font.top) * below
            let bottom = try #require(Self.bottomEdge(frame, line)), top = try #require(Self.topEdge(frame, line + 1))
            expectClose(top - bottom, expected, tolerance: 1, "the gap under line \(line + 1)")
        }
    }

    @Test("firstTextBaseline puts an HStack's baselines on one row (±0.5 px); top alignment does not")
    func baselineAlignment() throws {
        func row(_ alignment: String) throws -> (Double, Double) {
            let frame = try Self.frame("""
                  - stack:
                      axis: horizontal
                      alignment: \(alignment)
                      layers:
                        - {text: HH, font: {family: Noto Sans, size: 40}, color: "#ff0000"}
                        - {text: HH, font: {family: Noto Sans, size: 16}, color: "#00ff00"}

                """)
            return (try #require(Self.bottomEdge(frame, 0)), try #require(Self.bottomEdge(frame, 1)))
        }
        let (large, small) = try row("firstTextBaseline")
        #expect(abs(large - small) <= 0.5, "baselines at \(large) and \(small)")
        let (topLarge, topSmall) = try row("top")
        #expect(topLarge - topSmall > 10, "top-aligned baselines at \(topLarge) and \(topSmall)")
    }

    @Test("an HStack of an icon and an Arabic name puts the icon on the right; a Latin name, on the left")
    func rightToLeftRow() throws {
        for (name, iconOnRight) in [("محمد بن عبد الله", true), ("Ada Lovelace", false)] {
            let frame = try Self.frame("""
                  - stack:
                      axis: horizontal
                      spacing: 10
                      layers:
                        - shape: {kind: rect, width: 16, height: 16}
                          color: "#0000ff"
                        - text: "\(name)"
                          font: {family: Noto Sans, size: 20}
                          color: "#ff0000"

                """)
            let icon = try #require(Self.box(frame, 2)), text = try #require(Self.box(frame, 0))
            if iconOnRight {
                #expect(icon.minX > text.maxX, "\(name): icon \(icon), text \(text)")
            } else {
                #expect(icon.maxX < text.minX, "\(name): icon \(icon), text \(text)")
            }
        }
    }
}

/// Frames and overlays, measured on pixels.
extension StackLayoutTests {
    @Test("frame: a fixed width holds its content at its alignment; maxWidth: infinity fills what the card offers")
    func frames() throws {
        // 320x180: the margin is 16 px, so the card offers 288 px. Padding, then the frame: a plate
        // 200 wide, centred (x 60..<260), the text 10 px in from its trailing edge.
        let fixed = try Self.frame("""
              - text: Ada
                font: {family: Noto Sans, size: 20}
                color: "#ff0000"
                frame: {width: 200, alignment: trailing}
                padding: [0, 10]
                background: "#0000ff"

            """)
        let plate = try #require(Self.box(fixed, 2)), ink = try #require(Self.box(fixed, 0))
        #expect(plate.maxX - plate.minX + 1 == 200 && plate.minX == 60, "\(plate)")
        #expect((plate.maxX - 10 - 4)...(plate.maxX - 10) ~= ink.maxX, "the text at the trailing edge: \(ink) in \(plate)")
        let filling = try Self.frame("""
              - text: Ada
                font: {family: Noto Sans, size: 20}
                frame: {maxWidth: infinity}
                background: "#0000ff"

            """)
        let full = try #require(Self.box(filling, 2))
        #expect(full.minX == 16 && full.maxX == 320 - 16 - 1, "\(full)")
    }

    @Test("an overlay is drawn over the content, a background under it, both on the padded box")
    func overlayOverContent() throws {
        // A 40 px square padded by 10: the box is x 130..<190, y 60..<120 on 320x180.
        let frame = try Self.frame("""
              - shape: {kind: rect, width: 40, height: 40}
                color: "#ff0000"
                padding: 10
                background: "#0000ff"
                overlay: {stroke: {color: "#00ff00", width: 4, placement: only}}

            """)
        let edge = frame.pixel(x: 130, y: 90), gap = frame.pixel(x: 135, y: 90), middle = frame.pixel(x: 160, y: 90)
        #expect(edge.green == 255 && edge.blue == 0, "the overlay's outline over the background: \(edge)")
        #expect(gap.blue == 255 && gap.red == 0, "the background in the padding: \(gap)")
        #expect(middle.red == 255 && middle.green == 0, "the content in the middle: \(middle)")
    }
}

/// Relative lengths (`vh`, `vw`, `%`, `em`), resolved on each canvas.
extension StackLayoutTests {
    @Test("a 5vh padding is 5% of the canvas height on a landscape and a portrait canvas (±1 px); % and em too",
          arguments: ["320x180", "180x320"])
    func relativeLengths(_ canvas: String) throws {
        let sides = canvas.split(separator: "x").map { Int($0)! }
        let plate = try #require(Self.box(try Self.frame("""
              - shape: {kind: rect, width: 20, height: 20}
                color: "#ff0000"
                padding: [5vh, 10%]
                background: "#0000ff"

            """, canvas: canvas), 2))
        expectClose(Double(plate.maxY - plate.minY + 1 - 20) / 2, 0.05 * Double(sides[1]), tolerance: 1, "5vh on \(canvas)")
        expectClose(Double(plate.maxX - plate.minX + 1 - 20) / 2, 0.10 * Double(sides[0]), tolerance: 1, "10% on \(canvas)")
        let spaced = try #require(Self.box(try Self.frame("""
              - stack:
                  spacing: 1em
                  layers:
                    - {shape: {kind: rect, width: 20, height: 20}, color: "#0000ff"}
                    - {shape: {kind: rect, width: 20, height: 20}, color: "#0000ff"}

            """, canvas: canvas), 2))
        #expect(spaced.maxY - spaced.minY + 1 == 20 + 48 + 20, "1em of a stack (48 px) between two squares: \(spaced)")
    }
}
