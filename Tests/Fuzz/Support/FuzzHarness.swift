import Foundation

/// What the fuzz targets share: turning libFuzzer's bytes into text, and, in a normal build, a
/// `main` that feeds files through the same code so an input found by the fuzzer can be replayed
/// (and debugged) without the fuzzer runtime.
///
/// Each fuzz target is an executable with one function from `String` to nothing that calls a
/// parser and ignores the error it may throw: errors are the expected answer to bad input, while
/// a crash, a trap, a hang or an address sanitizer report is a bug. Built with
/// `-sanitize=fuzzer -DKINETYPE_FUZZING` (see `make fuzz`), the target exports
/// `LLVMFuzzerTestOneInput` and libFuzzer brings the `main`; otherwise the target's `@main`
/// calls `FuzzHarness.replay(_:)`.
public enum FuzzHarness {
    /// libFuzzer's input as text. Bytes that are not UTF-8 become U+FFFD, as a `String` read from
    /// arbitrary bytes would, so every input reaches the parser.
    public static func text(_ data: UnsafePointer<UInt8>?, _ size: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: data, count: data == nil ? 0 : size), as: UTF8.self)
    }

    /// libFuzzer's call: `body` on the input as text (``text(_:_:)``); 0 to carry on. Each
    /// target's `LLVMFuzzerTestOneInput` is this one line.
    public static func run(_ body: (String) -> Void, _ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        body(text(data, size))
        return 0
    }

    /// libFuzzer's call for a target that reads bytes (a binary format among others): `body` on
    /// the input as it is; 0 to carry on.
    public static func run(bytes body: (Data) -> Void, _ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        body(data.map { Data(bytes: $0, count: size) } ?? Data())
        return 0
    }

    /// Runs `body` on every file named on the command line (folders: every file inside, in name
    /// order) and says how many it read; exits 2 with a usage line when given nothing.
    public static func replay(_ body: (String) -> Void) {
        replay(bytes: { body(String(decoding: $0, as: UTF8.self)) })
    }

    /// ``replay(_:)`` for a target that reads bytes: each file's bytes as they are.
    public static func replay(bytes body: (Data) -> Void) {
        let arguments = CommandLine.arguments.dropFirst()
        let program = (CommandLine.arguments.first as NSString?)?.lastPathComponent ?? "fuzz"
        guard !arguments.isEmpty else {
            FileHandle.standardError.write(Data("""
                usage: \(program) FILE-OR-FOLDER...
                Runs each input through the fuzz target, as libFuzzer would (a build without the fuzzer).

                """.utf8))
            exit(2)
        }
        var count = 0
        for argument in arguments {
            for file in files(at: argument) {
                guard let data = FileManager.default.contents(atPath: file) else {
                    FileHandle.standardError.write(Data("\(program): cannot read \(file)\n".utf8))
                    exit(2)
                }
                body(data)
                count += 1
            }
        }
        print("\(program): ran \(count) input\(count == 1 ? "" : "s") without a crash")
    }

    /// The file itself, or the regular files of a folder sorted by name.
    private static func files(at path: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            return [path]
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().map { (path as NSString).appendingPathComponent($0) }
    }
}
