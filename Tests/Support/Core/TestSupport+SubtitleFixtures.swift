import Foundation

extension TestSupport {
    /// An ASS script shaped as Aegisub saves it: the script info, a `Default` style of white text
    /// with a red karaoke colour, and `dialogue` as the `Dialogue:` lines' fields after
    /// `Dialogue: ` (Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text).
    public static func assScript(_ dialogue: [String]) -> String {
        """
        [Script Info]
        ScriptType: v4.00+

        [V4+ Styles]
        Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding
        Style: Default,Arial,20,&H00FFFFFF,&H000000FF,&H00000000,&H00000000,0,0,0,0,100,100,0,0,1,2,2,2,10,10,10,1

        [Events]
        Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text

        """ + dialogue.map { "Dialogue: " + $0 + "\n" }.joined()
    }
}
