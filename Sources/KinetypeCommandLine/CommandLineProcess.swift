import Dispatch
import Foundation
import Glibc
import Kinetype
import KinetypePrimitives
internal import CKinetypeSystem

/// What the `kinetype` process sets up before it runs a command (``KinetypeCommandLine/main(_:)``
/// does, once; ``KinetypeCommandLine/run(_:catalogs:output:error:)`` does not, so a program or a test that
/// runs commands in-process keeps its own descriptors, signals and allocator): its standard
/// descriptors, its answer to signals, and glibc's allocator.
///
/// - A standard descriptor (0, 1, 2) that is closed at start is opened on `/dev/null`, so the
///   first file Kinetype opens cannot take its number and receive output meant for standard
///   output; `-o -` then fails with a message instead (``standardOutputWasClosed``).
/// - SIGPIPE is ignored: a write to a closed pipe (`kinetype … -o - | head -c 10`, an ffmpeg that
///   exited) returns `EPIPE`, which is reported, instead of killing the process silently.
/// - SIGINT and SIGTERM stop the render (``Interruption``): ffmpeg is killed, the render stops
///   at its next frame and unwinds, removing its temporary files, and the command exits with
///   128 + the signal (130, 143). The handler is a Dispatch signal source on a queue of its own,
///   so it runs on an ordinary thread, where taking locks and removing files is safe (in a C
///   signal handler it is not), and gets a thread even while every worker of Dispatch's pool is
///   drawing. Should the render not come back within half a second (it may be inside one long C
///   call, such as Cairo filling a path of thousands of crossing curves or libyaml reading a
///   huge scene, or blocked writing into a FIFO whose reader stopped reading), the handler
///   removes the temporaries itself and exits: a signal is honoured within a second at any point
///   of a render. So does a second signal.
enum CommandLineProcess {
    /// Whether standard output was closed when the process started (false until ``prepare()``).
    static var standardOutputWasClosed: Bool { outputClosed.withLock { $0 } }
    private static let outputClosed = Locked(false)

    /// Sets the process up, once; later calls do nothing.
    static func prepare() {
        let closed = prepared
        outputClosed.withLock { $0 = closed }
    }

    /// Sets glibc's allocator up for frames, once (``KinetypeCommandLine/tuneAllocator()``).
    static func tuneAllocator() {
        _ = allocatorTuned
    }

    private static let allocatorTuned: Void = {
        // Malloc for frames. One arena for the whole process: frames are made on rendering
        // threads and freed on the encoding thread, and with glibc's default of an arena per
        // thread each arena kept its own high-water mark of frame-sized blocks (a 1080p GIF
        // peaked 15–25% higher: 157 MB against 143 MB, and 86 MB against 62 MB for a 720p card).
        // Allocations are a few large blocks a frame, so sharing the lock costs nothing
        // measurable. And fixed thresholds (blocks up to 64 MiB from the heap, free memory kept
        // up to 128 MiB): glibc's sliding ones handed freed frames back to the kernel and faulted
        // new ones in, page by page (W1's GIF: 25,000 page faults against 10,000, and its
        // change tracking 60 ms against 27). Peak memory is the same: what is kept is reused.
        ckt_tune_allocator(1, 64 << 20, 128 << 20)
    }()

    /// How long an interrupted render has to stop on its own before the handler ends the
    /// process: short enough that a signal is honoured within a second, long enough for a render
    /// between frames to unwind and remove its own temporaries.
    static let interruptionGrace: DispatchTimeInterval = .milliseconds(500)

    /// The queue the signal handlers and the grace timer run on: a serial queue of its own, which
    /// Dispatch gives a thread of its own when needed (an overcommitting queue), where the global
    /// queue's handlers would wait behind rendering work for one of its few threads.
    private static let signalQueue = DispatchQueue(label: "kinetype.signals")

    /// How long a command that serves until interrupted (the preview) has to stop: it finishes
    /// the requests it has begun, waiting up to two seconds for them.
    static let servingGrace: DispatchTimeInterval = .seconds(2)
    private static let serving = Locked(false)

    /// Notes that the running command serves until interrupted, so a signal gives it
    /// ``servingGrace`` to close its connections rather than ``interruptionGrace``.
    static func startServing() {
        serving.withLock { $0 = true }
    }

    /// The one-time set-up; its value is whether standard output was closed.
    private static let prepared: Bool = {
        var outputClosed = false
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            if descriptor == STDOUT_FILENO { outputClosed = true }
            let null = open("/dev/null", O_RDWR)
            if null >= 0, null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
        }
        signal(SIGPIPE, SIG_IGN)
        tuneAllocator()
        signalSources = [SIGINT, SIGTERM].map { number in
            // Ignored first, so the default action (ending the process at once) never runs; the
            // source still sees the signal.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: signalQueue)
            source.setEventHandler { interrupted(by: number) }
            source.resume()
            return source
        }
        return outputClosed
    }()

    /// The signal sources, kept so they stay active.
    ///
    /// `nonisolated(unsafe)`: written once, inside the initializer of `prepared`, which Swift runs
    /// exactly once under its own lock, and never read.
    private nonisolated(unsafe) static var signalSources: [any DispatchSourceSignal] = []

    /// The message for output to a standard output that is closed.
    static let standardOutputClosed =
        "cannot write to standard output: it is closed; redirect it to a file or a pipe, or name a file with -o"

    /// Writes all of `data` to `descriptor`; returns the errno of a failure.
    static func write(_ data: Data, to descriptor: Int32) -> Int32? {
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
    }

    /// Handles SIGINT or SIGTERM on a Dispatch thread.
    private static func interrupted(by signal: Int32) {
        guard Interruption.interrupt(by: signal) else { exitNow(signal) }
        let grace = serving.withLock { $0 } ? servingGrace : interruptionGrace
        signalQueue.asyncAfter(deadline: .now() + grace) { exitNow(signal) }
    }

    /// Removes the temporaries, says why, and exits with 128 + `signal` without running exit
    /// handlers (render threads may still be running).
    private static func exitNow(_ signal: Int32) -> Never {
        Interruption.removeTemporaries()
        _ = write(Data("error: \(InterruptionError(signal: signal).description)\n".utf8), to: STDERR_FILENO)
        _exit(128 + signal)
    }
}
