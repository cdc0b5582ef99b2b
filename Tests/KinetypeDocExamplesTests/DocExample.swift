import Foundation

/// One code example of the docs, as `Tests/DocExamples/extract.py` wrapped it: where it is, what
/// it needs, and the function that runs it.
///
/// This file, `DocExamples.swift`, `DocExampleNamespace.swift`, `DocExampleInputs.swift`,
/// `DocExample+Givens.swift` and the generated `*.generated.swift` compile in the test target
/// and, unchanged, in the package `make test-package` builds against the checkout.
struct DocExample: Sendable, CustomStringConvertible {
    /// Where an example may run.
    enum Runs: Sendable {
        /// In the tests' process (and in `make test-package`).
        case inTests
        /// Only in a process of its own (`make test-package`): it changes the process's shared
        /// catalogues or font list, which other tests read.
        case inOwnProcess
        /// Nowhere: compiled only (declarations, a `@main` program, a server).
        case never
    }

    /// `path:line` of the block's opening fence, from the package's root.
    let place: String
    /// Where it may run.
    let runs: Runs
    /// The input files it names, put in its folder first (``DocExampleInputs``).
    let inputs: [String]
    /// The block, wrapped.
    let run: @Sendable () async throws -> Void

    /// An example at `place`.
    init(_ place: String, runs: Runs, inputs: [String], _ run: @escaping @Sendable () async throws -> Void) {
        self.place = place
        self.runs = runs
        self.inputs = inputs
        self.run = run
    }

    /// The place, which names the example in the test's results.
    var description: String { place }

    /// Runs the example in `folder` (its inputs put there first): relative paths of its
    /// `URL(fileURLWithPath:)` calls are taken in `folder`, through ``DocExamples/folder``.
    func run(in folder: URL, checkout: URL) async throws {
        try DocExampleInputs.prepare(inputs, in: folder, checkout: checkout)
        // As a folder's URL (a trailing slash), or `relativeTo:` would take names beside it.
        let base = URL(fileURLWithPath: folder.path, isDirectory: true)
        try await DocExamples.$folder.withValue(base) { try await run() }
    }
}
