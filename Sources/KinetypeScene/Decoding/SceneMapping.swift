import KinetypeDiagnostics
import KinetypePrimitives
import KinetypeText
import Yams

/// The keys and values of a mapping in a scene file, after its keys were checked.
///
/// `SceneNode.mapping(keys:expected:)` builds one and rejects any key it does not list, with the
/// nearest valid key as a suggestion: an unknown key is nearly always a typo, and ignoring it
/// would silently drop what the author meant. YAML merge keys (`<<: *base`) are applied first,
/// the mapping's own keys winning, so a template can share layer settings through anchors.
struct SceneMapping {
    /// The node of the mapping itself.
    let owner: SceneNode
    /// Each key with its value reader, in document order.
    let entries: [(key: String, value: SceneNode)]

    /// The value of a key, or nil when the key is absent.
    subscript(key: String) -> SceneNode? {
        entries.first { $0.key == key }?.value
    }

    /// The value of a key that must be present; `example` shows how to write it.
    func required(_ key: String, example: String) throws -> SceneNode {
        if let value = self[key] { return value }
        throw SceneError(.missingKey, file: owner.context.file, line: owner.line, column: owner.column,
                         keyPath: owner.path.appending(key).description,
                         message: "missing required key '\(key)' \(owner.path.place); add \(example)")
    }
}

extension SceneNode {
    /// The node as a mapping with only the given keys.
    func mapping(keys: [String], expected: String) throws -> SceneMapping {
        let mapping = try anyMapping(expected: expected)
        for entry in mapping.entries where !keys.contains(entry.key) {
            let suggestion = NameSuggestion.nearest(to: entry.key, among: keys)
            let fix = suggestion.map { "did you mean '\($0)'?" } ?? "the keys here are \(keys.joined(separator: ", "))"
            let keyNode = entry.value.keyMark
            throw SceneError(.unknownKey, file: context.file, line: keyNode.line, column: keyNode.column,
                             keyPath: entry.value.path.description,
                             message: "unknown key '\(entry.key)' \(path.place); \(fix)", suggestion: suggestion)
        }
        return mapping
    }

    /// The node as a mapping with any keys (a renderer's parameters).
    func anyMapping(expected: String) throws -> SceneMapping {
        guard case .mapping(let mapping) = node else { throw wrongType(expected) }
        var entries: [(key: String, value: SceneNode)] = []
        var merged: [Node] = []
        for (keyNode, valueNode) in mapping {
            guard case .scalar(let key) = keyNode else {
                throw SceneError(.wrongType, file: context.file, line: keyNode.mark?.line, column: keyNode.mark?.column,
                                 keyPath: path.description,
                                 message: "expected a key name; got \(context.mappingNoun) or \(context.listNoun) as a key")
            }
            if context.format == .yaml, key.style == .plain, key.string == "<<" {
                merged.append(valueNode)
                continue
            }
            entries.append((key.string, SceneNode(valueNode, path: path.appending(key.string), context: context,
                                                  keyMark: keyNode.mark)))
        }
        for source in merged {
            let mappings: [Node]
            if case .sequence(let sequence) = source { mappings = Array(sequence) } else { mappings = [source] }
            for mergedNode in mappings {
                guard case .mapping(let extra) = mergedNode else {
                    throw SceneError(.wrongType, file: context.file, line: mergedNode.mark?.line, column: mergedNode.mark?.column,
                                     keyPath: path.description,
                                     message: "a merge key (<<) takes an anchored mapping or a list of them, as in <<: *base")
                }
                for (keyNode, valueNode) in extra {
                    guard let key = keyNode.string, !entries.contains(where: { $0.key == key }) else { continue }
                    entries.append((key, SceneNode(valueNode, path: path.appending(key), context: context,
                                                   keyMark: keyNode.mark)))
                }
            }
        }
        return SceneMapping(owner: self, entries: entries)
    }

    /// The node as a list, each element read at its index.
    func list(expected: String) throws -> [SceneNode] {
        guard case .sequence(let sequence) = node else { throw wrongType(expected) }
        return sequence.enumerated().map { SceneNode($1, path: path.appending(index: $0), context: context) }
    }
}
