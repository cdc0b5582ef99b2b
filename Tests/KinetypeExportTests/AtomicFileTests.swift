import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

/// `AtomicFile`: output appears whole under its name or not at all, and temporaries never stay.
@Suite struct AtomicFileTests {
    struct Failure: Error {}

    /// The folder's entries, sorted; hidden temporaries included.
    static func contents(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test("write puts the bytes under the name, replacing an older file, and leaves no temporary")
    func writeReplaces() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let url = folder.appendingPathComponent("out.bin")
        try AtomicFile.write(Data("old".utf8), to: url)
        try AtomicFile.write(Data("new".utf8), to: url)
        #expect(try Data(contentsOf: url) == Data("new".utf8))
        #expect(try Self.contents(folder) == ["out.bin"])
    }

    @Test("a writer that throws leaves neither the file nor a temporary, and keeps the old file")
    func failedWriteLeavesNothing() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let url = folder.appendingPathComponent("out.bin")
        #expect(throws: Failure.self) {
            try AtomicFile.write(to: url) { handle in
                try handle.write(contentsOf: Data("partial".utf8))
                throw Failure()
            }
        }
        #expect(try Self.contents(folder).isEmpty)
        try AtomicFile.write(Data("kept".utf8), to: url)
        #expect(throws: Failure.self) { try AtomicFile.write(to: url) { _ in throw Failure() } }
        #expect(try Data(contentsOf: url) == Data("kept".utf8))
        #expect(try Self.contents(folder) == ["out.bin"])
    }

    @Test("create works for folders: committed whole, or removed with their contents on failure")
    func folders() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let url = folder.appendingPathComponent("frames")
        #expect(throws: Failure.self) {
            try AtomicFile.create(at: url) { temporary in
                try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
                try Data("x".utf8).write(to: temporary.appendingPathComponent("a.txt"))
                throw Failure()
            }
        }
        #expect(try Self.contents(folder).isEmpty)
        try AtomicFile.create(at: url) { temporary in
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
            try Data("x".utf8).write(to: temporary.appendingPathComponent("a.txt"))
        }
        #expect(try Self.contents(folder) == ["frames"])
        #expect(try Self.contents(url) == ["a.txt"])
    }

    @Test("temporary names are hidden, beside the target, carry the process id and differ each time")
    func temporaryNames() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let url = folder.appendingPathComponent("card.mp4")
        let a = try AtomicFile.temporaryURL(beside: url), b = try AtomicFile.temporaryURL(beside: url)
        #expect(a != b)
        #expect(a.deletingLastPathComponent().standardizedFileURL.path == folder.standardizedFileURL.path)
        let name = a.lastPathComponent
        #expect(name.hasPrefix(".card.mp4.\(ProcessInfo.processInfo.processIdentifier).") && name.hasSuffix(".partial"), "\(name)")
        #expect(try Self.contents(folder).isEmpty, "naming creates nothing")
    }

    @Test("errors name the path: a missing folder, a rename that cannot happen")
    func errorsNamePaths() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let missing = folder.appendingPathComponent("nope")
        #expect(throws: ExportError.folderMissing(path: missing.path)) {
            try AtomicFile.write(Data(), to: missing.appendingPathComponent("x.png"))
        }
        let temporary = try AtomicFile.temporaryURL(beside: folder.appendingPathComponent("x.png"))
        try Data("x".utf8).write(to: temporary)
        let target = missing.appendingPathComponent("x.png")
        #expect(throws: ExportError.notWritable(path: target.path, reason: "No such file or directory")) {
            try AtomicFile.commit(temporary, to: target)
        }
        #expect(try Self.contents(folder).isEmpty, "the temporary is removed when the rename fails")
        let message = ExportError.notWritable(path: target.path, reason: "No such file or directory").description
        #expect(message.contains(target.path) && message.contains("No such file or directory"))
    }
}
