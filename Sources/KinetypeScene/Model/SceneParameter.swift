/// One parameter a template declares in its `params:` block: a typed, bounded, labelled value
/// that `{{name}}` and `$name` fill, given by `--var`, a batch row's column or the library's
/// `variables`.
///
/// ```yaml
/// params:
///   name:   {type: text, required: true, label: Name}
///   accent: {type: color, default: "#ff3b8e"}
///   size:   {type: number, default: 72, min: 24, max: 200}
///   style:  {type: choice, choices: [pop, karaoke], default: pop}
///   hold:   duration          # shorthand: a type alone declares a required parameter
/// ```
///
/// A value is text until it is checked: `"72"` from a CSV cell is a number, `"7x"` is not. A
/// missing value takes ``defaultValue``; a parameter without one must be given. When a scene
/// has `params:`, every `{{name}}` and `$name` must be one of them.
public struct SceneParameter: Hashable, Sendable {
    /// The parameter's name, as `{{name}}`, `$name`, `--var name=…` and a batch column write it.
    public var name: String
    /// What values it takes.
    public var kind: Kind
    /// The value used when none is given, as text (already checked); nil when one must be given.
    public var defaultValue: String?
    /// The lowest value of a number, integer or duration; nil for none.
    public var minimum: Double?
    /// The highest value of a number, integer or duration; nil for none.
    public var maximum: Double?
    /// The values of a choice, in order.
    public var choices: [String] = []
    /// The name a form shows; nil uses ``name``.
    public var label: String?
    /// A sentence on what the parameter does, for forms, `kinetype schema` and editors.
    public var description: String?
    /// Whether a value must be given: `required: true`, or no default.
    public var isRequired: Bool

    /// A parameter of `kind` named `name`, with no default (so required) and no bounds.
    public init(name: String, kind: Kind, defaultValue: String? = nil, isRequired: Bool? = nil) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.isRequired = isRequired ?? (defaultValue == nil)
    }
}
