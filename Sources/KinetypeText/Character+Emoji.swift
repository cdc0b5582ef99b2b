extension Character {
    /// Kinetype: whether the typesetter draws this character as a colour emoji: an
    /// emoji-presentation character, one with variation selector 16, a keycap, a flag, a
    /// skin-tone modifier or a ZWJ sequence of emoji (the rule that picks the colour font).
    /// Text-presentation characters (`❤` without U+FE0F, digits, `#`) are not.
    package var isColorEmoji: Bool { Typesetter.isEmoji(unicodeScalars) }
}
