import ArgumentParser
import Kinetype

extension BatchShard: CheckedOptionValue {
    /// `--shard I/N`, shard I of N (`BatchShard/parse(_:)`).
    public init(checking argument: String) throws {
        self = try BatchShard.parse(argument)
    }
}
