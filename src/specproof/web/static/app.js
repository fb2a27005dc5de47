// specproof web page. Datasheet text is untrusted: every piece of data goes into the DOM through
// textContent or attributes set from validated values, never through innerHTML.
"use strict";

const $ = (sel) => document.querySelector(sel);

const VERDICTS = {
  compatible: ["compatible", "good"],
  incompatible: ["incompatible", "bad"],
  insufficient_evidence: ["insufficient evidence", "unsure"],
};

// -- small DOM helpers --------------------------------------------------------------------

function el(tag, text, className) {
  const node = document.createElement(tag);
  if (text !== undefined && text !== null) node.textContent = String(text);
  if (className) node.className = className;
  return node;
}

function row(cells) {
  const tr = document.createElement("tr");
  for (const cell of cells) {
    const td = document.createElement("td");
    if (cell instanceof Node) td.append(cell);
    else td.textContent = cell === null || cell === undefined ? "" : String(cell);
    tr.append(td);
  }
  return tr;
}

function headRow(labels) {
  const tr = document.createElement("tr");
  for (const label of labels) tr.append(el("th", label));
  return tr;
}

function clear(node) {
  node.replaceChildren();
}

const HEX_ID = /^[0-9a-f]{8,64}$/;

// Only our own relative URLs, built from a validated id and an integer page.
function pageImageUrl(docId, page, quote) {
  const params = new URLSearchParams({ highlight: quote || "" });
  return `/documents/${docId}/pages/${page}.png?${params}`;
}

function pdfUrl(docId, page) {
  return `/documents/${docId}/file#page=${page}`;
}

// -- API ----------------------------------------------------------------------------------

async function api(path, options) {
  const response = await fetch(path, options);
  const type = response.headers.get("content-type") || "";
  const body = type.includes("json") ? await response.json() : null;
  if (!response.ok) {
    const detail = body && (body.detail || body.title);
    throw new Error(detail || `${response.status} ${response.statusText}`);
  }
  return body;
}

// -- tabs ---------------------------------------------------------------------------------

function showTab(name) {
  for (const button of document.querySelectorAll(".tab")) {
    button.setAttribute("aria-selected", String(button.dataset.tab === name));
  }
  for (const panel of document.querySelectorAll(".panel")) {
    panel.hidden = panel.id !== `tab-${name}`;
  }
  if (name === "library") loadLibrary();
}

// -- values -------------------------------------------------------------------------------

function fmt(x) {
  return typeof x === "number" ? String(Number(x.toPrecision(6))) : "";
}

function valueText(item) {
  if (Array.isArray(item.values) && item.values.length) return item.values.join(", ");
  const parts = [];
  if (item.min !== null && item.min !== undefined) parts.push(`min ${fmt(item.min)}`);
  if (item.typ !== null && item.typ !== undefined) parts.push(`typ ${fmt(item.typ)}`);
  if (item.max !== null && item.max !== undefined) parts.push(`max ${fmt(item.max)}`);
  if (item.value !== null && item.value !== undefined) parts.push(fmt(item.value));
  if (item.expr_min) parts.push(`min ${item.expr_min}`);
  if (item.expr_max) parts.push(`max ${item.expr_max}`);
  return parts.join(" · ");
}

function fieldText(item) {
  return item.quantity ? `${item.field} (${item.quantity})` : item.field;
}

function citation(source) {
  if (!source) return el("span", "no source", "muted");
  const label = `${source.doc} p. ${source.page}`;
  if (!source.doc_id || !HEX_ID.test(source.doc_id) || !Number.isInteger(source.page)) {
    return el("span", label);
  }
  const button = el("button", label, "cite");
  button.type = "button";
  button.title = source.quote;
  button.addEventListener("click", () => openViewer(source));
  return button;
}

// -- ask ----------------------------------------------------------------------------------

async function ask(event) {
  event.preventDefault();
  const question = $("#question").value.trim();
  if (!question) return;
  const status = $("#ask-status");
  $("#ask-button").disabled = true;
  status.textContent = "Answering…";
  status.className = "status";
  try {
    const answer = await api("/ask", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ question, mode: $("#mode").value }),
    });
    showAnswer(answer);
    status.textContent = "";
  } catch (err) {
    $("#answer").hidden = true;
    status.textContent = `Could not answer: ${err.message}`;
    status.className = "status error";
  } finally {
    $("#ask-button").disabled = false;
  }
}

function showAnswer(answer) {
  const [label, tone] = VERDICTS[answer.verdict] || ["answer", "neutral"];
  const badge = $("#verdict");
  badge.textContent = label;
  badge.className = `badge ${tone}`;
  badge.dataset.verdict = answer.verdict || "answer";
  $("#answer-text").textContent = answer.text;
  const reason = $("#answer-reason");
  reason.hidden = !answer.reason;
  reason.textContent = answer.reason ? `Why: ${answer.reason}` : "";

  const body = $("#items tbody");
  clear(body);
  for (const item of answer.items) {
    body.append(
      row([
        item.device + (item.variant ? ` (${item.variant})` : ""),
        fieldText(item),
        valueText(item),
        item.unit,
        item.condition,
        citation(item.source),
      ]),
    );
  }
  $("#items").hidden = answer.items.length === 0;
  showTrace(answer);
  $("#answer").dataset.question = answer.question;
  $("#answer").hidden = false;
}

function showTrace(answer) {
  const rules = $("#rules");
  clear(rules);
  if (answer.rules.length) {
    rules.append(el("h3", "Rules applied"));
    const table = el("table", null, "data");
    table.append(headRow(["rule", "outcome", "reason"]));
    for (const rule of answer.rules) {
      const outcome = rule.passed === true ? "pass" : rule.passed === false ? "fail" : "not evaluated";
      const tr = row([rule.rule, outcome, rule.reason]);
      tr.className = `rule-${outcome.replace(" ", "-")}`;
      table.append(tr);
    }
    rules.append(table);
  }
  const steps = $("#trace-steps");
  clear(steps);
  for (const step of answer.trace) {
    const li = el("li");
    li.append(el("strong", step.step, `step step-${step.step}`));
    li.append(detailView(step.detail));
    steps.append(li);
  }
}

// A trace detail of any shape: scalars inline, lists of objects as tables, the rest as JSON text.
function detailView(detail) {
  const dl = el("dl", null, "detail");
  for (const [key, value] of Object.entries(detail || {})) {
    dl.append(el("dt", key));
    const dd = el("dd");
    if (Array.isArray(value) && value.length && value.every((v) => v && typeof v === "object")) {
      dd.append(objectsTable(value));
    } else if (Array.isArray(value)) {
      dd.textContent = value.join(", ");
    } else if (value && typeof value === "object") {
      dd.textContent = JSON.stringify(value);
    } else {
      dd.textContent = value === null ? "—" : String(value);
    }
    dl.append(dd);
  }
  return dl;
}

function objectsTable(objects) {
  const keys = [...new Set(objects.flatMap((o) => Object.keys(o)))];
  const table = el("table", null, "data compact");
  table.append(headRow(keys));
  for (const obj of objects) {
    table.append(row(keys.map((k) => (typeof obj[k] === "object" && obj[k] !== null ? JSON.stringify(obj[k]) : obj[k]))));
  }
  return table;
}

// -- page viewer --------------------------------------------------------------------------

let viewerUrl = null;

async function openViewer(source) {
  const dialog = $("#viewer");
  $("#viewer-title").textContent = `${source.doc} — page ${source.page}`;
  $("#viewer-quote").textContent = source.quote;
  $("#viewer-pdf").href = pdfUrl(source.doc_id, source.page);
  const status = $("#viewer-status");
  status.textContent = "Rendering the page…";
  status.className = "status";
  const img = $("#viewer-img");
  img.removeAttribute("src");
  img.alt = `page ${source.page} of ${source.doc}`;
  if (!dialog.open) dialog.showModal();
  try {
    const response = await fetch(pageImageUrl(source.doc_id, source.page, source.quote));
    if (!response.ok) {
      const problem = await response.json().catch(() => null);
      throw new Error((problem && problem.detail) || response.statusText);
    }
    const matches = Number(response.headers.get("x-highlight-matches") || "0");
    const blob = await response.blob();
    if (viewerUrl) URL.revokeObjectURL(viewerUrl);
    viewerUrl = URL.createObjectURL(blob);
    img.src = viewerUrl;
    status.textContent = matches
      ? "The quoted evidence is boxed on the page."
      : "The quote was not found verbatim on this page; check it by eye.";
    status.className = matches ? "status ok" : "status warn";
  } catch (err) {
    status.textContent = `Cannot show the page: ${err.message}`;
    status.className = "status error";
  }
}

// -- library ------------------------------------------------------------------------------

async function loadLibrary() {
  const status = $("#library-status");
  const body = $("#documents tbody");
  try {
    const docs = await api("/documents");
    clear(body);
    for (const doc of docs) {
      const show = el("button", "facts", "link");
      show.type = "button";
      show.addEventListener("click", () => loadFacts(doc.device));
      const file = doc.has_file && HEX_ID.test(doc.id) ? el("a", doc.file_name) : el("span", doc.file_name);
      if (file.tagName === "A") {
        file.href = pdfUrl(doc.id, 1);
        file.target = "_blank";
        file.rel = "noopener noreferrer";
      }
      body.append(row([doc.device, doc.aliases.join(", "), file, doc.pages, doc.facts, show]));
    }
    status.textContent = docs.length ? "" : "No documents yet: upload some datasheets.";
  } catch (err) {
    status.textContent = `Cannot load the library: ${err.message}`;
    status.className = "status error";
  }
}

async function loadFacts(device) {
  const panel = $("#facts-panel");
  $("#facts-title").textContent = `Facts of ${device}`;
  const body = $("#facts tbody");
  clear(body);
  panel.hidden = false;
  try {
    const facts = await api(`/facts?${new URLSearchParams({ device })}`);
    for (const fact of facts) {
      body.append(
        row([
          fieldText(fact) + (fact.variant ? ` [${fact.variant}]` : ""),
          valueText(fact),
          fact.unit,
          fact.condition,
          fact.section,
          citation(fact.source),
        ]),
      );
    }
    if (!facts.length) body.append(row(["no facts extracted", "", "", "", "", ""]));
  } catch (err) {
    body.append(row([`Cannot load facts: ${err.message}`, "", "", "", "", ""]));
  }
}

// -- upload -------------------------------------------------------------------------------

function upload(event) {
  event.preventDefault();
  const files = [...$("#files").files];
  const token = $("#token").value.trim();
  // Kept for this tab only, so that several batches need it typed once.
  sessionStorage.setItem("specproof-token", token);
  const body = $("#uploads tbody");
  // One request per file: each gets its own progress bar and status.
  files.reduce(
    (previous, file) => previous.then(() => uploadOne(file, body, token)),
    Promise.resolve(),
  );
  $("#upload-form").reset();
  $("#token").value = token;
}

function uploadOne(file, body, token) {
  const bar = el("progress");
  bar.max = 100;
  bar.value = 0;
  const status = el("span", "waiting…", "status");
  body.append(row([file.name, bar, status]));
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/documents");
    xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.responseType = "json";
    xhr.upload.addEventListener("progress", (e) => {
      if (e.lengthComputable) bar.value = Math.round((100 * e.loaded) / e.total);
      status.textContent = bar.value < 100 ? "uploading…" : "ingesting…";
    });
    xhr.addEventListener("load", () => {
      bar.value = 100;
      const r = xhr.response || {};
      if (xhr.status === 200 || xhr.status === 201) {
        const pages = `${r.pages} page${r.pages === 1 ? "" : "s"}`;
        status.textContent = `${r.status} as ${r.file}: ${r.device || "?"}, ${pages}, ${r.facts} facts`;
        status.className = "status ok";
      } else {
        status.textContent = `failed: ${r.detail || r.title || xhr.statusText || xhr.status}`;
        status.className = "status error";
      }
      resolve();
    });
    xhr.addEventListener("error", () => {
      status.textContent = "failed: network error";
      status.className = "status error";
      resolve();
    });
    const form = new FormData();
    form.append("file", file, file.name);
    xhr.send(form);
  });
}

// -- wiring -------------------------------------------------------------------------------

document.addEventListener("DOMContentLoaded", () => {
  for (const button of document.querySelectorAll(".tab")) {
    button.addEventListener("click", () => showTab(button.dataset.tab));
  }
  $("#ask-form").addEventListener("submit", ask);
  $("#upload-form").addEventListener("submit", upload);
  $("#token").value = sessionStorage.getItem("specproof-token") || "";
  $("#viewer-close").addEventListener("click", () => $("#viewer").close());
});
