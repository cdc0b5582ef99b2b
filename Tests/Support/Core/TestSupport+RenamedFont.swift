import Foundation

extension TestSupport {
    /// A copy of bundled font `file` in `folder` whose family says `name` (four letters, `Kino`
    /// unless given) in place of `Noto` in its name table (a same-length change of its UTF-16 and
    /// ASCII names, so nothing else in the file moves): a family no bundled or installed font
    /// has, as a brand's font is. Its file name says `name` too. Added fonts last as long as the
    /// process, so each test that adds some names its own family.
    public static func renamedFont(_ file: String, in folder: URL, name: String = "Kino") throws -> URL {
        precondition(name.utf8.count == 4 && name.utf16.count == 4, "four letters, as Noto")
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: font(file))))
        func utf16(_ text: String) -> [UInt8] { Array(text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }) }
        for (pattern, replacement) in [(utf16("Noto"), utf16(name)), (Array("Noto".utf8), Array(name.utf8))] {
            var index = 0
            while index + pattern.count <= bytes.count {
                if bytes[index..<index + pattern.count].elementsEqual(pattern) {
                    bytes.replaceSubrange(index..<index + pattern.count, with: replacement)
                    index += pattern.count
                } else {
                    index += 1
                }
            }
        }
        let url = folder.appendingPathComponent(file.replacingOccurrences(of: "Noto", with: name))
        try Data(bytes).write(to: url)
        return url
    }
}
