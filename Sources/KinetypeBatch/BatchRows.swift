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
        let rows: [BatchRow]
        switch (fileName as NSString).pathExtension.lowercased() {
        case "csv": rows = try csv(text, name: name)
        case "tsv", "tab": rows = try csv(text, name: name, delimiter: "\t")
        case "jsonl", "ndjson": rows = try jsonLines(text, name: name)
        case "yaml", "yml", "json": rows = try list(text, name: name)
        default:
            throw BatchError("\(name): give the rows as .csv (with a header row), .tsv, .jsonl (an object a line), or a .yaml or .json list")
        }
        guard !rows.isEmpty else {
            throw BatchError("\(name): there are no rows to render; add one a line (a CSV's first line names the columns)")
        }
        return rows
    }

    /// The delimiter of a CSV file's header line (outside quotes): a comma, or, when the line
    /// has none, the semicolon or tab that spreadsheets set to a European locale write.
    static func delimiter(ofHeader text: Substring) -> UnicodeScalar {
        var quoted = false, counts: [Character: Int] = [:]
        for character in text.prefix(while: { !$0.isNewline || quoted }) {
            if character == "\"" { quoted.toggle() } else if !quoted { counts[character, default: 0] += 1 }
        }
        if counts[",", default: 0] > 0 { return "," }
        if counts[";", default: 0] > 0 { return ";" }
        return counts["\t", default: 0] > 0 ? "\t" : ","
    }

    static func csv(_ text: String, name: String, delimiter: UnicodeScalar? = nil) throws -> [BatchRow] {
        let reader: CSVReader
        let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        do {
            reader = try CSVReader(string: text, hasHeaderRow: true, delimiter: delimiter ?? Self.delimiter(ofHeader: text[...]))
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
                // The line is parsed alone, so the lines the parser names are always 1: they
                // are the file's line.
                let syntax = SceneLoader.syntaxError(error, file: name, format: .json)
                let message = syntax.message.replacingOccurrences(of: "at line 1,", with: "at line \(index + 1),")
                throw BatchError("\(name):\(index + 1)\(syntax.column.map { ":\($0)" } ?? ""): not a JSON object: \(message)")
            }
            guard let node, case .mapping = node else {
                throw BatchError("\(name):\(index + 1): each line must be a JSON object of names and values")
            }
            rows.append(BatchRow(number: rows.count + 1, fields: try fields(node, place: "\(name):\(index + 1)", row: rows.count + 1),
                                 line: index + 1))
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
            let place = "\(name):\((item.mark?.line) ?? 0)"
            guard case .mapping = item else {
                throw BatchError("\(place): row \(index + 1) must be a mapping of names and values")
            }
            return BatchRow(number: index + 1, fields: try fields(item, place: place, row: index + 1), line: item.mark?.line ?? 0)
        }
    }

    /// A mapping's values as text; a key or value that is a list or a mapping is a
    /// ``BatchError`` at `place` naming row `row` and the column.
    private static func fields(_ node: Node, place: String, row: Int) throws -> [String: String] {
        guard case .mapping(let mapping) = node else { return [:] }
        var fields: [String: String] = [:]
        for (key, value) in mapping {
            guard case .scalar(let k) = key else {
                throw BatchError("\(place): row \(row) has a key that is not a name; name each value, as name: Ada")
            }
            guard case .scalar(let v) = value else {
                let line = value.mark.map { "\($0.line)" }
                let noun = if case .sequence = value { "a list" } else { "a mapping" }
                throw BatchError("""
                    \(line.map { place.prefix(while: { $0 != ":" }) + ":" + $0 } ?? place): row \(row), column '\(Excerpt.of(k.string))': \
                    the value is \(noun); a value is one text, number or boolean (join a list into one text, as "a, b")
                    """)
            }
            fields[k.string] = v.string
        }
        return fields
    }
}
