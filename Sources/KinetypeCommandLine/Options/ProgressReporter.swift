import Foundation
import KinetypePrimitives

/// Prints progress on the command's error stream (``Streams``): a bar with frames done, frames per second and the time
/// left, or one JSON object a line. Frames finish on several threads; the lock keeps lines whole
/// and the counts printed only go up: a count at or below one already printed is dropped.
final class ProgressReporter: Sendable {
    enum Style: Sendable { case bar, json }
    let style: Style
    /// What is counted: "frames", or "cards" for a batch.
    let unit: String
    private let start = Date()
    /// The highest count printed so far; its lock is held while a line is written.
    private let printed = Locked(0)
    /// Where the lines go: the error stream of the command that made the reporter.
    private let stream = Streams.error

    init(style: Style, unit: String = "frames") {
        self.style = style
        self.unit = unit
    }

    /// The reporter `--progress` asks for, or nil: `auto` is a bar when the error stream is a
    /// terminal, `json` one JSON object a line (for a batch, which prints its own lines a row, nil).
    convenience init?(_ choice: ProgressChoice, unit: String = "frames") {
        switch choice {
        case .none: return nil
        case .json where unit != "frames": return nil
        case .json: self.init(style: .json, unit: unit)
        case .bar: self.init(style: .bar, unit: unit)
        case .auto:
            guard Streams.error.isTerminal() else { return nil }
            self.init(style: .bar, unit: unit)
        }
    }

    func update(_ done: Int, _ total: Int) {
        printed.withLock { printed in
            guard done > printed else { return }
            printed = done
            let elapsed = max(Date().timeIntervalSince(start), 1e-6)
            let rate = Double(done) / elapsed
            let eta = rate > 0 ? Double(total - done) / rate : 0
            let line: String
            switch style {
            case .json:
                line = "{\"done\":\(done),\"total\":\(total),\"fps\":\(String(format: "%.1f", rate)),\"eta\":\(String(format: "%.2f", eta))}\n"
            case .bar:
                let width = 30, filled = total > 0 ? width * done / total : width
                let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
                let speed = unit == "frames" ? "fps" : "\(unit)/s"
                line = "\r\(bar) \(done)/\(total) \(unit)  \(String(format: "%.1f", rate)) \(speed)  ETA \(String(format: "%.1f", eta))s"
                    + (done == total ? "\n" : "")
            }
            try? stream.write(Data(line.utf8))
        }
    }
}
