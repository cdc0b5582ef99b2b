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
