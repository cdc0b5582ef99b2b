import CSV
import Foundation
import KinetypeDiagnostics
import KinetypeScene
import Yams

/// One row of a batch's data: its number (1 for the first data row), its fields (the scene's
/// `{{variables}}`) and the line of the data file it starts on.
public struct BatchRow: Hashable, Sendable {
    /// The row's number: 1 for the first data row (after a CSV header), counting only rows read.
    public var number: Int
    /// The row's values by column or key name, as text: the scene's `{{variables}}`.
    public var fields: [String: String]
    /// The line of the data file the row starts on (1-based), for messages.
    public var line: Int

    /// A row numbered `number`, of `fields`, starting on `line` of its file.
    public init(number: Int, fields: [String: String], line: Int) {
        self.number = number
        self.fields = fields
        self.line = line
    }
}

/// What is wrong with a batch's data or plan: the file, the line or row, and how to fix it.
public struct BatchError: KinetypeError, Hashable, Sendable, LocalizedError {
    /// The whole message: where, what is wrong, and how to fix it.
    public var message: String
    /// An error that says `message`.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
    /// The message, for `LocalizedError`.
    public var errorDescription: String? { message }
}

/// Reads a batch's rows: CSV with a header row (quoted fields, UTF-8), JSON Lines (an object a
/// line), or a YAML or JSON list of mappings. Values are read as text.
public enum BatchRows {
    /// The bytes of the regular file at `url`; a missing file, a folder, a FIFO or a device is
    /// a ``BatchError`` naming it and `what` it should hold, with the system's reason.
    static func contents(of url: URL, what: String) throws -> Data {
        let name = url.relativePath
        do {
            return try InputFile.read(url, limit: 1 << 30)
        } catch .missing {
            throw BatchError("'\(name)': no such file; give the file of \(what)")
        } catch .folder, .notRegular {
            throw BatchError("'\(name)' is not a regular file; give the file of \(what)")
        } catch {
            throw BatchError("'\(name)': cannot read \(what): \(error.reason)")
        }
    }

    /// The rows of the file at `url` (at most 1 GiB), in the format its extension names: `.csv` (a
    /// header row first), `.jsonl` or `.ndjson` (an object a line), or a `.yaml`, `.yml` or `.json`
    /// list of mappings. Throws ``BatchError`` naming the file and line.
    public static func read(contentsOf url: URL) throws -> [BatchRow] {
        try read(data: try Self.contents(of: url, what: "the rows"), fileName: url.relativePath)
    }

    /// The rows in `data`, in the format `fileName`'s extension names (as ``read(contentsOf:)``).
    public static func read(data: Data, fileName: String) throws -> [BatchRow] {
        let name = fileName
        guard let text = String(data: data, encoding: .utf8) else {
            throw BatchError("\(name): the rows are not UTF-8 text; save the file as UTF-8")
        }
        switch (fileName as NSString).pathExtension.lowercased() {
        case "csv": return try csv(text, name: name)
        case "jsonl", "ndjson": return try jsonLines(text, name: name)
        case "yaml", "yml", "json": return try list(text, name: name)
        default:
            throw BatchError("\(name): give the rows as .csv (with a header row), .jsonl (an object a line), or a .yaml or .json list")
        }
    }

    static func csv(_ text: String, name: String) throws -> [BatchRow] {
        let reader: CSVReader
        do {
            reader = try CSVReader(string: text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text, hasHeaderRow: true)
        } catch {
            throw BatchError("\(name): \(Self.describe(csv: error))")
        }
        guard let header = reader.headerRow, !header.isEmpty, !header.contains(where: \.isEmpty) else {
            throw BatchError("\(name):1: the first line must name the columns, for example name,role,slug")
        }
        var seen: Set<String> = []
        if let repeated = header.first(where: { !seen.insert($0).inserted }) {
            throw BatchError("\(name):1: the column '\(repeated)' is named twice; name each column once")
        }
        func newlines(_ fields: [String]) -> Int { fields.reduce(0) { $0 + $1.filter(\.isNewline).count } }
        // The line a row starts on, counting the newlines inside quoted fields.
        var line = 2 + newlines(header)
        var rows: [BatchRow] = []
        while let values = reader.next() {
            defer { line += 1 + newlines(values) }
            if values.count == 1, values[0].isEmpty { continue }
            let number = rows.count + 1
            guard values.count == header.count else {
                throw BatchError("\(name):\(line): row \(number) has \(values.count) fields but the header names \(header.count)")
            }
            rows.append(BatchRow(number: number, fields: Dictionary(uniqueKeysWithValues: zip(header, values)), line: line))
        }
        if let error = reader.error { throw BatchError("\(name):\(line): \(Self.describe(csv: error))") }
        return rows
    }

    /// CSV.swift's error in words.
    private static func describe(csv error: any Error) -> String {
        let text = "\(error)"
        if text.contains("cannotReadHeaderRow") { return "the first line must name the columns, for example name,role,slug" }
        if text.contains("stringEncodingMismatch") || text.contains("unicodeDecoding") { return "not UTF-8 text; save the file as UTF-8" }
        if text.contains("cannotReadBOM") || text.contains("cannotOpenFile") { return "cannot read the file as CSV" }
        return "not valid CSV (\(text)): check the quotes on this line"
    }

    static func jsonLines(_ text: String, name: String) throws -> [BatchRow] {
        var rows: [BatchRow] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            let node: Node?
            do {
                node = try Yams.compose(yaml: String(line))
            } catch {
                // In Kinetype's words, never libyaml's, and without echoing the line.
                let syntax = SceneLoader.syntaxError(error, file: name, format: .json)
                throw BatchError("\(name):\(index + 1)\(syntax.column.map { ":\($0)" } ?? ""): not a JSON object: \(syntax.message)")
            }
            guard let node, let fields = fields(node) else {
                throw BatchError("\(name):\(index + 1): each line must be a JSON object of names and values")
            }
            rows.append(BatchRow(number: rows.count + 1, fields: fields, line: index + 1))
        }
        return rows
    }

    static func list(_ text: String, name: String) throws -> [BatchRow] {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch {
            let syntax = SceneLoader.syntaxError(error, file: name, format: name.lowercased().hasSuffix(".json") ? .json : .yaml)
            let place = syntax.line.map { ":\($0)" + (syntax.column.map { ":\($0)" } ?? "") } ?? ""
            throw BatchError("\(name)\(place): not YAML or JSON: \(syntax.message)")
        }
        guard let root, case .sequence(let items) = root else {
            throw BatchError("\(name): the rows must be a list of mappings, one a row")
        }
        return try items.enumerated().map { index, item in
            guard let fields = fields(item) else {
                throw BatchError("\(name):\((item.mark?.line) ?? 0): row \(index + 1) must be a mapping of names and values")
            }
            return BatchRow(number: index + 1, fields: fields, line: item.mark?.line ?? 0)
        }
    }

    /// A mapping's scalar values as text; nil for anything else.
    private static func fields(_ node: Node) -> [String: String]? {
        guard case .mapping(let mapping) = node else { return nil }
        var fields: [String: String] = [:]
        for (key, value) in mapping {
            guard case .scalar(let k) = key, case .scalar(let v) = value else { return nil }
            fields[k.string] = v.string
        }
        return fields
    }
}
