// The operator's dashboard: polls status, scene and frame with the bearer token (kept in
// sessionStorage), follows the event stream, and sends tasks, answers, cancel and stop.
"use strict";
const $ = (id) => document.getElementById(id);
const KEY = "aide-api-token";
let token = sessionStorage.getItem(KEY) || "";
const series = { jitter: [], decide: [], age: [] };
let scene = null;
let frameImg = null;
let streamAbort = null;

function headers(json) {
  const h = { Authorization: "Bearer " + token };
  if (json) h["Content-Type"] = "application/json";
  return h;
}

async function api(method, path, body) {
  const r = await fetch(path, { method, headers: headers(body !== undefined), body: body === undefined ? undefined : JSON.stringify(body) });
  if (r.status === 401) setConnected(false, "token refused");
  return r;
}

function setConnected(ok, why) {
  const h = $("health");
  h.textContent = ok ? "connected" : why;
  h.className = "pill " + (ok ? "ok" : "bad");
}

function reply(text, error) {
  const p = $("reply");
  p.textContent = text;
  p.className = "reply" + (error ? " error" : "");
}

async function command(path, body) {
  const r = await api("POST", path, body);
  const j = await r.json().catch(() => ({}));
  if (r.ok) reply(path.replace("/api/", "") + ": sent", false);
  else reply(j.error || "error " + r.status, true);
  return r.ok;
}

function text(id, v) { $(id).textContent = v === null || v === undefined || v === "" ? "-" : v; }

function showStatus(s) {
  const t = s.task || {};
  text("task", t.instruction ? '"' + t.instruction + '"' + (t.outcome ? " (" + t.outcome.replace(/_/g, " ") + ")" : "") : "idle");
  text("phase", t.phase ? t.phase.replace(/_/g, " ") : null);
  text("stream", t.stream ? t.stream.toUpperCase() : null);
  text("exploring", t.exploring);
  const tool = scene && scene.detections.find((d) => d.chosen);
  const parts = tool ? tool.parts.map((p) => p.name).join(", ") : "";
  text("tool", t.tool ? t.tool + (parts ? " (parts: " + parts + ")" : "") : null);
  const r = s.robot || {};
  const stopped = r.mode === "stopping" || r.mode === "stopped";
  const safety = r.mode + (stopped && r.stop_cause_text ? ": " + r.stop_cause_text : "") + (r.operator_stop ? " [operator stop]" : "");
  text("safety", safety);
  $("safety").className = stopped ? "stopped" : "";
  const q = s.open_question;
  $("question-text").textContent = q ? q.text : "none open";
  $("question").className = "question" + (q ? " open" : "");
  const choices = $("choices");
  choices.replaceChildren(...(q ? q.choices : []).map((c) => {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = c;
    b.onclick = () => command("/api/answer", { answer: c });
    return b;
  }));
  push("jitter", s.control.jitter_p99_us, " us");
  push("decide", s.decision.rate_hz, " Hz");
  push("age", t.perception_age_ms || 0, " ms");
  setConnected(s.healthy, "unhealthy");
}

function push(name, v, unit) {
  const a = series[name];
  a.push(v);
  if (a.length > 120) a.shift();
  $("v-" + name).textContent = v.toFixed(1) + unit;
  const c = $("spark-" + name), g = c.getContext("2d");
  g.clearRect(0, 0, c.width, c.height);
  const max = Math.max(...a) || 1;
  g.strokeStyle = "#4fc3f7";
  g.beginPath();
  a.forEach((y, i) => {
    const x = (i / 119) * c.width, py = c.height - 2 - (y / max) * (c.height - 4);
    if (i === 0) g.moveTo(x, py); else g.lineTo(x, py);
  });
  g.stroke();
}

function draw() {
  const c = $("live"), g = c.getContext("2d");
  if (frameImg) {
    c.width = frameImg.width;
    c.height = frameImg.height;
    g.drawImage(frameImg, 0, 0);
  } else {
    g.fillStyle = "#000";
    g.fillRect(0, 0, c.width, c.height);
  }
  if (!scene) return;
  const sx = c.width / scene.image_size[0], sy = c.height / scene.image_size[1];
  // Boxes are [x1, y1, x2, y2] in image pixels.
  const box = ([x1, y1, x2, y2], color, width, label) => {
    g.strokeStyle = color;
    g.lineWidth = width;
    g.strokeRect(x1 * sx, y1 * sy, (x2 - x1) * sx, (y2 - y1) * sy);
    if (label) {
      g.font = "13px system-ui";
      const w = g.measureText(label).width + 6;
      g.fillStyle = color;
      g.fillRect(x1 * sx, y1 * sy - 16, w, 16);
      g.fillStyle = "#000";
      g.fillText(label, x1 * sx + 3, y1 * sy - 4);
    }
  };
  for (const d of scene.detections) {
    if (d.chosen) continue;
    box(d.bbox, "#9aa5b1", 1, d.label + " " + d.confidence.toFixed(2));
  }
  for (const d of scene.detections.filter((d) => d.chosen)) {
    box(d.bbox, "#3ddc84", 3, "tool: " + d.label);
    for (const p of d.parts) box(p.bbox, p.kind === "operational" ? "#ffd23f" : "#4fc3f7", 2, p.name);
  }
  for (const p of scene.people) {
    if (!p.pixel) continue;
    g.fillStyle = "#ff6b9a";
    g.beginPath();
    g.arc(p.pixel[0] * sx, p.pixel[1] * sy, 8, 0, 2 * Math.PI);
    g.fill();
    g.fillText("person " + p.distance_m.toFixed(1) + " m", p.pixel[0] * sx + 10, p.pixel[1] * sy);
  }
}

async function pollStatus() {
  if (!token) return;
  try {
    const r = await api("GET", "/api/status");
    if (r.ok) showStatus(await r.json());
  } catch (e) { setConnected(false, "service unreachable"); }
}

async function pollView() {
  if (!token) return;
  try {
    const s = await api("GET", "/api/scene");
    scene = s.ok ? await s.json() : null;
    if (scene && scene.has_frame) {
      const r = await api("GET", "/api/frame.jpg");
      if (r.ok) frameImg = await createImageBitmap(await r.blob());
    }
    draw();
  } catch (e) { /* the status poll reports the connection */ }
}

function addEvent(kind, msg) {
  const li = document.createElement("li");
  li.className = kind;
  const k = document.createElement("span");
  k.className = "k";
  k.textContent = kind;
  li.append(k, msg);
  const list = $("events");
  list.prepend(li);
  while (list.children.length > 200) list.lastChild.remove();
}

// Server-sent events over fetch (EventSource cannot send the Authorization header).
async function follow() {
  if (streamAbort) streamAbort.abort();
  streamAbort = new AbortController();
  try {
    const r = await fetch("/api/events", { headers: headers(false), signal: streamAbort.signal });
    if (!r.ok) return;
    const reader = r.body.pipeThrough(new TextDecoderStream()).getReader();
    let buf = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buf += value;
      let i;
      while ((i = buf.indexOf("\n\n")) >= 0) {
        const block = buf.slice(0, i);
        buf = buf.slice(i + 2);
        const data = block.split("\n").filter((l) => l.startsWith("data:")).map((l) => l.slice(5)).join("\n");
        if (data) {
          const e = JSON.parse(data);
          addEvent(e.kind, e.text);
        }
      }
    }
  } catch (e) { /* aborted or dropped: the next connect starts a new stream */ }
  setTimeout(() => { if (token) follow(); }, 2000);
}

function connect() {
  sessionStorage.setItem(KEY, token);
  pollStatus();
  pollView();
  follow();
}

$("login").onsubmit = (e) => {
  e.preventDefault();
  token = $("token").value.trim();
  $("token").value = "";
  connect();
};
$("task-form").onsubmit = (e) => {
  e.preventDefault();
  const v = $("instruction").value.trim();
  if (v) command("/api/task", { instruction: v });
};
$("answer-form").onsubmit = async (e) => {
  e.preventDefault();
  // A refused answer stays in the box to be sent again; a taken one is cleared.
  if (await command("/api/answer", { answer: $("answer-text").value })) $("answer-text").value = "";
};
$("cancel").onclick = () => command("/api/cancel");
$("stop").onclick = () => command("/api/stop");
setInterval(pollStatus, 500);
setInterval(pollView, 300);
if (token) connect();
