import Foundation
import KinetypeTestSupportCore
import Testing

/// `kinetype sheet`: the grid's size, which frames its tiles show (each the same pixels as
/// `kinetype render --at T` at the same scale), `--every` and `--frames`, and bad input.
///
/// The layout the sheet documents: a 16-pixel margin, 12 pixels between tiles, a 24-pixel label
/// band under each tile; tiles in reading order; frame `i` at `i / fps`.
@Suite struct SheetCommandTests {
    let kinetype = TestSupport.kinetype
    static let (margin, gap, band) = (16, 12, 24)

    /// A 320x180, 10 fps, 2 s card (20 frames) whose text moves in and fades out, so frames differ.
    static let scene = """
        version: 1
        canvas: 320x180
        fps: 10
        duration: 2
        background: "#203040"
        layers:
          - text: "**Sheet** {{word}}"
            font: {size: 40}
            color: "#ffcc00"
            enter: {name: move, edge: leading, duration: 0.8}
            exit: {name: opacity, duration: 0.5}
        """

    struct Sheet {
        var image: TestSupport.DecodedPNG
        /// The tile's top-left corner at grid position `index`.
        func origin(_ index: Int, columns: Int, tile: (Int, Int)) -> (x: Int, y: Int) {
            let (row, column) = index.quotientAndRemainder(dividingBy: columns)
            return (margin + column * (tile.0 + gap), margin + row * (tile.1 + band + gap))
        }
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(image.rgba[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 4]) }
        /// Whether every pixel of the rectangle is the same.
        func isUniform(x: Int, y: Int, width: Int, height: Int) -> Bool {
            let first = pixel(x, y)
            for row in y..<y + height { for column in x..<x + width where pixel(column, row) != first { return false } }
            return true
        }
    }

    func sheet(_ options: [String], in folder: URL, extra: String = "") throws -> Sheet {
        let scene = folder.appendingPathComponent("card.yaml")
        try (Self.scene + extra).write(to: scene, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("sheet.png")
        let result = InProcess.run(["sheet", scene.path, "-o", output.path, "--var", "word=tiles"] + options)
        try #require(result.status == 0, "\(result.stderr)")
        return Sheet(image: try TestSupport.decodePNG(try Data(contentsOf: output)))
    }

    static func size(tiles: Int, columns: Int, tile: (Int, Int)) -> (Int, Int) {
        let columns = min(columns, tiles), rows = (tiles + columns - 1) / columns
        return (2 * margin + columns * tile.0 + (columns - 1) * gap, 2 * margin + rows * (tile.1 + band) + (rows - 1) * gap)
    }

    @Test("the default sheet: 12 tiles, 4 columns, at most 1600 pixels wide, tiles never larger than the card")
    func defaults() throws {
        try TestSupport.withTemporaryFolder { folder in
            let sheet = try sheet([], in: folder)
            // A 320x180 card fits four across at full size (4·320 + 2·16 + 3·12 = 1348 ≤ 1600).
            let expected = Self.size(tiles: 12, columns: 4, tile: (320, 180))
            #expect((sheet.image.width, sheet.image.height) == expected)
        }
    }

    @Test("a wide card is scaled so the sheet is at most 1600 pixels wide")
    func defaultScale() throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = folder.appendingPathComponent("wide.yaml")
            try "version: 1\ncanvas: 1280x720\nfps: 10\nduration: 1\nlayers:\n  - text: Wide\n".write(to: scene, atomically: true, encoding: .utf8)
            let output = folder.appendingPathComponent("wide.png")
            let result = InProcess.run(["sheet", scene.path, "-o", output.path, "--frames", "6", "--columns", "3"])
            try #require(result.status == 0, "\(result.stderr)")
            let image = try TestSupport.decodePNG(try Data(contentsOf: output))
            #expect(image.width <= 1600 && image.width >= 1590)
            // Tiles keep the card's shape: their height from the sheet's height is 720/1280 of their width.
            let tileWidth = Double(image.width - 2 * Self.margin - 2 * Self.gap) / 3
            let tileHeight = Double(image.height - 2 * Self.margin - Self.gap - 2 * Self.band) / 2
            expectClose(tileHeight, tileWidth * 720 / 1280, tolerance: 1)
        }
    }

    @Test("each tile is the frame kinetype render --at draws at the same scale, in reading order",
          arguments: [(["--frames", "5", "--columns", "2", "--scale", "0.5"], 2, 0.5, [0, 5, 10, 14, 19]),
                      (["--every", "0.7", "--columns", "3", "--scale", "0.25"], 3, 0.25, [0, 7, 14])])
    func tilesAreFrames(options: [String], columns: Int, scale: Double, frames: [Int]) throws {
        // 5 frames evenly over frames 0…19: round(i·19/4) = 0, 4.75, 9.5, 14.25, 19 → 0, 5, 10, 14, 19.
        // Every 0.7 s at 10 fps: frames 0, 7, 14 (21 is past the last frame, 19).
        try TestSupport.withTemporaryFolder { folder in
            let sheet = try sheet(options, in: folder)
            let tile = (Int((320 * scale).rounded()), Int((180 * scale).rounded()))
            #expect((sheet.image.width, sheet.image.height) == Self.size(tiles: frames.count, columns: columns, tile: tile))
            for (index, frame) in frames.enumerated() {
                let still = folder.appendingPathComponent("still-\(frame).png")
                let render = InProcess.run(["render", folder.appendingPathComponent("card.yaml").path, "--var", "word=tiles",
                                                            "--at", "\(Double(frame) / 10)", "--scale", "\(scale)", "-o", still.path])
                try #require(render.status == 0, "\(render.stderr)")
                let expected = try TestSupport.decodePNG(try Data(contentsOf: still))
                #expect((expected.width, expected.height) == tile)
                let origin = sheet.origin(index, columns: columns, tile: tile)
                var differing = 0
                for y in 0..<tile.1 {
                    for x in 0..<tile.0 {
                        let want = Array(expected.rgba[(y * tile.0 + x) * 4..<(y * tile.0 + x) * 4 + 4])
                        if sheet.pixel(origin.x + x, origin.y + y) != want { differing += 1 }
                    }
                }
                #expect(differing == 0, "tile \(index) (frame \(frame)): \(differing) pixels differ from render --at")
                // The label band under the tile has text in it.
                #expect(!sheet.isUniform(x: origin.x, y: origin.y + tile.1, width: tile.0, height: Self.band), "tile \(index) has a label")
            }
            // Grid places past the last tile are empty (the sheet's background only).
            let slots = ((frames.count + columns - 1) / columns) * columns
            for index in frames.count..<slots {
                let origin = sheet.origin(index, columns: columns, tile: tile)
                #expect(sheet.isUniform(x: origin.x, y: origin.y, width: tile.0, height: tile.1 + Self.band), "slot \(index) is empty")
            }
        }
    }

    @Test("a scene's poster is the first tile: the card at that time, as render shows the still; --no-poster leaves it out")
    func posterTile() throws {
        try TestSupport.withTemporaryFolder { folder in
            // poster: 0.85 s lies between frames 8 and 9; the tile is the card at 0.85 s itself.
            let sheet = try sheet(["--frames", "3", "--columns", "2", "--scale", "0.5"], in: folder, extra: "\nposter: 0.85\n")
            let tile = (160, 90)
            #expect((sheet.image.width, sheet.image.height) == Self.size(tiles: 4, columns: 2, tile: tile))
            let still = folder.appendingPathComponent("still.png")
            let render = InProcess.run(["render", folder.appendingPathComponent("card.yaml").path, "--var", "word=tiles",
                                        "--scale", "0.5", "-o", still.path])
            try #require(render.status == 0, "\(render.stderr)")
            let expected = try TestSupport.decodePNG(try Data(contentsOf: still))
            var differing = 0
            for y in 0..<tile.1 {
                for x in 0..<tile.0 where sheet.pixel(Self.margin + x, Self.margin + y) != Array(expected.rgba[(y * tile.0 + x) * 4..<(y * tile.0 + x) * 4 + 4]) {
                    differing += 1
                }
            }
            #expect(differing == 0, "the first tile is the poster still: \(differing) pixels differ")
            let without = try self.sheet(["--frames", "3", "--columns", "2", "--scale", "0.5", "--no-poster"], in: folder, extra: "\nposter: 0.85\n")
            #expect((without.image.width, without.image.height) == Self.size(tiles: 3, columns: 2, tile: tile))
        }
    }

    @Test("--every and --frames count tiles as asked", arguments: [
        (["--every", "0.5"], 4),            // 0, 0.5, 1, 1.5 s (frames 0, 5, 10, 15; 2 s is past the last frame)
        (["--every", "0.1"], 20),           // every frame
        (["--every", "0.05"], 20),          // finer than a frame: each frame once
        (["--every", "3"], 1),              // only frame 0
        (["--every", "1e-300"], 20),        // far finer than a frame: every frame, at once (no loop over 1e300 steps)
        (["--every", "1e308"], 1),          // an interval whose frame count overflows: frame 0
        (["--frames", "1"], 1),
        (["--frames", "7"], 7),
        (["--frames", "20"], 20),
    ])
    func counts(options: [String], tiles: Int) throws {
        try TestSupport.withTemporaryFolder { folder in
            let sheet = try sheet(options + ["--columns", "4", "--scale", "0.1"], in: folder)
            #expect((sheet.image.width, sheet.image.height) == Self.size(tiles: tiles, columns: 4, tile: (32, 18)))
            // The last row has exactly the tiles left over: filled places, then empty ones.
            let row = (tiles - 1) / 4
            for column in 0..<min(4, tiles) {
                let origin = sheet.origin(row * 4 + column, columns: 4, tile: (32, 18))
                let filled = row * 4 + column < tiles
                #expect(sheet.isUniform(x: origin.x, y: origin.y + 18, width: 32, height: Self.band) != filled)
            }
        }
    }

    @Test("bad input names the option, exits 2 and writes nothing", arguments: [
        (["--columns", "0"], "--columns"),
        (["--columns", "-3"], "--columns"),
        (["--every", "0"], "--every"),
        (["--every", "-1"], "--every"),
        (["--every", "0.5", "--frames", "4"], "--every"),
        (["--frames", "0"], "--frames"),
        (["--frames", "21"], "--frames"),
        (["--scale", "0"], "--scale"),
        (["--var", "oops"], "--var"),
    ])
    func badInput(options: [String], option: String) throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = folder.appendingPathComponent("card.yaml")
            try Self.scene.write(to: scene, atomically: true, encoding: .utf8)
            let output = folder.appendingPathComponent("sheet.png")
            let variables = options.contains("--var") ? [] : ["--var", "word=x"]
            let result = InProcess.run(["sheet", scene.path, "-o", output.path] + variables + options)
            #expect(result.status == 2)
            #expect(result.stderr.contains(option), "\(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["card.yaml"])
        }
    }

    @Test("an output that is not .png is refused before rendering", arguments: ["sheet.gif", "sheet", "sheet.svg"])
    func notPNG(name: String) throws {
        try TestSupport.withTemporaryFolder { folder in
            let scene = folder.appendingPathComponent("card.yaml")
            try Self.scene.write(to: scene, atomically: true, encoding: .utf8)
            let result = InProcess.run(["sheet", scene.path, "-o", folder.appendingPathComponent(name).path, "--var", "word=x"])
            #expect(result.status == 2)
            #expect(result.stderr.contains("-o") && result.stderr.contains(".png"), "\(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["card.yaml"])
        }
    }
}
