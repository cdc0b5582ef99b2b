extension VideoFormat {
    /// Every video format, in the order help and errors list them.
    public static let allCases: [VideoFormat] = [.mp4, .webm, .mov]

    /// H.264 in MP4 (HEVC over a video of 10 bits), `.mp4` or `.m4v`.
    ///
    /// A card alone uses x264's `medium` preset and `animation` tune: the tune x264 has for flat
    /// areas and hard edges (stronger deblocking off, more reference frames), which is what a
    /// title card is; then the compression's memory settings and rate factor
    /// (``VideoCompression``). It is fed as yuv420p already in BT.709's limited range
    /// (`FFmpegInput.yuv420pEven`) and tagged so (`VideoEncoding.bt709Tags`). Drawn over a
    /// video, the video's own pictures come with the card composited on them (padded to even
    /// sides with ffmpeg's `pad` filter) and are encoded as footage: x264's `veryfast` preset at
    /// the same rate factor, which measured on 1080p footage gives ffmpeg's default settings'
    /// PSNR (`medium`, CRF 23) at 1.1 times the bytes in 0.6 of the time, with its diamond motion
    /// search (`me=dia`, as `superfast` has: 6% less time on the benchmark's clip; on three kinds
    /// of footage at most 0.01 dB of PSNR lost for at most 1.4% more bytes; see BENCHMARKS.md)
    /// (``VideoCompression/smallest`` keeps `medium`).
    ///
    /// Over a video of 10 bits a sample (a phone's HLG video, HDR10), the file keeps 10 bits:
    /// HEVC Main 10 from x265 (H.264 of 10 bits plays almost nowhere), at its `superfast` preset
    /// (`medium` for ``VideoCompression/smallest``) and the rate factor plus four (x265's scale
    /// runs about that much above x264's for the same quality), tagged `hvc1` as Apple's players
    /// require, one pool of two threads, and the video's HDR10 metadata.
    ///
    /// The video's sound is copied where MP4 takes it as it is (AAC, MP3, Opus, AC-3, E-AC-3,
    /// ALAC), else encoded as AAC (a camera's or an AVI's PCM, Vorbis, FLAC), each stream on its
    /// own; a part of a video has its sound encoded too, since a copy starts at the packet before
    /// the cut, about a second early, hidden only by an edit list that not every player or
    /// editor reads.
    public static let mp4 = VideoFormat(
        name: "mp4", extensions: ["mp4", "m4v"], input: (.yuv420pEven, .yuv420pEven), evenSides: true,
        codec: { encoding in
            let crf = encoding.compression.x264CRF(quality: encoding.quality), smallest = encoding.compression == .smallest
            let container = ["-movflags", "+faststart", "-f", "mp4"]
            if encoding.overVideo && encoding.deep {
                return ["-c:v", "libx265", "-pix_fmt", "yuv420p10le", "-preset", smallest ? "medium" : "superfast", "-crf", String(crf + 4),
                        "-x265-params", (["log-level=error", "pools=2", "frame-threads=2"] + encoding.x265Parameters).joined(separator: ":"),
                        "-tag:v", "hvc1"] + container
            }
            if encoding.overVideo {
                return ["-c:v", "libx264", "-pix_fmt", "yuv420p", "-preset", smallest ? "medium" : "veryfast", "-crf", String(crf)]
                    + (smallest ? [] : ["-x264-params", "me=dia"]) + ["-threads", "2"] + container
            }
            return ["-c:v", "libx264", "-pix_fmt", "yuv420p", "-preset", "medium", "-tune", "animation", "-crf", String(crf)]
                + encoding.compression.x264Arguments + encoding.tags + container
        },
        sound: { sources, cut in
            sources.enumerated().flatMap { index, source in
                VideoFormat.soundMP4Takes.contains(source) && !cut ? ["-c:a:\(index)", "copy"] : ["-c:a:\(index)", "aac", "-b:a:\(index)", "192k"]
            }
        })

    /// VP9 in WebM, BT.709 and tagged as MP4 is: fed as yuv420p, or with alpha (a clear
    /// background) as yuva420p (`Frame.yuva420p()`), at libvpx's real-time speed 8 with row
    /// multithreading (see the table in the README's video section) and no lookahead
    /// (`-lag-in-frames 0`: the real-time encoder does not use one, so the bytes are the same,
    /// but its 25 frames' buffers took 220 MB at 1080p with alpha). Over a video of 10 bits it
    /// is VP9 profile 2 (`yuv420p10le`). The sound of a video drawn over becomes Opus, the codec
    /// WebM takes.
    public static let webm = VideoFormat(
        name: "webm", extensions: ["webm"], input: (.yuv420p, .yuva420p), evenSides: false,
        codec: { encoding in
            ["-c:v", "libvpx-vp9", "-pix_fmt", encoding.deep ? "yuv420p10le" : encoding.hasAlpha && !encoding.overVideo ? "yuva420p" : "yuv420p",
             "-b:v", "0", "-crf", String(encoding.vp9CRF), "-deadline", "realtime", "-cpu-used", "8",
             "-row-mt", "1", "-tile-columns", "2", "-threads", "2", "-lag-in-frames", "0"]
                + encoding.tags + ["-f", "webm"]
        },
        sound: { _, _ in ["-c:a", "libopus"] })

    /// ProRes 4444 with alpha in QuickTime, from ffmpeg's `prores_aw` encoder, four times as fast
    /// as `prores_ks` at 68–80 dB (`prores_ks` still for an odd width, which `prores_aw`
    /// refuses), fed as yuva444p10le (`Frame.yuva444p10le()`), BT.709 and tagged as MP4 is, in
    /// each frame's header as in the container (both encoders take the header's tags from the
    /// frames, which `FFmpegEncoder` tags); 10 bits already over a deep video. The sound of a
    /// video drawn over becomes 16-bit PCM, what editors expect beside ProRes (any source's sound
    /// converts to it).
    public static let mov = VideoFormat(
        name: "mov", extensions: ["mov"], input: (.yuva444p10le, .yuva444p10le), evenSides: false,
        codec: { encoding in
            // prores_aw takes only even widths; an odd-width card keeps its size through prores_ks.
            let encoder = encoding.width % 2 == 0 ? ["prores_aw", "-profile:v", "4", "-vendor", "apl0"] : ["prores_ks", "-profile:v", "4444"]
            return ["-c:v"] + encoder + ["-pix_fmt", "yuva444p10le", "-threads", "2"] + encoding.tags + ["-f", "mov"]
        },
        sound: { _, _ in ["-c:a", "pcm_s16le"] })

    /// The sound codecs an MP4 takes as they are (ffmpeg's names).
    static let soundMP4Takes: Set<String> = ["aac", "mp3", "opus", "ac3", "eac3", "alac"]
}
