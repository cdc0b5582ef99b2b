import Foundation
import Glibc
import KinetypeDiagnostics
import KinetypeTestSupportCore
import Testing

/// ``InputFile``: what a user names as input is read whole, or refused with a reason, never a
/// hang and never unbounded.
@Suite struct InputFileTests {
    @Test("a regular file is read whole; a missing one, a folder and one over the limit are refused by name")
    func regular() throws {
        try TestSupport.withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("captions.srt")
            let bytes = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
            try bytes.write(to: file)
            #expect(try InputFile.read(file, limit: bytes.count) == bytes)
            #expect(throws: InputFile.Failure.tooLarge(limit: bytes.count - 1)) { try InputFile.read(file, limit: bytes.count - 1) }
            #expect(throws: InputFile.Failure.missing) { try InputFile.read(folder.appendingPathComponent("gone.srt"), limit: 1 << 20) }
            #expect(throws: InputFile.Failure.missing) { try InputFile.read(file.appendingPathComponent("below"), limit: 1 << 20) }
            #expect(throws: InputFile.Failure.folder) { try InputFile.read(folder, limit: 1 << 20, streams: true) }
            let locked = folder.appendingPathComponent("locked.srt")
            try Data("1".utf8).write(to: locked)
            chmod(locked.path, 0)
            defer { chmod(locked.path, 0o600) }
            // root reads any file; anyone else is told the system's reason.
            if geteuid() != 0 {
                #expect(throws: InputFile.Failure.system("Permission denied")) { try InputFile.read(locked, limit: 1 << 20) }
            }
        }
    }

    @Test("a FIFO: refused unopened where a regular file is needed; read as its writer sends it; devices end at the limit")
    func streams() throws {
        try TestSupport.withTemporaryFolder { folder in
            let fifo = folder.appendingPathComponent("pipe")
            try #require(mkfifo(fifo.path, 0o600) == 0)
            #expect(throws: InputFile.Failure.notRegular) { try InputFile.read(fifo, limit: 1 << 20) }
            // A writer that has the FIFO open before the read starts (read and write, so it
            // never waits for a reader nor meets a closed pipe), sending in pieces, more than a
            // pipe holds, slower than the reader takes them.
            let sent = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 13) })
            let descriptor = open(fifo.path, O_RDWR)
            try #require(descriptor >= 0)
            let writer = Thread {
                var offset = 0
                while offset < sent.count {
                    let piece = min(50_000, sent.count - offset)
                    let written = sent[offset..<offset + piece].withUnsafeBytes { write(descriptor, $0.baseAddress, piece) }
                    guard written > 0 else { break }
                    offset += written
                    usleep(2_000)
                }
                close(descriptor)
            }
            writer.start()
            let received = try InputFile.read(fifo, limit: 1 << 20, streams: true)
            #expect(received == sent, "\(received.count) of \(sent.count) bytes")
            #expect(try InputFile.read(URL(fileURLWithPath: "/dev/null"), limit: 1 << 20, streams: true).isEmpty)
            #expect(throws: InputFile.Failure.tooLarge(limit: 1 << 20)) {
                try InputFile.read(URL(fileURLWithPath: "/dev/zero"), limit: 1 << 20, streams: true)
            }
            #expect(throws: InputFile.Failure.notRegular) { try InputFile.read(URL(fileURLWithPath: "/dev/zero"), limit: 1 << 20) }
        }
    }
    @Test("a symbolic link to itself, and two links to each other, are a link loop, not a missing file, for read and for absence")
    func linkLoop() throws {
        try TestSupport.withTemporaryFolder { folder in
            let itself = folder.appendingPathComponent("self.srt"), first = folder.appendingPathComponent("a.srt")
            let second = folder.appendingPathComponent("b.srt")
            try #require(symlink(itself.path, itself.path) == 0 && symlink(second.path, first.path) == 0 && symlink(first.path, second.path) == 0)
            for url in [itself, first, second] {
                #expect(throws: InputFile.Failure.linkLoop) { try InputFile.read(url, limit: 1 << 20, streams: true) }
                #expect(InputFile.absence(at: url.path) == .linkLoop)
            }
            #expect(InputFile.Failure.linkLoop.reason.contains("symbolic links loop"))
            // A dangling link is missing; a link to a file is there.
            let dangling = folder.appendingPathComponent("dangling.srt"), target = folder.appendingPathComponent("real.srt")
            try Data("1".utf8).write(to: target)
            let linked = folder.appendingPathComponent("linked.srt")
            try #require(symlink(folder.appendingPathComponent("gone").path, dangling.path) == 0 && symlink(target.path, linked.path) == 0)
            #expect(InputFile.absence(at: dangling.path) == .missing && InputFile.absence(at: linked.path) == nil)
        }
    }

    @Test("a FIFO whose writer opens it late, or opens and closes it in turns, is read whole, until the last writer closes it")
    func lateWriters() throws {
        try TestSupport.withTemporaryFolder { folder in
            let fifo = folder.appendingPathComponent("captions.srt")
            try #require(mkfifo(fifo.path, 0o600) == 0)
            let text = Data("1\n00:00:00,000 --> 00:00:01,000\nlate\n\n".utf8)
            // (delay before the writer opens, pieces written with a pause between)
            for (delay, pieces) in [(500_000, 1), (1_500_000, 1), (200_000, 4), (0, 3)] as [(useconds_t, Int)] {
                let writer = Thread {
                    usleep(delay)
                    let descriptor = open(fifo.path, O_WRONLY)
                    guard descriptor >= 0 else { return }
                    let size = (text.count + pieces - 1) / pieces
                    for start in stride(from: 0, to: text.count, by: size) {
                        let piece = text[start..<min(text.count, start + size)]
                        _ = piece.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                        usleep(100_000)
                    }
                    close(descriptor)
                }
                writer.start()
                let started = Date()
                let received = try InputFile.read(fifo, limit: 1 << 20, streams: true)
                #expect(received == text, "writer after \(delay) µs in \(pieces) piece(s): \(received.count) bytes")
                #expect(Date().timeIntervalSince(started) >= Double(delay) / 1e6, "waited for the writer")
            }
        }
    }
}
