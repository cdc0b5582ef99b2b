import Foundation
import Kinetype
import KinetypePrimitives

/// The Model Context Protocol's tools over JSON-RPC messages: `kinetype mcp`'s one server, kept
/// apart from its transport so each reply is a pure function of a request.
///
/// Each tool runs the command line in this process (``KinetypeCommandLine/run(_:catalogs:output:error:)``),
/// so its checks, messages and outputs are the commands' own: `validate` is `kinetype validate`,
/// `render` is `kinetype render -o`, `still` is `kinetype render --at` to a temporary PNG whose
/// bytes come back as image content.
struct ToolServer {
    /// The tools, as `tools/list` lists them.
    static var tools: [[String: Any]] { [
        tool("validate", "Check a scene file or template (keys, types, names, fonts, markup); errors name the line and column.",
             ["path": ["type": "string", "description": "The scene file (.yaml or .json)."], "params": params], required: ["path"]),
        tool("render", "Render a scene or template to a file (GIF, MP4, WebM, MOV, PNG, SVG, Lottie, … by extension).",
             ["path": ["type": "string"], "output": ["type": "string", "description": "The file to write."], "params": params],
             required: ["path", "output"]),
        tool("still", "Render one frame of a scene or template and return it as a PNG image.",
             ["path": ["type": "string"], "at": ["type": "number", "minimum": 0, "description": "The time in seconds."],
              "params": params], required: ["path"]),
    ] }

    /// The schema of a tool's `params`: the template's parameters by name.
    static var params: [String: Any] { ["type": "object", "description": "The template's parameters by name (as --var name=value).",
                                        "additionalProperties": ["type": ["string", "number", "boolean"]]] }

    /// A tool's listing: its name, what it does and its input's schema.
    static func tool(_ name: String, _ description: String, _ properties: [String: Any], required: [String]) -> [String: Any] {
        ["name": name, "description": description,
         "inputSchema": ["type": "object", "properties": properties, "required": required, "additionalProperties": false]]
    }

    /// The reply line to one message, or nil for a notification.
    func reply(to message: Data) -> String? {
        guard let request = try? JSONSerialization.jsonObject(with: message) as? [String: Any] else {
            return Self.line(["jsonrpc": "2.0", "id": NSNull(), "error": ["code": -32700, "message": "not a JSON object"]])
        }
        guard let id = request["id"] else { return nil }
        let method = request["method"] as? String ?? ""
        let params = request["params"] as? [String: Any] ?? [:]
        var reply: [String: Any] = ["jsonrpc": "2.0", "id": id]
        switch method {
        case "initialize":
            reply["result"] = ["protocolVersion": params["protocolVersion"] as? String ?? "2025-06-18",
                               "capabilities": ["tools": [String: Any]()], "serverInfo": ["name": "kinetype", "version": "1"]]
        case "ping":
            reply["result"] = [String: Any]()
        case "tools/list":
            reply["result"] = ["tools": Self.tools]
        case "tools/call":
            reply["result"] = call(params["name"] as? String ?? "", params["arguments"] as? [String: Any] ?? [:])
        default:
            reply["error"] = ["code": -32601, "message": "no method '\(method)'; kinetype serves initialize, ping, tools/list and tools/call"]
        }
        return Self.line(reply)
    }

    /// A tool's result: text (what the command printed) or an image, and whether it failed.
    func call(_ name: String, _ arguments: [String: Any]) -> [String: Any] {
        guard let path = arguments["path"] as? String else { return Self.text("give the scene file as path", isError: true) }
        var variables: [String] = []
        for (key, value) in (arguments["params"] as? [String: Any] ?? [:]).sorted(by: { $0.key < $1.key }) {
            let text = (value as? Bool).map { $0 ? "true" : "false" } ?? "\(value)"
            variables += ["--var", "\(key)=\(text)"]
        }
        switch name {
        case "validate":
            let (status, output) = Self.run(["validate", path] + variables)
            return Self.text(output, isError: status != 0)
        case "render":
            guard let output = arguments["output"] as? String else { return Self.text("give the file to write as output", isError: true) }
            let (status, printed) = Self.run(["render", path, "-o", output] + variables)
            return Self.text(status == 0 ? "wrote \(output)" + (printed.isEmpty ? "" : "\n" + printed) : printed, isError: status != 0)
        case "still":
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("kinetype-still-\(UUID().uuidString).png")
            defer { try? FileManager.default.removeItem(at: file) }
            let at = (arguments["at"] as? NSNumber).map { ["--at", "\($0.doubleValue)"] } ?? []
            let (status, printed) = Self.run(["render", path, "-o", file.path] + at + variables)
            guard status == 0, let data = try? Data(contentsOf: file) else { return Self.text(printed, isError: true) }
            return ["content": [["type": "image", "data": data.base64EncodedString(), "mimeType": "image/png"]], "isError": false]
        default:
            return Self.text("no tool '\(name)'; the tools are validate, render and still", isError: true)
        }
    }

    /// Runs a command in this process; its exit code and everything it printed.
    static func run(_ arguments: [String]) -> (status: Int32, output: String) {
        let printed = Locked(Data())
        let stream = CommandLineStream { data in printed.withLock { $0 += data } }
        let status = KinetypeCommandLine.run(arguments, catalogs: CommandCatalogs.current, output: stream, error: stream)
        let text = String(decoding: printed.withLock { $0 }, as: UTF8.self)
        return (status, text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// A result of one text.
    static func text(_ text: String, isError: Bool) -> [String: Any] {
        ["content": [["type": "text", "text": text]], "isError": isError]
    }

    /// A message as one line of JSON.
    static func line(_ object: [String: Any]) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
