// The program `make test-package` builds in a package of its own that depends on the Kinetype
// checkout (Tests/DocExamples/package.sh), with the files of Tests/KinetypeDocExamplesTests beside
// it. Run in an empty folder, which it takes as its working directory:
//
//   DocExamples CHECKOUT count        prints how many examples there are
//   DocExamples CHECKOUT run INDEX    runs example INDEX (from 0) there; prints its place and
//                                     "ran" or "compiled"; exits 1 with the error when it throws
//   DocExamples CHECKOUT export NAME  exports the given card with `card.export(to:)` to NAME
import Foundation
import Kinetype

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    FileHandle.standardError.write(Data("usage: DocExamples CHECKOUT count | run INDEX | export NAME\n".utf8))
    exit(2)
}
let checkout = URL(fileURLWithPath: arguments[1], isDirectory: true)
let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
do {
    switch (arguments[2], arguments.count > 3 ? arguments[3] : nil) {
    case ("count", nil):
        print(DocExamples.all.count)
    case ("run", let index?):
        guard let index = Int(index), DocExamples.all.indices.contains(index) else { throw DocExampleInputs.Failure(description: "no example \(index)") }
        let example = DocExamples.all[index]
        if example.runs == .never {
            print("\(example.place): compiled")
        } else {
            try DocExampleInputs.prepare(example.inputs, in: folder, checkout: checkout)
            try await example.run()
            print("\(example.place): ran")
        }
    case ("export", let name?):
        try card.export(to: URL(fileURLWithPath: name))
    default:
        throw DocExampleInputs.Failure(description: "unknown command \(arguments[2...].joined(separator: " "))")
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
