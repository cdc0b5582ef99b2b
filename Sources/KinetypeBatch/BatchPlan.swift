import Foundation

/// A batch worked out before anything renders: each row's output path from the pattern, the
/// rows this shard renders, and the checks that stop a batch at once (names that collide or
/// leave the output folder, variables the rows do not have).
public struct BatchPlan: Sendable {
    /// One row and the file it renders to.
    public struct Item: Hashable, Sendable {
        /// The row, with the fields that fill the scene's variables.
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

    /// Refuses a batch that would write over its own inputs or write two things to one place,
    /// before anything is written: an output that is the scene, the data file, the manifest or
    /// the timeline; a manifest or timeline that is the scene, the data file or the other; a
    /// manifest that is there but is not a regular file; and anything the batch writes (an
    /// output, the manifest, the timeline) inside a row's output, which can only be a folder of
    /// frames and holds only its frames. Paths are compared with `.` and `..` taken out and links
    /// followed. Throws ``BatchError`` naming the row or the option and the file.
    public func checkInputs(scene: URL, data: URL, manifest: URL?, timeline: URL? = nil) throws {
        func key(_ url: URL) -> String { url.standardizedFileURL.resolvingSymlinksInPath().path }
        let inputs = [(key(scene), "the scene"), (key(data), "the data file")]
        var extras: [(key: String, role: String, option: String, path: String)] = []
        for (url, option, role) in [(manifest, "--manifest", "the manifest"), (timeline, "--timeline", "the timeline")] {
            guard let url else { continue }
            if let (_, other) = (inputs + extras.map { ($0.key, $0.role) }).first(where: { $0.0 == key(url) }) {
                throw BatchError("\(option) '\(url.relativePath)' is \(other): name another file for \(role), such as \(option == "--manifest" ? "results.jsonl" : "timeline.otio")")
            }
            extras.append((key(url), role, option, url.relativePath))
        }
        if let manifest {
            var info = stat()
            if lstat(manifest.path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
                throw BatchError("--manifest '\(manifest.relativePath)' is \(Self.kind(info.st_mode)), not a file the manifest can be appended to: name a .jsonl file for it")
            }
        }
        let protected = inputs + extras.map { ($0.key, $0.role) }
        // Everything the batch writes, by its path: what to call it in a message.
        var written: [String: (name: String, isOutput: Bool)] = [:]
        for extra in extras { written[extra.key] = ("\(extra.option) '\(extra.path)'", false) }
        for item in items {
            let output = key(URL(fileURLWithPath: item.output))
            if let (_, role) = protected.first(where: { $0.0 == output }) {
                throw BatchError("row \(item.row.number): the output '\(item.output)' is \(role): change -o so no row writes over it")
            }
            written[output] = ("row \(item.row.number)'s output '\(item.output)'", true)
        }
        // A folder of frames holds its frames only: nothing else the batch writes may lie inside it.
        for (path, inner) in written.sorted(by: { $0.key < $1.key }) {
            var folder = (path as NSString).deletingLastPathComponent
            while folder.count > 1 {
                if let outer = written[folder] {
                    let what = outer.isOutput ? "a folder of frames that holds only its frames" : "a file the batch writes"
                    throw BatchError("\(inner.name) lies inside \(outer.name), \(what): name them apart")
                }
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
    }

    /// "a folder", "a FIFO (named pipe)", … for a file's `st_mode`.
    private static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: return "a folder"
        case S_IFLNK: return "a symbolic link"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        default: return "a special file"
        }
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
    /// The shard's 0-based index, from 0 to ``count`` - 1.
    public var index: Int
    /// How many shards the rows are shared among; at least 1.
    public var count: Int

    /// Shard `index` of `count` (0-based; not checked here, as ``parse(_:)`` and
    /// ``fromEnvironment(_:shards:)`` check theirs).
    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Whether the row at 0-based `position` is this shard's.
    public func contains(_ position: Int) -> Bool { position % count == index }

    /// `I/N` as written on the command line (`--shard 0/4`); the error says what is wrong
    /// without repeating the text, which the command line's message quotes.
    public static func parse(_ text: String) throws -> BatchShard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw BatchError("not I/N: write shard I of N shards, as in 0/4")
        }
        guard count > 0 else {
            throw BatchError("N, the number of shards, must be 1 or more, as in 0/4")
        }
        guard (0..<count).contains(index) else {
            throw BatchError("the indices of \(count) shard(s) run from 0 to \(count - 1) (0/\(count) … \(count - 1)/\(count))")
        }
        return BatchShard(index: index, count: count)
    }

    /// The shard the environment of a cluster engine names, if any. The variables read:
    ///
    /// | engine | index | shards | first index | step |
    /// |---|---|---|---|---|
    /// | Slurm job array (`sbatch --array=1-7:2`) | `SLURM_ARRAY_TASK_ID` | `SLURM_ARRAY_TASK_COUNT`, else `shards` | `SLURM_ARRAY_TASK_MIN` (default 0) | `SLURM_ARRAY_TASK_STEP` (default 1) |
    /// | Kubernetes Indexed Job | `JOB_COMPLETION_INDEX` | `shards`, else `KINETYPE_SHARD_COUNT` | 0 | 1 |
    /// | AWS Batch array job | `AWS_BATCH_JOB_ARRAY_INDEX` | `shards`, else `KINETYPE_SHARD_COUNT` | 0 | 1 |
    ///
    /// Slurm's task IDs run from the first index by the step, so task `min + k·step` is shard
    /// `k`. A variable that is set must be a whole number in its range (an index from 0, a count
    /// and a step from 1): one that is not is an error naming it, never a silent "no shard"
    /// that would render every row in every task.
    public static func fromEnvironment(_ environment: [String: String], shards: Int?) throws -> BatchShard? {
        func number(_ name: String, from lowest: Int) throws -> Int? {
            guard let text = environment[name] else { return nil }
            guard let value = Int(text.trimmingCharacters(in: .whitespaces)), value >= lowest else {
                throw BatchError("\(name)='\(text.prefix(40))' is not a whole number from \(lowest): check the job's environment")
            }
            return value
        }
        if let shards, shards < 1 { throw BatchError("--shards \(shards) is not valid: give 1 or more") }
        let count = try shards ?? number("KINETYPE_SHARD_COUNT", from: 1)
        if let id = try number("SLURM_ARRAY_TASK_ID", from: 0) {
            let minimum = try number("SLURM_ARRAY_TASK_MIN", from: 0) ?? 0
            let step = try number("SLURM_ARRAY_TASK_STEP", from: 1) ?? 1
            guard let total = try number("SLURM_ARRAY_TASK_COUNT", from: 1) ?? count else {
                throw BatchError("SLURM_ARRAY_TASK_ID is set but SLURM_ARRAY_TASK_COUNT is not: give the number of tasks with --shards N")
            }
            guard id >= minimum, (id - minimum) % step == 0 else {
                throw BatchError("""
                    SLURM_ARRAY_TASK_ID=\(id) is not one of the array's tasks (from SLURM_ARRAY_TASK_MIN=\(minimum) by                     SLURM_ARRAY_TASK_STEP=\(step)): check the job's environment
                    """)
            }
            return try checked((id - minimum) / step, total, "SLURM_ARRAY_TASK_ID")
        }
        for variable in ["JOB_COMPLETION_INDEX", "AWS_BATCH_JOB_ARRAY_INDEX"] {
            guard let index = try number(variable, from: 0) else { continue }
            guard let count else {
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
