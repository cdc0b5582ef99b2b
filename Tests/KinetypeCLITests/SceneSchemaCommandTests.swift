import Foundation
import KinetypeTestSupportCore
import Testing
import Yams

/// `kinetype schema`, the JSON Schema of scene files, against an independent validator
/// (check-jsonschema): it accepts every example scene, and over mutated scenes it agrees with
/// `kinetype validate` on accept or reject.
@Suite struct SceneSchemaCommandTests {
    static let scenes = TestSupport.packageRoot.appendingPathComponent("Examples/Scenes")

    static func exampleNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: scenes.path).filter { $0.hasSuffix(".yaml") }.sorted()
    }

    /// The schema, written to `folder`.
    static func schema(in folder: URL) throws -> URL {
        let result = InProcess.run(["schema"])
        try #require(result.status == 0, "\(result.stderr)")
        let file = folder.appendingPathComponent("scene.schema.json")
        try result.stdout.write(to: file)
        return file
    }

    @Test("kinetype schema accepts every scene in Examples/Scenes")
    func examplesValidate() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let names = try Self.exampleNames()
        #expect(names.count >= 10)
        let invalid = try TemplateCommandTests.invalidFiles(schema: try Self.schema(in: folder),
                                                             instances: names.map { Self.scenes.appendingPathComponent($0) })
        #expect(invalid.isEmpty, "rejected: \(invalid.sorted())")
    }

    /// One change to a scene's text: a key misspelt, a number made a word or too large, a
    /// catalogue name made unknown.
    struct Mutation {
        var kind: String
        var line: Int
        var column: Int
        var length: Int
        var replacement: String
    }

    /// Every place of each kind in `source`, from its node tree (plain scalars only, whose text is
    /// as written), in document order.
    static func sites(_ source: String) throws -> [Mutation] {
        guard let root = try Yams.compose(yaml: source) else { return [] }
        var sites: [Mutation] = []
        let catalogKeys: Set<String> = ["enter", "exit", "renderer", "shader", "reveal", "conceal"]
        func visit(_ node: Node, parentKey: String?) {
            switch node {
            case .mapping(let mapping):
                for (key, value) in mapping {
                    guard case .scalar(let keyScalar) = key, keyScalar.style == .plain, let mark = key.mark else { continue }
                    let name = keyScalar.string
                    if parentKey != "params", parentKey != "variations", name.count > 2 {
                        var letters = Array(name)
                        letters.swapAt(1, 2)
                        let misspelt = letters[1] == letters[2] ? name + "z" : String(letters)
                        sites.append(Mutation(kind: "misspelt key", line: mark.line, column: mark.column, length: name.count, replacement: misspelt))
                    }
                    if case .scalar(let scalar) = value, scalar.style == .plain, let valueMark = value.mark,
                       catalogKeys.contains(name) || (name == "name" && catalogKeys.contains(parentKey ?? "")) {
                        sites.append(Mutation(kind: "unknown name", line: valueMark.line, column: valueMark.column,
                                              length: scalar.string.count, replacement: "zzquux"))
                    }
                    visit(value, parentKey: name)
                }
            case .sequence(let sequence):
                for element in sequence { visit(element, parentKey: parentKey) }
            case .scalar(let scalar):
                guard scalar.style == .plain, parentKey != "params", Double(scalar.string) != nil, let mark = node.mark else { return }
                sites.append(Mutation(kind: "wrong type", line: mark.line, column: mark.column, length: scalar.string.count, replacement: "abc"))
                sites.append(Mutation(kind: "out of range", line: mark.line, column: mark.column, length: scalar.string.count,
                                      replacement: "99999999"))
            case .alias:
                return
            }
        }
        visit(root, parentKey: nil)
        return sites
    }

    /// `source` with `mutation` applied.
    static func apply(_ mutation: Mutation, to source: String) -> String {
        var lines = source.components(separatedBy: "\n")
        var scalars = Array(lines[mutation.line - 1].unicodeScalars)
        scalars.replaceSubrange((mutation.column - 1)..<(mutation.column - 1 + mutation.length), with: mutation.replacement.unicodeScalars)
        lines[mutation.line - 1] = String(String.UnicodeScalarView(scalars))
        return lines.joined(separator: "\n")
    }

    @Test("over 200 mutated scenes, the schema and kinetype validate agree on accept or reject in at least 95%")
    func mutationsAgree() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let schema = try Self.schema(in: folder)
        // The images and sounds the scenes name, beside the mutants.
        for item in ["images", "sounds"] {
            try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent(item),
                                                       withDestinationURL: Self.scenes.appendingPathComponent(item))
        }
        var byKind: [String: [(name: String, source: String, mutation: Mutation)]] = [:]
        for name in try Self.exampleNames() {
            let source = try String(contentsOf: Self.scenes.appendingPathComponent(name), encoding: .utf8)
            for site in try Self.sites(source) { byKind[site.kind, default: []].append((name, source, site)) }
        }
        // 200 in all, shared evenly by the kinds (a kind with fewer places leaves the rest to the
        // others), each kind's spread evenly over its places: deterministic.
        var mutants: [(file: URL, kind: String, what: String)] = []
        var budget = 200
        let kinds = byKind.keys.sorted { (byKind[$0]!.count, $0) < (byKind[$1]!.count, $1) }
        for (position, kind) in kinds.enumerated() {
            let sites = byKind[kind]!
            let count = min(sites.count, budget / (kinds.count - position))
            budget -= count
            for index in 0..<count {
                let site = sites[index * sites.count / count]
                let file = folder.appendingPathComponent("\(kind.replacingOccurrences(of: " ", with: "-"))-\(index).yaml")
                try Data(Self.apply(site.mutation, to: site.source).utf8).write(to: file)
                mutants.append((file, kind, "\(site.name):\(site.mutation.line):\(site.mutation.column) → \(site.mutation.replacement)"))
            }
        }
        #expect(mutants.count >= 200)
        let rejected = try TemplateCommandTests.invalidFiles(schema: schema, instances: mutants.map(\.file))
        var agreed = 0, disagreements: [String] = []
        for mutant in mutants {
            let validate = InProcess.run(["validate", mutant.file.path, "--var", "name=Ada", "--var", "role=Engineer"])
            let schemaAccepts = !rejected.contains(mutant.file.lastPathComponent)
            if (validate.status == 0) == schemaAccepts {
                agreed += 1
            } else {
                disagreements.append("\(mutant.kind) \(mutant.what): validate \(validate.status == 0 ? "accepts" : "rejects"), schema \(schemaAccepts ? "accepts" : "rejects")")
            }
        }
        let agreement = Double(agreed) / Double(mutants.count)
        print("schema and validate agree on \(agreed) of \(mutants.count) mutated scenes (\(String(format: "%.1f", agreement * 100))%)")
        #expect(agreement >= 0.95, "\(disagreements.joined(separator: "\n"))")
    }
}
