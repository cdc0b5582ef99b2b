import Foundation

extension TestSupport {
    /// A copy of bundled font `file` in `folder` whose family is `Kino` in place of `Noto` in
    /// its name table (a same-length change of its UTF-16 and ASCII names, so nothing else in the
    /// file moves): a family no bundled or installed font has, as a brand's font is. Its file
    /// name says `Kino` too.
    public static func renamedFont(_ file: String, in folder: URL) throws -> URL {
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: font(file))))
        func utf16(_ text: String) -> [UInt8] { Array(text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }) }
        for (pattern, replacement) in [(utf16("Noto"), utf16("Kino")), (Array("Noto".utf8), Array("Kino".utf8))] {
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
        let url = folder.appendingPathComponent(file.replacingOccurrences(of: "Noto", with: "Kino"))
        try Data(bytes).write(to: url)
        return url
    }
}
