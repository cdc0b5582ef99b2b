import Foundation

extension TestSupport {
    /// The start of the name of every folder the tests make in the temporary folder, so a
    /// leftover is easy to spot (`ls $TMPDIR/kinetype-tests-*` is empty after a run).
    public static let temporaryFolderPrefix = "kinetype-tests-"

    /// Runs `body` with a new empty folder in the temporary folder, then removes the folder and
    /// everything in it, also when `body` throws.
    ///
    /// A test that needs files writes them here, so a test run leaves nothing behind:
    ///
    /// ```swift
    /// try TestSupport.withTemporaryFolder { folder in
    ///     let output = folder.appendingPathComponent("still.png")
    ///     …
    /// }
    /// ```
    ///
    /// Scoped rather than returned: a folder handed back to the caller has to be removed by every
    /// caller, and the ones that forgot left about a hundred folders behind on each run.
    public static func withTemporaryFolder<Result>(_ body: (URL) throws -> Result) throws -> Result {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        return try body(folder)
    }

    /// A new empty folder in the temporary folder, removed when the test process exits.
    ///
    /// Prefer ``withTemporaryFolder(_:)``, which removes the folder as soon as the test is done.
    /// This one is kept so that a test written against it still builds; it removes its folders
    /// from an `atexit` handler, which runs when the test runner exits normally.
    @available(*, deprecated, message: "use TestSupport.withTemporaryFolder { folder in … }, which removes the folder")
    public static func temporaryFolder() throws -> URL {
        let folder = try makeTemporaryFolder()
        FoldersRemovedAtExit.shared.add(folder)
        return folder
    }

    /// A new empty folder in the temporary folder, for a test to remove with
    /// ``removeTemporaryFolder(_:)`` in a `defer` right after the call:
    ///
    /// ```swift
    /// let folder = try TestSupport.makeTemporaryFolder()
    /// defer { TestSupport.removeTemporaryFolder(folder) }
    /// ```
    ///
    /// For a test whose body would otherwise have to be indented into a closure; elsewhere
    /// ``withTemporaryFolder(_:)`` does both steps.
    public static func makeTemporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(temporaryFolderPrefix + UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Removes a folder from ``makeTemporaryFolder()`` and everything in it; a folder already
    /// gone is not an error.
    public static func removeTemporaryFolder(_ folder: URL) {
        try? FileManager.default.removeItem(at: folder)
    }
}

/// The folders ``TestSupport/temporaryFolder()`` handed out, removed by an `atexit` handler.
///
/// Safe as `@unchecked Sendable`: `folders` is read and written only while `lock` is held.
private final class FoldersRemovedAtExit: @unchecked Sendable {
    static let shared: FoldersRemovedAtExit = {
        let instance = FoldersRemovedAtExit()
        atexit { FoldersRemovedAtExit.shared.removeAll() }
        return instance
    }()

    private let lock = NSLock()
    private var folders: [URL] = []

    func add(_ folder: URL) {
        lock.lock(); defer { lock.unlock() }
        folders.append(folder)
    }

    func removeAll() {
        lock.lock(); defer { lock.unlock() }
        for folder in folders { TestSupport.removeTemporaryFolder(folder) }
        folders.removeAll()
    }
}
