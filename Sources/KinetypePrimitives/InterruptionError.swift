import Foundation
import KinetypeDiagnostics

/// A render stopped by SIGINT or SIGTERM (`Interruption`): its temporary files were removed
/// and its output is as it was. Like Swift's `CancellationError`, it is thrown where long work
/// checks for the stop, between frames and when a child program exits.
///
/// ```swift
/// do { try card.export(to: URL(fileURLWithPath: "card.gif"), options: ExportOptions()) }
/// catch let stop as InterruptionError { exit(128 + stop.signal) }   // 130 for SIGINT
/// ```
public struct InterruptionError: KinetypeError, Hashable, Sendable {
    /// The signal that stopped the render (`SIGINT`, `SIGTERM`).
    public var signal: Int32

    /// The error for a render stopped by `signal`.
    public init(signal: Int32) {
        self.signal = signal
    }

    /// "interrupted by SIGINT: the render stopped, its temporary files were removed, and the
    /// output is as it was".
    public var description: String {
        let name = [SIGINT: "SIGINT", SIGTERM: "SIGTERM"][signal] ?? "signal \(signal)"
        return "interrupted by \(name): the render stopped, its temporary files were removed, and the output is as it was"
    }

    /// `ErrorCategory/output`: the work stopped; nothing was wrong with the input.
    public var category: ErrorCategory { .output }
}
