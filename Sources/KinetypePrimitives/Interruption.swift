import Foundation

/// What an interrupted render has to undo, and whether it has been interrupted: the temporary
/// files and folders this process is writing, the child processes (ffmpeg) writing them, and
/// the signal that stopped it. It sits at the bottom, beside ``Locked``, because both the
/// writers of files (KinetypeExport) and the programs they run (KinetypeVideo) answer to it.
///
/// Export's atomic files register each temporary name they hand out and unregister it once the
/// name is renamed into place or removed; the video module's child processes register every
/// program they start. The command line's handler for SIGINT and SIGTERM, which runs on an
/// ordinary thread (a Dispatch signal source, not a C signal handler, so it may take locks and
/// call Foundation), calls ``interrupt(by:)``: ffmpeg is killed at once, and the render stops at
/// its next frame, where ``checkpoint()`` throws ``InterruptionError``. The error unwinds like
/// any failure, so the code that made each temporary removes it. ``removeTemporaries()`` is the
/// backstop for a render that does not come back in time, such as one blocked writing into a
/// FIFO whose reader stopped reading (waiting for a FIFO's reader polls, and sees the signal).
///
/// A program that never calls ``interrupt(by:)`` pays one uncontended lock per frame.
package enum Interruption {
    private struct State {
        var signal: Int32?
        var temporaries: Set<String> = []
        var children: Set<pid_t> = []
    }

    private static let state = Locked(State())

    /// The signal that interrupted the process, if one has.
    package static var signal: Int32? { state.withLock { $0.signal } }

    /// Records that `signal` interrupted the process (the first signal counts) and kills every
    /// registered child process with SIGKILL, so a write to its input fails at once instead of
    /// waiting for it to finish a file that is about to be removed. Returns whether this was the
    /// first interruption.
    @discardableResult
    package static func interrupt(by signal: Int32) -> Bool {
        let (first, children) = state.withLock { state in
            let first = state.signal == nil
            if first { state.signal = signal }
            return (first, state.children)
        }
        for child in children { kill(child, SIGKILL) }
        return first
    }

    /// Throws ``InterruptionError`` once the process has been interrupted; long loops call it
    /// between frames.
    package static func checkpoint() throws {
        if let signal { throw InterruptionError(signal: signal) }
    }

    /// Notes a temporary file or folder to remove if the process is interrupted.
    package static func register(temporary url: URL) {
        state.withLock { _ = $0.temporaries.insert(url.path) }
    }

    /// Forgets a temporary that was renamed into place or removed.
    package static func unregister(temporary url: URL) {
        state.withLock { _ = $0.temporaries.remove(url.path) }
    }

    /// Notes a child process to kill if the process is interrupted; one started after the
    /// interruption is killed at once.
    package static func register(child pid: pid_t) {
        let interrupted = state.withLock { state in
            state.children.insert(pid)
            return state.signal != nil
        }
        if interrupted { kill(pid, SIGKILL) }
    }

    /// Forgets a child process that has exited.
    package static func unregister(child pid: pid_t) {
        state.withLock { _ = $0.children.remove(pid) }
    }

    /// Removes every registered temporary (files, and folders with their contents) and forgets
    /// them. For the moment before the process exits on a signal.
    package static func removeTemporaries() {
        let paths = state.withLock { state in
            defer { state.temporaries = [] }
            return state.temporaries
        }
        for path in paths { try? FileManager.default.removeItem(atPath: path) }
    }
}
