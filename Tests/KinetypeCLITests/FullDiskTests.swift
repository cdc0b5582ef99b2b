import Foundation
import KinetypeTestSupportCore
import Testing

/// A disk that fills up mid-write, made real with a small tmpfs (``SmallDisk``; mounting needs
/// root, as the CI machine and `make test` have; elsewhere these tests are skipped): the
/// commands besides `render` stop with the path and the system's reason and leave nothing
/// partial behind.
@Suite(.enabled(if: SmallDisk.available, "needs root and a working `mount -t tmpfs`; skipped here"))
struct FullDiskTests {
    @Test("an SVG, a concat of frames, a batch and captions onto a full disk: exit 1 naming the path and 'No space left on device', nothing partial")
    func fullDisk() throws {
        try TestSupport.withTemporaryFolder { folder in
            let mountPoint = folder.appendingPathComponent("disk")
            try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: false)
            let disk = try SmallDisk(at: mountPoint, kilobytes: 64)
            defer { disk.unmount() }
            // A long text, so the SVG's glyph outlines pass the room left.
            let scene = folder.appendingPathComponent("card.yaml")
            try Data("""
                version: 1
                canvas: 640x360
                layers:
                  - text: "\(String(repeating: "Quick brown foxes jump ", count: 12))"
                    font: {size: 18}
                    maxWidth: 600

                """.utf8).write(to: scene)
            try disk.fill(leaving: 6 << 10)
            let before = try disk.entries()
            let svg = InProcess.run(["render", scene.path, "-o", disk.folder.appendingPathComponent("card.svg").path])
            #expect(svg.status == 1 && svg.stderr.contains("card.svg") && svg.stderr.contains("No space left on device"), "\(svg.stderr)")
            let afterSVG = try disk.entries()
            #expect(afterSVG == before, "nothing partial: \(afterSVG)")

            // Chunks on the normal disk, joined onto the full one.
            for (range, name) in [("0..4", "a"), ("5..9", "b")] {
                let result = InProcess.run(["render", "--text", "Full", "--canvas", "320x180", "--duration", "0.4", "--fps", "25",
                                            "--frames", range, "-o", folder.appendingPathComponent(name).path])
                try #require(result.status == 0, "\(result.stderr)")
            }
            let joined = InProcess.run(["concat", folder.appendingPathComponent("a").path, folder.appendingPathComponent("b").path,
                                        "-o", disk.folder.appendingPathComponent("frames").path])
            #expect(joined.status == 1 && joined.stderr.contains("frames") && joined.stderr.contains("No space left on device"), "\(joined.stderr)")
            let afterJoin = try disk.entries()
            #expect(afterJoin == before, "no frames and no staging folder: \(afterJoin)")

            // A batch: the row that does not fit fails by name; nothing half-written stays.
            let data = folder.appendingPathComponent("rows.csv")
            try Data("name,slug\nAda,ada\n".utf8).write(to: data)
            let rowScene = folder.appendingPathComponent("row.yaml")
            try Data("version: 1\ncanvas: 640x360\nlayers:\n  - text: \"{{name}}\"\n    font: {size: 40}\n".utf8).write(to: rowScene)
            let batch = InProcess.run(["batch", rowScene.path, "--data", data.path, "-o", disk.folder.path + "/{{slug}}.svg"])
            #expect(batch.status == 1 && batch.stderr.contains("No space left on device"), "batch: \(batch.stderr)")
            let afterBatch = try disk.entries()
            #expect(afterBatch == before, "\(afterBatch)")

            // Captions as PNG frames and as a text export onto the full disk.
            let captions = folder.appendingPathComponent("talk.srt")
            try Data("1\n00:00:00,000 --> 00:00:01,000\nFull disk\n\n2\n00:00:01,000 --> 00:00:02,000\nNo room\n".utf8).write(to: captions)
            let frames = InProcess.run(["captions", captions.path, "--canvas", "320x180", "--fps", "10", "--background", "black",
                                        "-o", disk.folder.appendingPathComponent("talk").path])
            #expect(frames.status == 1 && frames.stderr.contains("talk") && frames.stderr.contains("No space left on device"), "captions: \(frames.stderr)")
            #expect(try disk.entries() == before, "no frames and no staging folder")
            // No room at all for the text export: a second filler takes the last blocks.
            var info = statvfs()
            try #require(statvfs(disk.folder.path, &info) == 0)
            try Data(count: Int(info.f_bavail) * Int(info.f_frsize)).write(to: disk.folder.appendingPathComponent("filler-2"))
            let fullBefore = try disk.entries()
            let text = InProcess.run(["captions", captions.path, "-o", disk.folder.appendingPathComponent("talk.vtt").path])
            #expect(text.status == 1 && text.stderr.contains("talk.vtt") && text.stderr.contains("No space left on device"), "vtt: \(text.stderr)")
            #expect(try disk.entries() == fullBefore)
        }
    }
}
