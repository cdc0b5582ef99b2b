import Foundation

/// A batch worked out before anything renders: each row's output path from the pattern, the
/// rows this shard renders, and the checks that stop a batch at once (names that collide or
/// leave the output folder, variables the rows do not have).
public struct BatchPlan: Sendable {
    public struct Item: Hashable, Sendable {
        public var row: BatchRow
        /// The output path, the pattern filled in from the row (and `{{row}}`, its number).
        public var output: String
    }

    /// Every row's item, in row order.
    public var items: [Item]
    /// The folder every output stays in: the pattern's part before its first `{{`.
    public var folder: String

    /// The plan for `rows` and the output `pattern` (`out/{{slug}}.gif`).
    public init(rows: [BatchRow], pattern: String) throws {
        guard pattern.contains("{{") else {
            throw BatchError("-o '\(pattern)' names one file for every row: put a field in it, as in out/{{slug}}.gif or out/{{row}}.png")
        }
        let prefix = String(pattern[..<pattern.range(of: "{{")!.lowerBound])
        let folder = prefix.contains("/") ? String(prefix[...prefix.lastIndex(of: "/")!]) : ""
        self.folder = folder
        let base = URL(fileURLWithPath: folder.isEmpty ? "." : folder).standardizedFileURL.path
        var seen: [String: Int] = [:]
        var items: [Item] = []
        for row in rows {
            let output = try Self.fill(pattern, row: row)
            let resolved = URL(fileURLWithPath: output).standardizedFileURL.path
            guard resolved.hasPrefix(base.hasSuffix("/") ? base : base + "/") else {
                throw BatchError("row \(row.number): the output '\(output)' leaves the output folder '\(folder.isEmpty ? "." : folder)': take '..' and '/' out of the row's values")
            }
            if let other = seen[resolved] {
                throw BatchError("rows \(other) and \(row.number) would both write '\(output)': make the pattern name each row apart, as with {{row}}")
            }
            seen[resolved] = row.number
            items.append(Item(row: row, output: output))
        }
        self.items = items
    }

    /// `pattern` with `{{name}}` from the row's fields and `{{row}}` its number.
    static func fill(_ pattern: String, row: BatchRow) throws -> String {
        var result = ""
        var rest = Substring(pattern)
        while let open = rest.range(of: "{{") {
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                throw BatchError("-o '\(pattern)': a {{ is not closed with }}")
            }
            let name = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            if name == "row" {
                result += String(row.number)
            } else if let value = row.fields[name] {
                guard !value.isEmpty else { throw BatchError("row \(row.number): '\(name)' is empty, so it cannot name the output") }
                result += value
            } else {
                throw BatchError("row \(row.number): -o names {{\(name)}}, which the row does not have (it has \(row.fields.keys.sorted().joined(separator: ", ")))")
            }
            rest = rest[close.upperBound...]
        }
        return result + rest
    }
}

/// Which share of the rows a process renders: rows I, I+N, I+2N … (0-based positions).
public struct BatchShard: Hashable, Sendable {
    public var index: Int
    public var count: Int

    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Whether the row at 0-based `position` is this shard's.
    public func contains(_ position: Int) -> Bool { position % count == index }

    /// `I/N` as written on the command line.
    public static func parse(_ text: String) throws -> BatchShard {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count > 0 else {
            throw BatchError("--shard '\(text)' is not I/N (shard I of N), as in --shard 0/4")
        }
        guard (0..<count).contains(index) else {
            throw BatchError("""
                --shard '\(text)': the indices of \(count) shard(s) run from 0 to \(count - 1) \
                (--shard 0/\(count) … --shard \(count - 1)/\(count))
                """)
        }
        return BatchShard(index: index, count: count)
    }

    /// The shard the environment of a cluster engine names, if any: Kubernetes Indexed Jobs
    /// (`JOB_COMPLETION_INDEX`, with the count from `KINETYPE_SHARD_COUNT` or `shards`), Slurm job
    /// arrays (`SLURM_ARRAY_TASK_ID` less `SLURM_ARRAY_TASK_MIN`, of `SLURM_ARRAY_TASK_COUNT`),
    /// AWS Batch array jobs (`AWS_BATCH_JOB_ARRAY_INDEX`, with the count as for Kubernetes).
    public static func fromEnvironment(_ environment: [String: String], shards: Int?) throws -> BatchShard? {
        let count = shards ?? environment["KINETYPE_SHARD_COUNT"].flatMap(Int.init)
        if let id = environment["SLURM_ARRAY_TASK_ID"].flatMap(Int.init) {
            let minimum = environment["SLURM_ARRAY_TASK_MIN"].flatMap(Int.init) ?? 0
            guard let total = environment["SLURM_ARRAY_TASK_COUNT"].flatMap(Int.init) ?? count, total > 0 else {
                throw BatchError("SLURM_ARRAY_TASK_ID is set but not SLURM_ARRAY_TASK_COUNT: give the count with --shards")
            }
            return try checked(id - minimum, total, "SLURM_ARRAY_TASK_ID")
        }
        for variable in ["JOB_COMPLETION_INDEX", "AWS_BATCH_JOB_ARRAY_INDEX"] {
            guard let index = environment[variable].flatMap(Int.init) else { continue }
            guard let count, count > 0 else {
                throw BatchError("\(variable) is set: give the number of shards with --shards N (or KINETYPE_SHARD_COUNT)")
            }
            return try checked(index, count, variable)
        }
        return nil
    }

    private static func checked(_ index: Int, _ count: Int, _ source: String) throws -> BatchShard {
        guard (0..<count).contains(index) else { throw BatchError("\(source) gives shard \(index), outside 0..<\(count)") }
        return BatchShard(index: index, count: count)
    }
}
