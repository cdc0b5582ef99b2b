import Foundation

/// Reads XML into ``TTMLReader/Element``s: elements, attributes, text, CDATA and character
/// references, with names and attribute names cut to their local part (`tt:p` is `p`,
/// `xml:id` is `id`). Comments, processing instructions and a document type are passed over;
/// a document type's entities are not defined and nothing outside the file is read, so an
/// entity other than XML's five (`&lt;` …) stays as it is written, as browsers leave it.
/// Nesting stops at 256 elements.
struct XMLReader {
    struct Failure: Error {
        var line: Int
        var reason: String
    }

    /// The deepest nesting read (TTML needs about 8; a hostile file may nest thousands).
    static let deepest = 256
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1

    init(_ text: String) { bytes = Array(text.utf8) }

    /// The document's root element.
    mutating func root() throws(Failure) -> TTMLReader.Element {
        var stack: [TTMLReader.Element] = []
        var root: TTMLReader.Element?
        var text: [UInt8] = []
        func flushText() {
            guard !text.isEmpty else { return }
            if !stack.isEmpty { stack[stack.count - 1].children.append(.text(String(decoding: text, as: UTF8.self))) }
            text = []
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") {
                if starts(with: "<!--") {
                    flushText()
                    try skip(past: "-->")
                } else if starts(with: "<![CDATA[") {
                    index += 9
                    let start = index
                    try skip(past: "]]>")
                    text += bytes[start..<(index - 3)]
                } else if starts(with: "<?") {
                    try skip(past: "?>")
                } else if starts(with: "<!") {
                    try skipDeclaration()
                } else if starts(with: "</") {
                    flushText()
                    index += 2
                    let name = Self.local(try self.name())
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { throw Failure(line: line, reason: "expected > to end </\(name)") }
                    index += 1
                    guard let open = stack.popLast(), open.name == name else {
                        throw Failure(line: line, reason: "</\(name)> closes no open <\(name)>")
                    }
                    if stack.isEmpty { root = root ?? open } else { stack[stack.count - 1].children.append(.element(open)) }
                } else {
                    flushText()
                    index += 1
                    let element = try startTag()
                    if element.selfClosing {
                        if stack.isEmpty { root = root ?? element.element } else { stack[stack.count - 1].children.append(.element(element.element)) }
                    } else {
                        guard stack.count < Self.deepest else { throw Failure(line: line, reason: "elements nested more than \(Self.deepest) deep") }
                        stack.append(element.element)
                    }
                }
            } else if byte == UInt8(ascii: "&") {
                text += reference()
            } else {
                if byte == 0x0A { line += 1 }
                text.append(byte)
                index += 1
            }
        }
        if let open = stack.last { throw Failure(line: line, reason: "the file ends inside <\(open.name)>") }
        guard let root else { throw Failure(line: 1, reason: "it has no elements") }
        return root
    }

    private static func local(_ name: String) -> String {
        name.split(separator: ":").last.map(String.init) ?? name
    }

    private func starts(with prefix: String) -> Bool {
        let prefix = Array(prefix.utf8)
        return index + prefix.count <= bytes.count && bytes[index..<(index + prefix.count)].elementsEqual(prefix)
    }

    /// Moves past the next `end`, counting lines.
    private mutating func skip(past end: String) throws(Failure) {
        let startLine = line
        while index < bytes.count {
            if starts(with: end) {
                index += end.utf8.count
                return
            }
            if bytes[index] == 0x0A { line += 1 }
            index += 1
        }
        throw Failure(line: startLine, reason: "the file ends before \(end)")
    }

    /// Moves past a `<!DOCTYPE …>` (its internal subset in brackets included) or another `<!…>`.
    private mutating func skipDeclaration() throws(Failure) {
        let startLine = line
        var brackets = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0x0A: line += 1
            case UInt8(ascii: "["): brackets += 1
            case UInt8(ascii: "]"): brackets -= 1
            case UInt8(ascii: ">") where brackets <= 0: return
            default: break
            }
        }
        throw Failure(line: startLine, reason: "the file ends inside a <! declaration")
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
            if bytes[index] == 0x0A { line += 1 }
            index += 1
        }
    }

    /// A name: up to white space, `/`, `>`, `=` or a quote.
    private mutating func name() throws(Failure) -> String {
        let start = index
        while index < bytes.count, ![0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "/"), UInt8(ascii: ">"), UInt8(ascii: "="),
                                     UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "<")].contains(bytes[index]) {
            index += 1
        }
        guard index > start else { throw Failure(line: line, reason: "expected a name") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// A start tag after its `<`: the element, and whether it closes itself (`<br/>`).
    private mutating func startTag() throws(Failure) -> (element: TTMLReader.Element, selfClosing: Bool) {
        let tagLine = line
        let name = Self.local(try self.name())
        var attributes: [String: String] = [:]
        while true {
            skipSpace()
            guard index < bytes.count else { throw Failure(line: tagLine, reason: "the file ends inside <\(name)") }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                return (TTMLReader.Element(name: name, attributes: attributes, line: tagLine), false)
            }
            if starts(with: "/>") {
                index += 2
                return (TTMLReader.Element(name: name, attributes: attributes, line: tagLine), true)
            }
            let key = Self.local(try self.name())
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { throw Failure(line: line, reason: "expected = after \(key) in <\(name)") }
            index += 1
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw Failure(line: line, reason: "expected a quoted value for \(key) in <\(name)")
            }
            let quote = bytes[index]
            index += 1
            var value: [UInt8] = []
            while index < bytes.count, bytes[index] != quote {
                if bytes[index] == UInt8(ascii: "&") {
                    value += reference()
                } else {
                    if bytes[index] == 0x0A { line += 1 }
                    // Attribute values turn white space into spaces.
                    value.append([0x09, 0x0A, 0x0D].contains(bytes[index]) ? 0x20 : bytes[index])
                    index += 1
                }
            }
            guard index < bytes.count else { throw Failure(line: tagLine, reason: "the file ends inside a value of <\(name)") }
            index += 1
            attributes[key] = String(decoding: value, as: UTF8.self)
        }
    }

    /// `text` with its references read as ``reference()`` reads them: for text escaped once
    /// more than XML asks (YouTube's srv1 writes an apostrophe as `&amp;#39;`).
    static func decodingReferences(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var reader = XMLReader(text)
        var result: [UInt8] = []
        while reader.index < reader.bytes.count {
            if reader.bytes[reader.index] == UInt8(ascii: "&") {
                result += reader.reference()
            } else {
                result.append(reader.bytes[reader.index])
                reader.index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The text of a reference at `&`: XML's five names and character numbers; anything else
    /// stays as written.
    private mutating func reference() -> [UInt8] {
        let start = index
        var end = index + 1
        while end < bytes.count, end - start < 12, bytes[end] != UInt8(ascii: ";"), bytes[end] != UInt8(ascii: "&"), bytes[end] != UInt8(ascii: "<") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else {
            index += 1
            return [UInt8(ascii: "&")]
        }
        let name = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
        let named = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'"]
        var replacement: String?
        if let text = named[name] {
            replacement = text
        } else if name.hasPrefix("#") {
            let digits = name.dropFirst()
            let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            replacement = value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
        }
        guard let replacement else {
            index += 1
            return [UInt8(ascii: "&")]
        }
        index = end + 1
        return Array(replacement.utf8)
    }
}
