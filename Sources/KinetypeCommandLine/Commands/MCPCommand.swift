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
            Each message is a JSON-RPC line. Tools: validate {path, params}, render {path, output, params} and \
            still {path, at, params}, which returns the PNG as image content; params is an object of the template's \
            parameters (as --var). Errors come back as the command line's messages, with line, column and did-you-mean.
            """
    )

    func run() throws {
        let server = ToolServer()
        while let line = readLine(strippingNewline: true) {
            guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            if let reply = server.reply(to: Data(line.utf8)) { Streams.print(reply) }
        }
    }
}
