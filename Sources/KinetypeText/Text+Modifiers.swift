import Foundation
import KinetypePrimitives

extension Text {
    /// Sets the font of every span that has none.
    public func font(_ font: Font?) -> Text {
        modifying { if $0.font == nil { $0.font = font } }
    }

    /// Sets the weight of every span that has none.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        modifying { if $0.weight == nil { $0.weight = weight } }
    }

    /// Bold, unless a span set its weight.
    public func bold() -> Text { bold(true) }

    /// Bold when `isActive`.
    public func bold(_ isActive: Bool) -> Text {
        isActive ? fontWeight(.bold) : self
    }

    /// Italic.
    public func italic() -> Text { italic(true) }

    /// Italic when `isActive`, unless a span set it.
    public func italic(_ isActive: Bool) -> Text {
        modifying { if $0.italic == nil { $0.italic = isActive } }
    }

    /// Digits of equal width.
    public func monospacedDigit() -> Text {
        modifying { if $0.monospacedDigit == nil { $0.monospacedDigit = true } }
    }

    /// The colour of the glyphs (SwiftUI takes any `ShapeStyle`; Kinetype takes a `Color` here).
    public func foregroundStyle(_ color: Color) -> Text {
        modifying { if $0.color == nil { $0.color = color } }
    }

    /// The colour of the glyphs (SwiftUI's older spelling).
    public func foregroundColor(_ color: Color?) -> Text {
        modifying { if $0.color == nil { $0.color = color } }
    }

    /// Extra space, in points, after each character.
    public func kerning(_ kerning: CGFloat) -> Text {
        modifying { if $0.kerning == nil { $0.kerning = kerning } }
    }

    /// Extra space, in points, after each character (SwiftUI also turns off ligatures that tracking would split).
    public func tracking(_ tracking: CGFloat) -> Text {
        modifying { if $0.tracking == nil { $0.tracking = tracking } }
    }

    /// Moves the glyphs up (positive) or down from the baseline, in points.
    public func baselineOffset(_ offset: CGFloat) -> Text {
        modifying { if $0.baselineOffset == nil { $0.baselineOffset = offset } }
    }

    /// A line under the text, in `color` or the text's colour.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        modifying { if $0.underline == nil { $0.underline = .some(isActive ? TextDecoration(color: color) : nil) } }
    }

    /// A line through the text, in `color` or the text's colour.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        modifying { if $0.strikethrough == nil { $0.strikethrough = .some(isActive ? TextDecoration(color: color) : nil) } }
    }

    /// Attaches a custom attribute that renderers read back from runs and slices (`run[T.self]`).
    public func customAttribute<T: TextAttribute>(_ value: T) -> Text {
        modifying { $0.custom.addIfAbsent(value) }
    }

    // MARK: Paragraph settings (SwiftUI puts these on View; Kinetype puts them on Text)

    /// How lines line up.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> Text {
        var copy = self
        copy.paragraph.alignment = alignment
        return copy
    }

    /// Extra space between lines, in points.
    public func lineSpacing(_ spacing: CGFloat) -> Text {
        var copy = self
        copy.paragraph.lineSpacing = spacing
        return copy
    }

    /// At most `limit` lines; text past them is cut at the end of the last line with an ellipsis.
    public func lineLimit(_ limit: Int?) -> Text {
        var copy = self
        copy.paragraph.lineLimit = limit.map { max(1, $0) }
        return copy
    }

    /// Kinetype: hyphenation, as CSS's `hyphens: auto`. When a word does not fit on a line, the
    /// line breaks inside it at the last hyphenation point that leaves room for a hyphen, and
    /// the line ends with a visible hyphen (U+2010, or `-` in a face without it).
    ///
    /// The points come from libhyphen's patterns for each span's language
    /// (``typesettingLanguage(_:isEnabled:)``; see ``Hyphenation``). A span without a language,
    /// or in a language with no installed patterns, breaks as it would without hyphenation.
    /// A word that fits on its line is never hyphenated. A soft hyphen (U+00AD) in the text is
    /// a hyphenation point of its own, shown when the line breaks there, with or without this.
    ///
    /// ```swift
    /// Text("Donaudampfschifffahrtsgesellschaft")
    ///     .typesettingLanguage(Locale.Language(identifier: "de"))
    ///     .hyphenate()
    /// ```
    public func hyphenate(_ isEnabled: Bool = true) -> Text {
        var copy = self
        copy.paragraph.hyphenates = isEnabled
        return copy
    }

    /// Kinetype: the base direction of the paragraphs; nil (the default) detects it from each
    /// paragraph's first strong character. SwiftUI takes it from the environment's layout direction.
    public func layoutDirection(_ direction: LayoutDirection?) -> Text {
        var copy = self
        copy.paragraph.direction = direction
        return copy
    }
}

extension AttributeScopes {
    /// The attributes `Text(_: AttributedString)` reads, named as SwiftUI's scope names them, so
    /// `string.font = .title` and `string.foregroundColor = .red` work as in SwiftUI.
    public struct KinetypeAttributes: AttributeScope {
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "Kinetype.Font"
        }
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "Kinetype.ForegroundColor"
        }
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "Kinetype.Kerning"
        }
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "Kinetype.Tracking"
        }
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "Kinetype.BaselineOffset"
        }
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Bool
            public static let name = "Kinetype.Underline"
        }
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Bool
            public static let name = "Kinetype.Strikethrough"
        }

        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
    }

    public var kinetype: KinetypeAttributes.Type { KinetypeAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.KinetypeAttributes, T>
    ) -> T {
        self[T.self]
    }
}
