import Foundation

/// The docs' code examples (`all`, generated into `DocExamples.generated.swift`) and the folder
/// the running one writes into.
enum DocExamples {
    /// The folder an example's relative paths are taken in, while it runs; nil: the process's
    /// working directory (`make test-package` runs each example in a process of its own, in the
    /// folder).
    ///
    /// The generated file writes each `URL(fileURLWithPath: "name")` of an example as
    /// `URL(fileURLWithPath: "name", relativeTo: DocExamples.folder)`: the tests run examples side
    /// by side in one process, whose working directory other tests use too.
    @TaskLocal static var folder: URL?
}
