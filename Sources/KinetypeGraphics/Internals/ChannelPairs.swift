/// Two 8-bit channels of a premultiplied ARGB32 pixel at once, in the low bytes of a word's
/// halves (`pixel & 0x00FF00FF` holds red and blue, `(pixel >> 8) & 0x00FF00FF` alpha and
/// green), as pixman and Cairo's image compositor work on them.
enum ChannelPairs {
    /// Each channel of `pair` times `factor` (at most 255) divided by 255: `(t + (t >> 8)) >> 8`
    /// with `t = product + half`. With `half` 0x80 that is `(product + 127) / 255` exactly for
    /// every product of two bytes (pixman's rounding); with 0x7F it is the rounding of Cairo's
    /// image compositor (`mul8x2_8`), which its fills use.
    @inline(__always)
    static func scaled(_ pair: UInt32, by factor: UInt32, half: UInt32) -> UInt32 {
        let t = (pair & 0x00FF_00FF) &* factor &+ (half << 16 | half)
        return ((t &+ ((t >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    }

    /// Each channel of `a` plus the same channel of `b`, at most 255.
    @inline(__always)
    static func sum(_ a: UInt32, _ b: UInt32) -> UInt32 {
        var t = a &+ b
        t |= 0x0100_0100 &- ((t >> 8) & 0x00FF_00FF)
        return t & 0x00FF_00FF
    }
}
