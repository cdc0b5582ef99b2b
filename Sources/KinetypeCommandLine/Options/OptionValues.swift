import ArgumentParser
import Kinetype

/// An option value that is one of a fixed set of names, accepted in any case: ArgumentParser
/// lists the names in help and rejects any other (the command line adds the nearest name to its
/// error). Kinetype's own enums (`ExportFormat`, `PNGCompression`, `VideoCompression`,
/// `CaptionFormat`, `TextAlignment`) conform, so a program that adds its own commands can take
/// them as options too.
public protocol NamedOptionValue: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension NamedOptionValue {
    /// The case whose name is `argument` in any case (`PNG` reads as `png`); nil for any other text.
    public init?(argument: String) {
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == argument.lowercased() }) else { return nil }
        self = match
    }

    /// Every case's name, for ArgumentParser's help and completions.
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
    /// The case's name, as help shows a default.
    public var defaultValueDescription: String { rawValue }
}

extension ExportFormat: NamedOptionValue {}
extension PNGCompression: NamedOptionValue {}
extension VideoCompression: NamedOptionValue {}
extension CaptionFormat: NamedOptionValue {}
extension TextAlignment: NamedOptionValue {}
extension CaptionCase: NamedOptionValue {}

/// `--progress`: how progress shows on standard error.
enum ProgressChoice: String, NamedOptionValue {
    /// A bar when standard error is a terminal, else nothing.
    case auto
    case bar
    /// One JSON object a line.
    case json
    case none
}

/// `--direction`: a paragraph's base direction.
enum DirectionChoice: String, NamedOptionValue {
    case ltr, rtl, auto

    var layoutDirection: LayoutDirection? {
        switch self {
        case .ltr: .leftToRight
        case .rtl: .rightToLeft
        case .auto: nil
        }
    }
}

/// `--position`: where caption pages sit on the canvas.
enum CaptionPosition: String, NamedOptionValue {
    case bottom, center, top

    var anchor: UnitPoint {
        switch self {
        case .bottom: .bottom
        case .center: .center
        case .top: .top
        }
    }
}

/// `--weight`: a SwiftUI weight name (``Font/Weight/named``), in any case.
struct WeightName: ExpressibleByArgument {
    var name: String
    var weight: Font.Weight

    init?(argument: String) {
        guard let match = Font.Weight.named.first(where: { $0.name.lowercased() == argument.lowercased() }) else { return nil }
        name = match.name
        weight = match.value
    }

    static var allValueStrings: [String] { Font.Weight.named.map(\.name) }
    var defaultValueDescription: String { name }
}

/// A time on the command line: seconds (`90`, `-1.5`) or a clock time as caption files write
/// it (`1:30:00`, `01:30:00.500`, `-0:00:01,5`).
struct ClockTime: ExpressibleByArgument {
    var seconds: Double

    init?(argument: String) {
        let negative = argument.hasPrefix("-")
        let body = negative ? argument.dropFirst() : Substring(argument)
        if let value = Double(body), value.isFinite, body.allSatisfy({ $0.isNumber || $0 == "." }) {
            seconds = negative ? -value : value
        } else if let value = CaptionTime.parse(body) {
            seconds = negative ? -value : value
        } else {
            return nil
        }
    }

    static var defaultCompletionKind: CompletionKind { .default }
}

/// `--size`: points, or a share of the canvas height (`6%`).
enum FontSizeArgument: ExpressibleByArgument {
    case points(Double)
    case share(Double)

    init?(argument: String) {
        if argument.hasSuffix("%") {
            guard let percent = Double(argument.dropLast()), percent.isFinite else { return nil }
            self = .share(percent / 100)
        } else {
            guard let points = Double(argument) else { return nil }
            self = .points(points)
        }
    }
}
