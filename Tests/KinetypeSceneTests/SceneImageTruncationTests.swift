import Foundation
import KinetypeGraphics
import KinetypeTestSupportCore
import Testing

/// Pictures cut short (a download that stopped, a copy to a full disk), in every raster format
/// an image layer takes, made by ffmpeg and libheif as users have them: each is refused with the
/// same words, wherever it is cut, while the whole file (and one with data after its end) reads.
@Suite struct SceneImageTruncationTests {
    /// The formats, each with the tool that writes it and its arguments.
    static func pictures(in folder: URL) throws -> [URL] {
        var files = [
            try SceneImageTests.picture("logo.png", in: folder),
            try SceneImageTests.picture("logo.webp", in: folder, ["-c:v", "libwebp", "-lossless", "1"]),
            try SceneImageTests.picture("photo.webp", in: folder, ["-c:v", "libwebp", "-quality", "80"]),
            try SceneImageTests.picture("photo.jpg", in: folder, ["-pix_fmt", "yuvj444p", "-q:v", "2"]),
            try SceneImageTests.picture("small.jpg", in: folder, ["-pix_fmt", "yuvj420p", "-q:v", "5"]),
        ]
        let encoder = try #require(TestSupport.which("heif-enc"), "heif-enc (libheif-examples) makes the HEIC and AVIF")
        for name in ["photo.heic", "photo.avif"] {
            let file = folder.appendingPathComponent(name)
            let made = try TestSupport.run(encoder, ["-q", "90"] + (name.hasSuffix("avif") ? ["-A"] : []) + [files[0].path, "-o", file.path])
            try #require(made.status == 0, "\(made.stderr)")
            files.append(file)
        }
        return files
    }

    @Test("a PNG, WebP (lossless and lossy), JPEG, HEIC or AVIF cut at 100 bytes, halfway or one byte short is refused as cut short")
    func cutShort() throws {
        try TestSupport.withTemporaryFolder { folder in
            for file in try Self.pictures(in: folder) {
                let whole = try Data(contentsOf: file)
                let image = try Image(contentsOf: file)
                #expect(image.size == CGSize(width: 64, height: 48), "\(file.lastPathComponent) reads whole")
                // Whole, with bytes after its end: still read (a phone's trailer, a stray newline).
                let trailed = folder.appendingPathComponent("trailed-" + file.lastPathComponent)
                try (whole + Data("\n".utf8)).write(to: trailed)
                #expect(try Image(contentsOf: trailed).size == CGSize(width: 64, height: 48), "\(trailed.lastPathComponent)")
                for length in [100, whole.count / 2, whole.count - 1] {
                    let cut = folder.appendingPathComponent("cut-\(length)-" + file.lastPathComponent)
                    try whole.prefix(length).write(to: cut)
                    #expect("\(cut.lastPathComponent)") {
                        _ = try Image(contentsOf: cut)
                    } throws: { error in
                        let text = "\(error)"
                        return text.contains("cannot read the image '\(cut.path)': it is cut short") && text.contains("is the file truncated?")
                    }
                }
            }
        }
    }
}
