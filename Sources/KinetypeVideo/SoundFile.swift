import Foundation

/// A file's sound, checked: it exists, is a regular file, holds a sound stream, and decodes to
/// its end without errors.
///
/// Any file ffmpeg reads will do (WAV, MP3, FLAC, Ogg, M4A, a video's sound): its first sound
/// stream is the one used. ``probe(_:)`` asks ffprobe what the file declares, then decodes it
/// once (to nothing) with ffmpeg, so a damaged or cut-short file is named here, before anything
/// is rendered, rather than by ffmpeg halfway through a video:
///
/// ```swift
/// do { _ = try SoundFile.probe(URL(fileURLWithPath: "song.mp3")) }
/// catch let error as VideoError { print(error) }
/// // the sound 'song.mp3' does not exist: check the path
/// ```
public struct SoundFile: Sendable, Equatable {
    /// Where the file is.
    public let url: URL
    /// The seconds of sound it decodes to.
    public let duration: Double
    /// Its first sound stream's samples a second.
    public let sampleRate: Int
    /// Its first sound stream's channels.
    public let channels: Int

    /// A description of a sound file; ``probe(_:)`` makes one from the file itself.
    public init(url: URL, duration: Double, sampleRate: Int, channels: Int) {
        self.url = url
        self.duration = duration
        self.sampleRate = sampleRate
        self.channels = channels
    }

    /// The file's name as errors give it.
    var name: String { url.relativePath }

    /// Reads the sound at `url`; throws ``VideoError/unreadableSound(path:reason:)`` naming it
    /// when it is missing, not a regular file (a folder, a FIFO, a device), holds no sound (a
    /// video without a sound track, a picture, text), is cut short (a WAV whose data runs past
    /// the file's end, or a file that decodes to less than it declares) or does not decode.
    public static func probe(_ url: URL) throws -> SoundFile {
        let declared = try declared(url)
        let ffmpeg = try FFmpegTool.ffmpeg.path(for: .readingSound)
        let child = try ChildProcess.run(ffmpeg, ["-v", "error", "-nostdin", "-i", url.path, "-map", "0:a:0", "-f", "null", "-",
                                                  "-progress", "pipe:1", "-nostats"])
        let report = String(decoding: child.output, as: UTF8.self)
        let micros = report.split(whereSeparator: \.isNewline).last { $0.hasPrefix("out_time_us=") }
            .flatMap { Double($0.dropFirst("out_time_us=".count)) } ?? 0
        let decoded = micros.isFinite ? max(0, micros) / 1_000_000 : 0
        try checkDecoding(url, child: child, decoded: decoded, declared: declared.duration)
        return SoundFile(url: url, duration: decoded, sampleRate: declared.sampleRate, channels: declared.channels)
    }

    /// What `url` declares of its first sound stream, without decoding it: its sampling rate, its
    /// channels and the container's length (nil when it gives none). Throws
    /// ``VideoError/unreadableSound(path:reason:)`` when the file is missing, not a regular file,
    /// not read by ffprobe, without sound, or a WAV cut short.
    package static func declared(_ url: URL) throws -> (sampleRate: Int, channels: Int, duration: Double?) {
        let name = url.relativePath
        try checkFile(url)
        let (streams, child) = try FFprobe.streams(of: url, entries: ["codec_type", "sample_rate", "channels"], countingPackets: false,
                                                   purpose: .readingSound)
        guard child.status.succeeded else {
            throw VideoError.unreadableSound(path: name, reason: """
                does not read as sound (ffprobe: \(child.errorLines.suffix(1).joined())): give a WAV, MP3, FLAC, Ogg or M4A file, or a video with sound
                """)
        }
        guard let sound = streams.first(where: { $0["codec_type"] == "audio" }) else {
            let reason = streams.contains { $0["codec_type"] == "video" }
                ? "is a video with no sound track: give a file that has sound"
                : "holds no sound stream: give a WAV, MP3, FLAC, Ogg or M4A file, or a video with sound"
            throw VideoError.unreadableSound(path: name, reason: reason)
        }
        try checkWAVLength(url)
        return (sound["sample_rate"].flatMap(Int.init) ?? 0, sound["channels"].flatMap(Int.init) ?? 0,
                try FFprobe.formatDuration(of: url, purpose: .readingSound))
    }

    /// Throws ``VideoError/unreadableSound(path:reason:)`` when the ffmpeg that decoded `url`
    /// (`child`, finished) failed or reported errors (a damaged file), when it decoded less than
    /// the file declares (`declared` seconds; cut short), or nothing.
    package static func checkDecoding(_ url: URL, child: ChildProcess, decoded: Double, declared: Double?) throws {
        let name = url.relativePath
        let errors = child.errorLines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard child.status.succeeded, errors.isEmpty else {
            throw VideoError.unreadableSound(path: name, reason: """
                does not decode (ffmpeg: \(errors.suffix(2).joined(separator: " | "))): the file is damaged; export it again
                """)
        }
        if let declared, decoded < declared - max(0.1, declared * 0.02) {
            throw VideoError.unreadableSound(path: name, reason: """
                is cut short: it declares \(seconds(declared)) s of sound but decodes to \(seconds(decoded)) s; give the whole file
                """)
        }
        guard decoded > 0 else {
            throw VideoError.unreadableSound(path: name, reason: "holds no samples: give a file with sound in it")
        }
    }

    /// Throws unless `url` names an existing regular file (not a folder, a FIFO or a device, which
    /// ffmpeg would wait on or read forever).
    package static func checkFile(_ url: URL) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw VideoError.unreadableSound(path: url.relativePath, reason: "does not exist: check the path")
        }
        guard !isFolder.boolValue,
              (try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType) == .typeRegular else {
            throw VideoError.unreadableSound(path: url.relativePath, reason: "is not a regular file: give a sound file (WAV, MP3, FLAC, Ogg, M4A)")
        }
    }

    /// A WAV (RIFF) file whose data chunk says it runs past the file's end was cut short, though
    /// ffmpeg reads it without complaint (it takes the length from the file's size).
    private static func checkWAVLength(_ url: URL) throws {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 65_536), head.count >= 12,
              head.prefix(4) == Data("RIFF".utf8), head[8..<12] == Data("WAVE".utf8) else { return }
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        let bytes = [UInt8](head)
        var offset = 12
        while offset + 8 <= bytes.count {
            let length = Int(bytes[offset + 4]) | Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6]) << 16 | Int(bytes[offset + 7]) << 24
            if bytes[offset..<offset + 4] == ArraySlice("data".utf8) {
                // 0 and 0xFFFFFFFF mark a length left unwritten (a stream), not a cut.
                if length != 0, length != 0xFFFF_FFFF, offset + 8 + length > size {
                    throw VideoError.unreadableSound(path: url.relativePath, reason: """
                        is cut short: its data chunk holds \(length) bytes but the file ends \(offset + 8 + length - size) bytes early; give the whole file
                        """)
                }
                return
            }
            offset += 8 + length + (length & 1)
        }
    }

    /// Seconds as errors write them: up to three decimals.
    private static func seconds(_ value: Double) -> String {
        String(format: "%.3f", value).replacingOccurrences(of: #"\.?0+$"#, with: "", options: .regularExpression)
    }
}
