#!/usr/bin/env python3
"""Records shaping expectations from hb-shape, the independent reference.

For each case in the *.tests files beside this script, `kinetype layout --json` says how the text
is itemized (runs: font file, script, direction, character range, line context); hb-shape then
shapes each run's text in that font, with the line's text before and after the run as context,
and its output (glyph ids, UTF-8 clusters, advances and offsets in font units) is written to
expected/<topic>.json. The Swift tests compare Kinetype's glyphs with these, within 1/64 px.

Variable fonts: a case's `variations` (and the wght its `weight` names) go to hb-shape as
--variations; hb-shape ignores axes a font lacks, as Kinetype does.

Run from the package root: python3 Tests/KinetypeTextTests/Shaping/record.py
(SWIFT_BUILD_FLAGS="--scratch-path .build-mine" builds into another folder.)
"""
import json, os, subprocess, sys, glob

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.abspath(os.path.join(here, "..", "..", ".."))
flags = os.environ.get("SWIFT_BUILD_FLAGS", "").split()
subprocess.run(["swift", "build", "--product", "kinetype"] + flags, cwd=root, check=True)
binpath = subprocess.run(["swift", "build", "--show-bin-path"] + flags, cwd=root, check=True,
                         capture_output=True, text=True).stdout.strip()
kinetype = os.path.join(binpath, "kinetype")

def parse_case(line):
    options, text = line.split("|", 1)
    opts = dict(kv.split("=", 1) for kv in options.split(";") if kv)
    return opts, text

def layout_args(opts, text):
    args = [kinetype, "layout", "--text", text, "--size", opts.get("size", "48"), "--json"]
    if "features" in opts: args += ["--features", opts["features"]]
    if "direction" in opts: args += ["--direction", opts["direction"]]
    if "weight" in opts: args += ["--weight", opts["weight"]]
    if opts.get("italic") == "1": args += ["--italic"]
    if "family" in opts: args += ["--font", opts["family"]]
    if "variations" in opts: args += ["--variations", opts["variations"]]
    return args

# The OpenType weight classes of the --weight names (SwiftUI's, as CSS numbers them).
WEIGHTS = {"ultraLight": 200, "thin": 100, "light": 300, "regular": 400, "medium": 500,
           "semibold": 600, "bold": 700, "heavy": 800, "black": 900}

def hb_variations(opts):
    """What hb-shape is given: the weight as wght (ignored by static fonts), then the case's settings."""
    settings = []
    if "weight" in opts: settings.append(f"wght={WEIGHTS[opts['weight']]}")
    if "variations" in opts: settings += opts["variations"].split(",")
    return ",".join(settings)

def hb_shape(font, index, text, before, after, direction, script, features, variations):
    # --language=und: Kinetype shapes a text without typesettingLanguage as undetermined, never in
    # the process locale's language (which is also what hb-shape uses when none is given).
    args = ["hb-shape", "--output-format=json", "--no-glyph-names", "--utf8-clusters", "--language=und",
            f"--face-index={index}", f"--direction={direction}", f"--script={script}",
            f"--text-before={before}", f"--text-after={after}"]
    if features: args.append(f"--features={features}")
    if variations: args.append(f"--variations={variations}")
    args += [font, text]
    out = subprocess.run(args, check=True, capture_output=True, text=True).stdout
    return json.loads(out[:out.index("]") + 1])

for path in sorted(glob.glob(os.path.join(here, "*.tests"))):
    topic = os.path.splitext(os.path.basename(path))[0]
    cases = []
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        if not line or line.startswith("#"): continue
        opts, text = parse_case(line)
        layout = json.loads(subprocess.run(layout_args(opts, text), check=True, capture_output=True, text=True).stdout)
        data = text.encode("utf-8")
        runs = []
        for ln in layout["lines"]:
            lstart, lend = ln["range"]
            for run in ln["runs"]:
                start, end = run["range"]
                glyphs = hb_shape(run["font"]["file"], run["font"]["index"],
                                  data[start:end].decode(), data[lstart:start].decode(), data[end:lend].decode(),
                                  run["direction"], run["script"], opts.get("features"), hb_variations(opts))
                runs.append({
                    "font": os.path.basename(run["font"]["file"]), "index": run["font"]["index"],
                    "upem": run["font"]["upem"], "size": run["font"]["size"],
                    "direction": run["direction"], "script": run["script"], "range": [start, end],
                    "glyphs": [[g["g"], g["cl"] + start, g["ax"], g["ay"], g["dx"], g["dy"]] for g in glyphs],
                })
        cases.append({"options": opts, "text": text, "runs": runs})
    os.makedirs(os.path.join(here, "expected"), exist_ok=True)
    with open(os.path.join(here, "expected", topic + ".json"), "w", encoding="utf-8") as f:
        json.dump(cases, f, ensure_ascii=False, indent=1)
    print(f"{topic}: {len(cases)} cases")
