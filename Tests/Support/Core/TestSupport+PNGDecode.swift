import Foundation

extension TestSupport {
    /// A PNG file as decoders other than Kinetype's see it.
    public struct DecodedPNG: Sendable {
        /// The size ffprobe reads.
        public var width: Int
        public var height: Int
        /// The pixel format ffprobe reports: `rgb24` for 8-bit RGB (colour type 2), `rgba` for
        /// 8-bit RGBA (colour type 6).
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

    /// Decodes `png` with the independent references: `pngcheck -v` (which must find no error),
    /// `ffprobe` (size and pixel format) and `ffmpeg` (the pixels). The file lives in a temporary
    /// folder removed before returning.
    public static func decodePNG(_ png: Data) throws -> DecodedPNG {
        func tool(_ name: String) throws -> String {
            guard let path = which(name) else {
                throw PNGCheckError(description: "\(name) is not on the PATH (make setup installs it)")
            }
            return path
        }
        let (pngcheck, ffprobe, ffmpeg) = (try tool("pngcheck"), try tool("ffprobe"), try tool("ffmpeg"))
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

            let probe = try run(ffprobe, ["-v", "error", "-select_streams", "v:0", "-show_entries", "stream=width,height,pix_fmt",
                                          "-of", "default=noprint_wrappers=1", file.path])
            var values: [String: String] = [:]
            for line in probe.stdoutString.split(separator: "\n") {
                let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
                if parts.count == 2 { values[parts[0]] = parts[1] }
            }
            guard probe.status == 0, let width = values["width"].flatMap(Int.init), let height = values["height"].flatMap(Int.init) else {
                throw PNGCheckError(description: "ffprobe cannot read the file (\(probe.status)): \(probe.stderr.suffix(800))")
            }

            let decoded = try run(ffmpeg, ["-v", "error", "-i", file.path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
            guard decoded.status == 0, decoded.stderr.isEmpty, decoded.stdout.count == width * height * 4 else {
                throw PNGCheckError(description: """
                    ffmpeg decoded \(decoded.stdout.count) bytes for \(width)x\(height) (\(decoded.status)): \(decoded.stderr.suffix(800))
                    """)
            }
            return DecodedPNG(width: width, height: height, pixelFormat: values["pix_fmt"] ?? "", rgba: Array(decoded.stdout), chunks: chunks)
        }
    }
}
