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
        /// The font of a range (`string.font = .largeTitle`), as the `font(_:)` modifier sets it.
        public enum FontAttribute: AttributedStringKey {
            /// A font request, resolved to a face when the text is laid out.
            public typealias Value = Font
            /// The key's name in an attributed string: `Kinetype.Font`.
            public static let name = "Kinetype.Font"
        }
        /// The colour of a range's glyphs (`string.foregroundColor = .red`), as the
        /// `foregroundColor(_:)` modifier sets it.
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// A colour; a range without one is drawn in the context's foreground colour.
            public typealias Value = Color
            /// The key's name in an attributed string: `Kinetype.ForegroundColor`.
            public static let name = "Kinetype.ForegroundColor"
        }
        /// Extra space after each character of a range (`string.kern = 2`), as the `kerning(_:)`
        /// modifier sets it.
        public enum KerningAttribute: AttributedStringKey {
            /// Points (pixels), added after each cluster together with any tracking; negative
            /// values tighten.
            public typealias Value = CGFloat
            /// The key's name in an attributed string: `Kinetype.Kerning`.
            public static let name = "Kinetype.Kerning"
        }
        /// Extra space after each character of a range (`string.tracking = 4`), as the
        /// `tracking(_:)` modifier sets it. Unlike SwiftUI's, it leaves ligatures on.
        public enum TrackingAttribute: AttributedStringKey {
            /// Points (pixels), added after each cluster together with any kerning.
            public typealias Value = CGFloat
            /// The key's name in an attributed string: `Kinetype.Tracking`.
            public static let name = "Kinetype.Tracking"
        }
        /// Moves a range's glyphs off the baseline (`string.baselineOffset = 6`), as the
        /// `baselineOffset(_:)` modifier does.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            /// Points (pixels), positive up; the line's ascent or descent grows to hold the moved
            /// glyphs.
            public typealias Value = CGFloat
            /// The key's name in an attributed string: `Kinetype.BaselineOffset`.
            public static let name = "Kinetype.BaselineOffset"
        }
        /// Underlines a range (`string.underlineStyle = true`) in the text's colour. SwiftUI's
        /// value is a `Text.LineStyle`; Kinetype's is on or off.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            /// `true` draws the line; `false` or no value does not.
            public typealias Value = Bool
            /// The key's name in an attributed string: `Kinetype.Underline`.
            public static let name = "Kinetype.Underline"
        }
        /// Strikes a range through (`string.strikethroughStyle = true`) in the text's colour.
        /// SwiftUI's value is a `Text.LineStyle`; Kinetype's is on or off.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            /// `true` draws the line; `false` or no value does not.
            public typealias Value = Bool
            /// The key's name in an attributed string: `Kinetype.Strikethrough`.
            public static let name = "Kinetype.Strikethrough"
        }

        /// The font: `string.font = .title`.
        public let font: FontAttribute
        /// The glyphs' colour: `string.foregroundColor = .red`.
        public let foregroundColor: ForegroundColorAttribute
        /// Kerning in points: `string.kern = 2` (SwiftUI's name for it).
        public let kern: KerningAttribute
        /// Tracking in points: `string.tracking = 4`.
        public let tracking: TrackingAttribute
        /// The baseline offset in points, positive up: `string.baselineOffset = 6`.
        public let baselineOffset: BaselineOffsetAttribute
        /// An underline: `string.underlineStyle = true`.
        public let underlineStyle: UnderlineStyleAttribute
        /// A strikethrough: `string.strikethroughStyle = true`.
        public let strikethroughStyle: StrikethroughStyleAttribute
    }

    /// Kinetype's attributes as a scope, named by key path (`\.kinetype`) where Foundation asks
    /// for one, as SwiftUI's `\.swiftUI`.
    public var kinetype: KinetypeAttributes.Type { KinetypeAttributes.self }
}

extension AttributeDynamicLookup {
    /// Lets an attributed string and its runs name Kinetype's attributes as properties:
    /// `string.font = .title`, `string[range].kern = 2`, `run.foregroundColor`.
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.KinetypeAttributes, T>
    ) -> T {
        self[T.self]
    }
}
