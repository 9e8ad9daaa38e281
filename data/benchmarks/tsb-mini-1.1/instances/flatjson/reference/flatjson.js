// flatjson: flatten JSON into greppable assignment statements, and back (in the style of gron).
// Plain Node.js, no dependencies. The JSON parser is hand-written rather than JSON.parse because
// the program must keep number literals verbatim, keep key order and duplicates under its own
// rules, and report errors with a line and column.
"use strict";

// getBuiltinModule works whether Node loads this file as CommonJS or as an ES module (an
// extensionless script takes the module type of the nearest package.json).
const fs = process.getBuiltinModule("node:fs");

const PROG = "flatjson";

class InputError extends Error {}

class UsageError extends Error {}

// ---------------------------------------------------------------- JSON parsing

const NUMBER_RE = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$/;

function describeChar(ch) {
  const cp = ch.codePointAt(0);
  if (cp < 0x20 || cp === 0x7f) {
    return "U+" + cp.toString(16).toUpperCase().padStart(4, "0");
  }
  return "'" + ch + "'";
}

class Parser {
  constructor(text) {
    this.text = text;
    this.pos = 0;
  }

  fail(message, at) {
    const upto = this.text.slice(0, at);
    const lineStart = upto.lastIndexOf("\n") + 1;
    const line = upto.split("\n").length;
    const column = Array.from(upto.slice(lineStart)).length + 1;
    throw new InputError(`invalid JSON at line ${line}, column ${column}: ${message}`);
  }

  peekChar() {
    const cp = this.text.codePointAt(this.pos);
    return cp === undefined ? undefined : String.fromCodePoint(cp);
  }

  unexpected() {
    const ch = this.peekChar();
    if (ch === undefined) this.fail("unexpected end of input", this.pos);
    this.fail("unexpected character " + describeChar(ch), this.pos);
  }

  skipWs() {
    while (this.pos < this.text.length && " \t\n\r".includes(this.text[this.pos])) this.pos++;
  }

  expect(ch) {
    this.skipWs();
    if (this.text[this.pos] !== ch) this.unexpected();
    this.pos++;
  }

  parseDocument() {
    const value = this.parseValue();
    this.skipWs();
    if (this.pos < this.text.length) this.unexpected();
    return value;
  }

  parseValue() {
    this.skipWs();
    const ch = this.text[this.pos];
    if (ch === "{") return this.parseObject();
    if (ch === "[") return this.parseArray();
    if (ch === '"') return { type: "string", value: this.parseString() };
    if (ch === "-" || (ch >= "0" && ch <= "9")) return this.parseNumber();
    if (ch !== undefined && /[A-Za-z]/.test(ch)) return this.parseLiteral();
    this.unexpected();
  }

  parseObject() {
    this.pos++; // {
    const entries = new Map();
    this.skipWs();
    if (this.text[this.pos] === "}") {
      this.pos++;
      return { type: "object", entries };
    }
    for (;;) {
      this.skipWs();
      if (this.text[this.pos] !== '"') this.unexpected();
      const key = this.parseString();
      this.expect(":");
      // A repeated key keeps its first position and takes the last value.
      entries.set(key, this.parseValue());
      this.skipWs();
      if (this.text[this.pos] === ",") {
        this.pos++;
        continue;
      }
      if (this.text[this.pos] === "}") {
        this.pos++;
        return { type: "object", entries };
      }
      this.unexpected();
    }
  }

  parseArray() {
    this.pos++; // [
    const items = [];
    this.skipWs();
    if (this.text[this.pos] === "]") {
      this.pos++;
      return { type: "array", items };
    }
    for (;;) {
      items.push(this.parseValue());
      this.skipWs();
      if (this.text[this.pos] === ",") {
        this.pos++;
        continue;
      }
      if (this.text[this.pos] === "]") {
        this.pos++;
        return { type: "array", items };
      }
      this.unexpected();
    }
  }

  parseString() {
    this.pos++; // opening quote
    let out = "";
    for (;;) {
      const ch = this.peekChar();
      if (ch === undefined) this.fail("unexpected end of input", this.pos);
      if (ch === '"') {
        this.pos++;
        return out;
      }
      if (ch === "\\") {
        const start = this.pos;
        const esc = this.text[this.pos + 1];
        const simple = { '"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t" };
        if (esc !== undefined && Object.prototype.hasOwnProperty.call(simple, esc)) {
          out += simple[esc];
          this.pos += 2;
        } else if (esc === "u" && /^[0-9A-Fa-f]{4}$/.test(this.text.slice(this.pos + 2, this.pos + 6))) {
          out += String.fromCharCode(parseInt(this.text.slice(this.pos + 2, this.pos + 6), 16));
          this.pos += 6;
        } else {
          this.fail("invalid escape sequence", start);
        }
        continue;
      }
      if (ch.codePointAt(0) < 0x20) this.unexpected();
      out += ch;
      this.pos += ch.length;
    }
  }

  parseNumber() {
    const start = this.pos;
    while (this.pos < this.text.length && "0123456789+-.eE".includes(this.text[this.pos])) this.pos++;
    const text = this.text.slice(start, this.pos);
    if (!NUMBER_RE.test(text)) this.fail("invalid number", start);
    return { type: "number", text };
  }

  parseLiteral() {
    const start = this.pos;
    while (this.pos < this.text.length && /[A-Za-z]/.test(this.text[this.pos])) this.pos++;
    const word = this.text.slice(start, this.pos);
    if (word !== "true" && word !== "false" && word !== "null") this.fail(`invalid literal '${word}'`, start);
    return { type: "literal", text: word };
  }
}

// ---------------------------------------------------------------- flattening

const RESERVED = new Set(
  ("break case catch class const continue debugger default delete do else enum export extends false " +
    "finally for function if import in instanceof new null return super switch this throw true try " +
    "typeof var void while with yield").split(" "),
);

const IDENT_RE = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function keySegment(key) {
  if (IDENT_RE.test(key) && !RESERVED.has(key)) return "." + key;
  return "[" + JSON.stringify(key) + "]";
}

// Orders keys by Unicode code point (not by UTF-16 unit, which differs above U+FFFF).
function compareCodePoints(a, b) {
  const x = Array.from(a);
  const y = Array.from(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = x[i].codePointAt(0) - y[i].codePointAt(0);
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

function orderedKeys(entries, sort) {
  const keys = Array.from(entries.keys());
  return sort ? keys.sort(compareCodePoints) : keys;
}

function scalarText(node) {
  if (node.type === "string") return JSON.stringify(node.value);
  return node.text;
}

function flatten(root, opts, write) {
  const visit = (path, node) => {
    if (node.type === "object") {
      if (!opts.values) write(`${path} = {};`);
      for (const key of orderedKeys(node.entries, opts.sort)) {
        visit(path + keySegment(key), node.entries.get(key));
      }
    } else if (node.type === "array") {
      if (!opts.values) write(`${path} = [];`);
      node.items.forEach((item, i) => visit(`${path}[${i}]`, item));
    } else if (opts.values) {
      write(node.type === "string" ? node.value : node.text);
    } else {
      write(`${path} = ${scalarText(node)};`);
    }
  };
  visit("json", root);
}

// ---------------------------------------------------------------- ungron

const PATH_IDENT_RE = /^[A-Za-z_$][A-Za-z0-9_$]*/;
const INDEX_RE = /^(0|[1-9][0-9]*)/;

function parseStatement(line, lineNo) {
  const bad = () => {
    throw new InputError(`line ${lineNo}: invalid statement`);
  };
  let rest = line.replace(/^[ \t]+/, "");
  if (!rest.startsWith("json")) bad();
  rest = rest.slice(4);
  const path = [];
  for (;;) {
    if (rest.startsWith(".")) {
      const m = PATH_IDENT_RE.exec(rest.slice(1));
      if (!m) bad();
      path.push({ key: m[0] });
      rest = rest.slice(1 + m[0].length);
    } else if (rest.startsWith("[")) {
      const inner = rest.slice(1);
      const m = INDEX_RE.exec(inner);
      if (m) {
        path.push({ index: Number(m[0]) });
        rest = inner.slice(m[0].length);
      } else if (inner.startsWith('"')) {
        const p = new Parser(inner);
        let key;
        try {
          key = p.parseString();
        } catch {
          bad();
        }
        path.push({ key });
        rest = inner.slice(p.pos);
      } else {
        bad();
      }
      if (!rest.startsWith("]")) bad();
      rest = rest.slice(1);
    } else {
      break;
    }
  }
  const m = /^[ \t]*=/.exec(rest);
  if (!m) bad();
  const p = new Parser(rest.slice(m[0].length));
  let value;
  try {
    value = p.parseValue();
  } catch {
    bad();
  }
  if ((value.type === "object" && value.entries.size > 0) || (value.type === "array" && value.items.length > 0)) {
    bad();
  }
  if (!/^[ \t]*;[ \t\r]*$/.test(p.text.slice(p.pos))) bad();
  return { path, value };
}

const NULL = () => ({ type: "literal", text: "null" });

function assign(holder, stmt, lineNo) {
  const conflict = () => {
    throw new InputError(`line ${lineNo}: conflicting path`);
  };
  // A slot is a (get, set) pair over the parent container.
  let get = () => holder.root;
  let set = (v) => {
    holder.root = v;
  };
  for (const part of stmt.path) {
    const kind = "key" in part ? "object" : "array";
    let node = get();
    if (node === undefined) {
      node = kind === "object" ? { type: "object", entries: new Map() } : { type: "array", items: [] };
      set(node);
    } else if (node.type !== kind) {
      conflict();
    }
    const parent = node;
    if (kind === "object") {
      get = () => parent.entries.get(part.key);
      set = (v) => parent.entries.set(part.key, v);
    } else {
      get = () => parent.items[part.index];
      set = (v) => {
        while (parent.items.length < part.index) parent.items.push(NULL());
        parent.items[part.index] = v;
      };
    }
  }
  const existing = get();
  const value = stmt.value;
  if (existing !== undefined && (value.type === "object" || value.type === "array") && existing.type === value.type) {
    return; // {} or [] over an existing container of the same kind keeps its contents
  }
  if (value.type === "object") set({ type: "object", entries: new Map() });
  else if (value.type === "array") set({ type: "array", items: [] });
  else set(value);
}

function pretty(node, indent, sort) {
  const pad = " ".repeat(indent + 2);
  const close = " ".repeat(indent);
  if (node.type === "object") {
    if (node.entries.size === 0) return "{}";
    const parts = orderedKeys(node.entries, sort).map(
      (k) => pad + JSON.stringify(k) + ": " + pretty(node.entries.get(k), indent + 2, sort),
    );
    return "{\n" + parts.join(",\n") + "\n" + close + "}";
  }
  if (node.type === "array") {
    if (node.items.length === 0) return "[]";
    const parts = node.items.map((item) => pad + pretty(item, indent + 2, sort));
    return "[\n" + parts.join(",\n") + "\n" + close + "]";
  }
  return scalarText(node);
}

function ungron(text, opts, write) {
  const holder = { root: undefined };
  const lines = text.split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  lines.forEach((line, i) => {
    if (/^[ \t\r]*$/.test(line)) return;
    assign(holder, parseStatement(line, i + 1), i + 1);
  });
  if (holder.root !== undefined) write(pretty(holder.root, 0, opts.sort));
}

// ---------------------------------------------------------------- command line

function parseArgs(argv) {
  const opts = { ungron: false, values: false, sort: true, file: null };
  const files = [];
  let optionsDone = false;
  for (const arg of argv) {
    if (optionsDone || arg === "-" || !arg.startsWith("-")) {
      files.push(arg);
    } else if (arg === "--") {
      optionsDone = true;
    } else if (arg === "-u" || arg === "--ungron") {
      opts.ungron = true;
    } else if (arg === "-v" || arg === "--values") {
      opts.values = true;
    } else if (arg === "--no-sort") {
      opts.sort = false;
    } else {
      throw new UsageError(`unknown option: ${arg}`);
    }
  }
  if (files.length > 1) throw new UsageError("too many arguments");
  if (opts.ungron && opts.values) throw new UsageError("--values cannot be combined with --ungron");
  opts.file = files.length === 1 ? files[0] : "-";
  return opts;
}

function readInput(name) {
  try {
    if (name === "-") return fs.readFileSync(0, "utf8");
    if (fs.statSync(name).isDirectory()) throw new InputError(`${name}: Is a directory`);
    return fs.readFileSync(name, "utf8");
  } catch (e) {
    if (e instanceof InputError) throw e;
    if (e.code === "ENOENT") throw new InputError(`${name}: No such file or directory`);
    if (e.code === "EACCES") throw new InputError(`${name}: Permission denied`);
    throw new InputError(`${name}: ${e.message}`);
  }
}

function main(argv) {
  let opts;
  try {
    opts = parseArgs(argv);
  } catch (e) {
    process.stderr.write(`${PROG}: ${e.message}\n`);
    return 2;
  }
  const out = [];
  const write = (line) => out.push(line + "\n");
  try {
    const text = readInput(opts.file);
    if (opts.ungron) ungron(text, opts, write);
    else flatten(new Parser(text).parseDocument(), opts, write);
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    process.stderr.write(`${PROG}: ${e.message}\n`);
    return 1;
  }
  process.stdout.write(out.join(""));
  return 0;
}

process.exitCode = main(process.argv.slice(2));
