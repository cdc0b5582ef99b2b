import Foundation
import KinetypeTestSupportCore
import Testing

/// Every code example of the DocC articles and of the public declarations' doc comments
/// compiles (this target builds the `*.generated.swift` files, which `make test` checks are what
/// the docs say) and runs, each in a temporary folder of its own.
@Suite struct DocExamplesTests {
    @Test("each example names the line of a ```swift fence in the docs, once")
    func placesAreFences() throws {
        #expect(DocExamples.all.count > 100)
        #expect(Set(DocExamples.all.map(\.place)).count == DocExamples.all.count)
        for example in DocExamples.all {
            let parts = example.place.split(separator: ":")
            let text = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent(String(parts[0])), encoding: .utf8)
            let line = text.split(separator: "\n", omittingEmptySubsequences: false)[Int(parts[1])! - 1]
            #expect(line.hasSuffix("```swift"), "\(example.place): \(line)")
        }
    }

    @Test("a doc example runs", arguments: DocExamples.all.filter { $0.runs == .inTests })
    func runs(_ example: DocExample) async throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        try await example.run(in: folder, checkout: TestSupport.packageRoot)
    }
}
