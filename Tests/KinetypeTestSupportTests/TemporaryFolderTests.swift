import Foundation
import KinetypeTestSupportCore
import Testing

/// `withTemporaryFolder` hands out a new empty folder and removes it afterwards, whether the body
/// returns or throws: the reason a test run leaves nothing behind.
@Suite struct TemporaryFolderTests {
    struct Failure: Error {}

    @Test("the folder exists and is empty during the body, and is gone after it")
    func removedAfterBody() throws {
        var seen: URL?
        let value = try TestSupport.withTemporaryFolder { folder in
            seen = folder
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
            #expect(folder.lastPathComponent.hasPrefix(TestSupport.temporaryFolderPrefix))
            #expect(folder.deletingLastPathComponent().standardizedFileURL == FileManager.default.temporaryDirectory.standardizedFileURL)
            try Data("x".utf8).write(to: folder.appendingPathComponent("file"))
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: false)
            return 42
        }
        #expect(value == 42)
        let folder = try #require(seen)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test("the folder is removed when the body throws, and the error reaches the caller")
    func removedWhenBodyThrows() throws {
        var seen: URL?
        #expect(throws: Failure.self) {
            try TestSupport.withTemporaryFolder { folder in
                seen = folder
                try Data("x".utf8).write(to: folder.appendingPathComponent("file"))
                throw Failure()
            }
        }
        let folder = try #require(seen)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test("two calls get two different folders")
    func distinctFolders() throws {
        let first = try TestSupport.withTemporaryFolder { $0 }
        let second = try TestSupport.withTemporaryFolder { $0 }
        #expect(first != second)
    }
}
