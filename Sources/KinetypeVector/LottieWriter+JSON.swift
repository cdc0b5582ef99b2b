import KinetypePrimitives

extension LottieWriter {
    /// The keys written first, in this order: players such as rlottie read an object's type, and
    /// a composition's rate, range and size, and a keyframe's time and value, before the rest.
    static let leadingKeys = ["ty", "v", "fr", "ip", "op", "w", "h", "t", "s"]

    /// How a document is written: on one line, each object's ``leadingKeys`` first and its other
    /// keys sorted, numbers to 4 decimal places (a ten-thousandth of a pixel), so the same
    /// animation gives the same bytes.
    static let format = JSONValue.Format(keyOrder: .sorted(leading: leadingKeys), decimalPlaces: 4)
}
