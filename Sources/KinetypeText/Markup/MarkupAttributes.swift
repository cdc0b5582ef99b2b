/// The attributes inline markup set on a span (`^[text](name: value, …)`), readable by renderers
/// with `run[MarkupAttributes.self]?.values["emphasis"]`.
public struct MarkupAttributes: TextAttribute {
    public var values: [String: MarkupValue]
    public init(_ values: [String: MarkupValue]) { self.values = values }
}
