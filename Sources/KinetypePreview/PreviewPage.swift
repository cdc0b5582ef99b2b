/// The preview page: one HTML file with its style and script, served at `/`.
///
/// The page asks `/scene` for the card's size, frame rate and timeline, shows the frame at the
/// current time from `/frame?t=…` on a canvas (fitted to the window), and listens to `/events`
/// for reloads, keeping the current time. Playback asks for frames a few ahead, two at a time,
/// and keeps the last few dozen it drew.
///
/// Keys: space plays and pauses; ← and → step a frame (with shift, a second); Home and End go to
/// the ends; L turns looping on and off; - and + change the speed.
///
/// A template's parameters (`params:`) get a form under the controls: a colour picker, a number
/// field within the declared range, a menu of choices, a check box or a text field each. A
/// changed value is sent with every frame request (`p.NAME=VALUE`), so the frame shown is the
/// one `render --var NAME=VALUE --at` draws; a value the template refuses shows the loader's
/// message beside the form.
///
/// For tests and scripts the page keeps `window.kinetypePreview`: `scene` (the last `/scene`),
/// `shown` ({index, generation, values} of the frame on the canvas, `values` counting form
/// changes), `seek(seconds)`, `play()`, `pause()`, `error()` (the text shown over the frame, or
/// null), `values()` and `setValue(name, value)` (the form's values), `formError()` (the
/// form's message, or null) and `stats` (frames drawn a second while playing).
enum PreviewPage {
    static let html = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Kinetype preview</title>
<style>
  :root { color-scheme: dark; --bg: #15161a; --panel: #1e2026; --line: #30333b; --text: #e8e8ec; --dim: #9a9ca6;
          --accent: #7aa2ff; --enter: #4cc38a; --exit: #e5636b; --effect: #7aa2ff; --replace: #e0a84f;
          --animator: #b58cff; }
  * { box-sizing: border-box; }
  html, body { margin: 0; height: 100%; background: var(--bg); color: var(--text);
               font: 13px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; }
  body { display: flex; flex-direction: column; }
  header { display: flex; gap: 12px; align-items: baseline; padding: 8px 14px; border-bottom: 1px solid var(--line); }
  header h1 { font-size: 14px; margin: 0; font-weight: 600; }
  header .meta { color: var(--dim); }
  #stage { flex: 1; min-height: 0; display: flex; align-items: center; justify-content: center; padding: 12px; position: relative; }
  #frame-box { position: relative; max-width: 100%; max-height: 100%; display: flex; }
  canvas { max-width: 100%; max-height: calc(100vh - 230px); object-fit: contain; display: block;
           background: repeating-conic-gradient(#2a2c33 0% 25%, #23252b 0% 50%) 0 0 / 20px 20px;
           box-shadow: 0 2px 18px rgba(0,0,0,.5); }
  #error { position: absolute; left: 0; right: 0; bottom: 0; margin: 10px; padding: 10px 12px; display: none;
           background: rgba(40, 10, 14, .92); border: 1px solid var(--exit); border-radius: 6px;
           font: 12px/1.45 ui-monospace, "DejaVu Sans Mono", monospace; white-space: pre-wrap; color: #ffd9dc; }
  #error.shown { display: block; }
  #error b { color: #fff; }
  #controls { display: flex; gap: 8px; align-items: center; padding: 8px 14px; border-top: 1px solid var(--line); background: var(--panel); }
  button, select { background: #2a2d35; color: var(--text); border: 1px solid var(--line); border-radius: 5px; padding: 3px 9px; font: inherit; cursor: pointer; }
  button:hover { border-color: var(--accent); }
  #time { font-variant-numeric: tabular-nums; min-width: 190px; }
  label { color: var(--dim); display: flex; gap: 4px; align-items: center; }
  #scrub-row { padding: 4px 14px 0; background: var(--panel); }
  #scrubber { width: 100%; margin: 0; accent-color: var(--accent); }
  #waveform { display: block; width: 100%; height: 28px; }
  #timeline { position: relative; padding: 4px 14px 10px; background: var(--panel); max-height: 150px; overflow-y: auto; }
  .row { display: flex; align-items: center; height: 20px; }
  .row .name { width: 150px; flex: none; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; color: var(--dim); padding-right: 8px; }
  .row .track { position: relative; flex: 1; height: 14px; cursor: pointer; }
  .span { position: absolute; top: 3px; height: 8px; background: #3a3e49; border-radius: 4px; }
  .interval { position: absolute; top: 0; height: 14px; border-radius: 3px; opacity: .9; }
  .interval.enter { background: var(--enter); } .interval.exit { background: var(--exit); }
  .interval.effect { background: var(--effect); } .interval.replace { background: var(--replace); }
  .interval.animator { background: var(--animator); height: 6px; top: 8px; }
  #playhead { position: absolute; top: 0; bottom: 0; width: 2px; background: #fff; pointer-events: none; opacity: .8; }
  .legend { display: flex; gap: 10px; color: var(--dim); margin-left: auto; }
  #params { display: none; flex-wrap: wrap; gap: 6px 14px; align-items: center; padding: 6px 14px; border-top: 1px solid var(--line); background: var(--panel); }
  #params.shown { display: flex; }
  #params input[type=number] { width: 80px; } #params input[type=text] { width: 150px; }
  #params input, #params select { background: #2a2d35; color: var(--text); border: 1px solid var(--line); border-radius: 5px; font: inherit; }
  #form-error { color: #ffb3b8; flex-basis: 100%; white-space: pre-wrap; font: 12px/1.4 ui-monospace, "DejaVu Sans Mono", monospace; }
  .legend i { display: inline-block; width: 10px; height: 10px; border-radius: 2px; margin-right: 4px; vertical-align: -1px; }
</style>
</head>
<body>
<header><h1 id="title">Kinetype preview</h1><span class="meta" id="meta"></span>
  <span class="legend"><span><i style="background:var(--enter)"></i>enter</span><span><i style="background:var(--exit)"></i>exit</span>
  <span><i style="background:var(--effect)"></i>effect</span><span><i style="background:var(--replace)"></i>replace</span>
  <span><i style="background:var(--animator)"></i>animator</span></span></header>
<div id="stage"><div id="frame-box"><canvas id="canvas" width="16" height="9"></canvas><div id="error" role="alert"></div></div></div>
<div id="scrub-row"><canvas id="waveform" width="0" height="28" hidden aria-label="the soundtrack's level"></canvas><input id="scrubber" type="range" min="0" max="0" step="1" value="0" aria-label="time"></div>
<div id="timeline"><div id="rows"></div><div id="playhead"></div></div>
<div id="controls">
  <button id="first" title="Start (Home)">⏮</button>
  <button id="back" title="Previous frame (←)">◀︎</button>
  <button id="play" title="Play or pause (space)">▶︎</button>
  <button id="forward" title="Next frame (→)">▶︎|</button>
  <button id="last" title="End (End)">⏭</button>
  <span id="time">0.000 s · frame 0 / 0</span>
  <label><input type="checkbox" id="loop" checked> loop (L)</label>
  <label>speed <select id="speed"><option>0.25</option><option>0.5</option><option selected>1</option><option>1.5</option><option>2</option></select></label>
</div>
<form id="params" onsubmit="return false"><span id="form-error"></span></form>
<script>
"use strict";
(() => {
  const $ = (id) => document.getElementById(id);
  const canvas = $("canvas"), context = canvas.getContext("2d");
  const api = window.kinetypePreview = { scene: null, shown: { index: -1, generation: -1 }, stats: { fps: 0 } };
  let index = 0;                  // the frame asked for
  let playing = false, playStart = 0, playFrom = 0;
  const bitmaps = new Map();      // "generation:index" -> ImageBitmap, oldest first
  const loading = new Set();
  const keep = 90, parallel = 2;
  let drawnCount = 0, statsSince = 0;
  let values = {}, version = 0;   // the form's changed values, and how many changes so far

  const key = (i) => api.scene.generation + ":" + version + ":" + i;
  const query = () => Object.keys(values).sort().map((name) => "&p." + encodeURIComponent(name) + "=" + encodeURIComponent(values[name])).join("");
  const last = () => Math.max(0, (api.scene ? api.scene.frameCount : 1) - 1);
  const clamp = (i) => Math.min(last(), Math.max(0, i));
  const timeOf = (i) => api.scene && api.scene.fps > 0 ? i / api.scene.fps : 0;

  function draw(i) {
    const bitmap = bitmaps.get(key(i));
    if (!bitmap) return false;
    context.clearRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0);
    api.shown = { index: i, generation: api.scene.generation, values: version };
    drawnCount++;
    return true;
  }

  function fetchFrame(i) {
    const k = key(i), generation = api.scene.generation, asked = version;
    if (bitmaps.has(k) || loading.has(k)) return;
    loading.add(k);
    fetch("/frame?t=" + timeOf(i).toFixed(6) + query(), { cache: "no-store" })
      .then(async (r) => {
        if (r.status === 422) throw { refused: await r.text() };
        if (!r.ok) throw new Error("HTTP " + r.status);
        return createImageBitmap(await r.blob());
      })
      .then((bitmap) => {
        loading.delete(k);
        if (!api.scene || generation !== api.scene.generation || asked !== version) { bitmap.close(); return; }
        showFormError(null);
        bitmaps.set(k, bitmap);
        while (bitmaps.size > keep) { const oldest = bitmaps.keys().next().value; bitmaps.get(oldest).close(); bitmaps.delete(oldest); }
        if (i === index) draw(i);
        pump();
      })
      .catch((error) => {
        loading.delete(k);
        if (error && error.refused !== undefined) { if (asked === version) showFormError(error.refused); return; }
        setTimeout(pump, 200);
      });
  }

  // Asks for the frame wanted and, while playing, the next few.
  function pump() {
    if (!api.scene || !api.scene.loaded) return;
    const wanted = [index];
    if (playing) for (let step = 1; step <= 6; step++) {
      const next = index + step;
      wanted.push(next > last() ? ($("loop").checked ? next - last() - 1 : last()) : next);
    }
    for (const i of wanted) { if (loading.size >= parallel) break; fetchFrame(i); }
  }

  function showTime() {
    const s = api.scene;
    $("time").textContent = timeOf(index).toFixed(3) + " s · frame " + index + " / " + (s ? s.frameCount : 0);
    $("scrubber").value = String(index);
    const track = document.querySelector(".track");
    if (track && s && s.duration > 0) {
      const box = $("timeline").getBoundingClientRect(), t = track.getBoundingClientRect();
      $("playhead").style.left = (t.left - box.left + t.width * Math.min(1, timeOf(index) / s.duration)) + "px";
    }
  }

  function go(i) {
    index = clamp(i);
    if (!draw(index)) fetchFrame(index);
    showTime();
    pump();
  }

  api.seek = (seconds) => { if (playing) { playFrom = seconds; playStart = performance.now(); } go(Math.round(seconds * (api.scene ? api.scene.fps : 0))); };
  api.play = () => { if (playing || !api.scene) return; if (index >= last()) index = 0; playing = true; playFrom = timeOf(index);
                     playStart = performance.now(); drawnCount = 0; statsSince = playStart; $("play").textContent = "❚❚"; requestAnimationFrame(tick); };
  api.pause = () => { playing = false; $("play").textContent = "▶︎"; };
  api.error = () => $("error").classList.contains("shown") ? $("error").textContent : null;
  api.values = () => Object.assign({}, values);
  api.formError = () => $("form-error").textContent || null;
  api.setValue = (name, value) => {
    const field = document.querySelector('#params [data-name="' + CSS.escape(name) + '"]');
    if (field) { if (field.type === "checkbox") field.checked = value === "true"; else field.value = value; }
    change(name, String(value));
  };

  function change(name, value) {
    values[name] = value;
    version++;
    for (const bitmap of bitmaps.values()) bitmap.close();
    bitmaps.clear();
    go(index);
  }

  function showFormError(text) { $("form-error").textContent = text || ""; }

  // One field a parameter, made again when the parameters change; values still declared stay.
  function showForm(params) {
    const form = $("params"), names = new Set(params.map((p) => p.name));
    for (const name of Object.keys(values)) if (!names.has(name)) delete values[name];
    form.querySelectorAll("label").forEach((label) => label.remove());
    form.classList.toggle("shown", params.length > 0);
    for (const p of params) {
      const label = document.createElement("label");
      label.textContent = (p.label || p.name) + " ";
      if (p.description) label.title = p.description;
      const current = values[p.name] !== undefined ? values[p.name] : (p.value === undefined || p.value === null ? "" : p.value);
      let field;
      if (p.type === "choice") {
        field = document.createElement("select");
        for (const choice of p.choices) { const option = document.createElement("option"); option.textContent = choice; field.appendChild(option); }
        field.value = current;
      } else {
        field = document.createElement("input");
        if (p.type === "boolean") { field.type = "checkbox"; field.checked = current === "true"; }
        else if (p.type === "color" && /^#[0-9a-f]{6}$/i.test(current)) field.type = "color";
        else if (p.type === "number" || p.type === "integer" || p.type === "duration") {
          field.type = "number"; field.step = p.type === "integer" ? "1" : "any";
          if (p.min !== undefined && p.min !== null) field.min = String(p.min);
          if (p.max !== undefined && p.max !== null) field.max = String(p.max);
        } else field.type = "text";
        if (field.type !== "checkbox") field.value = current;
      }
      field.dataset.name = p.name;
      const read = () => field.type === "checkbox" ? (field.checked ? "true" : "false") : field.value;
      field.addEventListener("change", () => change(p.name, read()));
      if (field.type === "color") field.addEventListener("input", () => change(p.name, read()));
      label.appendChild(field);
      form.insertBefore(label, $("form-error"));
    }
  }

  function tick(now) {
    if (!playing || !api.scene) return;
    const speed = Number($("speed").value);
    let t = playFrom + (now - playStart) / 1000 * speed;
    if (t >= api.scene.duration) {
      if ($("loop").checked) { playFrom = 0; playStart = now; t = 0; } else { go(last()); api.pause(); return; }
    }
    const i = clamp(Math.floor(t * api.scene.fps + 1e-9));
    if (i !== index) go(i);
    if (now - statsSince >= 1000) { api.stats.fps = drawnCount * 1000 / (now - statsSince); drawnCount = 0; statsSince = now; }
    requestAnimationFrame(tick);
  }

  function escape(text) { return text.replace(/[&<>]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" }[c])); }

  function showError(error) {
    const box = $("error");
    if (!error) { box.classList.remove("shown"); box.textContent = ""; return; }
    const place = error.file ? error.file + (error.line ? ":" + error.line + (error.column ? ":" + error.column : "") : "") : "";
    box.innerHTML = "<b>The scene does not load" + (api.scene && api.scene.loaded ? " (showing the last good frame)" : "") + "</b>\n"
      + escape(error.message) + (error.suggestion && !error.message.includes(error.suggestion) ? "\nDid you mean " + escape(error.suggestion) + "?" : "")
      + (place && !error.message.startsWith(place) ? "\n" + escape(place) : "");
    box.classList.add("shown");
  }

  // The soundtrack's level a frame, mirrored about the middle, across the scrubber's width.
  function showWaveform(levels) {
    const wave = $("waveform");
    wave.hidden = levels.length === 0;
    if (wave.hidden) return;
    const width = Math.max(1, Math.round(wave.clientWidth * (window.devicePixelRatio || 1)));
    wave.width = width;
    const context = wave.getContext("2d"), middle = wave.height / 2;
    context.clearRect(0, 0, width, wave.height);
    context.fillStyle = "#5ac8fa";
    for (let x = 0; x < width; x++) {
      const from = Math.floor(x / width * levels.length), to = Math.max(from + 1, Math.floor((x + 1) / width * levels.length));
      let level = 0;
      for (let i = from; i < to && i < levels.length; i++) level = Math.max(level, levels[i]);
      const half = Math.max(0.5, level * (middle - 1));
      context.fillRect(x, middle - half, 1, 2 * half);
    }
  }

  function showTimeline(s) {
    const rows = $("rows");
    rows.innerHTML = "";
    const percent = (t) => (100 * t / s.duration).toFixed(4) + "%";
    for (const layer of s.layers) {
      const row = document.createElement("div"); row.className = "row";
      const name = document.createElement("div"); name.className = "name"; name.textContent = layer.text || "(empty)"; name.title = layer.text;
      const track = document.createElement("div"); track.className = "track";
      const span = document.createElement("div"); span.className = "span";
      span.style.left = percent(layer.start); span.style.width = percent(layer.end - layer.start);
      span.title = layer.start.toFixed(2) + "–" + layer.end.toFixed(2) + " s";
      track.appendChild(span);
      for (const interval of layer.intervals) {
        const bar = document.createElement("div"); bar.className = "interval " + interval.kind;
        bar.style.left = percent(interval.start); bar.style.width = percent(Math.max(interval.end - interval.start, s.duration / 400));
        bar.title = interval.kind + " " + interval.name + ": " + interval.start.toFixed(2) + "–" + interval.end.toFixed(2) + " s";
        track.appendChild(bar);
      }
      track.addEventListener("pointerdown", (event) => {
        const box = track.getBoundingClientRect();
        api.seek(Math.max(0, Math.min(1, (event.clientX - box.left) / box.width)) * s.duration);
      });
      row.append(name, track); rows.appendChild(row);
    }
  }

  async function loadScene() {
    const response = await fetch("/scene", { cache: "no-store" });
    const s = await response.json();
    const time = timeOf(index);
    api.scene = s;
    for (const bitmap of bitmaps.values()) bitmap.close();
    bitmaps.clear();
    document.title = s.scene + " — Kinetype preview";
    $("title").textContent = s.scene;
    if (s.loaded) {
      $("meta").textContent = s.width + "×" + s.height + " · " + s.fps + " fps · " + s.duration + " s";
      if (canvas.width !== s.width || canvas.height !== s.height) { canvas.width = s.width; canvas.height = s.height; }
      $("scrubber").max = String(Math.max(0, s.frameCount - 1));
      showWaveform(s.waveform || []);
      showTimeline(s);
      showForm(s.params || []);
      go(Math.round(time * s.fps));
    }
    showError(s.error);
  }

  $("scrubber").addEventListener("input", (event) => api.seek(timeOf(Number(event.target.value))));
  $("play").addEventListener("click", () => playing ? api.pause() : api.play());
  $("back").addEventListener("click", () => { api.pause(); go(index - 1); });
  $("forward").addEventListener("click", () => { api.pause(); go(index + 1); });
  $("first").addEventListener("click", () => api.seek(0));
  $("last").addEventListener("click", () => { api.pause(); go(last()); });
  document.addEventListener("keydown", (event) => {
    const target = event.target;
    if (target.tagName === "SELECT" || (target.tagName === "INPUT" && target.type !== "range" && target.type !== "checkbox")) return;
    const second = api.scene ? Math.round(api.scene.fps) : 30;
    switch (event.key) {
      case " ": playing ? api.pause() : api.play(); break;
      case "ArrowLeft": api.pause(); go(index - (event.shiftKey ? second : 1)); break;
      case "ArrowRight": api.pause(); go(index + (event.shiftKey ? second : 1)); break;
      case "Home": api.seek(0); break;
      case "End": api.pause(); go(last()); break;
      case "l": case "L": $("loop").checked = !$("loop").checked; break;
      case "-": case "+": case "=": {
        const speed = $("speed"), step = event.key === "-" ? -1 : 1;
        speed.selectedIndex = Math.min(speed.options.length - 1, Math.max(0, speed.selectedIndex + step)); break;
      }
      default: return;
    }
    event.preventDefault();
  });
  window.addEventListener("resize", showTime);

  const events = new EventSource("/events");
  events.addEventListener("scene", (event) => {
    const data = JSON.parse(event.data);
    if (!api.scene || data.generation !== api.scene.generation) loadScene(); else showError(data.error);
  });
  loadScene();
})();
</script>
</body>
</html>
"""#
}
