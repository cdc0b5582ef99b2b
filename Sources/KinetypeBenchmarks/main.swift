import Foundation

// `make bench`: prints the machine, then every benchmark as a Markdown table row.
// Copy the figures into BENCHMARKS.md with the date and machine.
let cpu = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
    .split(separator: "\n").first { $0.hasPrefix("model name") }?
    .split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "unknown CPU"
print("Machine: \(cpu), \(ProcessInfo.processInfo.activeProcessorCount) cores")
print("")
print("| benchmark | value | unit |")
print("|---|---|---|")
func report(_ results: [(name: String, value: Double, unit: String)]) {
    for result in results {
        print("| \(result.name) | \(String(format: "%.3f", result.value)) | \(result.unit) |")
    }
}
do {
    report(try TextBenchmarks.run())
    report(try EffectsBenchmarks.run())
} catch {
    print("text benchmarks failed: \(error)")
    exit(1)
}
report(AnimationBenchmarks.run())
report(RasterBenchmarks.run())
