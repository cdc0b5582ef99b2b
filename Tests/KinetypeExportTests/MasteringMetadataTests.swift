import Foundation
import KinetypeExport
import KinetypeVideo
import Testing

/// HDR10's static metadata, as ffprobe prints a picture's side data, turned into x265's
/// `master-display` and `max-cll` (x265's documentation: chromaticities in 0.00002, luminances
/// in 0.0001 cd/m²; its example, a P3 display of 1000 cd/m², is
/// `G(13250,34500)B(7500,3000)R(34000,16000)WP(15635,16450)L(10000000,1)`).
@Suite struct MasteringMetadataTests {
    static let display = ["side_data_type": "Mastering display metadata", "red_x": "34000/50000", "red_y": "16000/50000",
                          "green_x": "13250/50000", "green_y": "34500/50000", "blue_x": "7500/50000", "blue_y": "3000/50000",
                          "white_point_x": "15635/50000", "white_point_y": "16450/50000", "min_luminance": "1/10000",
                          "max_luminance": "10000000/10000"]
    static let levels = ["side_data_type": "Content light level metadata", "max_content": "1000", "max_average": "400"]

    @Test("a P3 mastering display of 1000 cd/m² and its light levels are x265's example")
    func example() {
        let parameters = VideoUnderlay.masteringMetadata([Self.display, Self.levels, ["side_data_type": "H.26[45] User Data Unregistered SEI message"]])
        #expect(parameters == ["master-display=G(13250,34500)B(7500,3000)R(34000,16000)WP(15635,16450)L(10000000,1)", "max-cll=1000,400"])
        // Matroska's rationals come in other denominators (0.68 as 17/25).
        var other = Self.display
        other["red_x"] = "17/25"
        other["max_luminance"] = "4000/1"
        #expect(VideoUnderlay.masteringMetadata([other]) == ["master-display=G(13250,34500)B(7500,3000)R(34000,16000)WP(15635,16450)L(40000000,1)"])
    }

    @Test("a block with a field missing, not a number, negative, infinite or beyond its range is left out")
    func hostile() {
        for (key, value) in [("red_x", nil), ("red_x", "abc"), ("green_y", "-1/2"), ("blue_x", "1/0"), ("white_point_y", "3/1"),
                             ("max_luminance", "1e300/1"), ("min_luminance", "nan"), ("red_y", "abc/1"), ("blue_y", "1/2/3"), ("green_x", "")] as [(String, String?)] {
            var display = Self.display
            display[key] = value
            #expect(VideoUnderlay.masteringMetadata([display, Self.levels]) == ["max-cll=1000,400"], "\(key)=\(value ?? "none")")
        }
        #expect(VideoUnderlay.masteringMetadata([Self.display, ["side_data_type": "Content light level metadata", "max_content": "70000", "max_average": "400"]]).count == 1)
        #expect(VideoUnderlay.masteringMetadata([]).isEmpty)
    }
}
