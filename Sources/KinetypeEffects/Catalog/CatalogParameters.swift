import Foundation
import KinetypePrimitives
import KinetypeText

/// The parameter values an entry is built with: what the scene file or command line gave, the
/// declared defaults for the rest. Each reader checks the type and throws ``CatalogError`` naming
/// the entry and the parameter, so a factory only says what it needs:
///
/// ```swift
/// let renderers = RendererCatalog()
/// try renderers.register(name: "wave2", summary: "a wave of a given height",
///                        parameters: [RendererParameter(name: "height", summary: "in points", defaultValue: .number(12))]) {
///     parameters, time in WaveRenderer(time: time, amplitude: try parameters.number("height"))
/// }
/// ```
public struct CatalogParameters: Sendable {
    /// The catalogue the entry belongs to, named in errors ("renderer 'wave': …").
    public let kind: CatalogKind
    /// The entry's name.
    public let entry: String
    /// The entry's declared parameters.
    public let declared: [CatalogParameter]
    /// The values given, by name (each one declared).
    public let given: [String: ParameterValue]

    package init(kind: CatalogKind, entry: String, declared: [CatalogParameter], given: [String: ParameterValue]) {
        self.kind = kind
        self.entry = entry
        self.declared = declared
        self.given = given
    }

    /// The value of `name`: the given one, else the declared default.
    public func value(_ name: String) throws(CatalogError) -> ParameterValue {
        guard let parameter = declared.first(where: { $0.name == name }) else {
            throw .undeclaredParameter(kind: kind, entry: entry, parameter: name)
        }
        return given[name] ?? parameter.defaultValue
    }

    /// A finite number.
    public func number(_ name: String) throws(CatalogError) -> Double {
        let value = try value(name)
        guard case .number(let number) = value, number.isFinite else { throw wrongType(name, "a number", value) }
        return number
    }

    /// A string; a number is read as its decimal spelling (an unquoted `42` in YAML).
    public func string(_ name: String) throws(CatalogError) -> String {
        let value = try value(name)
        switch value {
        case .string(let string): return string
        case .number: return value.description
        case .bool: throw wrongType(name, "a string", value)
        }
    }

    /// `true` or `false`.
    public func bool(_ name: String) throws(CatalogError) -> Bool {
        let value = try value(name)
        guard case .bool(let bool) = value else { throw wrongType(name, "true or false", value) }
        return bool
    }

    /// A colour, in Kinetype's one colour grammar (`Color(parsing:)`: a name or `#hex`).
    public func color(_ name: String) throws(CatalogError) -> Color {
        let value = try value(name)
        guard case .string(let text) = value else { throw wrongType(name, "a colour", value) }
        do {
            return try Color(parsing: text)
        } catch {
            throw .invalidValue(kind: kind, entry: entry, parameter: name, message: error.description)
        }
    }

    /// One of an enumeration's names (declare the parameter with those `choices`).
    public func choice<Choice: CaseIterable & RawRepresentable>(_ name: String, as type: Choice.Type) throws(CatalogError) -> Choice
    where Choice.RawValue == String {
        let text = try string(name)
        if let choice = Choice(rawValue: text) { return choice }
        let names = Choice.allCases.map(\.rawValue)
        throw .invalidValue(kind: kind, entry: entry, parameter: name, message: CatalogError.notAChoice(text, names))
    }

    private func wrongType(_ name: String, _ expected: String, _ value: ParameterValue) -> CatalogError {
        .wrongType(kind: kind, entry: entry, parameter: name, expected: expected, got: value.description)
    }
}

/// The parameters a renderer's factory reads (``RendererCatalog``).
public typealias RendererParameters = CatalogParameters
/// The parameters a transition's factory reads (``TransitionCatalog``).
public typealias TransitionParameters = CatalogParameters
