import Foundation
import Kinetype
import KinetypeTestSupportCore
import Testing

/// The output extensions are named in one table (``ExportFormat/exporters``): `-o`'s help, the
/// errors for a name whose format cannot be told, format resolution and the exporters all name
/// the same set, the one written out below, caption files included.
@Suite struct OutputFormatListTests {
    /// Every extension an output may end with, by hand.
    static let expected: Set<String> = ["gif", "png", "pam", "apng", "mp4", "m4v", "webm", "mov", "svg", "pdf", "json", "tgs", "otio", "fcpxml",
                                        "ass", "ssa", "vtt", "srt", "ttml", "dfxp"]

    /// The extensions (`.gif` …) a text names.
    static func extensions(in text: String) -> Set<String> {
        Set(text.matches(of: /\.([a-z0-9]+)\b/).map { String($0.1) })
    }

    @Test("-o's help, both unknown-format errors, ExportFormat(path:) and the exporters name the same extensions")
    func oneSet() throws {
        let exporters = Set(ExportFormat.exporters.flatMap(\.extensions).filter { !$0.isEmpty })
        #expect(exporters == Self.expected)

        for ext in Self.expected {
            let format = try #require(ExportFormat(path: "card.\(ext)"), "\(ext)")
            #expect(format.exporter.extensions.contains(ext))
        }
        #expect(ExportFormat(path: "card.bmp") == nil)
        #expect(ExportFormat(path: "frames") == .pngSequence)

        #expect(Self.extensions(in: ExportError.unknownFormat(path: "card").description) == Self.expected)

        let help = InProcess.run(["render", "--help"])
        #expect(help.status == 0)
        let lines = help.stdoutString.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0.contains("-o, --output") })
        let end = lines[(start + 1)...].firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix("-") } ?? lines.endIndex
        #expect(Self.extensions(in: lines[start..<end].joined(separator: " ")) == Self.expected, "\(lines[start..<end])")

        try TestSupport.withTemporaryFolder { folder in
            let result = InProcess.run(["render", "--text", "Hi", "-o", folder.appendingPathComponent("card").path + ".bmp"])
            #expect(result.status == 2)
            let message = try #require(result.stderr.range(of: "cannot tell the format")).upperBound
            #expect(Self.extensions(in: String(result.stderr[message...])) == Self.expected, "\(result.stderr)")
        }
    }

    @Test("every format has exactly one exporter, and the files it writes resolve back to it")
    func oneExporterAFormat() {
        #expect(ExportFormat.exporters.map(\.format.rawValue).sorted() == ExportFormat.allCases.map(\.rawValue).sorted())
        for format in ExportFormat.allCases where format != .animatedSVG {
            #expect(ExportFormat(path: "card" + (format.fileExtension.isEmpty ? "" : "." + format.fileExtension)) == format, "\(format)")
        }
        #expect(ExportFormat(path: "card." + ExportFormat.animatedSVG.fileExtension) == .svg, "an animated SVG is chosen by name")
    }

    @Test("a caption file goes through the table too: a scene's captions as -o talk.srt, and a card without captions is refused")
    func captionFiles() throws {
        #expect(ExportFormat(path: "talk.SRT") == .srt && ExportFormat(path: "talk.dfxp") == .ttml && ExportFormat(path: "talk.ssa") == .ass)
        try TestSupport.withTemporaryFolder { folder in
            let input = folder.appendingPathComponent("talk.srt"), scene = folder.appendingPathComponent("card.yaml")
            try Data("1\n00:00:00,500 --> 00:00:01,500\nHello there\n".utf8).write(to: input)
            try Data("version: 1\nduration: 2\ncaptions: {file: talk.srt}\n".utf8).write(to: scene)
            let fromScene = folder.appendingPathComponent("scene.srt"), fromCaptions = folder.appendingPathComponent("captions.srt")
            #expect(InProcess.run(["render", scene.path, "-o", fromScene.path]).status == 0)
            #expect(InProcess.run(["captions", input.path, "-o", fromCaptions.path]).status == 0)
            let written = try String(contentsOf: fromScene, encoding: .utf8)
            #expect(written == "1\n00:00:00,500 --> 00:00:01,500\nHello there\n", "\(written)")
            #expect(try Data(contentsOf: fromCaptions) == Data(contentsOf: fromScene))

            let none = folder.appendingPathComponent("none.vtt")
            let result = InProcess.run(["render", "--text", "Hi", "-o", none.path])
            #expect(result.status != 0 && result.stderr.contains("this card has none"), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: none.path))
        }
    }
}
