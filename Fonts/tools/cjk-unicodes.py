#!/usr/bin/env python3
"""Print the code point list used for NotoSansCJKsc-Regular-Subset.otf.

Output: one hexadecimal code point per line, the format read by
`hb-subset --unicodes-file=...`. Uses only the Python standard library
(the euc_jp and gb2312 codecs), so the list is reproducible anywhere.

Usage: python3 cjk-unicodes.py > cjk-unicodes.txt
"""


def decode_rows(codec, first_lo, first_hi):
    """Decode every two-byte EUC code with lead byte in [first_lo, first_hi]."""
    out = set()
    for b1 in range(first_lo, first_hi + 1):
        for b2 in range(0xA1, 0xFF):
            try:
                s = bytes([b1, b2]).decode(codec)
            except UnicodeDecodeError:
                continue  # unassigned cell
            if len(s) == 1:
                out.add(ord(s))
    return out


cps = set()
cps |= set(range(0x0020, 0x007F))  # ASCII (printable)
cps |= set(range(0x3000, 0x3040))  # CJK Symbols and Punctuation
cps |= set(range(0x3040, 0x30A0))  # Hiragana
cps |= set(range(0x30A0, 0x3100))  # Katakana
cps |= set(range(0xFF00, 0xFFF0))  # Halfwidth and Fullwidth Forms
cps |= set(range(0xAC00, 0xD7A4))  # Hangul Syllables (all 11,172)
cps |= set(range(0x3131, 0x318F))  # Hangul Compatibility Jamo
# Non-ideographic rows of the national standards: punctuation, symbols,
# kana, Greek, Cyrillic, box drawing (JIS X 0208 rows 1-8, GB 2312 rows 1-9).
cps |= decode_rows("euc_jp", 0xA1, 0xA8)
cps |= decode_rows("gb2312", 0xA1, 0xA9)
# Ideographs: JIS X 0208 level 1 kanji (rows 16-47, 2,965 chars) and
# GB 2312 level 1 hanzi (rows 16-55, 3,755 chars); 5,009 distinct together.
cps |= decode_rows("euc_jp", 0xB0, 0xCF)
cps |= decode_rows("gb2312", 0xB0, 0xD7)
# The 19 Joyo kanji (mostly 2010 additions) that are outside JIS level 1;
# with them fontconfig reports full "ja" orthography coverage.
cps |= {
    0x4E3C, 0x55A9, 0x5F59, 0x6063, 0x6144, 0x61AC, 0x646F, 0x66D6, 0x6BC0,
    0x74A7, 0x760D, 0x7B8B, 0x7C60, 0x7DFB, 0x8A03, 0x8AE7, 0x8CAA, 0x932E,
    0x9B31,
}

for cp in sorted(cps):
    print("%04X" % cp)
