import Foundation

/// Removes a folder made by `TestSupport.temporaryFolder()` with everything in it, so a test
/// run leaves nothing behind in the temporary directory.
func removeTemporaryFolder(_ folder: URL) {
    try? FileManager.default.removeItem(at: folder)
}
