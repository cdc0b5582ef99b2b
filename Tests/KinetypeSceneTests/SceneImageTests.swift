import Foundation
import KinetypeCard
import KinetypeGraphics
import KinetypeRasterKernels
import KinetypeScene
import KinetypeTestSupportCore
import Testing

/// Image layers (`image:` in place of `text:`): PNG, JPEG and WebP files made by ffmpeg, as users
/// have them, drawn as ffmpeg decodes them; an SVG logo drawn as librsvg's own `rsvg-convert`
/// draws it at that size; fits, opacity, transitions, and the errors of bad files.
@Suite struct SceneImageTests {
    /// Straight RGBA pixels of an image file as ffmpeg decodes it.
    static func ffmpegRGBA(_ file: URL) throws -> [UInt8] {
        let ffmpeg = try #require(TestSupport.which("ffmpeg"))
        let result = try TestSupport.run(ffmpeg, ["-v", "error", "-i", file.path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
        try #require(result.status == 0, "\(result.stderr)")
        return [UInt8](result.stdout)
    }

    /// A 64×48 test picture (ffmpeg's testsrc) written by ffmpeg with `arguments`.
    static func picture(_ name: String, in folder: URL, _ arguments: [String] = []) throws -> URL {
        let ffmpeg = try #require(TestSupport.which("ffmpeg"))
        let url = folder.appendingPathComponent(name)
        let result = try TestSupport.run(ffmpeg, ["-v", "error", "-f", "lavfi", "-i", "testsrc=size=64x48:rate=1", "-frames:v", "1"]
                                         + arguments + ["-y", url.path])
        try #require(result.status == 0, "\(result.stderr)")
        return url
    }

    static func card(_ layer: String, in folder: URL, canvas: String = "320x180") throws -> TitleCard {
        let scene = try SceneLoader().load(string: "version: 1\ncanvas: \(canvas)\nduration: 2\nbackground: black\nlayers:\n" + layer,
                                           fileName: "card.yaml")
        return try TitleCard(scene: scene, baseURL: folder)
    }

    /// The largest difference between the frame's pixels in `origin`…+size and the straight RGBA `reference`.
    static func difference(_ frame: Frame, at origin: (Int, Int), _ reference: [UInt8], width: Int, height: Int) -> Int {
        var worst = 0
        for y in 0..<height {
            for x in 0..<width {
                let pixel = frame.pixel(x: origin.0 + x, y: origin.1 + y), index = (y * width + x) * 4
                worst = max(worst, abs(Int(pixel.red) - Int(reference[index])), abs(Int(pixel.green) - Int(reference[index + 1])),
                            abs(Int(pixel.blue) - Int(reference[index + 2])))
            }
        }
        return worst
    }

    @Test("a PNG and a lossless WebP at their own size equal ffmpeg's decode, pixel for pixel, where the layout puts them")
    func rasterExact() throws {
        try TestSupport.withTemporaryFolder { folder in
            for (name, arguments) in [("logo.png", [String]()), ("logo.webp", ["-c:v", "libwebp", "-lossless", "1"])] {
                let file = try Self.picture(name, in: folder, arguments)
                let frame = try Self.card("  - image: {file: \(name)}\n    position: topLeading\n", in: folder).frame(at: 0)
                // topLeading: the top-left corner of the placement area, 16 pixels in (5% of 320).
                #expect(Self.difference(frame, at: (16, 16), try Self.ffmpegRGBA(file), width: 64, height: 48) == 0, "\(name)")
                #expect(frame.pixel(x: 15, y: 20) == (0, 0, 0, 255) && frame.pixel(x: 80, y: 20) == (0, 0, 0, 255), "\(name): nothing outside")
            }
        }
    }

    @Test("a JPEG (4:4:4) equals ffmpeg's decode within 3 levels (two IDCTs)")
    func jpeg() throws {
        try TestSupport.withTemporaryFolder { folder in
            let file = try Self.picture("photo.jpg", in: folder, ["-pix_fmt", "yuvj444p", "-q:v", "2"])
            let frame = try Self.card("  - image: {file: photo.jpg}\n    position: topLeading\n", in: folder).frame(at: 0)
            #expect(Self.difference(frame, at: (16, 16), try Self.ffmpegRGBA(file), width: 64, height: 48) <= 3)
        }
    }

    /// `jpeg` with an EXIF block saying `orientation` (1…8) put in after its start marker, as a
    /// phone writes a photo held upright: the sensor's picture, and a tag to show it by.
    static func withOrientation(_ jpeg: Data, _ orientation: UInt8) -> Data {
        // APP1: "Exif\0\0", a big-endian TIFF header, IFD0 with one SHORT entry (0x0112), no next IFD.
        let tiff: [UInt8] = [0x4D, 0x4D, 0x00, 0x2A, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0]
        let body = Array("Exif".utf8) + [0, 0] + tiff
        let segment: [UInt8] = [0xFF, 0xE1, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
        return jpeg.prefix(2) + Data(segment) + jpeg.dropFirst(2)
    }

    @Test("a phone's JPEG is shown as its EXIF orientation says: turned a quarter either way, a half, or mirrored, as ffmpeg's transpose of its decode",
          arguments: [(6, "transpose=1"), (8, "transpose=2"), (3, "hflip,vflip"), (2, "hflip"), (1, "null")])
    func exifOrientation(orientation: UInt8, filter: String) throws {
        try TestSupport.withTemporaryFolder { folder in
            let plain = try Self.picture("sensor.jpg", in: folder, ["-pix_fmt", "yuvj444p", "-q:v", "2"])
            let photo = folder.appendingPathComponent("photo.jpg")
            try Self.withOrientation(try Data(contentsOf: plain), orientation).write(to: photo)
            let ffmpeg = try #require(TestSupport.which("ffmpeg"))
            // ffmpeg 5.1 reads the JPEG as stored; its filters turn it the way the tag says.
            let reference = try TestSupport.run(ffmpeg, ["-v", "error", "-i", plain.path, "-vf", filter, "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
            try #require(reference.status == 0, "\(reference.stderr)")
            let turned = orientation >= 5
            let image = try Image(contentsOf: photo)
            #expect(image.size == (turned ? CGSize(width: 48, height: 64) : CGSize(width: 64, height: 48)))
            let frame = try Self.card("  - image: {file: photo.jpg}\n    position: topLeading\n", in: folder).frame(at: 0)
            #expect(Self.difference(frame, at: (16, 16), [UInt8](reference.stdout), width: turned ? 48 : 64, height: turned ? 64 : 48) <= 3)
        }
    }

    /// A matrix/TRC display ICC profile (version 2.1), written out here byte by byte rather
    /// than by the library under test: `primaries` are the red, green and blue colorants' XYZ
    /// adapted to D50 (Bradford), white is D50, and each channel's curve is sRGB's (a `para`
    /// curve of type 3).
    static func iccProfile(primaries: [(Double, Double, Double)]) -> Data {
        func be32(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        func fixed(_ value: Double) -> [UInt8] { be32(UInt32(bitPattern: Int32((value * 65536).rounded()))) }
        func xyz(_ value: (Double, Double, Double)) -> [UInt8] { Array("XYZ ".utf8) + [0, 0, 0, 0] + fixed(value.0) + fixed(value.1) + fixed(value.2) }
        let curve = Array("para".utf8) + [0, 0, 0, 0, 0, 3, 0, 0] + [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045].flatMap(fixed)
        let d50 = (0.9642, 1.0, 0.8249)
        let tags: [(String, [UInt8])] = [("wtpt", xyz(d50)), ("rXYZ", xyz(primaries[0])), ("gXYZ", xyz(primaries[1])), ("bXYZ", xyz(primaries[2])),
                                         ("rTRC", curve), ("gTRC", curve), ("bTRC", curve)]
        var offset = 128 + 4 + 12 * tags.count
        var table = be32(UInt32(tags.count)), body: [UInt8] = []
        for (signature, data) in tags {
            table += Array(signature.utf8) + be32(UInt32(offset)) + be32(UInt32(data.count))
            body += data
            offset += data.count
        }
        var header = be32(UInt32(offset)) + [0, 0, 0, 0] + [0x02, 0x10, 0, 0] + Array("mntrRGB XYZ ".utf8) + [UInt8](repeating: 0, count: 12)
        header += Array("acsp".utf8) + [UInt8](repeating: 0, count: 24) + [0, 0, 0, 0] + fixed(d50.0) + fixed(d50.1) + fixed(d50.2)
        header += [UInt8](repeating: 0, count: 128 - header.count)
        return Data(header + table + body)
    }

    /// `jpeg` with `profile` in an APP2 `ICC_PROFILE` segment, as cameras and phones embed one.
    static func withProfile(_ jpeg: Data, _ profile: Data) -> Data {
        let body = Array("ICC_PROFILE".utf8) + [0, 1, 1] + [UInt8](profile)
        return jpeg.prefix(2) + Data([0xFF, 0xE2, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body) + jpeg.dropFirst(2)
    }

    @Test("a Display P3 photo's colours are converted to sRGB (as P3's published matrix gives them); a picture whose profile is sRGB is drawn as it is")
    func displayP3() throws {
        let ffmpeg = try #require(TestSupport.which("ffmpeg"))
        // Display P3's and sRGB's colorants, adapted to D50 (as Apple's and the ICC's sRGB profiles give them).
        let p3 = Self.iccProfile(primaries: [(0.515121, 0.241196, -0.001053), (0.291977, 0.692245, 0.041885), (0.157104, 0.066574, 0.784073)])
        let sRGB = Self.iccProfile(primaries: [(0.436075, 0.222504, 0.013932), (0.385065, 0.716879, 0.097105), (0.143080, 0.060617, 0.714173)])
        // Linear Display P3 to linear sRGB (both D65), from the primaries.
        let matrix = [[1.2249401, -0.2249404, 0], [-0.0420569, 1.0420571, 0], [-0.0196376, -0.0786361, 1.0982735]]
        func decode(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        func encode(_ c: Double) -> Double { let c = min(1, max(0, c)); return c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055 }
        try TestSupport.withTemporaryFolder { folder in
            for colour in ["0xc86432", "0x78b45a", "0x3c3cc8", "0x808080", "0xe0d0c0"] {
                let plain = folder.appendingPathComponent("plain.jpg")
                let made = try TestSupport.run(ffmpeg, ["-v", "error", "-f", "lavfi", "-i", "color=c=\(colour):size=64x48", "-frames:v", "1",
                                                        "-pix_fmt", "yuvj444p", "-q:v", "1", "-y", plain.path])
                try #require(made.status == 0, "\(made.stderr)")
                // ffmpeg reads the numbers as they are stored, whatever the profile says.
                let stored = try Self.ffmpegRGBA(plain)
                let numbers = (0..<3).map { Double(stored[(24 * 64 + 32) * 4 + $0]) / 255 }
                let light = numbers.map(decode)
                let expected = matrix.map { row in (encode(zip(row, light).map { $0 * $1 }.reduce(0, +)) * 255).rounded() }
                for (profile, name, wanted) in [(p3, "p3.jpg", expected), (sRGB, "srgb.jpg", numbers.map { ($0 * 255).rounded() })] {
                    try Self.withProfile(try Data(contentsOf: plain), profile).write(to: folder.appendingPathComponent(name))
                    let pixel = try Self.card("  - image: {file: \(name)}\n    position: topLeading\n", in: folder).frame(at: 0).pixel(x: 16 + 32, y: 16 + 24)
                    let drawn = [Double(pixel.red), Double(pixel.green), Double(pixel.blue)]
                    #expect(zip(drawn, wanted).allSatisfy { abs($0 - $1) <= 2 }, "\(colour) as \(name): drawn \(drawn), wanted \(wanted)")
                }
            }
        }
    }

    @Test("a phone's HEIC photo and an AVIF equal libheif's own decode (heif-convert) within 2 levels")
    func heifAndAVIF() throws {
        let encoder = try #require(TestSupport.which("heif-enc"), "heif-enc (libheif-examples) makes the pictures")
        let converter = try #require(TestSupport.which("heif-convert"), "heif-convert (libheif-examples) is the reference")
        try TestSupport.withTemporaryFolder { folder in
            let source = try Self.picture("source.png", in: folder)
            for name in ["photo.heic", "photo.avif"] {
                let file = folder.appendingPathComponent(name), reference = folder.appendingPathComponent(name + ".png")
                let made = try TestSupport.run(encoder, ["-q", "90"] + (name.hasSuffix("avif") ? ["-A"] : []) + [source.path, "-o", file.path])
                try #require(made.status == 0, "\(made.stderr)")
                let converted = try TestSupport.run(converter, [file.path, reference.path])
                try #require(converted.status == 0, "\(converted.stderr)")
                let frame = try Self.card("  - image: {file: \(name)}\n    position: topLeading\n", in: folder).frame(at: 0)
                #expect(Self.difference(frame, at: (16, 16), try Self.ffmpegRGBA(reference), width: 64, height: 48) <= 2, "\(name)")
            }
        }
    }

    static let logo = """
        <svg xmlns="http://www.w3.org/2000/svg" width="100" height="60" viewBox="0 0 100 60">
          <defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#ff3b8e"/><stop offset="1" stop-color="#ffd60a"/></linearGradient></defs>
          <rect width="100" height="60" fill="#102030"/>
          <circle cx="30" cy="30" r="22" fill="url(#g)"/>
          <path d="M 60 10 L 92 30 L 60 50 Z" fill="#ffffff" stroke="#00c8ff" stroke-width="3"/>
        </svg>
        """

    @Test("an SVG logo drawn at 3× its size equals rsvg-convert's rendering at that size within 2 levels")
    func svgLikeLibrsvg() throws {
        try TestSupport.withTemporaryFolder { folder in
            let svg = folder.appendingPathComponent("logo.svg")
            try Data(Self.logo.utf8).write(to: svg)
            let converter = try #require(TestSupport.which("rsvg-convert"), "rsvg-convert (librsvg2-bin) is the reference")
            let reference = folder.appendingPathComponent("reference.png")
            let converted = try TestSupport.run(converter, ["-w", "300", "-h", "180", svg.path, "-o", reference.path])
            try #require(converted.status == 0, "\(converted.stderr)")
            let frame = try Self.card("  - image: {file: logo.svg, width: 300}\n", in: folder, canvas: "400x240").frame(at: 0)
            // Centred: (200 − 150, 120 − 90).
            #expect(Self.difference(frame, at: (50, 30), try Self.ffmpegRGBA(reference), width: 300, height: 180) <= 2)
        }
    }

    @Test("fits: contain letterboxes, cover fills and crops, fill stretches; opacity fades")
    func fits() throws {
        try TestSupport.withTemporaryFolder { folder in
            let svg = folder.appendingPathComponent("logo.svg")
            try Data(Self.logo.utf8).write(to: svg)
            // A 200×200 box at (60, −10) on 320×180 (centred); the 100×60 logo is wider than tall.
            func card(_ fit: String, opacity: String = "") throws -> Frame {
                try Self.card("  - image: {file: logo.svg, width: 200, height: 200, fit: \(fit)}\n\(opacity)", in: folder).frame(at: 0)
            }
            let contain = try card("contain"), cover = try card("cover"), fill = try card("fill")
            // contain: 200×120 in the middle (y 30…150); above and below it, the background.
            #expect(contain.pixel(x: 160, y: 25) == (0, 0, 0, 255) && contain.pixel(x: 160, y: 35) != (0, 0, 0, 255))
            // cover: 333×200 cropped to the box: the box's left edge is inside the circle's side of the logo.
            #expect(cover.pixel(x: 58, y: 90) == (0, 0, 0, 255) && cover.pixel(x: 62, y: 90) != (0, 0, 0, 255))
            // fill: stretched over the whole box (x 60…260, y −10…190): its top rows are the logo's dark plate.
            #expect(fill.pixel(x: 100, y: 2) == (16, 32, 48, 255))
            let faded = try card("fill", opacity: "    opacity: 0.5\n")
            #expect((7...9).contains(faded.pixel(x: 100, y: 2).red) && (23...25).contains(faded.pixel(x: 100, y: 2).blue))
        }
    }

    @Test("background: {image} fills the canvas: fill at the canvas's size equals ffmpeg's decode, cover crops, contain letterboxes")
    func backgroundPicture() throws {
        try TestSupport.withTemporaryFolder { folder in
            _ = try Self.picture("photo.png", in: folder)
            func frame(_ background: String, canvas: String) throws -> Frame {
                let scene = try SceneLoader().load(string: "version: 1\ncanvas: \(canvas)\nbackground: \(background)\n", fileName: "card.yaml")
                return try TitleCard(scene: scene, baseURL: folder).frame(at: 0)
            }
            // The picture's own size: every pixel ffmpeg's, whatever the fit.
            let own = try frame("{image: photo.png}", canvas: "64x48")
            #expect(Self.difference(own, at: (0, 0), try Self.ffmpegRGBA(folder.appendingPathComponent("photo.png")), width: 64, height: 48) == 0)
            // A square canvas: cover fills it (no black anywhere), contain leaves bars above and below.
            let cover = try frame("{image: photo.png}", canvas: "96x96")
            #expect([(0, 0), (95, 0), (0, 95), (95, 95), (48, 48)].allSatisfy { cover.pixel(x: $0.0, y: $0.1) != (0, 0, 0, 255) })
            let contain = try frame("{image: photo.png, fit: contain}", canvas: "96x96")
            // 96×72 in the middle: y 12…84.
            #expect(contain.pixel(x: 48, y: 5) == (0, 0, 0, 255) && contain.pixel(x: 48, y: 90) == (0, 0, 0, 255))
            #expect(contain.pixel(x: 48, y: 20) != (0, 0, 0, 255))
            let error = try #require(throws: SceneError.self) {
                try TitleCard(scene: SceneLoader().load(string: "version: 1\nbackground: {image: gone.png}\n", fileName: "card.yaml"), baseURL: folder)
            }
            #expect(error.keyPath == "background.image" && error.description.contains("gone.png") && error.line == 2, "\(error)")
            let typo = try #require(throws: SceneError.self) { try SceneLoader().load(string: "version: 1\nbackground: {imgae: a.png}\n", fileName: "card.yaml") }
            #expect(typo.description.contains("did you mean 'image'?"), "\(typo)")
        }
    }

    @Test("a transition and a reveal act on an image as on a shape")
    func stages() throws {
        try TestSupport.withTemporaryFolder { folder in
            _ = try Self.picture("logo.png", in: folder)
            let card = try Self.card("  - image: {file: logo.png, width: 128}\n    enter: {name: opacity, duration: 1}\n    reveal: {name: wipe, duration: 1}\n", in: folder)
            #expect(try card.frame(at: 0) == Self.card("  - text: \" \"\n", in: folder).frame(at: 0), "hidden at the start")
            #expect(try card.frame(at: 1.5) != card.frame(at: 0))
        }
    }

    @Test("bad image files are errors at the file key that say why")
    func badFiles() throws {
        try TestSupport.withTemporaryFolder { folder in
            try Data("not an image".utf8).write(to: folder.appendingPathComponent("notes.png"))
            try Data("<svg xmlns='http://www.w3.org/2000/svg'><rect".utf8).write(to: folder.appendingPathComponent("broken.svg"))
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("folder.png"), withIntermediateDirectories: true)
            for (file, says) in [("missing.png", "no such file"), ("notes.png", "not a PNG, JPEG, WebP, HEIC, AVIF or SVG"),
                                 ("broken.svg", "not a valid SVG"), ("folder.png", "it is a folder")] {
                let error = try #require(throws: SceneError.self) { try Self.card("  - image: {file: \(file)}\n", in: folder) }
                #expect(error.keyPath == "layers[0].image.file" && error.description.contains(says) && error.description.contains(file),
                        "\(error)")
            }
            let fifo = folder.appendingPathComponent("pipe.png")
            #expect(mkfifo(fifo.path, 0o600) == 0)
            let error = try #require(throws: SceneError.self) { try Self.card("  - image: {file: pipe.png}\n", in: folder) }
            #expect(error.description.contains("not a regular file"), "a FIFO is refused without being opened: \(error)")
        }
    }
}
