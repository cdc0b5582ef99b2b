import Foundation
import Kinetype
import KinetypeTestSupport
import KinetypeVideo
import Testing

/// What an output path leads to (`AtomicFile.Target`), which temporaries count as stale, the
/// export to a file handle, and the ffprobe check that video passes before it replaces anything.
@Suite struct OutputTargetTests {
    @Test("links are followed to the file, device, FIFO or missing file at their end; a loop is an error")
    func targets() throws {
        try TestSupport.withTemporaryFolder { folder in
            func link(_ name: String, to destination: String) throws -> URL {
                let url = folder.appendingPathComponent(name)
                try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
                return url
            }
            let file = folder.appendingPathComponent("file.gif")
            try Data("x".utf8).write(to: file)
            #expect(mkfifo(folder.appendingPathComponent("pipe").path, 0o600) == 0)
            let chain = try link("b", to: "file.gif")
            let followed = try AtomicFile.Target(try link("a", to: "b"))
            #expect(followed.url.path == file.path && followed.kind == .regularFile)
            #expect(try AtomicFile.Target(chain).kind == .regularFile)
            #expect(try AtomicFile.Target(try link("p", to: "pipe")).kind == .fifo)
            let device = try AtomicFile.Target(try link("n", to: "/dev/null"))
            #expect(device.url.path == "/dev/null" && device.kind == .characterDevice)
            let dangling = try AtomicFile.Target(try link("d", to: "new/../future.gif"))
            #expect(dangling.kind == .nothing && dangling.url.standardizedFileURL.path == folder.appendingPathComponent("future.gif").path)
            #expect(try AtomicFile.Target(folder).kind == .folder)
            _ = try link("loop1", to: "loop2")
            let loop = try link("loop2", to: "loop1")
            #expect(throws: ExportError.notWritable(path: loop.path, reason: "Too many levels of symbolic links")) {
                try AtomicFile.Target(loop)
            }
        }
    }

    @Test("only .NAME.PID.XXXXXXXX.partial names of processes that are gone are stale")
    func staleNames() throws {
        #expect(AtomicFile.temporaryOwner(".card.gif.123.0123ABCD.partial") == 123)
        #expect(AtomicFile.temporaryOwner(".frames.42.89abcdef.partial") == 42)
        for name in ["card.gif.123.0123ABCD.partial", ".card.gif.123.0123ABC.partial", ".card.gif.12x.0123ABCD.partial",
                     "..123.0123ABCD.partial", ".card.gif.123.0123ABCD", ".notes.partial", ".123.0123ABCD.partial"] {
            #expect(AtomicFile.temporaryOwner(name) == nil, "\(name)")
        }
        try TestSupport.withTemporaryFolder { folder in
            let exited = Process()
            exited.executableURL = URL(fileURLWithPath: "/bin/true")
            try exited.run()
            exited.waitUntilExit()
            let dead = exited.processIdentifier, alive = getpid()
            let names = [".a.gif.\(dead).0123ABCD.partial", ".a.gif.\(alive).0123ABCD.partial", ".a.gif.\(dead).0123ABCD"]
            for name in names { try Data().write(to: folder.appendingPathComponent(name)) }
            AtomicFile.removeStaleTemporaries(in: folder)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == Array(names.dropFirst()).sorted())
        }
    }

    @Test("export to a file handle writes the same bytes as to a file; frames cannot go to one")
    func handle() throws {
        try TestSupport.withTemporaryFolder { folder in
            let card = VideoExportTests.card()
            let file = folder.appendingPathComponent("card.gif"), copy = folder.appendingPathComponent("copy.gif")
            let options = ExportOptions(frames: 0...2, threads: 2)
            try card.export(to: file, options: options)
            #expect(FileManager.default.createFile(atPath: copy.path, contents: nil))
            let handle = try FileHandle(forWritingTo: copy)
            try card.export(to: handle, format: .gif, options: options)
            try handle.close()
            #expect(try Data(contentsOf: copy) == Data(contentsOf: file))
            #expect(throws: ExportError.framesNeedAFolder(path: "-", kind: "a stream")) {
                try card.export(to: FileHandle.nullDevice, format: .pngSequence, options: options)
            }
        }
    }

    @Test("ffprobe passes a whole video and rejects one cut short or with another frame count")
    func probe() throws {
        try TestSupport.withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("card.mp4")
            try VideoExportTests.card().export(to: url, options: ExportOptions(threads: 2))
            try FFmpegEncoder.probe(url, name: "card.mp4", format: .mp4, width: 320, height: 180, frames: 20)
            #expect(throws: VideoError.self) {
                try FFmpegEncoder.probe(url, name: "card.mp4", format: .mp4, width: 320, height: 180, frames: 21)
            }
            let whole = try Data(contentsOf: url)
            let cut = folder.appendingPathComponent("cut.mp4")
            try whole.prefix(whole.count * 2 / 3).write(to: cut)
            let error = try #require(throws: VideoError.self) {
                try FFmpegEncoder.probe(cut, name: "cut.mp4", format: .mp4, width: 320, height: 180, frames: 20)
            }
            #expect(error.description.contains("'cut.mp4'") && error.description.contains("does not read back"), "\(error)")
        }
    }
}
