import Foundation
import KinetypeDiagnostics
import Testing

/// `SystemError`: the reason of a failed file operation as the C library words it, also when
/// Foundation wraps the errno.
@Suite struct SystemErrorTests {
    @Test("errno values read as strerror(3) words them")
    func errnoText() {
        #expect(SystemError.reason(errno: ENOSPC) == "No space left on device")
        #expect(SystemError.reason(errno: EPIPE) == "Broken pipe")
        #expect(SystemError.reason(errno: EACCES) == "Permission denied")
    }

    @Test("a Foundation file error gives its errno's text; other errors are not system errors")
    func foundationErrors() throws {
        let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/x")
        let error = try #require(throws: (any Error).self) { try Data(contentsOf: missing) }
        #expect(SystemError.reason(error) == "No such file or directory")
        #expect(SystemError.reasonIfSystemError(error) == "No such file or directory")
        let written = try #require(throws: (any Error).self) { try Data("x".utf8).write(to: missing) }
        #expect(SystemError.reason(written) == "No such file or directory")
        #expect(SystemError.reason(CocoaError(.fileWriteOutOfSpace)) == "No space left on device")
        struct Mine: Error {}
        #expect(SystemError.reasonIfSystemError(Mine()) == nil)
    }
}
