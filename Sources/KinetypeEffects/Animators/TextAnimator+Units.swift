import Foundation
import KinetypeText

extension RangeSelector.Units {
    /// The unit of each cluster of `slices` (a layout's clusters in reading order, each with its
    /// line number) and the number of units; nil for a cluster that is in none (white space,
    /// when spaces do not count).
    package func assign(_ slices: [TextAnimatorRenderer.Cluster]) -> (units: [Int?], count: Int) {
        var units: [Int?] = []
        units.reserveCapacity(slices.count)
        var count = 0
        switch self {
        case .characters:
            units = Array(0..<slices.count)
            count = slices.count
        case .charactersExcludingSpaces:
            for cluster in slices {
                if TransitionRenderer.isSpace(cluster.slice) { units.append(nil) } else { units.append(count); count += 1 }
            }
        case .words:
            var inWord = false, line = -1
            for cluster in slices {
                if cluster.line != line { inWord = false; line = cluster.line }
                if TransitionRenderer.isSpace(cluster.slice) {
                    units.append(nil)
                    inWord = false
                } else {
                    if !inWord { count += 1; inWord = true }
                    units.append(count - 1)
                }
            }
        case .lines:
            var last = -1
            for cluster in slices {
                if cluster.line != last { count += 1; last = cluster.line }
                units.append(count - 1)
            }
        }
        return (units, count)
    }
}

extension TextAnimatorRenderer {
    /// A cluster of a layout: its slice, its line, its place in the line's visual order, and the
    /// joined unit it moves with (nil when it moves on its own).
    package struct Cluster {
        package var slice: Text.Layout.RunSlice
        package var line: Int
        package var visual: Int
        package var joined: Int? = nil
    }

    /// The layout's clusters in reading order: lines top to bottom, and within a line by their
    /// first character (so an Arabic line counts from its right end). A cluster whose letters
    /// join its neighbours' (``Text/Layout/ReadingUnit/joined``) knows its unit.
    package static func readingOrder(of layout: Text.Layout) -> [Cluster] {
        let clusters = layout.readingClusters()
        var sizes: [Int: Int] = [:]
        for cluster in clusters where !cluster.isSpace { sizes[cluster.joined, default: 0] += 1 }
        return clusters.map {
            Cluster(slice: $0.slice, line: $0.line, visual: $0.visual,
                    joined: !$0.isSpace && sizes[$0.joined, default: 0] > 1 ? $0.joined : nil)
        }
    }
}
