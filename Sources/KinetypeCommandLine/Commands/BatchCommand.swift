import ArgumentParser
import Foundation
import Kinetype
import KinetypeDiagnostics

/// `kinetype batch`: one card a row of data, rendered in parallel, with a manifest, resume and shards.
struct BatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Render a scene once for every row of a CSV, JSON Lines or YAML/JSON list, each row's fields as the scene's {{variables}}."
    )

    @Argument(help: "The scene file (.yaml, .yml or .json) with {{variables}}.")
    var scene: String

    @Option(name: .long, help: "The rows: .csv (a header row first; commas, or semicolons or tabs when the header has no comma), .tsv, .jsonl (an object a line), or a .yaml or .json list of mappings.")
    var data: String

    @Option(name: .shortAndLong, help: "Each output's path from its row: out/{{slug}}.gif; {{row}} is the row's number (any format by extension).")
    var output: String

    @Option(name: .long, help: "A manifest to append to: one JSON line a row with its output, status, bytes, SHA-256 and time.")
    var manifest: String?

    @Flag(name: .long, help: "Skip rows whose output exists and whose manifest line matches the scene and the row.")
    var resume = false

    @Option(name: .long, help: "Render only rows I, I+N, I+2N … (0-based): --shard 0/4. Without it, Slurm, Kubernetes and AWS Batch array indices are read from the environment.",
            transform: { try BatchShard(checking: $0) })
    var shard: BatchShard?

    @Option(name: .long, parsing: .unconditional, help: "How many shards a Kubernetes or AWS Batch array has (they give only the index).")
    var shards: Int?

    @Option(name: .long, parsing: .unconditional, help: "The time in seconds of the frame still outputs (png, svg, pdf) show (default: each card's poster).")
    var at: Double?

    @Flag(name: .long, help: "Check every row (its values against the template's params, the scene, the card) and print 'row N: ok' for each good one, rendering and writing nothing; exit 2 when a row is bad.")
    var dryRun = false

    @Flag(name: .long, help: "Stop at the first bad row.")
    var failFast = false

    @Option(name: .long, parsing: .unconditional, help: "Rows rendered at once, 1 or more (default: the cores).")
    var threads: Int?

    @Option(name: .long, help: "Also write a timeline (OpenTimelineIO's .otio or Final Cut Pro's .fcpxml) listing every row's output as a clip, in row order, with the row's fields as metadata (outputs .mov, .webm or .mp4).")
    var timeline: String?

    @Option(name: .long, help: "Progress on standard error: a bar on a terminal (auto), a bar, one JSON object a row, or none.")
    var progress: ProgressChoice = .auto

    @OptionGroup var soundtrackOptions: SoundtrackOptions

    func validate() throws {
        guard !resume || manifest != nil else { throw ValidationError("--resume reads the manifest: give it with --manifest results.jsonl") }
        if let threads, threads < 1 { throw ValidationError("--threads: expected 1 or more; got \(threads)") }
        if let timeline {
            guard ExportFormat(path: timeline)?.isTimeline == true else {
                throw ValidationError("--timeline '\(timeline)': a timeline is an OpenTimelineIO or FCPXML file; end its name with .otio or .fcpxml")
            }
            guard let format = ExportFormat(path: output), ExportFormat.timelineMedia.contains(format) else {
                throw ValidationError("--timeline lists videos an editor imports: make -o end with .mov, .webm or .mp4 (it is '\(output)')")
            }
        }
        if let at, !TitleCard.timeRange.contains(at) {
            throw ValidationError("--at: expected \(TitleCard.timeRange); got \(ValueRange.format(at))")
        }
    }

    func run() throws {
        if let absence = InputFile.absence(at: scene) {
            throw InputError(absence == .missing ? "'\(scene)': no such scene file" : "'\(scene)': \(absence.reason)")
        }
        let rows: [BatchRow]
        let plan: BatchPlan
        let shardChoice: BatchShard?
        do {
            rows = try BatchRows.read(contentsOf: URL(fileURLWithPath: data))
            plan = try BatchPlan(rows: rows, pattern: output)
            try plan.checkInputs(scene: URL(fileURLWithPath: scene), data: URL(fileURLWithPath: data), manifest: manifest.map { URL(fileURLWithPath: $0) },
                                 timeline: timeline.map { URL(fileURLWithPath: $0) })
            shardChoice = try shard ?? BatchShard.fromEnvironment(ProcessInfo.processInfo.environment, shards: shards)
        } catch let error as BatchError {
            throw InputError(error.message)
        }
        noteUnusedColumns(of: rows)
        var runner = BatchRunner(scene: URL(fileURLWithPath: scene), plan: plan)
        runner.shard = shardChoice
        runner.catalogs = CommandCatalogs.current
        runner.manifest = manifest.map { URL(fileURLWithPath: $0) }
        runner.resume = resume
        runner.failFast = failFast
        runner.stillTime = at
        runner.soundtrack = soundtrackOptions.override
        runner.dryRun = dryRun
        if let format = ExportFormat(path: output), !format.exporter.holdsSound || format.isTimeline, soundtrackOptions.audio != nil {
            Streams.printError("note: \(format.rawValue) holds no sound, so the soundtrack '\(soundtrackOptions.audio!)' is left out; write MP4, WebM or MOV to hear it\n")
        }
        if let threads { runner.threads = threads }
        let dataName = data, warnings = Streams.error
        runner.warn = { row, warning in
            try? warnings.write(Data("warning: row \(row.number) (line \(row.line) of \(dataName)): \(warning)\n".utf8))
        }
        let total = plan.items.indices.filter { shardChoice?.contains($0) ?? true }.count
        let bar = ProgressReporter(progress, unit: "cards")
        let json = progress == .json
        let errors = Streams.error
        let finished = Locked(0)
        let outcomes = try runner.run { row, outcome in
            // One lock for the count and its line, so counts print in order.
            finished.withLock { done in
                done += 1
                bar?.update(done, total)
                guard json else { return }
                let status: String
                var seconds = ""
                switch outcome {
                case .rendered(let time):
                    status = "ok"
                    seconds = #","seconds":\#(String(format: "%.3f", time))"#
                case .skipped: status = "skipped"
                case .checked: status = "checked"
                case .failed, .unwritten: status = "failed"
                }
                try? errors.write(Data((#"{"row":\#(row.number),"status":"\#(status)"\#(seconds),"done":\#(done),"total":\#(total)}"# + "\n").utf8))
            }
        }
        // Bad rows are bad input (exit 2); when every failure is a write that failed (a full
        // disk), the batch failed to write (exit 1).
        var input = false, output = false
        for number in outcomes.keys.sorted() {
            let message: String
            switch outcomes[number] {
            case .checked?:
                Streams.print("row \(number): ok")
                continue
            case .failed(let text)?: message = text; input = true
            case .unwritten(let text)?: message = text; output = true
            default: continue
            }
            Streams.printError("error: row \(number) (line \(rows[number - 1].line) of \(data)): \(message)\n")
        }
        if input { throw ExitCode(2) }
        if output { throw ExitCode(1) }
        if let timeline, !dryRun { try writeTimeline(timeline, plan: plan, shard: shardChoice) }
    }

    /// Warns of each column that fills nothing (no parameter or `{{variable}}` of the scene
    /// and no `{{name}}` of `-o` has its name) and is near a name that would (a misspelt
    /// column), and notes the others in one line: a column that fills nothing is not an error,
    /// since spreadsheets carry columns of their own, but it should not pass unseen.
    private func noteUnusedColumns(of rows: [BatchRow]) {
        guard let text = try? String(contentsOfFile: scene, encoding: .utf8) else { return }
        let fillable = SceneLoader().fillableNames(string: text, fileName: scene,
                                                   format: SceneFormat(pathExtension: (scene as NSString).pathExtension))
            .union(TemplateVariables.names(in: output)).union(["row"])
        let columns = Set(rows.flatMap(\.fields.keys)).subtracting(fillable).sorted()
        var unnoted: [String] = []
        for column in columns {
            if let near = NameSuggestion.nearest(to: column, among: fillable.sorted()) {
                Streams.printError("warning: the column '\(Excerpt.of(column))' of \(data) fills nothing in the scene or -o; did you mean '\(near)'?\n")
            } else {
                unnoted.append("'\(Excerpt.of(column))'")
            }
        }
        guard !unnoted.isEmpty else { return }
        Streams.printError("note: \(unnoted.count == 1 ? "the column" : "the columns") \(unnoted.joined(separator: ", ")) of \(data) "
            + "\(unnoted.count == 1 ? "fills" : "fill") nothing in the scene or -o\n")
    }

    /// Writes the timeline of the batch's outputs (those of this shard; a last `--resume` run of
    /// every row lists them all): each a clip of the video as ffprobe reads it, named by its
    /// file, with its row's fields and number as metadata, the path relative to the timeline.
    private func writeTimeline(_ path: String, plan: BatchPlan, shard: BatchShard?) throws {
        let timelineURL = URL(fileURLWithPath: path)
        let folder = timelineURL.deletingLastPathComponent().standardizedFileURL.path
        var clips: [OpenTimeline.Clip] = []
        for (index, item) in plan.items.enumerated() where shard?.contains(index) ?? true {
            let url = URL(fileURLWithPath: item.output).standardizedFileURL
            let video = try VideoUnderlay.probe(url)
            let media = url.path.hasPrefix(folder + "/") ? String(url.path.dropFirst(folder.count + 1)) : url.path
            var metadata = item.row.fields
            metadata["row"] = String(item.row.number)
            var clip = OpenTimeline.Clip(name: url.deletingPathExtension().lastPathComponent, media: media,
                                         frames: video.frameCount, fps: video.fps, metadata: metadata)
            (clip.width, clip.height) = (video.width, video.height)
            clips.append(clip)
        }
        let name = timelineURL.deletingPathExtension().lastPathComponent
        let timeline = OpenTimeline(name: name, clips: clips), format = ExportFormat(path: path) ?? .otio
        try CardWriter.inFolder(of: path) { try AtomicFile.write(try timeline.data(as: format, in: timelineURL.deletingLastPathComponent()), to: $0) }
    }
}
