import Foundation
import KinetypeTestSupportCore
import Testing

/// The independent readers from PyPI that `make test` installs under `.build/python`
/// (OpenTimelineIO, rlottie's binding, the Lottie schema, pysubs2), run as Python scripts.
enum PythonTools {
    /// A Python that imports `module`: the one `make test` sets up, else `python3` on the PATH.
    static func python(importing module: String) throws -> String {
        let local = TestSupport.packageRoot.appendingPathComponent(".build/python/bin/python3").path
        for candidate in [local, "python3"] where candidate != local || FileManager.default.isExecutableFile(atPath: local) {
            let check = try TestSupport.run("/usr/bin/env", [candidate, "-c", "import \(module)"])
            if check.status == 0 { return candidate }
        }
        Issue.record("no Python with \(module): run make test, which installs it under .build/python")
        return "python3"
    }

    /// Runs `script` with `arguments` in a Python that has `module`; its standard output as JSON.
    static func json(_ script: String, importing module: String, _ arguments: [String]) throws -> Any {
        let result = try TestSupport.run("/usr/bin/env", [try python(importing: module), "-c", script] + arguments)
        #expect(result.status == 0, "\(result.stderr.suffix(800))")
        return try JSONSerialization.jsonObject(with: result.stdout)
    }
}
