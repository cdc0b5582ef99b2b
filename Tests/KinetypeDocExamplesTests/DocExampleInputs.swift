import Foundation

/// The input files the docs' examples name, made small so that each example runs in a moment:
/// a scene with a `name` variable (`card.yaml`, `badge.yaml`), its rows (`people.csv`), two
/// captions (`talk.srt`, `talk.vtt`), a logo (`logo.svg`), a second of video (`talk.mp4`), a video
/// with an English subtitle track (`film.mkv`, both made by ffmpeg) and a folder of fonts
/// (`brand/fonts`, a copy of one of the checkout's `Fonts/`).
enum DocExampleInputs {
    /// A failure to make an input: the example that needs it cannot run.
    struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        let description: String
    }

    /// Writes the inputs `names` into `folder`; `checkout` is the Kinetype checkout whose fonts are
    /// copied.
    static func prepare(_ names: [String], in folder: URL, checkout: URL) throws {
        for name in names {
            let url = folder.appendingPathComponent(name)
            switch name {
            case "card.yaml", "badge.yaml": try write(scene, to: url)
            case "people.csv": try write("slug,name\nada,Ada Lovelace\ngrace,Grace Hopper\n", to: url)
            case "talk.srt": try write(srt, to: url)
            case "talk.vtt": try write("WEBVTT\n\n" + srt.replacingOccurrences(of: ",", with: "."), to: url)
            case "logo.svg":
                try write(##"<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="30" fill="#ff3b8e"/></svg>"##, to: url)
            case "talk.mp4":
                try ffmpeg(["-f", "lavfi", "-i", "color=c=navy:s=320x180:r=12:d=1", "-pix_fmt", "yuv420p", url.path])
            case "film.mkv":
                let subtitles = folder.appendingPathComponent("film-subtitles.srt")
                try write(srt, to: subtitles)
                try ffmpeg(["-f", "lavfi", "-i", "color=c=navy:s=64x36:r=12:d=2", "-i", subtitles.path, "-map", "0", "-map", "1",
                            "-c:s", "srt", "-metadata:s:s:0", "language=eng", url.path])
                try FileManager.default.removeItem(at: subtitles)
            case "brand/fonts":
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: checkout.appendingPathComponent("Fonts/NotoSans-Regular.ttf"),
                                                 to: url.appendingPathComponent("NotoSans-Regular.ttf"))
            default: throw Failure(description: "no input called \(name) (DocExampleInputs.swift makes the known ones)")
            }
        }
    }

    /// A second of card at 320×180 that says hello to `{{name}}`.
    static let scene = """
        version: 1
        canvas: 320x180
        fps: 12
        duration: 1
        layers:
          - text: "Hello, {{name}}"
            font: {size: 28}
            color: white
            enter: {name: opacity, duration: 0.3}
        """

    /// Two cues in 1.5 s.
    static let srt = """
        1
        00:00:00,000 --> 00:00:00,800
        Hello there

        2
        00:00:00,800 --> 00:00:01,500
        and welcome

        """

    static func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    static func ffmpeg(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffmpeg", "-nostdin", "-v", "error", "-y"] + arguments
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "ffmpeg \(arguments.joined(separator: " ")): \(String(decoding: message, as: UTF8.self))")
        }
    }
}
