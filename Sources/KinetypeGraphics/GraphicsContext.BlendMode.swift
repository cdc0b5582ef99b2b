import Foundation

extension GraphicsContext {
    /// How drawn pixels combine with the destination, as SwiftUI's `GraphicsContext.BlendMode`.
    /// Each maps to a Cairo operator; `plusDarker` has none and is drawn as `darken` (documented).
    public struct BlendMode: Hashable, Sendable, CustomStringConvertible {
        package let name: String
        private init(_ name: String) { self.name = name }

        /// Draws over what is there (source over), the default (`CAIRO_OPERATOR_OVER`).
        public static let normal = BlendMode("normal")
        /// Multiplies the colours: never lighter, white leaves the destination as it was (`CAIRO_OPERATOR_MULTIPLY`).
        public static let multiply = BlendMode("multiply")
        /// Inverts, multiplies and inverts again: never darker, black leaves the destination as it was (`CAIRO_OPERATOR_SCREEN`).
        public static let screen = BlendMode("screen")
        /// Multiplies dark destination colours and screens light ones (`CAIRO_OPERATOR_OVERLAY`).
        public static let overlay = BlendMode("overlay")
        /// Keeps the darker of the two colours, per component (`CAIRO_OPERATOR_DARKEN`).
        public static let darken = BlendMode("darken")
        /// Keeps the lighter of the two colours, per component (`CAIRO_OPERATOR_LIGHTEN`).
        public static let lighten = BlendMode("lighten")
        /// Brightens the destination to reflect the drawn colour (`CAIRO_OPERATOR_COLOR_DODGE`).
        public static let colorDodge = BlendMode("colorDodge")
        /// Darkens the destination to reflect the drawn colour (`CAIRO_OPERATOR_COLOR_BURN`).
        public static let colorBurn = BlendMode("colorBurn")
        /// Darkens or lightens softly by the drawn colour (`CAIRO_OPERATOR_SOFT_LIGHT`).
        public static let softLight = BlendMode("softLight")
        /// Multiplies or screens by the drawn colour: overlay with the layers swapped (`CAIRO_OPERATOR_HARD_LIGHT`).
        public static let hardLight = BlendMode("hardLight")
        /// The absolute difference of the colours (`CAIRO_OPERATOR_DIFFERENCE`).
        public static let difference = BlendMode("difference")
        /// As ``difference`` with lower contrast (`CAIRO_OPERATOR_EXCLUSION`).
        public static let exclusion = BlendMode("exclusion")
        /// The drawn hue with the destination's saturation and luminosity (`CAIRO_OPERATOR_HSL_HUE`).
        public static let hue = BlendMode("hue")
        /// The drawn saturation with the destination's hue and luminosity (`CAIRO_OPERATOR_HSL_SATURATION`).
        public static let saturation = BlendMode("saturation")
        /// The drawn hue and saturation with the destination's luminosity (`CAIRO_OPERATOR_HSL_COLOR`).
        public static let color = BlendMode("color")
        /// The drawn luminosity with the destination's hue and saturation (`CAIRO_OPERATOR_HSL_LUMINOSITY`).
        public static let luminosity = BlendMode("luminosity")
        /// Clears the destination where something is drawn (`CAIRO_OPERATOR_CLEAR`).
        public static let clear = BlendMode("clear")
        /// Replaces the destination with what is drawn, alpha included (`CAIRO_OPERATOR_SOURCE`).
        public static let copy = BlendMode("copy")
        /// What is drawn, only where the destination is; the destination is dropped (`CAIRO_OPERATOR_IN`).
        public static let sourceIn = BlendMode("sourceIn")
        /// What is drawn, only where the destination is not (`CAIRO_OPERATOR_OUT`).
        public static let sourceOut = BlendMode("sourceOut")
        /// What is drawn over the destination, only where the destination is (`CAIRO_OPERATOR_ATOP`).
        public static let sourceAtop = BlendMode("sourceAtop")
        /// The destination over what is drawn: drawing goes behind (`CAIRO_OPERATOR_DEST_OVER`).
        public static let destinationOver = BlendMode("destinationOver")
        /// The destination, kept only where something is drawn (`CAIRO_OPERATOR_DEST_IN`).
        public static let destinationIn = BlendMode("destinationIn")
        /// The destination, erased where something is drawn (`CAIRO_OPERATOR_DEST_OUT`).
        public static let destinationOut = BlendMode("destinationOut")
        /// The destination over what is drawn, kept only where something is drawn (`CAIRO_OPERATOR_DEST_ATOP`).
        public static let destinationAtop = BlendMode("destinationAtop")
        /// What is drawn where the destination is not, and the destination where nothing is drawn (`CAIRO_OPERATOR_XOR`).
        public static let xor = BlendMode("xor")
        /// SwiftUI's `plusDarker`; Cairo has no such operator, so Kinetype draws it as ``darken``.
        public static let plusDarker = BlendMode("plusDarker")
        /// Adds the colours, clamped to white (`CAIRO_OPERATOR_ADD`).
        public static let plusLighter = BlendMode("plusLighter")

        /// The mode's SwiftUI name, such as `multiply`.
        public var description: String { name }
    }
}
