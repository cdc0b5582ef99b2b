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
///
/// A message that is not a JSON-RPC 2.0 request gets the protocol's error (-32700 for text that
/// is not JSON, -32600 for a request without `jsonrpc: "2.0"`, a string or number `id` and a
/// `method`, -32602 for `params` that is not an object or a tool that does not exist). Arguments
/// that do not fit a tool's input schema come back as the tool's error result, naming the
/// argument, so that a model can correct them.
struct ToolServer {
    /// The tools, as `tools/list` lists them.
    static let tools: [ToolSpec] = [
        ToolSpec(name: "validate",
                 summary: "Check a scene file or template (keys, types, names, fonts, markup); errors name the line and column.",
                 arguments: [.path, .params]),
        ToolSpec(name: "render",
                 summary: "Render a scene or template to a file (GIF, MP4, WebM, MOV, PNG, SVG, Lottie, … by extension).",
                 arguments: [.path, .init(name: "output", kind: .text, required: true, summary: "The file to write."), .params]),
        ToolSpec(name: "still", summary: "Render one frame of a scene or template and return it as a PNG image.",
                 arguments: [.path, .init(name: "at", kind: .seconds, required: false, summary: "The time in seconds."), .params]),
    ]

    /// The reply line to one message, or nil for a notification.
    func reply(to message: Data) -> String? {
        guard let parsed = try? JSONSerialization.jsonObject(with: message, options: [.fragmentsAllowed]) else {
            return Self.error(id: NSNull(), code: -32700, "the line is not JSON; send one JSON-RPC message a line")
        }
        guard let request = parsed as? [String: Any] else {
            return Self.error(id: NSNull(), code: -32600, "a message is a JSON object, as {\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"tools/list\"}")
        }
        let id = request["id"]
        let validID: Any? = id.flatMap { $0 is String || ($0 is NSNumber && !Self.isBool($0)) ? $0 : nil }
        guard request["jsonrpc"] as? String == "2.0" else {
            return Self.error(id: validID ?? NSNull(), code: -32600, "the message needs \"jsonrpc\": \"2.0\"")
        }
        guard let method = request["method"] as? String else {
            return id == nil ? nil : Self.error(id: validID ?? NSNull(), code: -32600, "the request needs a method, a string such as \"tools/list\"")
        }
        guard id != nil else { return nil }
        guard let validID else {
            return Self.error(id: NSNull(), code: -32600, "a request's id is a string or a number")
        }
        let given = request["params"]
        guard given == nil || given is [String: Any] else {
            return Self.error(id: validID, code: -32602, "the params of '\(method)' are a JSON object")
        }
        let params = given as? [String: Any] ?? [:]
        switch method {
        case "initialize":
            return Self.result(id: validID, ["protocolVersion": params["protocolVersion"] as? String ?? "2025-06-18",
                                             "capabilities": ["tools": [String: Any]()], "serverInfo": ["name": "kinetype", "version": "1"]])
        case "ping":
            return Self.result(id: validID, [String: Any]())
        case "tools/list":
            return Self.result(id: validID, ["tools": Self.tools.map(\.listing)])
        case "tools/call":
            let names = Self.tools.map(\.name).joined(separator: ", ")
            guard let name = params["name"] as? String else {
                return Self.error(id: validID, code: -32602, "tools/call needs the tool's name, one of \(names)")
            }
            guard let tool = Self.tools.first(where: { $0.name == name }) else {
                return Self.error(id: validID, code: -32602, "no tool '\(Excerpt.of(name))'; the tools are \(names)")
            }
            let arguments = params["arguments"] ?? [String: Any]()
            return Self.result(id: validID, call(tool, arguments))
        default:
            return Self.error(id: validID, code: -32601, "no method '\(Excerpt.of(method))'; kinetype serves initialize, ping, tools/list and tools/call")
        }
    }

    /// A tool's result: text (what the command printed) or an image, and whether it failed.
    func call(_ tool: ToolSpec, _ given: Any) -> [String: Any] {
        let arguments: ToolSpec.Arguments
        do {
            arguments = try tool.check(given)
        } catch {
            return Self.text(error.description, isError: true)
        }
        let path = arguments.text["path"]!
        if let problem = Self.unreadable(path) { return Self.text(problem, isError: true) }
        switch tool.name {
        case "validate":
            let (status, output, _) = Self.run(["validate", path] + arguments.variables)
            return Self.text(output, isError: status != 0)
        case "render":
            let output = arguments.text["output"]!
            let (status, printed, _) = Self.run(["render", path, "-o", output] + arguments.variables)
            return Self.text(status == 0 ? "wrote \(output)" + (printed.isEmpty ? "" : "\n" + printed) : printed, isError: status != 0)
        default:
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("kinetype-still-\(UUID().uuidString).png")
            defer { try? FileManager.default.removeItem(at: file) }
            let at = arguments.seconds["at"].map { ["--at", "\($0)"] } ?? []
            let (status, _, errors) = Self.run(["render", path, "-o", file.path] + at + arguments.variables)
            guard status == 0, let data = try? Data(contentsOf: file) else {
                // A still holds no sound: the note saying so is not what went wrong.
                let lines = errors.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("note: ") }
                return Self.text(lines.joined(separator: "\n"), isError: true)
            }
            return ["content": [["type": "image", "data": data.base64EncodedString(), "mimeType": "image/png"]], "isError": false]
        }
    }

    /// Why the scene at `path` cannot be read by a tool, or nil: a FIFO, a device or a folder
    /// would block the server or fail late, so only regular files (and missing ones, which the
    /// command names) pass.
    static func unreadable(_ path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        let kind = status.st_mode & S_IFMT
        guard kind != S_IFREG else { return nil }
        let noun = kind == S_IFDIR ? "a folder" : kind == S_IFIFO ? "a FIFO" : kind == S_IFSOCK ? "a socket" : "a device"
        return "path '\(Excerpt.of(path))' is \(noun), not a scene file; give the path of a .yaml or .json scene"
    }

    /// Runs a command in this process; its exit code, everything it printed (both streams, in
    /// order) and what it printed on its error stream.
    static func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        let printed = Locked(Data()), errors = Locked(Data())
        let output = CommandLineStream { data in printed.withLock { $0 += data } }
        let error = CommandLineStream { data in printed.withLock { $0 += data }; errors.withLock { $0 += data } }
        let status = KinetypeCommandLine.run(arguments, catalogs: CommandCatalogs.current, output: output, error: error)
        func text(_ data: Locked<Data>) -> String {
            String(decoding: data.withLock { $0 }, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return (status, text(printed), text(errors))
    }

    /// A result of one text.
    static func text(_ text: String, isError: Bool) -> [String: Any] {
        ["content": [["type": "text", "text": text]], "isError": isError]
    }

    /// A reply carrying `result`.
    static func result(id: Any, _ result: [String: Any]) -> String {
        line(["jsonrpc": "2.0", "id": id, "result": result])
    }

    /// A reply carrying the JSON-RPC error `code` with `message`.
    static func error(id: Any, code: Int, _ message: String) -> String {
        line(["jsonrpc": "2.0", "id": id, "error": ["code": code, "message": message]])
    }

    /// Whether a JSON value is `true` or `false` (Foundation reads them as numbers).
    static func isBool(_ value: Any) -> Bool {
        // Foundation's JSON reader makes `true` an NSNumber of Objective-C type "c" (char), and
        // every number `is Bool`, so the type code is what tells them apart.
        (value as? NSNumber).map { String(cString: $0.objCType) == "c" } ?? false
    }

    /// A message as one line of JSON.
    static func line(_ object: [String: Any]) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
