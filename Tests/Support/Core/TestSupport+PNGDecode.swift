import Foundation

extension TestSupport {
    /// A PNG file as decoders other than Kinetype's see it.
    public struct DecodedPNG: Sendable {
        /// The size `pngcheck -v` reads from the header.
        public var width: Int
        public var height: Int
        /// The pixel format, in ffmpeg's names, of the colour type and depth `pngcheck -v`
        /// reports: `rgb24` for 8-bit RGB (colour type 2), `rgba` for 8-bit RGBA (colour type 6).
        public var pixelFormat: String
        /// The pixels as ffmpeg decodes them (`-f rawvideo -pix_fmt rgba`): straight R, G, B, A
        /// bytes, rows packed; an image without alpha decodes with alpha 255.
        public var rgba: [UInt8]
        /// The chunk types in file order, as `pngcheck -v` lists them ("IHDR", "IDAT", …).
        public var chunks: [String]
    }

    /// Why a PNG could not be checked: a tool missing, or a tool refusing the file.
    public struct PNGCheckError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Decodes `png` with the independent references: `pngcheck -v` (which must find no error,
    /// and gives the size and pixel format) and `ffmpeg` (the pixels, which must be as many as
    /// that size holds). The file lives in a temporary folder removed before returning.
    public static func decodePNG(_ png: Data) throws -> DecodedPNG {
        func tool(_ name: String) throws -> String {
            guard let path = which(name) else {
                throw PNGCheckError(description: "\(name) is not on the PATH (make setup installs it)")
            }
            return path
        }
        let (pngcheck, ffmpeg) = (try tool("pngcheck"), try tool("ffmpeg"))
        return try withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("image.png")
            try png.write(to: file)

            let check = try run(pngcheck, ["-v", file.path])
            guard check.status == 0 else {
                throw PNGCheckError(description: "pngcheck rejects the file (\(check.status)): \(check.stdoutString.suffix(800))")
            }
            // "  chunk IHDR at offset 0x0000c, length 13"
            let chunks = check.stdoutString.split(separator: "\n").compactMap { line -> String? in
                let words = line.split(separator: " ")
                return words.count > 2 && words[0] == "chunk" ? String(words[1]) : nil
            }

            // "    160 x 90 image, 32-bit RGB+alpha, non-interlaced", after IHDR.
            let header = check.stdoutString.split(separator: "\n").first { $0.contains(" image, ") }.map(String.init) ?? ""
            let words = header.split(separator: " ")
            guard words.count > 4, words[1] == "x", let width = Int(words[0]), let height = Int(words[2]) else {
                throw PNGCheckError(description: "pngcheck -v gives no image size: \(check.stdoutString.suffix(800))")
            }
            let kinds = ["24-bit RGB,": "rgb24", "32-bit RGB+alpha,": "rgba", "8-bit grayscale,": "gray", "8-bit palette,": "pal8",
                         "48-bit RGB,": "rgb48be", "64-bit RGB+alpha,": "rgba64be", "16-bit grayscale+alpha,": "ya8"]
            let pixelFormat = kinds.first { header.contains(" " + $0.key) }?.value ?? String(header.drop { $0 == " " })

            let decoded = try run(ffmpeg, ["-v", "error", "-i", file.path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
            guard decoded.status == 0, decoded.stderr.isEmpty, decoded.stdout.count == width * height * 4 else {
                throw PNGCheckError(description: """
                    ffmpeg decoded \(decoded.stdout.count) bytes for \(width)x\(height) (\(decoded.status)): \(decoded.stderr.suffix(800))
                    """)
            }
            return DecodedPNG(width: width, height: height, pixelFormat: pixelFormat, rgba: Array(decoded.stdout), chunks: chunks)
        }
    }
}
