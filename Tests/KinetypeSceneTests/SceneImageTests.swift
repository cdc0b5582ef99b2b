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
