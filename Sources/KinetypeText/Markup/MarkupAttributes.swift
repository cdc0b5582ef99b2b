/// The attributes inline markup set on a span (`^[text](name: value, …)`), readable by renderers
/// with `run[MarkupAttributes.self]?.values["emphasis"]`.
public struct MarkupAttributes: TextAttribute {
    /// The attributes by name, inner ones winning over outer ones of the same name:
    /// `values["emphasis"]?.bool`.
    public var values: [String: MarkupValue]
    /// Attributes with these values; `Text(spans:)` attaches one to each span that has any.
    public init(_ values: [String: MarkupValue]) { self.values = values }
}
