/// How deep lists and mappings (JSON's arrays and objects) may nest in a YAML or JSON file
/// Kinetype reads (a scene, a batch's rows, a Whisper transcript): the one wording of the limit.
///
/// The limit is libyaml's (its default `yaml_set_max_nest_level`), which stops a hostile file
/// before its node tree gets deep enough to overflow the stack of the code that reads it; the
/// message says so in Kinetype's words, never libyaml's.
public enum NestingLimit {
    /// The most levels lists and mappings may nest.
    public static let levels = 1000

    /// Whether libyaml's `problem` (a Yams error's problem text) is this limit.
    public static func isReached(_ problem: String) -> Bool {
        problem.hasPrefix("Maximum nesting level reached")
    }

    /// "lists and mappings nested more than 1000 levels deep, Kinetype's limit; … (look for an
    /// opening bracket that is never closed)", in JSON's words when `json`; `needs` says how few
    /// levels the file needs ("a scene needs only a few levels").
    public static func message(json: Bool, needs: String) -> String {
        let containers = json ? "arrays and objects" : "lists and mappings"
        return "\(containers) nested more than \(levels) levels deep, Kinetype's limit; \(needs) (look for an opening bracket that is never closed)"
    }
}
