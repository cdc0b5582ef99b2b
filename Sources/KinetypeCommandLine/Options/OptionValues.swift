import ArgumentParser
import Kinetype

/// An option value that is one of a fixed set of names, accepted in any case: ArgumentParser
/// lists the names in help and rejects any other (the command line adds the nearest name to its
/// error). Kinetype's own enums (`ExportFormat`, `PNGCompression`, `VideoCompression`,
/// `CaptionFormat`, `TextAlignment`) conform, so a program that adds its own commands can take
/// them as options too.
public protocol NamedOptionValue: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension NamedOptionValue {
    public init?(argument: String) {
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == argument.lowercased() }) else { return nil }
        self = match
    }

    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
    public var defaultValueDescription: String { rawValue }
}

extension ExportFormat: NamedOptionValue {}
extension PNGCompression: NamedOptionValue {}
extension VideoCompression: NamedOptionValue {}
extension CaptionFormat: NamedOptionValue {}
extension TextAlignment: NamedOptionValue {}

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
