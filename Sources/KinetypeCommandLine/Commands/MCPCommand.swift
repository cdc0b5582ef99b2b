import ArgumentParser
import Foundation

/// `kinetype mcp`: serves the Model Context Protocol over standard input and output (JSON-RPC,
/// one message a line), so an agent can check and render scenes with the command line's own
/// messages (``ToolServer``).
struct MCPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve the Model Context Protocol on standard input and output: tools validate, render and still.",
        discussion: """
            Each message is a JSON-RPC line of at most 8 MiB. Tools: validate {path, params}, render {path, output, params} and \
            still {path, at, params}, which returns the PNG as image content; params is an object of the template's \
            parameters (as --var). Errors come back as the command line's messages, with line, column and did-you-mean. \
            A path must be a regular file: a FIFO or a device would hold the server.
            """
    )

    /// The longest message line read; a longer one is answered with an error and skipped
    /// without being held in memory.
    static let lineLimit = 8 << 20

    func run() throws {
        let server = ToolServer()
        var lines = Lines(limit: Self.lineLimit)
        while let line = lines.next() {
            guard let line else {
                Streams.print(ToolServer.error(id: NSNull(), code: -32600, """
                    a message line is over \(Self.lineLimit >> 20) MiB and was skipped; send smaller messages
                    """))
                continue
            }
            guard line.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else { continue }
            if let reply = server.reply(to: line) { Streams.print(reply) }
        }
    }

    /// Standard input's lines of at most `limit` bytes: each line's bytes, nil for a line
    /// that was longer (its bytes dropped as they come), and the end at end of input.
    struct Lines {
        let limit: Int
        private var buffer = Data(), skipping = false, ended = false
        /// How much of `buffer` is known to hold no line break: each byte is looked at once.
        private var scanned = 0

        init(limit: Int) { self.limit = limit }

        /// The next line (`.some(nil)` for one over the limit), or nil at the end of input.
        mutating func next() -> Data?? {
            while true {
                if let newline = buffer[(buffer.startIndex + scanned)...].firstIndex(of: 0x0A) {
                    let line = buffer[buffer.startIndex..<newline]
                    let tooLong = skipping || line.count > limit
                    let kept = tooLong ? nil : Data(line)
                    buffer.removeSubrange(buffer.startIndex...newline)
                    scanned = 0
                    skipping = false
                    return .some(kept)
                }
                scanned = buffer.count
                if buffer.count > limit {
                    // Over the limit with no end in sight: drop what came, remember to skip the rest.
                    skipping = true
                    buffer.removeAll(keepingCapacity: true)
                    scanned = 0
                }
                if ended {
                    guard !buffer.isEmpty || skipping else { return nil }
                    defer { buffer.removeAll(); skipping = false; scanned = 0 }
                    return skipping ? .some(nil) : .some(buffer)
                }
                var chunk = [UInt8](repeating: 0, count: 1 << 16)
                let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
                if count > 0 {
                    buffer.append(contentsOf: chunk[..<count])
                } else if count == 0 || errno != EINTR {
                    ended = true
                }
            }
        }
    }
}
