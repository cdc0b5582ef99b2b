extension FontFace {
    /// Why the table directory of face `index` in a font file's `bytes` does not fit the file,
    /// or nil when every table it lists lies within the file.
    ///
    /// HarfBuzz and FreeType read tables lazily and treat a table cut off by the end of the file
    /// as missing, so a truncated file (a download that stopped, the first kilobytes of a font)
    /// opens without an error and then draws nothing, or falls back to another font. Reading the
    /// directory up front turns that into an error that names the file. The layout is the
    /// OpenType one: an `sfnt` header (version, `numTables`, three search fields) then 16-byte
    /// records of tag, checksum, offset and length; a collection (`ttcf`) lists the offset of each
    /// face's header after its own 12-byte header.
    static func tableDirectoryProblem(_ bytes: UnsafeRawBufferPointer, index: Int) -> String? {
        func uint32(_ offset: Int) -> Int? {
            guard offset >= 0, offset + 4 <= bytes.count else { return nil }
            return (0..<4).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
        }
        func uint16(_ offset: Int) -> Int? {
            guard offset >= 0, offset + 2 <= bytes.count else { return nil }
            return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
        }
        let size = bytes.count
        var header = 0
        if uint32(0) == 0x7474_6366 {  // "ttcf"
            guard let offset = uint32(12 + 4 * index) else {
                return "it is cut short: the collection's list of faces ends past its \(size) bytes (is the file truncated?)"
            }
            header = offset
        }
        guard let tableCount = uint16(header + 4), header + 12 + 16 * tableCount <= size else {
            return "it is cut short: its table directory ends past its \(size) bytes (is the file truncated?)"
        }
        for table in 0..<tableCount {
            let record = header + 12 + 16 * table
            guard let offset = uint32(record + 8), let length = uint32(record + 12) else { continue }
            guard offset + length <= size else {
                let tag = String(decoding: (0..<4).map { bytes[record + $0] }, as: Unicode.UTF8.self)
                return "it is cut short: its '\(tag)' table ends at byte \(offset + length) but the file has \(size) bytes (is the file truncated?)"
            }
        }
        return nil
    }
}
