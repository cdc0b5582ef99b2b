import KinetypeDiagnostics
import KinetypePrimitives

/// The entries of one catalogue, safe to read and extend from any thread: registration, look-up
/// by name with suggestions, and parameter checks, shared by every ``Catalog`` so all answer a
/// bad name or parameter in the same words. Its members are the catalogues' own: a program uses
/// the catalogue's methods.
public final class CatalogStore<Entry: CatalogEntry>: Sendable {
    package let kind: CatalogKind
    private let entries: Locked<[Entry]>

    package init(kind: CatalogKind, entries: [Entry]) {
        self.kind = kind
        self.entries = Locked(entries)
    }

    /// Every entry, in registration order (built-ins first).
    package var all: [Entry] { entries.withLock { $0 } }

    /// Adds `entry`; throws for a name in use or one that a scene file could not spell.
    package func register(_ entry: Entry) throws(CatalogError) {
        let name = entry.name
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic,
              name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" })
        else { throw .invalidName(kind: kind, name: name) }
        try entries.withLock { (entries: inout [Entry]) throws(CatalogError) in
            guard !entries.contains(where: { $0.name == name }) else { throw .duplicateName(kind: kind, name: name) }
            entries.append(entry)
        }
    }

    /// The entry called `name`, or ``CatalogError/unknownEntry(kind:name:suggestion:known:)``.
    package func entry(named name: String) throws(CatalogError) -> Entry {
        let all = self.all
        if let entry = all.first(where: { $0.name == name }) { return entry }
        let names = all.map(\.name)
        throw .unknownEntry(kind: kind, name: name, suggestion: NameSuggestion.nearest(to: name, among: names), known: names)
    }

    /// `values` checked against the entry's parameters: every name declared, every choice
    /// parameter one of its choices, and every number within its parameter's range.
    package func parameters(_ values: [String: ParameterValue], for entry: Entry) throws(CatalogError) -> CatalogParameters {
        let declared = entry.parameters.map(\.name)
        for name in values.keys.sorted() where !declared.contains(name) {
            throw .unknownParameter(kind: kind, entry: entry.name, parameter: name,
                                    suggestion: NameSuggestion.nearest(to: name, among: declared), known: declared)
        }
        let parameters = CatalogParameters(kind: kind, entry: entry.name, declared: entry.parameters, given: values)
        for parameter in entry.parameters {
            if let range = parameter.range, case .number(let number) = try parameters.value(parameter.name),
               !range.contains(number) {
                throw .invalidValue(kind: kind, entry: entry.name, parameter: parameter.name,
                                    message: "expected \(range.expectation); got \(ValueRange.format(number))")
            }
            guard let choices = parameter.choices else { continue }
            let text = try parameters.string(parameter.name)
            guard choices.contains(text) else {
                throw .invalidValue(kind: kind, entry: entry.name, parameter: parameter.name,
                                    message: CatalogError.notAChoice(text, choices))
            }
        }
        return parameters
    }
}
