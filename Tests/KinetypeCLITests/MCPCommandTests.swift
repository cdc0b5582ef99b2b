import Foundation
import KinetypeTestSupportCore
import Testing

/// `kinetype mcp` driven by a client built with the official Python `mcp` SDK: it lists the
/// tools, answers a misspelt key with the command line's message (line, column, did-you-mean),
/// and returns a still whose PNG bytes equal `kinetype render --at`.
@Suite struct MCPCommandTests {
    static let client = """
        import asyncio, json, sys
        from mcp import ClientSession, StdioServerParameters
        from mcp.client.stdio import stdio_client

        async def main(kinetype, bad, good):
            async with stdio_client(StdioServerParameters(command=kinetype, args=["mcp"])) as (read, write):
                async with ClientSession(read, write) as session:
                    await session.initialize()
                    tools = await session.list_tools()
                    checked = await session.call_tool("validate", {"path": bad})
                    still = await session.call_tool("still", {"path": good, "at": 0.5, "params": {"name": "Ada", "size": 40}})
                    def error(result):
                        return getattr(result, "is_error", getattr(result, "isError", None))
                    print(json.dumps({
                        "tools": sorted(tool.name for tool in tools.tools),
                        "validate": [item.text for item in checked.content if item.type == "text"],
                        "validateError": error(checked),
                        "still": [item.data for item in still.content if item.type == "image"],
                        "stillError": error(still),
                    }))

        asyncio.run(main(*sys.argv[1:]))
        """

    @Test("the Python MCP SDK lists the tools, gets validate's message and a still equal to render --at")
    func pythonClient() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let good = folder.appendingPathComponent("card.yaml"), bad = folder.appendingPathComponent("bad.yaml")
        let template = TemplateCommandTests.template
        try Data(template.utf8).write(to: good)
        try Data(template.replacingOccurrences(of: "color: $accent", with: "colour: $accent").utf8).write(to: bad)
        let answer = try #require(try PythonTools.json(Self.client, importing: "mcp", [TestSupport.kinetype, bad.path, good.path])
            as? [String: Any])
        #expect(answer["tools"] as? [String] == ["render", "still", "validate"], "\(answer)")
        let message = (answer["validate"] as? [String])?.first ?? ""
        #expect(answer["validateError"] as? Bool == true && message.contains("bad.yaml:13:5: layers[0].colour: unknown key 'colour'")
                && message.contains("did you mean 'color'?"), "\(message)")
        #expect(answer["stillError"] as? Bool == false)
        let png = try #require((answer["still"] as? [String])?.first.flatMap { Data(base64Encoded: $0) })
        let rendered = folder.appendingPathComponent("still.png")
        let result = InProcess.run(["render", good.path, "--at", "0.5", "--var", "name=Ada", "--var", "size=40", "-o", rendered.path])
        try #require(result.status == 0, "\(result.stderr)")
        #expect(png == (try Data(contentsOf: rendered)), "the tool's PNG is render --at's")
    }
}

/// `kinetype mcp` fed what a broken or hostile client sends: each message gets JSON-RPC's own
/// error code (from the JSON-RPC 2.0 specification), each bad argument a tool error naming it,
/// a FIFO is refused instead of blocking the server, a line over the limit is skipped without
/// being held, and a later request is still answered.
@Suite struct MCPHostileClientTests {
    @Test("bad messages get JSON-RPC's codes, bad arguments a tool error naming them, and the server goes on")
    func badMessages() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        try Data("version: 1\ncanvas: 64x36\nlayers:\n  - text: hi\n".utf8).write(to: folder.appendingPathComponent("card.yaml"))
        try Data("version: 1\ncanvas: 64x36\naudio: song.wav\nlayers:\n  - text: hi\n".utf8)
            .write(to: folder.appendingPathComponent("sound.yaml"))
        let fifo = folder.appendingPathComponent("fifo").path
        try #require(mkfifo(fifo, 0o600) == 0)
        func call(_ id: Int, _ name: String, _ arguments: String) -> String {
            #"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":{"name":"\#(name)","arguments":\#(arguments)}}"#
        }
        let lines = [
            "nope", "[1]", #"{"jsonrpc":"2.0","id":1}"#, #"{"id":2,"method":"ping"}"#, #"{"jsonrpc":"2.0","id":true,"method":"ping"}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"ping","params":5}"#, #"{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{}}"#,
            #"{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"stil"}}"#,
            call(6, "still", #"{"path":"card.yaml","at":"x"}"#), call(7, "still", #"{"path":"card.yaml","pth":1}"#),
            call(8, "validate", #"{"path":"fifo"}"#), call(9, "validate", #"{"path":"card.yaml","params":"x"}"#),
            call(10, "still", #"{"path":"card.yaml","params":{"a":[1]}}"#), #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            String(repeating: "x", count: (8 << 20) + 1), call(11, "validate", #"{"path":"sound.yaml"}"#),
            call(12, "validate", #"{"path":"card.yaml"}"#),
        ]
        let result = try TestSupport.run(TestSupport.kinetype, ["mcp"], currentDirectory: folder,
                                         input: Data((lines.joined(separator: "\n") + "\n").utf8))
        let replies = result.stdoutString.split(separator: "\n").map {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] ?? [:]
        }
        try #require(replies.count == 16, "one reply a request, none for the notification: \(result.stdoutString.prefix(2000))")
        func code(_ reply: [String: Any]) -> Int? { (reply["error"] as? [String: Any])?["code"] as? Int }
        func text(_ reply: [String: Any]) -> String {
            (((reply["result"] as? [String: Any])?["content"] as? [[String: Any]])?.first?["text"] as? String) ?? ""
        }
        func failed(_ reply: [String: Any]) -> Bool? { (reply["result"] as? [String: Any])?["isError"] as? Bool }
        #expect(replies[..<8].map(code) == [-32700, -32600, -32600, -32600, -32600, -32602, -32602, -32602])
        #expect(replies[1]["id"] is NSNull && replies[2]["id"] as? Int == 1 && replies[4]["id"] is NSNull)
        #expect(replies[8...12].allSatisfy { failed($0) == true })
        #expect(text(replies[8]).contains("at of 'still' is a number of seconds"), "\(text(replies[8]))")
        #expect(text(replies[9]).contains("takes no argument 'pth'") && text(replies[9]).contains("did you mean 'path'?"))
        #expect(text(replies[10]) == "path 'fifo' is a FIFO, not a scene file; give the path of a .yaml or .json scene")
        #expect(text(replies[11]).contains("params of 'validate' is an object"))
        #expect(text(replies[12]).contains("parameter 'a' of 'still' is a string, a number or a boolean"))
        #expect(code(replies[13]) == -32600 && (replies[13]["error"] as? [String: Any])?["message"] as? String
                == "a message line is over 8 MiB and was skipped; send smaller messages")
        #expect(failed(replies[14]) == true && text(replies[14]).contains("audio: the sound './song.wav' does not exist"),
                "validate reads the soundtrack: \(text(replies[14]))")
        #expect(failed(replies[15]) == false && text(replies[15]).hasPrefix("card.yaml: valid"), "the server goes on: \(text(replies[15]))")
    }
}
