import Foundation
import KinetypeExport
import KinetypeVideo
import Testing

/// ffprobe's `key=value` output read back into streams, as the video checks and `captions --over`
/// read it.
@Suite struct FFprobeTests {
    @Test("one dictionary a stream: a stream ends where a key comes again; lines without '=' and empty values are skipped")
    func sections() {
        let text = """
        codec_type=video
        width=320
        height=180
        r_frame_rate=30/1
        nb_read_packets=20
        codec_type=audio
        r_frame_rate=0/0
        nb_read_packets=47
        [SIDE_DATA]
        profile=
        """
        #expect(FFprobe.sections(text) == [
            ["codec_type": "video", "width": "320", "height": "180", "r_frame_rate": "30/1", "nb_read_packets": "20"],
            ["codec_type": "audio", "r_frame_rate": "0/0", "nb_read_packets": "47"],
        ])
    }

    @Test("a single stream without codec_type, and no output at all")
    func single() {
        #expect(FFprobe.sections("width=321\r\nheight=181\nnb_read_packets=2\n") == [["width": "321", "height": "181", "nb_read_packets": "2"]])
        #expect(FFprobe.sections("").isEmpty)
    }
}
