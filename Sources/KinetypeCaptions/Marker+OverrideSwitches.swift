/// The switches ``Marker/mark(_:)`` reads inside a SubStation override block, found in one pass
/// each: a file may hold 100,000 lines of several blocks, and a regular expression a block cost
/// more than the rest of the reading.
///
/// Each finds exactly what its regular expression in the comments finds (ICU's backtracking
/// included: `\b12x` is the switch `\b1`, since `\d+` gives a digit back for the `(?![a-z])`
/// after it), trying each position from the left and going on after a match.
extension Marker {
    /// The italic, bold and underline switches of a block, in order: the letter and its digits
    /// (`\\([ibu])(\d+)(?![a-z])`).
    static func emphasisSwitches(in block: String) -> [(letter: Unicode.Scalar, digits: String)] {
        let scalars = Array(block.unicodeScalars)
        var found: [(Unicode.Scalar, String)] = []
        var index = 0
        while index + 2 < scalars.count {
            guard scalars[index] == "\\", "ibu".unicodeScalars.contains(scalars[index + 1]) else { index += 1; continue }
            var end = index + 2
            while end < scalars.count, isDigit(scalars[end]) { end += 1 }
            var digits = end - index - 2
            if digits > 0, end < scalars.count, isLowercase(scalars[end]) { digits -= 1; end -= 1 }
            guard digits > 0 else { index += 1; continue }
            found.append((scalars[index + 1], String(String.UnicodeScalarView(scalars[(index + 2)..<end]))))
            index = end
        }
        return found
    }

    /// The colour switches of a block, in order: `\c`, `\1c`, `\2c` with their `&H…&` value
    /// (number "" for `\c`; hex nil without a value) and `\r` (number nil)
    /// (`\\(?:([12]?)c(?:&[Hh]([0-9A-Fa-f]{1,8})&?)?(?![a-z])|r(?![a-z]))`).
    static func colorSwitches(in block: String) -> [(number: String?, hex: String?)] {
        let scalars = Array(block.unicodeScalars)
        var found: [(String?, String?)] = []
        func free(_ position: Int) -> Bool { position >= scalars.count || !isLowercase(scalars[position]) }
        var index = 0
        while index + 1 < scalars.count {
            guard scalars[index] == "\\" else { index += 1; continue }
            var letter = index + 1, number = ""
            if scalars[letter] == "1" || scalars[letter] == "2" { number = String(scalars[letter]); letter += 1 }
            if letter < scalars.count, scalars[letter] == "c" {
                let after = letter + 1
                var match: (end: Int, hex: String?)?
                if after + 1 < scalars.count, scalars[after] == "&", scalars[after + 1] == "H" || scalars[after + 1] == "h" {
                    var run = after + 2
                    while run < scalars.count, run - after - 2 < 8, isHex(scalars[run]) { run += 1 }
                    // Longest value first, with its closing & before without, as the expression backtracks.
                    search: for last in stride(from: run, to: after + 2, by: -1) {
                        for end in (last < scalars.count && scalars[last] == "&" ? [last + 1, last] : [last]) where free(end) {
                            match = (end, String(String.UnicodeScalarView(scalars[(after + 2)..<last])))
                            break search
                        }
                    }
                }
                if match == nil, free(after) { match = (after, nil) }
                if let match {
                    found.append((number, match.hex))
                    index = match.end
                    continue
                }
            }
            if scalars[index + 1] == "r", free(index + 2) {
                found.append((nil, nil))
                index += 2
                continue
            }
            index += 1
        }
        return found
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
    private static func isLowercase(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) }
    private static func isHex(_ scalar: Unicode.Scalar) -> Bool {
        isDigit(scalar) || ("a"..."f").contains(scalar) || ("A"..."F").contains(scalar)
    }
}
