import Foundation

/// A process started with `posix_spawn`, for the cases `TestSupport.run` cannot set up: a closed
/// or unusual standard output (`/dev/full`), and a process to signal while it runs.
///
/// Standard input is `/dev/null` or a file; outputs sent to pipes are collected. The child starts with an
/// empty signal mask and default dispositions for SIGINT, SIGTERM and SIGPIPE, whatever the test
/// runner's are.
final class SpawnedProcess: @unchecked Sendable {
    // `@unchecked Sendable`: `pid` and the pipe readers are set in `init` and only read after;
    // the collected output is written by the reader threads before they leave `readers`, and read
    // only after `readers.wait()`.

    /// Where the child's standard output or standard error goes.
    enum Output {
        /// A pipe; what it writes is in the result's `stdout` or `stderr`.
        case pipe
        /// Closed: the descriptor is not open in the child.
        case closed
        /// The file or device at this path, opened for writing.
        case path(String)
    }

    let pid: pid_t
    private let readers = DispatchGroup()
    private var out = Data()
    private var err = Data()

    /// Starts `executable` with `arguments` and the file at `standardInput` as its standard
    /// input, in this process's environment with `environment`'s values put over it.
    init(_ executable: String, _ arguments: [String], standardInput: String = "/dev/null", standardOutput: Output = .pipe,
         standardError: Output = .pipe, environment: [String: String] = [:]) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t(), defaults = sigset_t()
        sigemptyset(&empty)
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        posix_spawn_file_actions_addopen(&actions, 0, standardInput, O_RDONLY, 0)
        var outPipe: [Int32] = [-1, -1], errPipe: [Int32] = [-1, -1]
        for (output, descriptor) in [(standardOutput, Int32(1)), (standardError, Int32(2))] {
            switch output {
            case .pipe:
                if descriptor == 1 { try Self.makePipe(&outPipe) } else { try Self.makePipe(&errPipe) }
                posix_spawn_file_actions_adddup2(&actions, descriptor == 1 ? outPipe[1] : errPipe[1], descriptor)
            case .closed:
                posix_spawn_file_actions_addclose(&actions, descriptor)
            case .path(let path):
                posix_spawn_file_actions_addopen(&actions, descriptor, path, O_WRONLY, 0)
            }
        }

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let variables = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in envp { free(pointer) } }
        var pid = pid_t()
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        for end in [outPipe[1], errPipe[1]] where end >= 0 { close(end) }
        guard status == 0 else {
            for end in [outPipe[0], errPipe[0]] where end >= 0 { close(end) }
            throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EINVAL)
        }
        self.pid = pid
        if errPipe[0] >= 0 { read(errPipe[0]) { self.err = $0 } }
        if outPipe[0] >= 0 { read(outPipe[0]) { self.out = $0 } }
    }

    /// A pipe whose ends close on exec, so that other processes the tests start meanwhile do
    /// not hold them open (the child gets its end through `dup2`, which clears the flag).
    private static func makePipe(_ ends: inout [Int32]) throws {
        guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    }

    /// Reads `descriptor` to its end on another thread, then closes it.
    private func read(_ descriptor: Int32, into store: @escaping @Sendable (Data) -> Void) {
        readers.enter()
        DispatchQueue.global().async { [readers] in
            let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
            store(handle.readDataToEndOfFile())
            readers.leave()
        }
    }

    /// Sends `signal` to the process.
    func send(_ signal: Int32) {
        kill(pid, signal)
    }

    /// How the process ended, and what it wrote.
    struct Result {
        /// The exit code, or 128 + the signal that killed the process, as a shell reports it.
        var status: Int32
        var stdout: Data
        var stderr: String
    }

    /// Waits for the process to end. A process still running after `seconds` is killed
    /// (SIGKILL), so a render that hangs fails its test (status 137) instead of stopping the suite.
    func wait(upTo seconds: Double = 120) -> Result {
        var status: Int32 = 0
        let deadline = Date().addingTimeInterval(seconds)
        var killed = false
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid || (result == -1 && errno != EINTR) { break }
            if !killed && Date() > deadline {
                kill(pid, SIGKILL)
                killed = true
            }
            usleep(2_000)
        }
        readers.wait()
        let code = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return Result(status: code, stdout: out, stderr: String(decoding: err, as: UTF8.self))
    }
}
