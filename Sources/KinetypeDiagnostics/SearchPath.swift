import Foundation

/// Where Kinetype finds the programs it runs (ffmpeg, ffprobe): the folders of `PATH`, in order.
///
/// The one PATH lookup of the package: the ffmpeg launcher, the benchmarks and the tests' helpers
/// all call ``executable(named:)``, so a program the tests find is the one a render runs.
///
/// ```swift
/// guard let ffmpeg = SearchPath.executable(named: "ffmpeg") else { throw VideoError.toolMissing(.ffmpeg, purpose: .writingVideo) }
/// ```
package enum SearchPath {
    /// The full path of the first regular, executable file named `name` in a folder of `PATH`
    /// (`/usr/bin:/bin` when `PATH` is unset), or nil. A folder named `ffmpeg` earlier on the
    /// PATH is passed over, as the shell passes it over (`stat(2)`, `access(2)`).
    package static func executable(named name: String) -> String? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(folder)/\(name)"
            var info = stat()
            if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, FileManager.default.isExecutableFile(atPath: path) {
                return path
            }
        }
        return nil
    }
}
