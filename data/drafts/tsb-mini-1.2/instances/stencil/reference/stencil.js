'use strict';
// stencil — a text template engine in the style of Jinja/Liquid.
// One self-contained script: only Node's standard library.

// The standard modules are loaded with import(), which works whether Node runs this script as
// CommonJS or as an ES module.
let fs = null;
let path = null;

const VERSION = '1.2.0';
// Marks a required parameter of a filter or method.
const REQUIRED = Symbol('required');
const DEFAULT_MAX_DEPTH = 64;

// ---------------------------------------------------------------------------------------------
// Errors

class TemplateError extends Error {
  constructor(message, tpl, line, col) {
    super(message);
    this.tpl = tpl;
    this.line = line;
    this.col = col;
  }
}

class UsageError extends Error {}
class InputError extends Error {}

// Control-flow signals for break/continue.
class LoopSignal {
  constructor(kind) {
    this.kind = kind;
  }
}

// ---------------------------------------------------------------------------------------------
// Values

class Undefined {
  constructor(name) {
    this.name = name;
  }
}

class Safe {
  constructor(s) {
    this.s = s;
  }
  toString() {
    return this.s;
  }
}

class Macro {
  constructor(name, params, body, scope, tpl, env) {
    this.name = name;
    this.params = params;
    this.body = body;
    this.scope = scope;
    this.tpl = tpl;
    this.env = env;
  }
}

// A built-in callable (loop.cycle, super, caller).
class Builtin {
  constructor(name, fn) {
    this.name = name;
    this.fn = fn;
  }
}

class LoopInfo {
  constructor(items, index, depth, state) {
    this.items = items;
    this.i = index;
    this.depth = depth;
    this.state = state || { changed: undefined };
  }
}

function isUndef(v) {
  return v instanceof Undefined;
}

function isDict(v) {
  return v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Undefined) &&
    !(v instanceof Safe) && !(v instanceof Macro) && !(v instanceof Builtin) && !(v instanceof LoopInfo);
}

function isStr(v) {
  return typeof v === 'string' || v instanceof Safe;
}

function str(v) {
  return v instanceof Safe ? v.s : v;
}

function typeName(v) {
  if (v === null) return 'none';
  if (v instanceof Undefined) return 'undefined';
  if (typeof v === 'boolean') return 'boolean';
  if (typeof v === 'number') return 'number';
  if (isStr(v)) return 'string';
  if (Array.isArray(v)) return 'list';
  if (v instanceof Macro || v instanceof Builtin) return 'macro';
  if (v instanceof LoopInfo) return 'loop';
  return 'mapping';
}

function formatNumber(n) {
  if (Object.is(n, -0)) return '0';
  if (Number.isNaN(n)) return 'nan';
  if (n === Infinity) return 'inf';
  if (n === -Infinity) return '-inf';
  return String(n);
}

// The text form of a value, as printed by {{ }} and the string filter.
function toText(v) {
  if (v === null || v === undefined) return '';
  if (v instanceof Undefined) return '';
  if (v instanceof Safe) return v.s;
  if (typeof v === 'string') return v;
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'number') return formatNumber(v);
  if (v instanceof Macro || v instanceof Builtin) return '';
  if (v instanceof LoopInfo) return '';
  return toJSON(v, null, 0);
}

function jsonString(s) {
  let out = '"';
  for (const ch of s) {
    const c = ch.codePointAt(0);
    if (ch === '"') out += '\\"';
    else if (ch === '\\') out += '\\\\';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (c < 0x20) out += '\\u' + c.toString(16).padStart(4, '0');
    else out += ch;
  }
  return out + '"';
}

function toJSON(v, indent, level) {
  if (v === null || v instanceof Undefined) return 'null';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'number') return Number.isFinite(v) ? formatNumber(v) : 'null';
  if (isStr(v)) return jsonString(str(v));
  if (v instanceof Macro || v instanceof Builtin || v instanceof LoopInfo) return 'null';
  const pad = indent === null ? '' : '\n' + ' '.repeat(indent * (level + 1));
  const endPad = indent === null ? '' : '\n' + ' '.repeat(indent * level);
  const sep = indent === null ? ',' : ',';
  const colon = indent === null ? ':' : ': ';
  if (Array.isArray(v)) {
    if (v.length === 0) return '[]';
    return '[' + v.map((x) => pad + toJSON(x, indent, level + 1)).join(sep) + endPad + ']';
  }
  const keys = Object.keys(v);
  if (keys.length === 0) return '{}';
  return '{' + keys.map((k) => pad + jsonString(k) + colon + toJSON(v[k], indent, level + 1)).join(sep) + endPad + '}';
}

function escapeHTML(s) {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&#34;', "'": '&#39;' })[c]);
}

// Escaping of printed values under autoescaping, by --escape-mode.
function escapeFor(mode, s) {
  switch (mode) {
    case 'xml':
      return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]);
    case 'json':
      return jsonString(s).slice(1, -1);
    case 'shell':
      return "'" + s.replace(/'/g, "'\\''") + "'";
    default:
      return escapeHTML(s);
  }
}

function deepEqual(a, b) {
  if (isStr(a) && isStr(b)) return str(a) === str(b);
  if (a instanceof Undefined || b instanceof Undefined) return a instanceof Undefined && b instanceof Undefined;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i])) return false;
    return true;
  }
  if (isDict(a)) {
    if (!isDict(b)) return false;
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    if (ka.length !== kb.length) return false;
    for (const k of ka) {
      if (!Object.prototype.hasOwnProperty.call(b, k) || !deepEqual(a[k], b[k])) return false;
    }
    return true;
  }
  return a === b;
}

// Sets an own, enumerable key (also for names such as __proto__).
function setKey(obj, k, v) {
  Object.defineProperty(obj, k, { value: v, writable: true, enumerable: true, configurable: true });
}

function hasKey(obj, k) {
  return Object.prototype.hasOwnProperty.call(obj, k);
}

// ---------------------------------------------------------------------------------------------
// Lexer: splits a template into text, output tags, statement tags and comments.

function isWS(c) {
  return c === ' ' || c === '\t' || c === '\n' || c === '\r';
}

class Source {
  constructor(name, text) {
    this.name = name;
    this.text = text;
    this.lineStarts = [0];
    for (let i = 0; i < text.length; i++) if (text[i] === '\n') this.lineStarts.push(i + 1);
  }
  pos(offset) {
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.lineStarts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, col: offset - this.lineStarts[lo] + 1 };
  }
  error(message, offset) {
    const p = this.pos(offset);
    return new TemplateError(message, this.name, p.line, p.col);
  }
}

const PUNCT = ['**', '//', '==', '!=', '<=', '>=', '<', '>', '+', '-', '*', '/', '%', '~', '|', '.', ',', ':',
  '(', ')', '[', ']', '{', '}', '='];

// Tokenizes the inside of a tag from offset i; returns {tokens, end, stripAfter} where end is
// the offset after the closing delimiter.
function lexTag(src, i, close, openOffset, kindName) {
  const t = src.text;
  const tokens = [];
  for (;;) {
    while (i < t.length && isWS(t[i])) i++;
    if (i >= t.length) throw src.error(`unclosed ${kindName}`, openOffset);
    if (t[i] === '-' && t.startsWith(close, i + 1)) {
      return { tokens, end: i + 1 + close.length, stripAfter: true, closeOffset: i };
    }
    if (t.startsWith(close, i)) return { tokens, end: i + close.length, stripAfter: false, closeOffset: i };
    const c = t[i];
    const start = i;
    if (/[A-Za-z_]/.test(c)) {
      while (i < t.length && /[A-Za-z0-9_]/.test(t[i])) i++;
      tokens.push({ type: 'name', value: t.slice(start, i), offset: start });
      continue;
    }
    if (/[0-9]/.test(c)) {
      while (i < t.length && /[0-9]/.test(t[i])) i++;
      if (t[i] === '.' && /[0-9]/.test(t[i + 1] || '')) {
        i++;
        while (i < t.length && /[0-9]/.test(t[i])) i++;
      }
      if ((t[i] === 'e' || t[i] === 'E') && (/[0-9]/.test(t[i + 1] || '') ||
        ((t[i + 1] === '+' || t[i + 1] === '-') && /[0-9]/.test(t[i + 2] || '')))) {
        i += 2;
        while (i < t.length && /[0-9]/.test(t[i])) i++;
      }
      tokens.push({ type: 'number', value: Number(t.slice(start, i)), offset: start });
      continue;
    }
    if (c === '"' || c === "'") {
      i++;
      let s = '';
      for (;;) {
        if (i >= t.length) throw src.error('unterminated string', start);
        const d = t[i];
        if (d === c) {
          i++;
          break;
        }
        if (d === '\\') {
          const e = t[i + 1];
          if (e === undefined) throw src.error('unterminated string', start);
          if (e === 'n') s += '\n';
          else if (e === 't') s += '\t';
          else if (e === 'r') s += '\r';
          else if (e === '0') s += '\0';
          else if (e === 'u') {
            const hex = t.slice(i + 2, i + 6);
            if (!/^[0-9A-Fa-f]{4}$/.test(hex)) throw src.error('invalid escape sequence', i);
            s += String.fromCharCode(parseInt(hex, 16));
            i += 6;
            continue;
          } else s += e;
          i += 2;
          continue;
        }
        s += d;
        i++;
      }
      tokens.push({ type: 'string', value: s, offset: start });
      continue;
    }
    let matched = null;
    for (const p of PUNCT) {
      if (t.startsWith(p, i)) {
        matched = p;
        break;
      }
    }
    if (matched === null) throw src.error(`unexpected character '${c}'`, i);
    tokens.push({ type: 'op', value: matched, offset: i });
    i += matched.length;
  }
}

// Returns a list of pieces: {kind:'text', value, offset} | {kind:'out', tokens, offset} |
// {kind:'stmt', tokens, offset} ; whitespace control and trim/lstrip are applied here.
function lex(src, opts) {
  const t = src.text;
  const pieces = [];
  let i = 0;
  let stripNext = false;
  let trimNewline = false;
  const rawStart = /^\{%(-?)\s*raw\s*(-?)%\}/;
  const rawEnd = /\{%(-?)\s*endraw\s*(-?)%\}/g;
  const pushText = (s, offset) => {
    if (stripNext) {
      let k = 0;
      while (k < s.length && isWS(s[k])) k++;
      s = s.slice(k);
      offset += k;
      stripNext = false;
    } else if (trimNewline) {
      if (s.startsWith('\n')) s = s.slice(1);
      else if (s.startsWith('\r\n')) s = s.slice(2);
    }
    trimNewline = false;
    pieces.push({ kind: 'text', value: s, offset });
  };
  const stripPrev = () => {
    const last = pieces[pieces.length - 1];
    if (last && last.kind === 'text') last.value = last.value.replace(/[ \t\r\n]+$/, '');
  };
  const lstripPrev = () => {
    const last = pieces[pieces.length - 1];
    if (!last || last.kind !== 'text' || last.raw) return;
    const nl = last.value.lastIndexOf('\n');
    if (nl < 0 && !last.lineStart) return;
    const tail = last.value.slice(nl + 1);
    if (/^[ \t]*$/.test(tail)) last.value = last.value.slice(0, nl + 1);
  };
  while (i < t.length) {
    let j = i;
    let found = -1;
    while (j < t.length) {
      const k = t.indexOf('{', j);
      if (k < 0) break;
      const n = t[k + 1];
      if (n === '{' || n === '%' || n === '#') {
        found = k;
        break;
      }
      j = k + 1;
    }
    let textEnd = found < 0 ? t.length : found;
    // Line statements and line comments: a line of literal text whose first non-blank
    // characters are a prefix.
    let lineItem = null;
    if (opts.lineStatementPrefix || opts.lineCommentPrefix) {
      let ls = i;
      while (ls <= textEnd) {
        if (ls === 0 || t[ls - 1] === '\n') {
          let p = ls;
          while (p < t.length && (t[p] === ' ' || t[p] === '\t')) p++;
          if (p <= textEnd) {
            if (opts.lineCommentPrefix && t.startsWith(opts.lineCommentPrefix, p)) lineItem = { kind: 'comment', ls, p };
            else if (opts.lineStatementPrefix && t.startsWith(opts.lineStatementPrefix, p)) lineItem = { kind: 'stmt', ls, p };
          }
          if (lineItem) break;
        }
        const nl = t.indexOf('\n', ls);
        if (nl < 0 || nl >= textEnd) break;
        ls = nl + 1;
      }
    }
    if (lineItem !== null) {
      textEnd = lineItem.ls;
      found = -2;
    }
    {
      const piece = t.slice(i, textEnd);
      // whether this text begins at the start of a line (for lstrip)
      const ls = i === 0 || t[i - 1] === '\n' ||
        (trimNewline && !stripNext && (t[i] === '\n' || t.startsWith('\r\n', i)));
      pushText(piece, i);
      pieces[pieces.length - 1].lineStart = ls;
    }
    if (lineItem !== null) {
      const nl = t.indexOf('\n', lineItem.p);
      const lineEnd = nl < 0 ? t.length : nl;
      if (lineItem.kind === 'stmt') {
        let contentEnd = lineEnd;
        if (contentEnd > lineItem.p && t[contentEnd - 1] === '\r') contentEnd--;
        const view = Object.create(src);
        view.text = t.slice(0, contentEnd) + ' %}';
        const start = lineItem.p + opts.lineStatementPrefix.length;
        const r = lexTag(view, start, '%}', lineItem.p, 'tag');
        if (r.closeOffset !== contentEnd + 1) throw src.error("unexpected '%}'", r.closeOffset);
        pieces.push({ kind: 'stmt', tokens: r.tokens, offset: lineItem.p, closeOffset: contentEnd });
      }
      i = nl < 0 ? t.length : nl + 1;
      stripNext = false;
      trimNewline = false;
      continue;
    }
    if (found < 0) break;
    const kind = t[found + 1];
    const stripBefore = t[found + 2] === '-';
    const inner = found + 2 + (stripBefore ? 1 : 0);
    if (kind === '#') {
      const close = t.indexOf('#}', inner);
      if (close < 0) throw src.error('unclosed comment', found);
      const stripAfter = t[close - 1] === '-' && close - 1 >= inner;
      if (stripBefore) stripPrev();
      else if (opts.lstripBlocks) lstripPrev();
      i = close + 2;
      stripNext = stripAfter;
      trimNewline = !stripAfter && opts.trimBlocks;
      continue;
    }
    if (kind === '%') {
      rawStart.lastIndex = 0;
      const m = rawStart.exec(t.slice(found, found + 200));
      if (m) {
        if (stripBefore) stripPrev();
        else if (opts.lstripBlocks) lstripPrev();
        const bodyStart = found + m[0].length;
        rawEnd.lastIndex = bodyStart;
        const e = rawEnd.exec(t);
        if (!e) throw src.error("unexpected end of template, expected 'endraw'", found);
        let body = t.slice(bodyStart, e.index);
        if (m[2] === '-') body = body.replace(/^[ \t\r\n]+/, '');
        else if (opts.trimBlocks) {
          if (body.startsWith('\n')) body = body.slice(1);
          else if (body.startsWith('\r\n')) body = body.slice(2);
        }
        if (e[1] === '-') body = body.replace(/[ \t\r\n]+$/, '');
        else if (opts.lstripBlocks) body = body.replace(/\n[ \t]*$/, '\n');
        pieces.push({ kind: 'text', value: body, offset: bodyStart, raw: true });
        i = e.index + e[0].length;
        stripNext = e[2] === '-';
        trimNewline = !stripNext && opts.trimBlocks;
        continue;
      }
      const r = lexTag(src, inner, '%}', found, 'tag');
      if (stripBefore) stripPrev();
      else if (opts.lstripBlocks) lstripPrev();
      pieces.push({ kind: 'stmt', tokens: r.tokens, offset: found, closeOffset: r.closeOffset });
      i = r.end;
      stripNext = r.stripAfter;
      trimNewline = !r.stripAfter && opts.trimBlocks;
      continue;
    }
    const r = lexTag(src, inner, '}}', found, 'tag');
    if (stripBefore) stripPrev();
    pieces.push({ kind: 'out', tokens: r.tokens, offset: found, closeOffset: r.closeOffset });
    i = r.end;
    stripNext = r.stripAfter;
    trimNewline = false;
  }
  return pieces;
}

// ---------------------------------------------------------------------------------------------
// Parser

class TokenStream {
  constructor(src, tokens, endOffset) {
    this.src = src;
    this.tokens = tokens;
    this.i = 0;
    this.endOffset = endOffset;
  }
  peek(k = 0) {
    return this.tokens[this.i + k] || null;
  }
  next() {
    return this.tokens[this.i++] || null;
  }
  atEnd() {
    return this.i >= this.tokens.length;
  }
  isOp(v, k = 0) {
    const t = this.peek(k);
    return t !== null && t.type === 'op' && t.value === v;
  }
  isName(v, k = 0) {
    const t = this.peek(k);
    return t !== null && t.type === 'name' && t.value === v;
  }
  fail(tok) {
    if (tok === null) throw this.src.error('unexpected end of tag', this.endOffset);
    throw this.src.error(`unexpected ${describe(tok)}`, tok.offset);
  }
  expectOp(v) {
    const t = this.next();
    if (t === null || t.type !== 'op' || t.value !== v) this.fail(t);
    return t;
  }
  expectName() {
    const t = this.next();
    if (t === null || t.type !== 'name') this.fail(t);
    return t;
  }
  expectKeyword(v) {
    const t = this.next();
    if (t === null || t.type !== 'name' || t.value !== v) this.fail(t);
    return t;
  }
  expectEnd() {
    if (!this.atEnd()) this.fail(this.peek());
  }
}

function describe(tok) {
  if (tok.type === 'string') return 'string';
  if (tok.type === 'number') return `number ${formatNumber(tok.value)}`;
  return `'${tok.value}'`;
}

const RESERVED = new Set(['and', 'or', 'not', 'in', 'is', 'if', 'else', 'true', 'false', 'none',
  'True', 'False', 'None']);

const COMPARE = new Set(['==', '!=', '<', '<=', '>', '>=']);

class ExprParser {
  constructor(ts, tplName, env) {
    this.ts = ts;
    this.tplName = tplName;
    this.env = env;
  }
  parseExpression(allowCond = true) {
    const start = this.ts.peek();
    let e = this.parseOr();
    if (allowCond && this.ts.isName('if')) {
      this.ts.next();
      const cond = this.parseOr();
      let other = null;
      if (this.ts.isName('else')) {
        this.ts.next();
        other = this.parseExpression();
      }
      e = { type: 'cond', cond, then: e, other, offset: start.offset };
    }
    return e;
  }
  parseOr() {
    let left = this.parseAnd();
    while (this.ts.isName('or')) {
      const t = this.ts.next();
      left = { type: 'or', left, right: this.parseAnd(), offset: t.offset };
    }
    return left;
  }
  parseAnd() {
    let left = this.parseNot();
    while (this.ts.isName('and')) {
      const t = this.ts.next();
      left = { type: 'and', left, right: this.parseNot(), offset: t.offset };
    }
    return left;
  }
  parseNot() {
    if (this.ts.isName('not')) {
      const t = this.ts.next();
      return { type: 'not', operand: this.parseNot(), offset: t.offset };
    }
    return this.parseCompare();
  }
  parseCompare() {
    const first = this.parseConcat();
    const ops = [];
    const operands = [first];
    for (;;) {
      const t = this.ts.peek();
      if (t === null) break;
      if (t.type === 'op' && COMPARE.has(t.value)) {
        this.ts.next();
        ops.push({ op: t.value, offset: t.offset });
        operands.push(this.parseConcat());
      } else if (t.type === 'name' && t.value === 'in') {
        this.ts.next();
        ops.push({ op: 'in', offset: t.offset });
        operands.push(this.parseConcat());
      } else if (t.type === 'name' && t.value === 'not' && this.ts.isName('in', 1)) {
        this.ts.next();
        this.ts.next();
        ops.push({ op: 'not in', offset: t.offset });
        operands.push(this.parseConcat());
      } else if (t.type === 'name' && t.value === 'is') {
        this.ts.next();
        let negate = false;
        if (this.ts.isName('not')) {
          this.ts.next();
          negate = true;
        }
        const nameTok = this.ts.peek();
        let testName;
        if (nameTok && nameTok.type === 'name') {
          this.ts.next();
          testName = nameTok.value;
        } else if (nameTok && nameTok.type === 'op' && COMPARE.has(nameTok.value)) {
          this.ts.next();
          testName = nameTok.value;
        } else this.ts.fail(nameTok);
        if (!TESTS[testName]) throw this.ts.src.error(`unknown test '${testName}'`, nameTok.offset);
        const args = [];
        if (this.ts.isOp('(')) {
          this.ts.next();
          if (!this.ts.isOp(')')) {
            for (;;) {
              args.push(this.parseExpression());
              if (this.ts.isOp(',')) {
                this.ts.next();
                continue;
              }
              break;
            }
          }
          this.ts.expectOp(')');
        } else {
          const a = this.ts.peek();
          if (a !== null && (a.type === 'number' || a.type === 'string' || (a.type === 'op' && a.value === '[') ||
            (a.type === 'name' && !RESERVED.has(a.value)) || (a.type === 'name' && /^(true|false|none|True|False|None)$/.test(a.value)))) {
            args.push(this.parsePrimaryWithPostfix());
          }
        }
        const subject = operands.length === 1 && ops.length === 0 ? operands.pop() : null;
        if (subject === null) {
          // a test after a comparison applies to the last operand
          const last = operands.pop();
          operands.push({ type: 'test', subject: last, name: testName, args, negate, offset: t.offset });
        } else {
          operands.push({ type: 'test', subject, name: testName, args, negate, offset: t.offset });
        }
      } else break;
    }
    if (ops.length === 0) return operands[0];
    return { type: 'compare', operands, ops, offset: ops[0].offset };
  }
  parseConcat() {
    let left = this.parseAdd();
    while (this.ts.isOp('~')) {
      const t = this.ts.next();
      left = { type: 'binop', op: '~', left, right: this.parseAdd(), offset: t.offset };
    }
    return left;
  }
  parseAdd() {
    let left = this.parseMul();
    while (this.ts.isOp('+') || this.ts.isOp('-')) {
      const t = this.ts.next();
      left = { type: 'binop', op: t.value, left, right: this.parseMul(), offset: t.offset };
    }
    return left;
  }
  parseMul() {
    let left = this.parseUnary();
    while (this.ts.isOp('*') || this.ts.isOp('/') || this.ts.isOp('//') || this.ts.isOp('%')) {
      const t = this.ts.next();
      left = { type: 'binop', op: t.value, left, right: this.parseUnary(), offset: t.offset };
    }
    return left;
  }
  parseUnary() {
    if (this.ts.isOp('-') || this.ts.isOp('+')) {
      const t = this.ts.next();
      return { type: 'unary', op: t.value, operand: this.parseUnary(), offset: t.offset };
    }
    return this.parsePower();
  }
  parsePower() {
    const base = this.parseFiltered();
    if (this.ts.isOp('**')) {
      const t = this.ts.next();
      return { type: 'binop', op: '**', left: base, right: this.parseUnary(), offset: t.offset };
    }
    return base;
  }
  parseFiltered() {
    let e = this.parsePrimaryWithPostfix();
    while (this.ts.isOp('|')) {
      this.ts.next();
      e = this.parseFilterCall(e);
    }
    return e;
  }
  parseFilterCall(subject) {
    const nameTok = this.ts.expectName();
    const name = nameTok.value;
    if (!FILTERS[name]) throw this.ts.src.error(`unknown filter '${name}'`, nameTok.offset);
    const { args, kwargs } = this.ts.isOp('(') ? this.parseCallArgs() : { args: [], kwargs: [] };
    return { type: 'filter', subject, name, args, kwargs, offset: nameTok.offset };
  }
  parseCallArgs() {
    this.ts.expectOp('(');
    const args = [];
    const kwargs = [];
    if (!this.ts.isOp(')')) {
      for (;;) {
        const t = this.ts.peek();
        if (t && t.type === 'name' && this.ts.isOp('=', 1)) {
          this.ts.next();
          this.ts.next();
          kwargs.push({ name: t.value, value: this.parseExpression(), offset: t.offset });
        } else {
          const e = this.parseExpression();
          if (kwargs.length > 0) throw this.ts.src.error('positional argument follows keyword argument', startOf(e));
          args.push(e);
        }
        if (this.ts.isOp(',')) {
          this.ts.next();
          if (this.ts.isOp(')')) break;
          continue;
        }
        break;
      }
    }
    this.ts.expectOp(')');
    return { args, kwargs };
  }
  parsePrimaryWithPostfix() {
    let e = this.parsePrimary();
    for (;;) {
      if (this.ts.isOp('.')) {
        const dot = this.ts.next();
        const t = this.ts.next();
        if (t === null) this.ts.fail(t);
        if (t.type === 'name') e = { type: 'attr', object: e, key: t.value, offset: dot.offset };
        else if (t.type === 'number' && Number.isInteger(t.value)) e = { type: 'attr', object: e, key: t.value, offset: dot.offset };
        else this.ts.fail(t);
      } else if (this.ts.isOp('[')) {
        const br = this.ts.next();
        const key = this.ts.isOp(':') ? null : this.parseExpression();
        if (this.ts.isOp(':')) {
          // a slice: [start:stop] or [start:stop:step], each part optional
          this.ts.next();
          const stop = this.ts.isOp(':') || this.ts.isOp(']') ? null : this.parseExpression();
          let step = null;
          if (this.ts.isOp(':')) {
            this.ts.next();
            step = this.ts.isOp(']') ? null : this.parseExpression();
          }
          this.ts.expectOp(']');
          e = { type: 'slice', object: e, start: key, stop, step, offset: br.offset };
          continue;
        }
        this.ts.expectOp(']');
        e = { type: 'index', object: e, key, offset: br.offset };
      } else if (this.ts.isOp('(')) {
        const p = this.ts.peek();
        const { args, kwargs } = this.parseCallArgs();
        e = { type: 'call', callee: e, args, kwargs, offset: p.offset };
      } else break;
    }
    return e;
  }
  parsePrimary() {
    const t = this.ts.next();
    if (t === null) this.ts.fail(null);
    if (t.type === 'number') return { type: 'lit', value: t.value, offset: t.offset };
    if (t.type === 'string') {
      let s = t.value;
      // adjacent string literals are joined
      while (this.ts.peek() && this.ts.peek().type === 'string') s += this.ts.next().value;
      return { type: 'lit', value: s, offset: t.offset };
    }
    if (t.type === 'name') {
      switch (t.value) {
        case 'true': case 'True': return { type: 'lit', value: true, offset: t.offset };
        case 'false': case 'False': return { type: 'lit', value: false, offset: t.offset };
        case 'none': case 'None': return { type: 'lit', value: null, offset: t.offset };
        default:
          if (RESERVED.has(t.value)) this.ts.fail(t);
          return { type: 'name', name: t.value, offset: t.offset };
      }
    }
    if (t.value === '(') {
      const e = this.parseExpression();
      this.ts.expectOp(')');
      return e;
    }
    if (t.value === '[') {
      const items = [];
      while (!this.ts.isOp(']')) {
        items.push(this.parseExpression());
        if (this.ts.isOp(',')) {
          this.ts.next();
          continue;
        }
        break;
      }
      this.ts.expectOp(']');
      return { type: 'list', items, offset: t.offset };
    }
    if (t.value === '{') {
      const entries = [];
      while (!this.ts.isOp('}')) {
        const k = this.parseExpression();
        this.ts.expectOp(':');
        const v = this.parseExpression();
        entries.push({ key: k, value: v });
        if (this.ts.isOp(',')) {
          this.ts.next();
          continue;
        }
        break;
      }
      this.ts.expectOp('}');
      return { type: 'dict', entries, offset: t.offset };
    }
    this.ts.fail(t);
    return null;
  }
}

// Block-structure tags and the tags that may end or continue them.
const END_TAGS = new Set(['endif', 'endfor', 'endmacro', 'endcall', 'endblock', 'endset', 'endautoescape',
  'endfilter', 'endwith', 'elif', 'else', 'endraw', 'endunless', 'when', 'endcase', 'endcapture']);

class Parser {
  constructor(src, pieces, env) {
    this.src = src;
    this.pieces = pieces;
    this.i = 0;
    this.env = env;
    this.blocks = new Map();
    this.extendsNode = null;
    this.depth = 0; // nesting of block statements (for extends placement)
  }
  stream(piece) {
    return new TokenStream(this.src, piece.tokens, piece.closeOffset);
  }
  expr(ts) {
    return new ExprParser(ts, this.src.name, this.env);
  }
  // Parses nodes until a statement whose tag name is in `stops`; returns {nodes, stop, ts}.
  parseBody(stops, openTag, openOffset) {
    const nodes = [];
    while (this.i < this.pieces.length) {
      const p = this.pieces[this.i++];
      if (p.kind === 'text') {
        if (p.value !== '') nodes.push({ type: 'text', value: p.value });
        continue;
      }
      if (p.kind === 'out') {
        const ts = this.stream(p);
        if (ts.atEnd()) throw this.src.error('empty expression', p.offset);
        const e = this.expr(ts).parseExpression();
        ts.expectEnd();
        nodes.push({ type: 'output', expr: e, offset: p.offset });
        continue;
      }
      const ts = this.stream(p);
      const head = ts.next();
      if (head === null) throw this.src.error('empty tag', p.offset);
      if (head.type !== 'name') throw this.src.error(`unexpected ${describe(head)}`, head.offset);
      const name = head.value;
      if (stops.includes(name)) return { nodes, stop: name, ts, piece: p };
      if (END_TAGS.has(name)) {
        if (openTag) throw this.src.error(`unexpected '${name}', expected 'end${openTag}'`, head.offset);
        throw this.src.error(`unexpected '${name}'`, head.offset);
      }
      nodes.push(this.parseStatement(name, ts, p, head));
    }
    if (openTag) {
      throw this.src.error(`unexpected end of template, expected 'end${openTag}'`, openOffset);
    }
    return { nodes, stop: null };
  }
  parseStatement(name, ts, piece, head) {
    const off = piece.offset;
    switch (name) {
      case 'if': return this.parseIf(ts, off);
      case 'for': return this.parseFor(ts, off);
      case 'set': return this.parseSet(ts, off);
      case 'macro': return this.parseMacro(ts, off);
      case 'call': return this.parseCallBlock(ts, off);
      case 'include': return this.parseInclude(ts, off);
      case 'import': return this.parseImport(ts, off);
      case 'from': return this.parseFromImport(ts, off);
      case 'extends': return this.parseExtends(ts, off);
      case 'block': return this.parseBlock(ts, off);
      case 'autoescape': return this.parseAutoescape(ts, off);
      case 'filter': return this.parseFilterBlock(ts, off);
      case 'with': return this.parseWith(ts, off);
      case 'unless': return this.parseUnless(ts, off);
      case 'do': {
        const e = this.expr(ts).parseExpression();
        ts.expectEnd();
        return { type: 'do', expr: e, offset: off };
      }
      case 'capture': return this.parseCapture(ts, off);
      case 'increment':
      case 'decrement': {
        const t = ts.expectName();
        if (RESERVED.has(t.value)) ts.fail(t);
        ts.expectEnd();
        return { type: name, name: t.value, offset: off };
      }
      case 'cycle': return this.parseCycle(ts, off);
      case 'case': return this.parseCase(ts, off);
      case 'break':
      case 'continue':
        ts.expectEnd();
        if (this.loopDepth === undefined || this.loopDepth === 0) {
          throw this.src.error(`'${name}' outside of a loop`, off);
        }
        return { type: name, offset: off };
      default:
        throw this.src.error(`unknown tag '${name}'`, head.offset);
    }
  }
  nested(fn) {
    this.depth++;
    try {
      return fn();
    } finally {
      this.depth--;
    }
  }
  parseIf(ts, off) {
    const branches = [];
    let cond = this.expr(ts).parseExpression();
    ts.expectEnd();
    let elseBody = null;
    return this.nested(() => {
      for (;;) {
        const r = this.parseBody(['elif', 'else', 'endif'], 'if', off);
        branches.push({ cond, body: r.nodes });
        if (r.stop === 'elif') {
          cond = this.expr(r.ts).parseExpression();
          r.ts.expectEnd();
          continue;
        }
        if (r.stop === 'else') {
          r.ts.expectEnd();
          const e = this.parseBody(['endif'], 'if', off);
          // 'elif'/'else' after else is reported as unexpected by parseBody since they are not stops
          e.ts.expectEnd();
          elseBody = e.nodes;
        } else r.ts.expectEnd();
        break;
      }
      return { type: 'if', branches, elseBody, offset: off };
    });
  }
  parseCapture(ts, off) {
    const t = ts.expectName();
    if (RESERVED.has(t.value)) ts.fail(t);
    ts.expectEnd();
    return this.nested(() => {
      const r = this.parseBody(['endcapture'], 'capture', off);
      r.ts.expectEnd();
      return { type: 'capture', name: t.value, body: r.nodes, offset: off };
    });
  }
  parseCycle(ts, off) {
    const ep = this.expr(ts);
    let group = null;
    let first = ep.parseExpression();
    if (ts.isOp(':')) {
      ts.next();
      group = first;
      first = ep.parseExpression();
    }
    const values = [first];
    while (ts.isOp(',')) {
      ts.next();
      values.push(ep.parseExpression());
    }
    ts.expectEnd();
    return { type: 'cycle', group, values, offset: off };
  }
  parseUnless(ts, off) {
    const cond = this.expr(ts).parseExpression();
    ts.expectEnd();
    return this.nested(() => {
      const r = this.parseBody(['else', 'endunless'], 'unless', off);
      r.ts.expectEnd();
      let elseBody = null;
      if (r.stop === 'else') {
        const e = this.parseBody(['endunless'], 'unless', off);
        e.ts.expectEnd();
        elseBody = e.nodes;
      }
      return { type: 'unless', cond, body: r.nodes, elseBody, offset: off };
    });
  }
  parseCase(ts, off) {
    const subject = this.expr(ts).parseExpression();
    ts.expectEnd();
    return this.nested(() => {
      let r = this.parseBody(['when', 'else', 'endcase'], 'case', off);
      for (const n of r.nodes) {
        if (n.type !== 'text' || !/^[ \t\r\n]*$/.test(n.value)) {
          throw this.src.error("only whitespace may appear between 'case' and the first 'when'", off);
        }
      }
      const whens = [];
      let elseBody = null;
      while (r.stop === 'when') {
        const values = [];
        const ep = this.expr(r.ts);
        for (;;) {
          values.push(ep.parseExpression());
          if (r.ts.isOp(',')) {
            r.ts.next();
            continue;
          }
          break;
        }
        r.ts.expectEnd();
        const body = this.parseBody(['when', 'else', 'endcase'], 'case', off);
        whens.push({ values, body: body.nodes });
        r = body;
      }
      if (r.stop === 'else') {
        r.ts.expectEnd();
        const e = this.parseBody(['endcase'], 'case', off);
        e.ts.expectEnd();
        elseBody = e.nodes;
      } else r.ts.expectEnd();
      return { type: 'case', subject, whens, elseBody, offset: off };
    });
  }
  parseTargets(ts) {
    const targets = [];
    for (;;) {
      const t = ts.expectName();
      if (RESERVED.has(t.value)) ts.fail(t);
      targets.push(t.value);
      if (ts.isOp(',')) {
        ts.next();
        continue;
      }
      break;
    }
    return targets;
  }
  parseFor(ts, off) {
    const targets = this.parseTargets(ts);
    ts.expectKeyword('in');
    const iter = this.expr(ts).parseExpression(false);
    let filter = null;
    if (ts.isName('if')) {
      ts.next();
      filter = this.expr(ts).parseExpression(false);
    }
    let recursive = false;
    if (ts.isName('recursive')) {
      ts.next();
      recursive = true;
    }
    ts.expectEnd();
    return this.nested(() => {
      this.loopDepth = (this.loopDepth || 0) + 1;
      let r;
      try {
        r = this.parseBody(['else', 'endfor'], 'for', off);
      } finally {
        this.loopDepth--;
      }
      let elseBody = null;
      r.ts.expectEnd();
      if (r.stop === 'else') {
        const saved = this.loopDepth;
        this.loopDepth = 0;
        let e;
        try {
          e = this.parseBody(['endfor'], 'for', off);
        } finally {
          this.loopDepth = saved;
        }
        e.ts.expectEnd();
        elseBody = e.nodes;
      }
      return { type: 'for', targets, iter, filter, recursive, body: r.nodes, elseBody, offset: off };
    });
  }
  parseSet(ts, off) {
    if (ts.peek() && ts.peek().type === 'name' && ts.isOp('.', 1)) {
      const objTok = ts.next();
      if (RESERVED.has(objTok.value)) ts.fail(objTok);
      ts.next();
      const attrTok = ts.expectName();
      ts.expectOp('=');
      const value = this.expr(ts).parseExpression();
      ts.expectEnd();
      return { type: 'setattr', object: objTok.value, objectOffset: objTok.offset, attr: attrTok.value, value, offset: off };
    }
    const targets = this.parseTargets(ts);
    if (ts.isOp('=')) {
      ts.next();
      const value = this.expr(ts).parseExpression();
      ts.expectEnd();
      return { type: 'set', targets, value, offset: off };
    }
    if (targets.length !== 1) ts.fail(ts.peek());
    const filters = [];
    while (ts.isOp('|')) {
      ts.next();
      filters.push(this.expr(ts).parseFilterCall({ type: 'lit', value: '', offset: off }));
    }
    ts.expectEnd();
    return this.nested(() => {
      const r = this.parseBody(['endset'], 'set', off);
      r.ts.expectEnd();
      return { type: 'setblock', target: targets[0], filters, body: r.nodes, offset: off };
    });
  }
  parseParams(ts) {
    const params = [];
    ts.expectOp('(');
    if (!ts.isOp(')')) {
      for (;;) {
        const t = ts.expectName();
        if (RESERVED.has(t.value)) ts.fail(t);
        if (params.some((p) => p.name === t.value)) {
          throw this.src.error(`duplicate parameter '${t.value}'`, t.offset);
        }
        let def = null;
        if (ts.isOp('=')) {
          ts.next();
          def = this.expr(ts).parseExpression();
        } else if (params.some((p) => p.def !== null)) {
          throw this.src.error(`parameter '${t.value}' without a default follows a parameter with a default`, t.offset);
        }
        params.push({ name: t.value, def });
        if (ts.isOp(',')) {
          ts.next();
          if (ts.isOp(')')) break;
          continue;
        }
        break;
      }
    }
    ts.expectOp(')');
    return params;
  }
  parseMacro(ts, off) {
    const nameTok = ts.expectName();
    if (RESERVED.has(nameTok.value)) ts.fail(nameTok);
    const params = this.parseParams(ts);
    ts.expectEnd();
    return this.nested(() => {
      const savedLoop = this.loopDepth;
      this.loopDepth = 0;
      let r;
      try {
        r = this.parseBody(['endmacro'], 'macro', off);
      } finally {
        this.loopDepth = savedLoop;
      }
      if (!r.ts.atEnd()) {
        const t = r.ts.next();
        if (t.type !== 'name' || t.value !== nameTok.value) {
          throw this.src.error(`endmacro name '${t.value}' does not match macro '${nameTok.value}'`, t.offset);
        }
        r.ts.expectEnd();
      }
      return { type: 'macro', name: nameTok.value, params, body: r.nodes, offset: off };
    });
  }
  parseCallBlock(ts, off) {
    let params = [];
    if (ts.isOp('(')) params = this.parseParams(ts);
    const callee = this.expr(ts).parsePrimaryWithPostfix();
    if (callee.type !== 'call') throw this.src.error('call tag requires a macro call', off);
    ts.expectEnd();
    return this.nested(() => {
      const savedLoop = this.loopDepth;
      this.loopDepth = 0;
      let r;
      try {
        r = this.parseBody(['endcall'], 'call', off);
      } finally {
        this.loopDepth = savedLoop;
      }
      r.ts.expectEnd();
      return { type: 'callblock', call: callee, params, body: r.nodes, offset: off };
    });
  }
  parseInclude(ts, off) {
    const name = this.expr(ts).parseExpression();
    let ignoreMissing = false;
    let withContext = true;
    if (ts.isName('ignore')) {
      ts.next();
      ts.expectKeyword('missing');
      ignoreMissing = true;
    }
    const assigns = [];
    if (ts.isName('without')) {
      ts.next();
      ts.expectKeyword('context');
      withContext = false;
    } else if (ts.isName('with')) {
      ts.next();
      if (ts.isName('context') && ts.peek(1) === null) ts.next();
      else {
        for (;;) {
          const t = ts.expectName();
          if (RESERVED.has(t.value)) ts.fail(t);
          ts.expectOp('=');
          assigns.push({ name: t.value, value: this.expr(ts).parseExpression() });
          if (ts.isOp(',')) {
            ts.next();
            continue;
          }
          break;
        }
      }
    }
    ts.expectEnd();
    return { type: 'include', name, ignoreMissing, withContext, assigns, offset: off };
  }
  parseImport(ts, off) {
    const name = this.expr(ts).parseExpression();
    ts.expectKeyword('as');
    const alias = ts.expectName();
    if (RESERVED.has(alias.value)) ts.fail(alias);
    ts.expectEnd();
    return { type: 'import', name, alias: alias.value, offset: off };
  }
  parseFromImport(ts, off) {
    const name = this.expr(ts).parseExpression();
    ts.expectKeyword('import');
    const names = [];
    for (;;) {
      const t = ts.expectName();
      if (RESERVED.has(t.value)) ts.fail(t);
      let alias = t.value;
      if (ts.isName('as')) {
        ts.next();
        const a = ts.expectName();
        if (RESERVED.has(a.value)) ts.fail(a);
        alias = a.value;
      }
      names.push({ name: t.value, alias, offset: t.offset });
      if (ts.isOp(',')) {
        ts.next();
        if (ts.atEnd()) break;
        continue;
      }
      break;
    }
    ts.expectEnd();
    return { type: 'fromimport', name, names, offset: off };
  }
  parseExtends(ts, off) {
    if (this.depth > 0) throw this.src.error("'extends' must be at the top level", off);
    if (this.extendsNode !== null) throw this.src.error("'extends' may appear only once", off);
    const name = this.expr(ts).parseExpression();
    ts.expectEnd();
    this.extendsNode = { type: 'extends', name, offset: off };
    return this.extendsNode;
  }
  parseBlock(ts, off) {
    const nameTok = ts.expectName();
    let required = false;
    if (ts.isName('required')) {
      ts.next();
      required = true;
    }
    ts.expectEnd();
    if (this.blocks.has(nameTok.value)) throw this.src.error(`block '${nameTok.value}' defined twice`, nameTok.offset);
    const node = { type: 'block', name: nameTok.value, body: null, required, offset: off };
    this.blocks.set(nameTok.value, node);
    return this.nested(() => {
      const savedLoop = this.loopDepth;
      this.loopDepth = 0;
      let r;
      try {
        r = this.parseBody(['endblock'], 'block', off);
      } finally {
        this.loopDepth = savedLoop;
      }
      if (!r.ts.atEnd()) {
        const t = r.ts.next();
        if (t.type !== 'name' || t.value !== nameTok.value) {
          throw this.src.error(`endblock name '${t.value}' does not match block '${nameTok.value}'`, t.offset);
        }
        r.ts.expectEnd();
      }
      node.body = r.nodes;
      if (required && r.nodes.some((n) => n.type !== 'text' || !/^[ \t\r\n]*$/.test(n.value))) {
        throw this.src.error(`required block '${nameTok.value}' may contain only whitespace`, off);
      }
      return node;
    });
  }
  parseAutoescape(ts, off) {
    const value = this.expr(ts).parseExpression();
    ts.expectEnd();
    return this.nested(() => {
      const r = this.parseBody(['endautoescape'], 'autoescape', off);
      r.ts.expectEnd();
      return { type: 'autoescape', value, body: r.nodes, offset: off };
    });
  }
  parseFilterBlock(ts, off) {
    const filters = [];
    const ep = this.expr(ts);
    filters.push(ep.parseFilterCall({ type: 'lit', value: '', offset: off }));
    while (ts.isOp('|')) {
      ts.next();
      filters.push(ep.parseFilterCall({ type: 'lit', value: '', offset: off }));
    }
    ts.expectEnd();
    return this.nested(() => {
      const r = this.parseBody(['endfilter'], 'filter', off);
      r.ts.expectEnd();
      return { type: 'filterblock', filters, body: r.nodes, offset: off };
    });
  }
  parseWith(ts, off) {
    const assigns = [];
    while (!ts.atEnd()) {
      const t = ts.expectName();
      if (RESERVED.has(t.value)) ts.fail(t);
      ts.expectOp('=');
      assigns.push({ name: t.value, value: this.expr(ts).parseExpression() });
      if (ts.isOp(',')) {
        ts.next();
        continue;
      }
      break;
    }
    ts.expectEnd();
    return this.nested(() => {
      const r = this.parseBody(['endwith'], 'with', off);
      r.ts.expectEnd();
      return { type: 'with', assigns, body: r.nodes, offset: off };
    });
  }
}

function parseTemplate(name, text, env) {
  const src = new Source(name, text);
  const pieces = lex(src, env.opts);
  const parser = new Parser(src, pieces, env);
  const r = parser.parseBody([], null, 0);
  return { name, src, body: r.nodes, blocks: parser.blocks, extendsNode: parser.extendsNode };
}

// ---------------------------------------------------------------------------------------------
// Scopes

class Scope {
  constructor(parent) {
    this.parent = parent;
    this.vars = new Map();
  }
  lookup(name) {
    for (let s = this; s !== null; s = s.parent) {
      if (s.vars.has(name)) return { found: true, value: s.vars.get(name) };
    }
    return { found: false };
  }
  set(name, value) {
    this.vars.set(name, value);
  }
}

// ---------------------------------------------------------------------------------------------
// Rendering

class Frame {
  constructor(env, tpl, scope, autoescape, depth) {
    this.env = env;
    this.tpl = tpl;
    this.src = tpl.src;
    this.scope = scope;
    this.autoescape = autoescape;
    this.depth = depth;
    this.blockChain = null; // Map name -> [{node, tpl}] for inheritance
    this.caller = null;
  }
  child(scope) {
    const f = new Frame(this.env, this.tpl, scope, this.autoescape, this.depth);
    f.blockChain = this.blockChain;
    f.caller = this.caller;
    return f;
  }
  error(message, offset) {
    return this.src.error(message, offset);
  }
}

// The offset of the first character of an expression.
function startOf(node) {
  switch (node.type) {
    case 'attr': case 'index': case 'slice': return startOf(node.object);
    case 'call': return startOf(node.callee);
    case 'filter': return startOf(node.subject);
    case 'test': return startOf(node.subject);
    case 'binop': case 'or': case 'and': return startOf(node.left);
    case 'compare': return startOf(node.operands[0]);
    case 'cond': return startOf(node.then);
    default: return node.start !== undefined ? node.start : node.offset;
  }
}

function pathOf(node) {
  switch (node.type) {
    case 'name': return node.name;
    case 'attr': return `${pathOf(node.object)}.${node.key}`;
    case 'index': return `${pathOf(node.object)}[${node.keyText !== undefined ? node.keyText : '...'}]`;
    default: return '(expression)';
  }
}

function keyText(k) {
  if (typeof k === 'number') return formatNumber(k);
  if (isStr(k)) return jsonString(str(k));
  return toText(k);
}

// Raises the strict-mode error when v is undefined and the policy is strict.
function check(frame, v, offset) {
  if (v instanceof Undefined && frame.env.opts.undefinedMode === 'strict') {
    throw frame.error(`'${v.name}' is undefined`, offset);
  }
  return v;
}

function truthy(frame, v, offset) {
  check(frame, v, offset);
  if (v === null || v === false || v instanceof Undefined) return false;
  if (typeof v === 'number') return v !== 0 && !Number.isNaN(v);
  if (isStr(v)) return str(v).length > 0;
  if (Array.isArray(v)) return v.length > 0;
  if (isDict(v)) return Object.keys(v).length > 0;
  return true;
}

function lookupKey(frame, obj, key, desc, offset) {
  check(frame, obj, offset);
  if (obj instanceof Undefined) return new Undefined(desc);
  if (obj instanceof LoopInfo) return loopAttr(frame, obj, key, desc);
  if (Array.isArray(obj) || isStr(obj)) {
    const seq = Array.isArray(obj) ? obj : Array.from(str(obj));
    if (typeof key === 'number' && Number.isInteger(key)) {
      const idx = key < 0 ? seq.length + key : key;
      if (idx >= 0 && idx < seq.length) return seq[idx];
    }
    return findMethod(obj, key) || new Undefined(desc);
  }
  if (isDict(obj)) {
    const k = typeof key === 'number' ? formatNumber(key) : isStr(key) ? str(key) : null;
    if (k !== null && hasKey(obj, k)) return obj[k];
    return findMethod(obj, key) || new Undefined(desc);
  }
  return new Undefined(desc);
}

// Methods of strings, lists and mappings: X.NAME(ARGS). Each has a parameter list; several
// reuse a filter's implementation.
function stripChars(s, chars, left, right) {
  const arr = Array.from(s);
  const set = chars === null ? new Set([' ', '\t', '\r', '\n']) : new Set(Array.from(chars));
  let a = 0;
  let b = arr.length;
  if (left) while (a < b && set.has(arr[a])) a++;
  if (right) while (b > a && set.has(arr[b - 1])) b--;
  return arr.slice(a, b).join('');
}

function countOccurrences(s, sub) {
  if (sub === '') return Array.from(s).length + 1;
  let n = 0;
  let i = 0;
  for (;;) {
    const j = s.indexOf(sub, i);
    if (j < 0) return n;
    n++;
    i = j + sub.length;
  }
}

const STRING_METHODS = {
  upper: { params: [], fn: (f, v) => str(v).toUpperCase() },
  lower: { params: [], fn: (f, v) => str(v).toLowerCase() },
  title: { params: [], fn: (f, v) => titleCase(str(v)) },
  capitalize: { params: [], fn: (f, v, p, off) => FILTERS.capitalize.fn(f, v, p, off) },
  strip: { params: [['chars', null]], fn: (f, v, p, off) => stripChars(str(v), p.chars === null ? null : methodStr(f, 'strip', 'chars', p.chars, off), true, true) },
  lstrip: { params: [['chars', null]], fn: (f, v, p, off) => stripChars(str(v), p.chars === null ? null : methodStr(f, 'lstrip', 'chars', p.chars, off), true, false) },
  rstrip: { params: [['chars', null]], fn: (f, v, p, off) => stripChars(str(v), p.chars === null ? null : methodStr(f, 'rstrip', 'chars', p.chars, off), false, true) },
  startswith: { params: [['prefix', REQUIRED]], fn: (f, v, p, off) => str(v).startsWith(methodStr(f, 'startswith', 'prefix', p.prefix, off)) },
  endswith: { params: [['suffix', REQUIRED]], fn: (f, v, p, off) => str(v).endsWith(methodStr(f, 'endswith', 'suffix', p.suffix, off)) },
  split: { params: [['sep', null], ['maxsplit', -1]], fn: (f, v, p, off) => FILTERS.split.fn(f, v, p, off) },
  replace: { params: [['old', REQUIRED], ['new', REQUIRED], ['count', null]], fn: (f, v, p, off) => FILTERS.replace.fn(f, v, p, off) },
  count: { params: [['sub', REQUIRED]], fn: (f, v, p, off) => countOccurrences(str(v), methodStr(f, 'count', 'sub', p.sub, off)) },
  find: {
    params: [['sub', REQUIRED]],
    fn: (f, v, p, off) => {
      const s = str(v);
      const j = s.indexOf(methodStr(f, 'find', 'sub', p.sub, off));
      return j < 0 ? -1 : Array.from(s.slice(0, j)).length;
    },
  },
};

const NOT_GIVEN = Symbol('not given');

function intArg(f, name, what, v, offset) {
  if (typeof v !== 'number' || !Number.isInteger(v)) {
    throw f.error(`method '${name}' expects an integer for '${what}', not ${typeof v === 'number' ? formatNumber(v) : typeName(v)}`, offset);
  }
  return v;
}

function mapKey(f, name, v, offset) {
  if (typeof v === 'number') return formatNumber(v);
  if (isStr(v)) return str(v);
  throw f.error(`method '${name}' expects a string for 'key', not ${typeName(v)}`, offset);
}

const LIST_METHODS = {
  append: { params: [['value', REQUIRED]], fn: (f, v, p) => (v.push(p.value), null) },
  extend: {
    params: [['values', REQUIRED]],
    fn: (f, v, p, off) => {
      const items = p.values;
      if (!Array.isArray(items)) throw f.error(`method 'extend' expects a list for 'values', not ${typeName(items)}`, off);
      for (const x of items.slice()) v.push(x);
      return null;
    },
  },
  insert: {
    params: [['index', REQUIRED], ['value', REQUIRED]],
    fn: (f, v, p, off) => {
      let i = intArg(f, 'insert', 'index', p.index, off);
      if (i < 0) i = Math.max(0, v.length + i);
      if (i > v.length) i = v.length;
      v.splice(i, 0, p.value);
      return null;
    },
  },
  pop: {
    params: [['index', -1]],
    fn: (f, v, p, off) => {
      const i0 = intArg(f, 'pop', 'index', p.index, off);
      if (v.length === 0) throw f.error("method 'pop': pop from empty list", off);
      const i = i0 < 0 ? v.length + i0 : i0;
      if (i < 0 || i >= v.length) throw f.error("method 'pop': index out of range", off);
      return v.splice(i, 1)[0];
    },
  },
  remove: {
    params: [['value', REQUIRED]],
    fn: (f, v, p, off) => {
      const k = v.findIndex((x) => deepEqual(x, p.value));
      if (k < 0) throw f.error("method 'remove': value not in list", off);
      v.splice(k, 1);
      return null;
    },
  },
  clear: { params: [], fn: (f, v) => (v.splice(0, v.length), null) },
  index: {
    params: [['value', REQUIRED]],
    fn: (f, v, p, off) => {
      const k = v.findIndex((x) => deepEqual(x, p.value));
      if (k < 0) throw f.error("method 'index': value not in list", off);
      return k;
    },
  },
  count: { params: [['value', REQUIRED]], fn: (f, v, p) => v.filter((x) => deepEqual(x, p.value)).length },
};

const MAPPING_METHODS = {
  get: {
    params: [['key', REQUIRED], ['default', null]],
    fn: (f, v, p) => {
      const k = typeof p.key === 'number' ? formatNumber(p.key) : isStr(p.key) ? str(p.key) : null;
      return k !== null && hasKey(v, k) ? v[k] : p.default;
    },
  },
  items: { params: [], fn: (f, v) => Object.keys(v).map((k) => [k, v[k]]) },
  update: {
    params: [['other', REQUIRED]],
    fn: (f, v, p, off) => {
      if (!isDict(p.other)) throw f.error(`method 'update' expects a mapping for 'other', not ${typeName(p.other)}`, off);
      for (const k of Object.keys(p.other)) setKey(v, k, p.other[k]);
      return null;
    },
  },
  pop: {
    params: [['key', REQUIRED], ['default', NOT_GIVEN]],
    fn: (f, v, p, off) => {
      const k = mapKey(f, 'pop', p.key, off);
      if (hasKey(v, k)) {
        const x = v[k];
        delete v[k];
        return x;
      }
      if (p.default === NOT_GIVEN) throw f.error(`method 'pop': key ${jsonString(k)} not found`, off);
      return p.default;
    },
  },
  setdefault: {
    params: [['key', REQUIRED], ['default', null]],
    fn: (f, v, p, off) => {
      const k = mapKey(f, 'setdefault', p.key, off);
      if (!hasKey(v, k)) setKey(v, k, p.default);
      return v[k];
    },
  },
  keys: { params: [], fn: (f, v) => Object.keys(v) },
  values: { params: [], fn: (f, v) => Object.keys(v).map((k) => v[k]) },
};

function methodStr(f, name, what, v, offset) {
  if (!isStr(v)) throw f.error(`method '${name}' expects a string for '${what}', not ${typeName(v)}`, offset);
  return str(v);
}

// Returns a bound method of obj named key, or null.
function findMethod(obj, key) {
  if (typeof key !== 'string') return null;
  let table = null;
  if (isStr(obj)) table = STRING_METHODS;
  else if (Array.isArray(obj)) table = LIST_METHODS;
  else if (isDict(obj)) table = MAPPING_METHODS;
  if (table === null || !hasKey(table, key)) return null;
  const m = table[key];
  return new Builtin(key, (f, args, kwargs, offset) => {
    const p = bindParams(f, 'method', key, m.params, args, kwargs, offset, false);
    for (const [pn] of m.params) if (p[pn] !== NOT_GIVEN) check(f, p[pn], offset);
    return m.fn(f, obj, p, offset);
  });
}

function loopAttr(frame, loop, key, desc) {
  const n = loop.items.length;
  const i = loop.i;
  switch (key) {
    case 'index': return i + 1;
    case 'index0': return i;
    case 'revindex': return n - i;
    case 'revindex0': return n - i - 1;
    case 'first': return i === 0;
    case 'last': return i === n - 1;
    case 'length': return n;
    case 'depth': return loop.depth;
    case 'depth0': return loop.depth - 1;
    case 'previtem': return i > 0 ? loop.items[i - 1] : new Undefined(desc);
    case 'nextitem': return i < n - 1 ? loop.items[i + 1] : new Undefined(desc);
    case 'cycle':
      return new Builtin('loop.cycle', (f, args, kwargs, offset) => {
        if (kwargs.length > 0) throw f.error(`loop.cycle got an unexpected keyword argument '${kwargs[0].name}'`, offset);
        if (args.length === 0) throw f.error('loop.cycle requires at least one argument', offset);
        return args[i % args.length];
      });
    case 'changed':
      return new Builtin('loop.changed', (f, args, kwargs, offset) => {
        if (kwargs.length > 0) throw f.error(`loop.changed got an unexpected keyword argument '${kwargs[0].name}'`, offset);
        const prev = loop.state.changed;
        loop.state.changed = args;
        return prev === undefined || !deepEqual(prev, args);
      });
    default:
      return new Undefined(desc);
  }
}

function evaluate(frame, node) {
  switch (node.type) {
    case 'lit': return node.value;
    case 'name': {
      const r = frame.scope.lookup(node.name);
      if (r.found) return r.value;
      if (node.name === 'caller' && frame.caller) return frame.caller;
      return new Undefined(node.name);
    }
    case 'list': return node.items.map((e) => evaluate(frame, e));
    case 'dict': {
      const out = {};
      for (const { key, value } of node.entries) {
        const k = check(frame, evaluate(frame, key), startOf(key));
        if (!isStr(k) && typeof k !== 'number') throw frame.error(`dictionary keys must be strings, not ${typeName(k)}`, startOf(key));
        setKey(out, typeof k === 'number' ? formatNumber(k) : str(k), evaluate(frame, value));
      }
      return out;
    }
    case 'attr': {
      const obj = evaluate(frame, node.object);
      return lookupKey(frame, obj, node.key, pathOf(node), startOf(node));
    }
    case 'index': {
      const obj = evaluate(frame, node.object);
      const key = check(frame, evaluate(frame, node.key), startOf(node.key));
      node.keyText = keyText(key);
      return lookupKey(frame, obj, key instanceof Safe ? key.s : key, pathOf(node), startOf(node));
    }
    case 'slice': return evalSlice(frame, node);
    case 'cond': {
      if (truthy(frame, evaluate(frame, node.cond), startOf(node.cond))) return evaluate(frame, node.then);
      if (node.other === null) return new Undefined('(expression)');
      return evaluate(frame, node.other);
    }
    case 'or': {
      const l = evaluate(frame, node.left);
      if (truthy(frame, l, startOf(node.left))) return l;
      return evaluate(frame, node.right);
    }
    case 'and': {
      const l = evaluate(frame, node.left);
      if (!truthy(frame, l, startOf(node.left))) return l;
      return evaluate(frame, node.right);
    }
    case 'not': return !truthy(frame, evaluate(frame, node.operand), startOf(node.operand));
    case 'compare': return evalCompare(frame, node);
    case 'test': return evalTest(frame, node);
    case 'binop': return evalBinop(frame, node);
    case 'unary': {
      const v = check(frame, evaluate(frame, node.operand), startOf(node.operand));
      if (typeof v !== 'number') throw frame.error(`unsupported operand type for unary ${node.op}: ${typeName(v)}`, node.offset);
      return node.op === '-' ? -v : v;
    }
    case 'filter': return evalFilter(frame, node, evaluate(frame, node.subject));
    case 'call': return evalCall(frame, node);
    default:
      throw new Error(`internal: unknown node ${node.type}`);
  }
}

function sliceIndex(frame, v, node) {
  if (node === null) return null;
  const x = check(frame, v, startOf(node));
  if (x === null || x instanceof Undefined) return null;
  if (typeof x !== 'number' || !Number.isInteger(x)) {
    throw frame.error(`slice indices must be integers or none, not ${typeof x === 'number' ? formatNumber(x) : typeName(x)}`, startOf(node));
  }
  return x;
}

function evalSlice(frame, node) {
  const obj = check(frame, evaluate(frame, node.object), startOf(node.object));
  const start = sliceIndex(frame, node.start === null ? null : evaluate(frame, node.start), node.start);
  const stop = sliceIndex(frame, node.stop === null ? null : evaluate(frame, node.stop), node.stop);
  let step = sliceIndex(frame, node.step === null ? null : evaluate(frame, node.step), node.step);
  if (obj instanceof Undefined) return new Undefined(`${pathOf(node.object)}[...]`);
  let seq;
  if (Array.isArray(obj)) seq = obj;
  else if (isStr(obj)) seq = Array.from(str(obj));
  else throw frame.error(`cannot slice ${typeName(obj)}`, node.offset);
  if (step === null) step = 1;
  if (step === 0) throw frame.error('slice step cannot be zero', node.offset);
  const n = seq.length;
  const norm = (i, lo, hi) => {
    if (i < 0) i += n;
    return Math.min(Math.max(i, lo), hi);
  };
  const out = [];
  if (step > 0) {
    const a = start === null ? 0 : norm(start, 0, n);
    const b = stop === null ? n : norm(stop, 0, n);
    for (let i = a; i < b; i += step) out.push(seq[i]);
  } else {
    const a = start === null ? n - 1 : norm(start, -1, n - 1);
    const b = stop === null ? -1 : norm(stop, -1, n - 1);
    for (let i = a; i > b; i += step) out.push(seq[i]);
  }
  return Array.isArray(obj) ? out : out.join('');
}

function compareValues(frame, op, a, b, offset, aStart, bStart) {
  check(frame, a, aStart === undefined ? offset : aStart);
  check(frame, b, bStart === undefined ? offset : bStart);
  switch (op) {
    case '==': return deepEqual(a, b);
    case '!=': return !deepEqual(a, b);
    case 'in':
    case 'not in': {
      let r;
      if (isStr(b)) {
        if (!isStr(a)) throw frame.error(`'in <string>' requires a string as left operand, not ${typeName(a)}`, offset);
        r = str(b).includes(str(a));
      } else if (Array.isArray(b)) {
        r = b.some((x) => deepEqual(x, a));
      } else if (isDict(b)) {
        r = isStr(a) ? hasKey(b, str(a)) : typeof a === 'number' ? hasKey(b, formatNumber(a)) : false;
      } else if (b instanceof Undefined) {
        r = false;
      } else {
        throw frame.error(`argument of type ${typeName(b)} is not iterable`, offset);
      }
      return op === 'in' ? r : !r;
    }
    default: {
      let x;
      let y;
      if (typeof a === 'number' && typeof b === 'number') {
        x = a;
        y = b;
      } else if (isStr(a) && isStr(b)) {
        x = str(a);
        y = str(b);
      } else {
        throw frame.error(`cannot compare ${typeName(a)} and ${typeName(b)}`, offset);
      }
      switch (op) {
        case '<': return x < y;
        case '<=': return x <= y;
        case '>': return x > y;
        default: return x >= y;
      }
    }
  }
}

function evalCompare(frame, node) {
  let left = evaluate(frame, node.operands[0]);
  for (let k = 0; k < node.ops.length; k++) {
    const right = evaluate(frame, node.operands[k + 1]);
    if (!compareValues(frame, node.ops[k].op, left, right, node.ops[k].offset, startOf(node.operands[k]),
      startOf(node.operands[k + 1]))) return false;
    left = right;
  }
  return true;
}

function pyMod(a, b) {
  const r = a % b;
  return r !== 0 && (r < 0) !== (b < 0) ? r + b : r;
}

function evalBinop(frame, node) {
  const a = check(frame, evaluate(frame, node.left), startOf(node.left));
  const b = check(frame, evaluate(frame, node.right), startOf(node.right));
  const op = node.op;
  if (op === '~') return toText(a) + toText(b);
  const bad = () => frame.error(`unsupported operand types for ${op}: ${typeName(a)} and ${typeName(b)}`, node.offset);
  if (op === '+') {
    if (typeof a === 'number' && typeof b === 'number') return a + b;
    if (isStr(a) && isStr(b)) return str(a) + str(b);
    if (Array.isArray(a) && Array.isArray(b)) return a.concat(b);
    throw bad();
  }
  if (op === '*') {
    if (typeof a === 'number' && typeof b === 'number') return a * b;
    if (isStr(a) && typeof b === 'number' && Number.isInteger(b)) return str(a).repeat(Math.max(0, b));
    if (Array.isArray(a) && typeof b === 'number' && Number.isInteger(b)) {
      let out = [];
      for (let k = 0; k < b; k++) out = out.concat(a);
      return out;
    }
    throw bad();
  }
  if (typeof a !== 'number' || typeof b !== 'number') throw bad();
  switch (op) {
    case '-': return a - b;
    case '/':
      if (b === 0) throw frame.error('division by zero', node.offset);
      return a / b;
    case '//':
      if (b === 0) throw frame.error('division by zero', node.offset);
      return Math.floor(a / b);
    case '%':
      if (b === 0) throw frame.error('division by zero', node.offset);
      return pyMod(a, b);
    case '**': return Math.pow(a, b);
    default: throw bad();
  }
}

function evalArgs(frame, node) {
  const args = node.args.map((a) => evaluate(frame, a));
  const kwargs = node.kwargs.map((k) => ({ name: k.name, value: evaluate(frame, k.value), offset: k.offset }));
  return { args, kwargs };
}

function evalCall(frame, node) {
  const callee = evaluate(frame, node.callee);
  check(frame, callee, startOf(node.callee));
  const { args, kwargs } = evalArgs(frame, node);
  if (callee instanceof Macro) return callMacro(frame, callee, args, kwargs, null, node.offset);
  if (callee instanceof Builtin) return callee.fn(frame, args, kwargs, node.offset);
  if (callee instanceof LoopInfo && callee.recurse) {
    if (kwargs.length > 0 || args.length !== 1) throw frame.error('loop() takes exactly one argument', node.offset);
    return callee.recurse(frame, args[0], node.offset);
  }
  throw frame.error(`'${pathOf(node.callee)}' is not callable`, node.offset);
}

function callMacro(frame, macro, args, kwargs, caller, offset) {
  const name = macro.name;
  if (args.length > macro.params.length) {
    throw frame.error(`macro '${name}' takes at most ${macro.params.length} argument${macro.params.length === 1 ? '' : 's'} (${args.length} given)`, offset);
  }
  const given = new Map();
  args.forEach((v, k) => given.set(macro.params[k].name, v));
  for (const kw of kwargs) {
    if (!macro.params.some((p) => p.name === kw.name)) {
      throw frame.error(`macro '${name}' got an unexpected keyword argument '${kw.name}'`, offset);
    }
    if (given.has(kw.name)) throw frame.error(`macro '${name}' got multiple values for argument '${kw.name}'`, offset);
    given.set(kw.name, kw.value);
  }
  if (frame.depth + 1 > frame.env.opts.maxDepth) throw frame.error('recursion limit exceeded', offset);
  const scope = new Scope(macro.scope);
  const mframe = new Frame(frame.env, macro.tpl, scope, frame.autoescape, frame.depth + 1);
  mframe.caller = caller;
  for (const p of macro.params) {
    if (given.has(p.name)) scope.set(p.name, given.get(p.name));
    else if (p.def !== null) scope.set(p.name, evaluate(mframe, p.def));
    else scope.set(p.name, new Undefined(p.name));
  }
  if (caller === null) scope.set('caller', new Undefined('caller'));
  else scope.set('caller', caller);
  const out = [];
  renderNodes(mframe, macro.body, out);
  return new Safe(out.join(''));
}

function outputValue(frame, v, offset) {
  check(frame, v, offset);
  if (v instanceof Undefined) {
    if (frame.env.opts.undefinedMode === 'debug') return `{{ ${v.name} }}`;
    return '';
  }
  if (v instanceof Safe) return v.s;
  const s = toText(v);
  return frame.autoescape ? escapeFor(frame.env.opts.escapeMode, s) : s;
}

function iterate(frame, v, offset) {
  check(frame, v, offset);
  if (v instanceof Undefined) return [];
  if (Array.isArray(v)) return v.slice();
  if (isStr(v)) return Array.from(str(v));
  if (isDict(v)) return Object.keys(v);
  throw frame.error(`${typeName(v)} is not iterable`, offset);
}

function bindTargets(frame, scope, targets, item, offset) {
  if (targets.length === 1) {
    scope.set(targets[0], item);
    return;
  }
  if (!Array.isArray(item)) throw frame.error(`cannot unpack ${typeName(item)} into ${targets.length} names`, offset);
  if (item.length !== targets.length) {
    throw frame.error(`cannot unpack ${item.length} values into ${targets.length} names`, offset);
  }
  targets.forEach((t, k) => scope.set(t, item[k]));
}

function renderFor(frame, node, out) {
  const seqValue = evaluate(frame, node.iter);
  const run = (fr, value, depth, target) => {
    let items = iterate(fr, value, startOf(node.iter));
    if (node.filter !== null) {
      items = items.filter((item) => {
        const s = new Scope(fr.scope);
        bindTargets(fr, s, node.targets, item, node.offset);
        return truthy(fr.child(s), evaluate(fr.child(s), node.filter), startOf(node.filter));
      });
    }
    if (items.length === 0) {
      if (node.elseBody !== null) renderNodes(fr, node.elseBody, target);
      return;
    }
    const state = { changed: undefined };
    for (let k = 0; k < items.length; k++) {
      const s = new Scope(fr.scope);
      const loop = new LoopInfo(items, k, depth, state);
      if (node.recursive) {
        loop.recurse = (f2, v2, off2) => {
          if (f2.depth + 1 > f2.env.opts.maxDepth) throw f2.error('recursion limit exceeded', off2);
          const inner = [];
          const f3 = fr.child(fr.scope);
          f3.depth = f2.depth + 1;
          run(f3, v2, depth + 1, inner);
          return new Safe(inner.join(''));
        };
      }
      s.set('loop', loop);
      bindTargets(fr, s, node.targets, items[k], node.offset);
      try {
        renderNodes(fr.child(s), node.body, target);
      } catch (e) {
        if (e instanceof LoopSignal) {
          if (e.kind === 'break') break;
          continue;
        }
        throw e;
      }
    }
  };
  run(frame, seqValue, 1, out);
}

function applyFilters(frame, filters, value) {
  let v = value;
  for (const f of filters) v = evalFilter(frame, f, v);
  return v;
}

function renderNodes(frame, nodes, out) {
  for (const node of nodes) renderNode(frame, node, out);
}

function renderNode(frame, node, out) {
  switch (node.type) {
    case 'text':
      out.push(node.value);
      return;
    case 'output':
      out.push(outputValue(frame, evaluate(frame, node.expr), startOf(node.expr)));
      return;
    case 'if':
      for (const b of node.branches) {
        if (truthy(frame, evaluate(frame, b.cond), startOf(b.cond))) {
          renderNodes(frame, b.body, out);
          return;
        }
      }
      if (node.elseBody !== null) renderNodes(frame, node.elseBody, out);
      return;
    case 'for':
      renderFor(frame, node, out);
      return;
    case 'do':
      evaluate(frame, node.expr);
      return;
    case 'capture': {
      const buf = [];
      renderNodes(frame, node.body, buf);
      frame.scope.set(node.name, buf.join(''));
      return;
    }
    case 'increment':
    case 'decrement': {
      const counters = frame.env.counters;
      let v = counters.has(node.name) ? counters.get(node.name) : 0;
      if (node.type === 'decrement') v -= 1;
      out.push(formatNumber(v));
      if (node.type === 'increment') v += 1;
      counters.set(node.name, v);
      return;
    }
    case 'cycle': {
      const values = node.values.map((e) => evaluate(frame, e));
      let key;
      if (node.group !== null) {
        const g = check(frame, evaluate(frame, node.group), startOf(node.group));
        if (!isStr(g)) throw frame.error(`cycle group must be a string, not ${typeName(g)}`, startOf(node.group));
        key = 'group:' + str(g);
      } else key = 'values:' + toJSON(values, null, 0);
      const pos = frame.env.cycles.has(key) ? frame.env.cycles.get(key) : 0;
      frame.env.cycles.set(key, pos + 1);
      out.push(outputValue(frame, values[pos % values.length], startOf(node.values[pos % values.length])));
      return;
    }
    case 'unless':
      if (!truthy(frame, evaluate(frame, node.cond), startOf(node.cond))) renderNodes(frame, node.body, out);
      else if (node.elseBody !== null) renderNodes(frame, node.elseBody, out);
      return;
    case 'case': {
      const v = evaluate(frame, node.subject);
      for (const w of node.whens) {
        for (const e of w.values) {
          if (compareValues(frame, '==', v, evaluate(frame, e), startOf(e), startOf(node.subject), startOf(e))) {
            renderNodes(frame, w.body, out);
            return;
          }
        }
      }
      if (node.elseBody !== null) renderNodes(frame, node.elseBody, out);
      return;
    }
    case 'break':
    case 'continue':
      throw new LoopSignal(node.type);
    case 'set': {
      const v = evaluate(frame, node.value);
      bindTargets(frame, frame.scope, node.targets, v, node.offset);
      return;
    }
    case 'setattr': {
      const r = frame.scope.lookup(node.object);
      const target = r.found ? r.value : new Undefined(node.object);
      check(frame, target, node.objectOffset);
      if (!isDict(target)) throw frame.error(`cannot assign attribute '${node.attr}' of ${typeName(target)}`, node.objectOffset);
      const v = evaluate(frame, node.value);
      setKey(target, node.attr, v);
      return;
    }
    case 'setblock': {
      const buf = [];
      renderNodes(frame, node.body, buf);
      frame.scope.set(node.target, applyFilters(frame, node.filters, new Safe(buf.join(''))));
      return;
    }
    case 'macro':
      frame.scope.set(node.name, new Macro(node.name, node.params, node.body, frame.scope, frame.tpl, frame.env));
      return;
    case 'callblock': {
      const callerMacro = new Macro('caller', node.params, node.body, frame.scope, frame.tpl, frame.env);
      const callerFn = new Builtin('caller', (f, args, kwargs, offset) =>
        callMacro(f, callerMacro, args, kwargs, frame.caller, offset));
      const callee = evaluate(frame, node.call.callee);
      check(frame, callee, startOf(node.call.callee));
      if (!(callee instanceof Macro)) throw frame.error(`'${pathOf(node.call.callee)}' is not callable`, node.call.offset);
      const { args, kwargs } = evalArgs(frame, node.call);
      const r = callMacro(frame, callee, args, kwargs, callerFn, node.call.offset);
      out.push(r.s);
      return;
    }
    case 'include':
      renderInclude(frame, node, out);
      return;
    case 'import': {
      const exports = importTemplate(frame, node);
      frame.scope.set(node.alias, exports.values);
      return;
    }
    case 'fromimport': {
      const exports = importTemplate(frame, node);
      for (const n of node.names) {
        if (!hasKey(exports.values, n.name)) {
          throw frame.error(`template '${exports.name}' does not export '${n.name}'`, n.offset);
        }
        frame.scope.set(n.alias, exports.values[n.name]);
      }
      return;
    }
    case 'extends':
      return;
    case 'block':
      renderBlock(frame, node, out);
      return;
    case 'autoescape': {
      const v = evaluate(frame, node.value);
      const f = frame.child(frame.scope);
      f.autoescape = truthy(frame, v, startOf(node.value));
      renderNodes(f, node.body, out);
      return;
    }
    case 'filterblock': {
      const buf = [];
      renderNodes(frame, node.body, buf);
      const v = applyFilters(frame, node.filters, new Safe(buf.join('')));
      out.push(outputValue(frame, v, node.offset));
      return;
    }
    case 'with': {
      const s = new Scope(frame.scope);
      const f = frame.child(s);
      for (const a of node.assigns) s.set(a.name, evaluate(f, a.value));
      renderNodes(f, node.body, out);
      return;
    }
    default:
      throw new Error(`internal: unknown statement ${node.type}`);
  }
}

function renderBlock(frame, node, out) {
  const chain = frame.blockChain && frame.blockChain.get(node.name);
  if (!chain) {
    if (node.required) throw frame.error(`block '${node.name}' is required`, node.offset);
    renderNodes(frame.child(new Scope(frame.scope)), node.body, out);
    return;
  }
  renderBlockLevel(frame, node.name, chain, 0, out);
}

function renderBlockLevel(frame, name, chain, level, out) {
  const { node, tpl } = chain[level];
  if (node.required) throw tpl.src.error(`block '${name}' is required`, node.offset);
  const f = new Frame(frame.env, tpl, new Scope(frame.scope), frame.autoescape, frame.depth);
  f.blockChain = frame.blockChain;
  f.scope.set('super', new Builtin('super', (f2, args, kwargs, offset) => {
    if (level + 1 >= chain.length) throw f2.error(`block '${name}' has no parent block`, offset);
    const buf = [];
    renderBlockLevel(frame, name, chain, level + 1, buf);
    return new Safe(buf.join(''));
  }));
  renderNodes(f, node.body, out);
}

function templateName(frame, v, offset) {
  check(frame, v, offset);
  if (!isStr(v)) throw frame.error(`template name must be a string, not ${typeName(v)}`, offset);
  return str(v);
}

function renderInclude(frame, node, out) {
  const v = evaluate(frame, node.name);
  const names = Array.isArray(v) ? v.map((x) => templateName(frame, x, startOf(node.name))) : [templateName(frame, v, startOf(node.name))];
  let tpl = null;
  for (const n of names) {
    tpl = frame.env.load(n, frame, startOf(node.name));
    if (tpl !== null) break;
  }
  if (tpl === null) {
    if (node.ignoreMissing) return;
    if (names.length === 1) throw frame.error(`template '${names[0]}' not found`, startOf(node.name));
    throw frame.error(`none of the templates ${names.map((n) => `'${n}'`).join(', ')} found`, startOf(node.name));
  }
  if (frame.depth + 1 > frame.env.opts.maxDepth) throw frame.error('recursion limit exceeded', node.offset);
  const scope = node.withContext ? new Scope(frame.scope) : new Scope(frame.env.root);
  for (const a of node.assigns) scope.set(a.name, evaluate(frame.child(scope), a.value));
  renderTemplate(frame.env, tpl, scope, frame.autoescape, frame.depth + 1, out);
}

// Renders a template for import: its top level runs in a new scope inside the global scope,
// output discarded; the names it sets (except those starting with '_') are exported.
function importTemplate(frame, node) {
  const name = templateName(frame, evaluate(frame, node.name), startOf(node.name));
  const tpl = frame.env.load(name, frame, startOf(node.name));
  if (tpl === null) throw frame.error(`template '${name}' not found`, startOf(node.name));
  if (frame.depth + 1 > frame.env.opts.maxDepth) throw frame.error('recursion limit exceeded', node.offset);
  const scope = new Scope(frame.env.root);
  renderTemplate(frame.env, tpl, scope, frame.autoescape, frame.depth + 1, []);
  const values = {};
  for (const [k, v] of scope.vars) if (!k.startsWith('_')) setKey(values, k, v);
  return { name, values };
}

// Renders a template (following its extends chain) into out.
function renderTemplate(env, tpl, scope, autoescape, depth, out) {
  const frame = new Frame(env, tpl, scope, autoescape, depth);
  if (tpl.extendsNode === null) {
    renderNodes(frame, tpl.body, out);
    return;
  }
  // Collect the chain: child first.
  const chain = new Map();
  let current = tpl;
  let curFrame = frame;
  const seen = [tpl.name];
  for (;;) {
    for (const [name, node] of current.blocks) {
      if (!chain.has(name)) chain.set(name, []);
      chain.get(name).push({ node, tpl: current });
    }
    curFrame.blockChain = chain;
    // Run the top level for its side effects (set, macro); output is discarded.
    const discard = [];
    for (const node of current.body) {
      if (node.type === 'block' || node.type === 'text' || node.type === 'output') continue;
      if (node.type === 'extends') continue;
      renderNode(curFrame, node, discard);
    }
    const ext = current.extendsNode;
    const parentName = templateName(curFrame, evaluate(curFrame, ext.name), startOf(ext.name));
    if (curFrame.depth + 1 > curFrame.env.opts.maxDepth) throw curFrame.error('recursion limit exceeded', ext.offset);
    const parent = env.load(parentName, curFrame, startOf(ext.name));
    if (parent === null) throw curFrame.error(`template '${parentName}' not found`, startOf(ext.name));
    seen.push(parentName);
    const pf = new Frame(env, parent, scope, autoescape, curFrame.depth + 1);
    pf.blockChain = chain;
    if (parent.extendsNode === null) {
      // Parent blocks go at the end of each chain.
      for (const [name, node] of parent.blocks) {
        if (!chain.has(name)) chain.set(name, []);
        chain.get(name).push({ node, tpl: parent });
      }
      renderNodes(pf, parent.body, out);
      return;
    }
    current = parent;
    curFrame = pf;
  }
}

// ---------------------------------------------------------------------------------------------
// Filters. Each has a parameter list; arguments bind like macro arguments.

// Binds args/kwargs to a parameter list [[name, default]...]; returns an object.
function bindParams(frame, kind, name, positional, args, kwargs, offset, varargs, kwonly) {
  const params = kwonly ? positional.concat(kwonly) : positional;
  if (!varargs && args.length > positional.length) {
    throw frame.error(`${kind} '${name}' takes at most ${positional.length} argument${positional.length === 1 ? '' : 's'} (${args.length} given)`, offset);
  }
  const out = { args: args.slice(positional.length) };
  const given = new Set();
  params.forEach(([p, def], k) => {
    if (k < args.length && k < positional.length) {
      out[p] = args[k];
      given.add(p);
    } else out[p] = def;
  });
  for (const kw of kwargs) {
    if (!params.some(([p]) => p === kw.name)) {
      throw frame.error(`${kind} '${name}' got an unexpected keyword argument '${kw.name}'`, offset);
    }
    if (given.has(kw.name)) throw frame.error(`${kind} '${name}' got multiple values for argument '${kw.name}'`, offset);
    out[kw.name] = kw.value;
    given.add(kw.name);
  }
  for (const [p, def] of params) {
    if (def === REQUIRED && !given.has(p)) throw frame.error(`${kind} '${name}' missing required argument '${p}'`, offset);
  }
  return out;
}


function evalFilter(frame, node, value) {
  if (!FILTERS[node.name].acceptsUndefined) check(frame, value, startOf(node.subject));
  const { args, kwargs } = evalArgs(frame, node);
  args.forEach((a, k) => check(frame, a, startOf(node.args[k])));
  kwargs.forEach((a, k) => check(frame, a.value, startOf(node.kwargs[k].value)));
  return applyFilter(frame, node.name, value, args, kwargs, node.offset);
}

function applyFilter(frame, name, value, args, kwargs, offset) {
  const f = FILTERS[name];
  const p = bindParams(frame, 'filter', name, f.params, args, kwargs, offset, f.varargs, f.kwonly);
  return f.fn(frame, value, p, offset);
}

function needString(frame, name, v, offset) {
  if (v instanceof Undefined) return '';
  return toText(v);
}

function needNumber(frame, fname, what, v, offset) {
  if (typeof v !== 'number') throw frame.error(`filter '${fname}' expects a number${what ? ` for '${what}'` : ''}, not ${typeName(v)}`, offset);
  return v;
}

function needInt(frame, fname, what, v, offset) {
  if (typeof v !== 'number' || !Number.isInteger(v)) {
    throw frame.error(`filter '${fname}' expects an integer${what ? ` for '${what}'` : ''}, not ${typeof v === 'number' ? formatNumber(v) : typeName(v)}`, offset);
  }
  return v;
}

function needStrArg(frame, fname, what, v, offset) {
  if (!isStr(v)) throw frame.error(`filter '${fname}' expects a string for '${what}', not ${typeName(v)}`, offset);
  return str(v);
}

function needSeq(frame, fname, v, offset) {
  if (v instanceof Undefined) return [];
  if (Array.isArray(v)) return v;
  if (isStr(v)) return Array.from(str(v));
  if (isDict(v)) return Object.keys(v);
  throw frame.error(`filter '${fname}' expects a sequence, not ${typeName(v)}`, offset);
}

function needDict(frame, fname, v, offset) {
  if (v instanceof Undefined) return {};
  if (!isDict(v)) throw frame.error(`filter '${fname}' expects a mapping, not ${typeName(v)}`, offset);
  return v;
}

// Looks up a dotted attribute path ("a.b.0") in a value; missing gives Undefined.
function attrPath(frame, v, attrSpec) {
  const parts = typeof attrSpec === 'number' ? [attrSpec] : String(attrSpec).split('.');
  let cur = v;
  for (const part of parts) {
    const key = typeof part === 'number' ? part : /^-?[0-9]+$/.test(part) && Array.isArray(cur) ? Number(part) : part;
    if (cur instanceof Undefined) return cur;
    if (cur instanceof LoopInfo) return new Undefined(String(attrSpec));
    cur = lookupKeyLenient(cur, key, String(attrSpec));
  }
  return cur;
}

function lookupKeyLenient(obj, key, desc) {
  if (Array.isArray(obj) || isStr(obj)) {
    const seq = Array.isArray(obj) ? obj : Array.from(str(obj));
    if (typeof key === 'number' && Number.isInteger(key)) {
      const idx = key < 0 ? seq.length + key : key;
      if (idx >= 0 && idx < seq.length) return seq[idx];
    }
    return new Undefined(desc);
  }
  if (isDict(obj)) {
    const k = typeof key === 'number' ? formatNumber(key) : str(key);
    if (hasKey(obj, k)) return obj[k];
  }
  return new Undefined(desc);
}

// Sort key comparison used by sort, dictsort, min, max, unique.
function sortCompare(frame, fname, a, b, caseSensitive, offset) {
  if (a instanceof Undefined) a = null;
  if (b instanceof Undefined) b = null;
  if (typeof a === 'number' && typeof b === 'number') return a < b ? -1 : a > b ? 1 : 0;
  if (isStr(a) && isStr(b)) {
    let x = str(a);
    let y = str(b);
    if (!caseSensitive) {
      x = x.toLowerCase();
      y = y.toLowerCase();
    }
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (typeof a === 'boolean' && typeof b === 'boolean') return a === b ? 0 : a ? 1 : -1;
  throw frame.error(`filter '${fname}' cannot compare ${typeName(a)} and ${typeName(b)}`, offset);
}

function foldKey(v, caseSensitive) {
  if (!caseSensitive && isStr(v)) return str(v).toLowerCase();
  return v;
}

function roundNumber(frame, x, precision, method, offset) {
  const m = Math.pow(10, precision);
  const y = Number((Math.abs(x) * m).toPrecision(15));
  let r;
  if (method === 'common') r = Math.round(y);
  else if (method === 'floor') r = x < 0 ? Math.ceil(y) : Math.floor(y);
  else if (method === 'ceil') r = x < 0 ? Math.floor(y) : Math.ceil(y);
  else throw frame.error(`filter 'round' method must be 'common', 'ceil' or 'floor'`, offset);
  const out = (x < 0 ? -r : r) / m;
  return Object.is(out, -0) ? 0 : out;
}

function titleCase(s) {
  let out = '';
  let prevAlnum = false;
  for (const ch of s) {
    const alnum = /[\p{L}\p{N}]/u.test(ch);
    if (alnum && !prevAlnum) out += ch.toUpperCase();
    else if (alnum) out += ch.toLowerCase();
    else out += ch;
    prevAlnum = alnum;
  }
  return out;
}

function urlencodeString(s) {
  let out = '';
  for (const b of Buffer.from(s, 'utf8')) {
    const c = String.fromCharCode(b);
    if (/[A-Za-z0-9\-._~]/.test(c)) out += c;
    else out += '%' + b.toString(16).toUpperCase().padStart(2, '0');
  }
  return out;
}

function printfFormat(frame, fmt, args, offset) {
  let k = 0;
  const next = () => {
    if (k >= args.length) throw frame.error("filter 'format' has too few arguments for the format string", offset);
    return args[k++];
  };
  const out = fmt.replace(/%([-0]*)([1-9][0-9]*)?(?:\.([0-9]+))?([sdfx%])|%/g, (m, flagText, width, prec, conv) => {
    if (conv === undefined) throw frame.error("filter 'format' found an invalid conversion in the format string", offset);
    const left = flagText.includes('-');
    const zero = flagText.includes('0') && !left && conv !== 's';
    if (conv === '%') {
      if (flagText !== '' || width !== undefined || prec !== undefined) throw frame.error("filter 'format' found an invalid conversion in the format string", offset);
      return '%';
    }
    const v = next();
    let s;
    if (conv === 's') s = toText(v);
    else {
      if (typeof v !== 'number') throw frame.error(`filter 'format' expects a number for %${conv}, not ${typeName(v)}`, offset);
      if (conv === 'd') s = formatNumber(Math.trunc(v));
      else if (conv === 'x') s = Math.trunc(v) < 0 ? '-' + (-Math.trunc(v)).toString(16) : Math.trunc(v).toString(16);
      else s = v.toFixed(prec === undefined ? 6 : Number(prec));
    }
    if (conv === 's' && prec !== undefined) s = Array.from(s).slice(0, Number(prec)).join('');
    const w = width === undefined ? 0 : Number(width);
    const len = Array.from(s).length;
    if (len < w) {
      if (left) s = s + ' '.repeat(w - len);
      else if (zero && s.startsWith('-')) s = '-' + '0'.repeat(w - len) + s.slice(1);
      else if (zero) s = '0'.repeat(w - len) + s;
      else s = ' '.repeat(w - len) + s;
    }
    return s;
  });
  if (k < args.length) throw frame.error("filter 'format' has too many arguments for the format string", offset);
  return out;
}

function selectItems(frame, fname, seq, p, useAttr, keep, offset) {
  const items = needSeq(frame, fname, seq, offset);
  let testName = p.test;
  if (testName !== null && testName !== undefined) testName = needStrArg(frame, fname, 'test', testName, offset);
  if (testName && !TESTS[testName]) throw frame.error(`unknown test '${testName}'`, offset);
  const testArgs = p.args || [];
  return items.filter((item) => {
    const v = useAttr ? attrPath(frame, item, p.attribute) : item;
    let r;
    if (testName === null || testName === undefined) r = truthyLenient(v);
    else r = runTest(frame, testName, v, testArgs, offset);
    return r === keep;
  });
}

function truthyLenient(v) {
  if (v === null || v === false || v instanceof Undefined) return false;
  if (typeof v === 'number') return v !== 0 && !Number.isNaN(v);
  if (isStr(v)) return str(v).length > 0;
  if (Array.isArray(v)) return v.length > 0;
  if (isDict(v)) return Object.keys(v).length > 0;
  return true;
}

const FILTERS = {
  upper: { params: [], fn: (f, v) => needString(f, 'upper', v).toUpperCase() },
  lower: { params: [], fn: (f, v) => needString(f, 'lower', v).toLowerCase() },
  capitalize: {
    params: [],
    fn: (f, v) => {
      const chars = Array.from(needString(f, 'capitalize', v));
      if (chars.length === 0) return '';
      return chars[0].toUpperCase() + chars.slice(1).join('').toLowerCase();
    },
  },
  title: { params: [], fn: (f, v) => titleCase(needString(f, 'title', v)) },
  trim: {
    params: [['chars', null]],
    fn: (f, v, p, off) => {
      const s = needString(f, 'trim', v);
      if (p.chars === null) return s.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '');
      const chars = new Set(Array.from(needStrArg(f, 'trim', 'chars', p.chars, off)));
      const arr = Array.from(s);
      let a = 0;
      let b = arr.length;
      while (a < b && chars.has(arr[a])) a++;
      while (b > a && chars.has(arr[b - 1])) b--;
      return arr.slice(a, b).join('');
    },
  },
  replace: {
    params: [['old', REQUIRED], ['new', REQUIRED], ['count', null]],
    fn: (f, v, p, off) => {
      const s = needString(f, 'replace', v);
      const o = needStrArg(f, 'replace', 'old', p.old, off);
      const n = needStrArg(f, 'replace', 'new', p.new, off);
      let count = p.count === null ? Infinity : needInt(f, 'replace', 'count', p.count, off);
      if (o === '') {
        // insert between characters
        const arr = Array.from(s);
        let out = '';
        for (let k = 0; k <= arr.length; k++) {
          if (count > 0) {
            out += n;
            count--;
          }
          if (k < arr.length) out += arr[k];
        }
        return out;
      }
      let out = '';
      let i = 0;
      while (count > 0) {
        const j = s.indexOf(o, i);
        if (j < 0) break;
        out += s.slice(i, j) + n;
        i = j + o.length;
        count--;
      }
      return out + s.slice(i);
    },
  },
  truncate: {
    params: [['length', 255], ['end', '...'], ['killwords', false]],
    fn: (f, v, p, off) => {
      const s = Array.from(needString(f, 'truncate', v));
      const len = needInt(f, 'truncate', 'length', p.length, off);
      const end = Array.from(needStrArg(f, 'truncate', 'end', p.end, off));
      if (len < end.length) throw f.error(`filter 'truncate' length must be at least the length of 'end'`, off);
      if (s.length <= len) return s.join('');
      let cut = s.slice(0, len - end.length);
      if (!truthyLenient(p.killwords)) {
        const text = cut.join('');
        const sp = text.lastIndexOf(' ');
        if (sp > 0) cut = Array.from(text.slice(0, sp));
      }
      return cut.join('') + end.join('');
    },
  },
  center: {
    params: [['width', 80]],
    fn: (f, v, p, off) => {
      const s = needString(f, 'center', v);
      const w = needInt(f, 'center', 'width', p.width, off);
      const len = Array.from(s).length;
      if (len >= w) return s;
      const total = w - len;
      const left = Math.floor(total / 2);
      return ' '.repeat(left) + s + ' '.repeat(total - left);
    },
  },
  indent: {
    params: [['width', 4], ['first', false], ['blank', false]],
    fn: (f, v, p, off) => {
      const s = needString(f, 'indent', v);
      const pad = isStr(p.width) ? str(p.width) : ' '.repeat(Math.max(0, needInt(f, 'indent', 'width', p.width, off)));
      const lines = s.split('\n');
      return lines.map((line, k) => {
        if (k === 0 && !truthyLenient(p.first)) return line;
        if (line === '' && !truthyLenient(p.blank)) return line;
        return pad + line;
      }).join('\n');
    },
  },
  wordcount: {
    params: [],
    fn: (f, v) => {
      const m = needString(f, 'wordcount', v).match(/[^ \t\r\n]+/g);
      return m ? m.length : 0;
    },
  },
  reverse: {
    params: [],
    fn: (f, v, p, off) => {
      if (isStr(v)) return Array.from(str(v)).reverse().join('');
      if (Array.isArray(v)) return v.slice().reverse();
      if (isDict(v)) return Object.keys(v).reverse();
      if (v instanceof Undefined) return [];
      throw f.error(`filter 'reverse' expects a string or a sequence, not ${typeName(v)}`, off);
    },
  },
  length: {
    params: [],
    fn: (f, v, p, off) => {
      if (v instanceof Undefined) return 0;
      if (isStr(v)) return Array.from(str(v)).length;
      if (Array.isArray(v)) return v.length;
      if (isDict(v)) return Object.keys(v).length;
      throw f.error(`filter 'length' expects a string, list or mapping, not ${typeName(v)}`, off);
    },
  },
  default: {
    params: [['value', ''], ['boolean', false]],
    acceptsUndefined: true,
    fn: (f, v, p) => {
      if (v instanceof Undefined) return p.value;
      if (truthyLenient(p.boolean) && !truthyLenient(v)) return p.value;
      return v;
    },
  },
  escape: {
    params: [],
    fn: (f, v) => (v instanceof Safe ? v : new Safe(escapeHTML(v instanceof Undefined ? '' : toText(v)))),
  },
  forceescape: { params: [], fn: (f, v) => new Safe(escapeHTML(v instanceof Undefined ? '' : toText(v))) },
  safe: { params: [], fn: (f, v) => (v instanceof Safe ? v : new Safe(v instanceof Undefined ? '' : toText(v))) },
  striptags: {
    params: [],
    fn: (f, v) => needString(f, 'striptags', v).replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]*>/g, '')
      .replace(/[ \t\r\n]+/g, ' ').replace(/^ | $/g, ''),
  },
  urlencode: {
    params: [],
    fn: (f, v, p, off) => {
      if (isDict(v)) return Object.keys(v).map((k) => `${urlencodeString(k)}=${urlencodeString(toText(v[k]))}`).join('&');
      if (Array.isArray(v)) {
        return v.map((pair) => {
          if (!Array.isArray(pair) || pair.length !== 2) throw f.error("filter 'urlencode' expects a list of pairs", off);
          return `${urlencodeString(toText(pair[0]))}=${urlencodeString(toText(pair[1]))}`;
        }).join('&');
      }
      return urlencodeString(needString(f, 'urlencode', v));
    },
  },
  split: {
    params: [['sep', null], ['maxsplit', -1]],
    fn: (f, v, p, off) => {
      const s = needString(f, 'split', v);
      const max = needInt(f, 'split', 'maxsplit', p.maxsplit, off);
      if (p.sep === null) {
        const out = [];
        let rest = s.replace(/^[ \t\r\n]+/, '');
        while (rest !== '') {
          if (max >= 0 && out.length === max) {
            out.push(rest.replace(/[ \t\r\n]+$/, ''));
            break;
          }
          const m = /[ \t\r\n]+/.exec(rest);
          if (!m) {
            out.push(rest);
            break;
          }
          out.push(rest.slice(0, m.index));
          rest = rest.slice(m.index + m[0].length);
        }
        return out;
      }
      const sep = needStrArg(f, 'split', 'sep', p.sep, off);
      if (sep === '') throw f.error("filter 'split' separator must not be empty", off);
      const out = [];
      let i = 0;
      for (;;) {
        if (max >= 0 && out.length === max) break;
        const j = s.indexOf(sep, i);
        if (j < 0) break;
        out.push(s.slice(i, j));
        i = j + sep.length;
      }
      out.push(s.slice(i));
      return out;
    },
  },
  join: {
    params: [['sep', ''], ['attribute', null]],
    fn: (f, v, p, off) => {
      const items = needSeq(f, 'join', v, off);
      const sep = needStrArg(f, 'join', 'sep', p.sep, off);
      const vals = p.attribute === null ? items : items.map((x) => attrPath(f, x, p.attribute));
      return vals.map((x) => toText(x)).join(sep);
    },
  },
  first: {
    params: [],
    fn: (f, v, p, off) => {
      const items = needSeq(f, 'first', v, off);
      return items.length > 0 ? items[0] : new Undefined('first');
    },
  },
  last: {
    params: [],
    fn: (f, v, p, off) => {
      const items = needSeq(f, 'last', v, off);
      return items.length > 0 ? items[items.length - 1] : new Undefined('last');
    },
  },
  sort: {
    params: [['reverse', false], ['case_sensitive', false], ['attribute', null]],
    fn: (f, v, p, off) => {
      const items = needSeq(f, 'sort', v, off).slice();
      const cs = truthyLenient(p.case_sensitive);
      const key = (x) => (p.attribute === null ? x : attrPath(f, x, p.attribute));
      const keyed = items.map((x, k) => ({ x, k, key: key(x) }));
      keyed.sort((a, b) => sortCompare(f, 'sort', a.key, b.key, cs, off) || a.k - b.k);
      if (truthyLenient(p.reverse)) {
        // stable reverse: equal keys keep their input order
        keyed.sort((a, b) => sortCompare(f, 'sort', b.key, a.key, cs, off) || a.k - b.k);
      }
      return keyed.map((e) => e.x);
    },
  },
  unique: {
    params: [['case_sensitive', false], ['attribute', null]],
    fn: (f, v, p, off) => {
      const items = needSeq(f, 'unique', v, off);
      const cs = truthyLenient(p.case_sensitive);
      const seen = [];
      const out = [];
      for (const x of items) {
        const k = foldKey(p.attribute === null ? x : attrPath(f, x, p.attribute), cs);
        if (!seen.some((s) => deepEqual(s, k))) {
          seen.push(k);
          out.push(x);
        }
      }
      return out;
    },
  },
  map: {
    params: [['filter', null]],
    kwonly: [['attribute', null], ['default', null]],
    varargs: true,
    fn: (f, v, p, off) => {
      const items = needSeq(f, 'map', v, off);
      if (p.attribute !== null) {
        return items.map((x) => {
          const r = attrPath(f, x, p.attribute);
          return r instanceof Undefined && p.default !== null ? p.default : r;
        });
      }
      if (p.filter === null) throw f.error("filter 'map' requires a filter name or an attribute", off);
      const name = needStrArg(f, 'map', 'filter', p.filter, off);
      if (!FILTERS[name]) throw f.error(`unknown filter '${name}'`, off);
      const fargs = p.args;
      return items.map((x) => applyFilter(f, name, x, fargs, [], off));
    },
  },
  select: {
    params: [['test', null]],
    varargs: true,
    fn: (f, v, p, off) => selectItems(f, 'select', v, p, false, true, off),
  },
  reject: {
    params: [['test', null]],
    varargs: true,
    fn: (f, v, p, off) => selectItems(f, 'reject', v, p, false, false, off),
  },
  selectattr: {
    params: [['attribute', REQUIRED], ['test', null]],
    varargs: true,
    fn: (f, v, p, off) => selectItems(f, 'selectattr', v, p, true, true, off),
  },
  rejectattr: {
    params: [['attribute', REQUIRED], ['test', null]],
    varargs: true,
    fn: (f, v, p, off) => selectItems(f, 'rejectattr', v, p, true, false, off),
  },
  sum: {
    params: [['attribute', null], ['start', 0]],
    fn: (f, v, p, off) => {
      const items = needSeq(f, 'sum', v, off);
      let total = needNumber(f, 'sum', 'start', p.start, off);
      for (const x of items) {
        const n = p.attribute === null ? x : attrPath(f, x, p.attribute);
        if (typeof n !== 'number') throw f.error(`filter 'sum' expects numbers, not ${typeName(n)}`, off);
        total += n;
      }
      return total;
    },
  },
  min: {
    params: [['case_sensitive', false], ['attribute', null]],
    fn: (f, v, p, off) => extreme(f, 'min', v, p, off, -1),
  },
  max: {
    params: [['case_sensitive', false], ['attribute', null]],
    fn: (f, v, p, off) => extreme(f, 'max', v, p, off, 1),
  },
  abs: { params: [], fn: (f, v, p, off) => Math.abs(needNumber(f, 'abs', null, v, off)) },
  round: {
    params: [['precision', 0], ['method', 'common']],
    fn: (f, v, p, off) => {
      const x = needNumber(f, 'round', null, v, off);
      const prec = needInt(f, 'round', 'precision', p.precision, off);
      if (prec < 0 || prec > 15) throw f.error("filter 'round' precision must be between 0 and 15", off);
      return roundNumber(f, x, prec, isStr(p.method) ? str(p.method) : p.method, off);
    },
  },
  int: {
    params: [['default', 0]],
    fn: (f, v, p) => {
      if (typeof v === 'number') return Number.isFinite(v) ? Math.trunc(v) : p.default;
      if (typeof v === 'boolean') return v ? 1 : 0;
      if (isStr(v)) {
        const s = str(v).replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '');
        if (/^[+-]?[0-9]+$/.test(s)) return Number(s);
        if (/^[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?$/.test(s)) return Math.trunc(Number(s));
        if (/^0[xX][0-9a-fA-F]+$/.test(s)) return parseInt(s.slice(2), 16);
      }
      return p.default;
    },
  },
  float: {
    params: [['default', 0]],
    fn: (f, v, p) => {
      if (typeof v === 'number') return v;
      if (typeof v === 'boolean') return v ? 1 : 0;
      if (isStr(v)) {
        const s = str(v).replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '');
        if (/^[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?$/.test(s)) return Number(s);
      }
      return p.default;
    },
  },
  string: { params: [], fn: (f, v) => (v instanceof Safe ? v : needString(f, 'string', v)) },
  list: {
    params: [],
    fn: (f, v, p, off) => needSeq(f, 'list', v, off).slice(),
  },
  tojson: {
    params: [['indent', null]],
    fn: (f, v, p, off) => {
      const ind = p.indent === null ? null : needInt(f, 'tojson', 'indent', p.indent, off);
      const s = toJSON(v, ind === null || ind < 0 ? null : ind, 0)
        .replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/'/g, '\\u0027');
      return new Safe(s);
    },
  },
  batch: {
    params: [['size', REQUIRED], ['fill', null]],
    fn: (f, v, p, off) => {
      const items = needSeq(f, 'batch', v, off);
      const size = needInt(f, 'batch', 'size', p.size, off);
      if (size < 1) throw f.error("filter 'batch' size must be at least 1", off);
      const out = [];
      for (let k = 0; k < items.length; k += size) out.push(items.slice(k, k + size));
      if (p.fill !== null && out.length > 0) {
        const last = out[out.length - 1];
        while (last.length < size) last.push(p.fill);
      }
      return out;
    },
  },
  slice: {
    params: [['count', REQUIRED], ['fill', null]],
    fn: (f, v, p, off) => {
      const items = needSeq(f, 'slice', v, off);
      const n = needInt(f, 'slice', 'count', p.count, off);
      if (n < 1) throw f.error("filter 'slice' count must be at least 1", off);
      const per = Math.floor(items.length / n);
      const extra = items.length % n;
      const out = [];
      let offset = 0;
      for (let k = 0; k < n; k++) {
        const size = per + (k < extra ? 1 : 0);
        const part = items.slice(offset, offset + size);
        offset += size;
        if (p.fill !== null && k >= extra && extra > 0) part.push(p.fill);
        out.push(part);
      }
      return out;
    },
  },
  dictsort: {
    params: [['case_sensitive', false], ['by', 'key'], ['reverse', false]],
    fn: (f, v, p, off) => {
      const d = needDict(f, 'dictsort', v, off);
      const by = isStr(p.by) ? str(p.by) : p.by;
      if (by !== 'key' && by !== 'value') throw f.error("filter 'dictsort' can sort only by 'key' or 'value'", off);
      const cs = truthyLenient(p.case_sensitive);
      const pairs = Object.keys(d).map((k, i) => ({ pair: [k, d[k]], i }));
      const idx = by === 'key' ? 0 : 1;
      const rev = truthyLenient(p.reverse) ? -1 : 1;
      pairs.sort((a, b) => rev * sortCompare(f, 'dictsort', a.pair[idx], b.pair[idx], cs, off) || a.i - b.i);
      return pairs.map((e) => e.pair);
    },
  },
  items: {
    params: [],
    fn: (f, v, p, off) => {
      const d = needDict(f, 'items', v, off);
      return Object.keys(d).map((k) => [k, d[k]]);
    },
  },
  keys: { params: [], fn: (f, v, p, off) => Object.keys(needDict(f, 'keys', v, off)) },
  values: {
    params: [],
    fn: (f, v, p, off) => {
      const d = needDict(f, 'values', v, off);
      return Object.keys(d).map((k) => d[k]);
    },
  },
  attr: {
    params: [['name', REQUIRED]],
    fn: (f, v, p, off) => {
      const name = p.name;
      if (!isStr(name) && typeof name !== 'number') throw f.error(`filter 'attr' expects a string for 'name', not ${typeName(name)}`, off);
      return lookupKeyLenient(v, typeof name === 'number' ? name : str(name), toText(name));
    },
  },
  format: {
    params: [],
    varargs: true,
    fn: (f, v, p, off) => printfFormat(f, needString(f, 'format', v), p.args, off),
  },
  ljust: {
    params: [['width', REQUIRED], ['fill', ' ']],
    fn: (f, v, p, off) => pad(f, 'ljust', v, p, off, 'left'),
  },
  rjust: {
    params: [['width', REQUIRED], ['fill', ' ']],
    fn: (f, v, p, off) => pad(f, 'rjust', v, p, off, 'right'),
  },
  wordwrap: {
    params: [['width', 79], ['break_long_words', true], ['wrapstring', '\n']],
    fn: (f, v, p, off) => {
      const s = needString(f, 'wordwrap', v);
      const width = needInt(f, 'wordwrap', 'width', p.width, off);
      if (width < 1) throw f.error("filter 'wordwrap' width must be at least 1", off);
      const wrap = needStrArg(f, 'wordwrap', 'wrapstring', p.wrapstring, off);
      const breakLong = truthyLenient(p.break_long_words);
      return s.split('\n').map((para) => {
        const words = para.split(/[ \t]+/).filter((w) => w !== '');
        const lines = [];
        let line = '';
        for (let w of words) {
          if (line === '') {
            while (breakLong && Array.from(w).length > width) {
              lines.push(Array.from(w).slice(0, width).join(''));
              w = Array.from(w).slice(width).join('');
            }
            line = w;
          } else if (Array.from(line).length + 1 + Array.from(w).length <= width) {
            line += ' ' + w;
          } else {
            lines.push(line);
            while (breakLong && Array.from(w).length > width) {
              lines.push(Array.from(w).slice(0, width).join(''));
              w = Array.from(w).slice(width).join('');
            }
            line = w;
          }
        }
        if (line !== '') lines.push(line);
        return lines.join(wrap);
      }).join(wrap);
    },
  },
  filesizeformat: {
    params: [['binary', false]],
    fn: (f, v, p, off) => {
      let n = v;
      if (isStr(n) && /^[0-9]+(\.[0-9]+)?$/.test(str(n).replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, ''))) n = Number(str(n).replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, ''));
      needNumber(f, 'filesizeformat', null, n, off);
      const binary = truthyLenient(p.binary);
      const base = binary ? 1024 : 1000;
      const units = binary ? ['KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB', 'ZiB', 'YiB'] : ['kB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];
      const abs = Math.abs(n);
      if (abs === 1) return '1 Byte';
      if (abs < base) return `${formatNumber(n)} Bytes`;
      let unit = 0;
      let div = base;
      while (unit < units.length - 1 && abs >= div * base) {
        div *= base;
        unit++;
      }
      return `${(n / div).toFixed(1)} ${units[unit]}`;
    },
  },
  xmlattr: {
    params: [['autospace', true]],
    fn: (f, v, p, off) => {
      const d = needDict(f, 'xmlattr', v, off);
      const parts = [];
      for (const k of Object.keys(d)) {
        const val = d[k];
        if (val === null || val instanceof Undefined) continue;
        if (!/^[^\s/>="']+$/.test(k)) throw f.error(`filter 'xmlattr' invalid attribute name ${jsonString(k)}`, off);
        parts.push(`${escapeHTML(k)}="${escapeHTML(toText(val))}"`);
      }
      const s = parts.join(' ');
      return new Safe(s !== '' && truthyLenient(p.autospace) ? ' ' + s : s);
    },
  },
  groupby: {
    params: [['attribute', REQUIRED], ['default', null], ['case_sensitive', false]],
    fn: (f, v, p, off) => {
      const items = needSeq(f, 'groupby', v, off);
      const cs = truthyLenient(p.case_sensitive);
      const keyed = items.map((x, i) => {
        let k = attrPath(f, x, p.attribute);
        if (k instanceof Undefined && p.default !== null) k = p.default;
        return { x, i, k, fk: foldKey(k instanceof Undefined ? null : k, cs) };
      });
      keyed.sort((a, b) => sortCompare(f, 'groupby', a.fk, b.fk, true, off) || a.i - b.i);
      const groups = [];
      for (const e of keyed) {
        const last = groups[groups.length - 1];
        if (last && deepEqual(last.fk, e.fk)) last.list.push(e.x);
        else groups.push({ fk: e.fk, grouper: e.k instanceof Undefined ? null : e.k, list: [e.x] });
      }
      return groups.map((g) => ({ grouper: g.grouper, list: g.list }));
    },
  },
  flatten: {
    params: [['depth', null]],
    fn: (f, v, p, off) => {
      const items = needSeq(f, 'flatten', v, off);
      let depth = p.depth === null ? Infinity : needInt(f, 'flatten', 'depth', p.depth, off);
      if (depth < 0) throw f.error("filter 'flatten' depth must not be negative", off);
      const walk = (list, d, out) => {
        for (const x of list) {
          if (Array.isArray(x) && d > 0) walk(x, d - 1, out);
          else out.push(x);
        }
        return out;
      };
      return walk(items, depth, []);
    },
  },
  truncatewords: {
    params: [['count', REQUIRED], ['end', '...']],
    fn: (f, v, p, off) => {
      const words = needString(f, 'truncatewords', v).split(/[ \t\r\n]+/).filter((w) => w !== '');
      const count = needInt(f, 'truncatewords', 'count', p.count, off);
      const end = needStrArg(f, 'truncatewords', 'end', p.end, off);
      if (count < 0) throw f.error("filter 'truncatewords' count must not be negative", off);
      if (words.length <= count) return words.join(' ');
      const kept = words.slice(0, count).join(' ');
      return kept === '' ? end : `${kept} ${end}`;
    },
  },
  nl2br: {
    params: [],
    fn: (f, v) => {
      const s = v instanceof Safe ? v.s : escapeHTML(needString(f, 'nl2br', v));
      return new Safe(s.replace(/\r\n|\n/g, '<br>\n'));
    },
  },
  merge: {
    params: [['other', REQUIRED]],
    fn: (f, v, p, off) => {
      const a = needDict(f, 'merge', v, off);
      if (!isDict(p.other)) throw f.error(`filter 'merge' expects a mapping for 'other', not ${typeName(p.other)}`, off);
      const out = {};
      for (const k of Object.keys(a)) setKey(out, k, a[k]);
      for (const k of Object.keys(p.other)) setKey(out, k, p.other[k]);
      return out;
    },
  },
  pick: {
    params: [],
    varargs: true,
    fn: (f, v, p, off) => {
      const d = needDict(f, 'pick', v, off);
      const names = p.args.map((k) => needStrArg(f, 'pick', 'keys', k, off));
      const out = {};
      for (const k of Object.keys(d)) if (names.includes(k)) setKey(out, k, d[k]);
      return out;
    },
  },
  omit: {
    params: [],
    varargs: true,
    fn: (f, v, p, off) => {
      const d = needDict(f, 'omit', v, off);
      const names = p.args.map((k) => needStrArg(f, 'omit', 'keys', k, off));
      const out = {};
      for (const k of Object.keys(d)) if (!names.includes(k)) setKey(out, k, d[k]);
      return out;
    },
  },
  zip: {
    params: [['other', REQUIRED]],
    fn: (f, v, p, off) => {
      const a = needSeq(f, 'zip', v, off);
      const b = needSeq(f, 'zip', p.other, off);
      const out = [];
      for (let k = 0; k < Math.min(a.length, b.length); k++) out.push([a[k], b[k]]);
      return out;
    },
  },
  enumerate: {
    params: [['start', 0]],
    fn: (f, v, p, off) => {
      const items = needSeq(f, 'enumerate', v, off);
      const start = needInt(f, 'enumerate', 'start', p.start, off);
      return items.map((x, k) => [start + k, x]);
    },
  },
  lines: {
    params: [],
    fn: (f, v) => {
      const s = needString(f, 'lines', v);
      if (s === '') return [];
      const parts = s.split(/\r\n|\n/);
      if (parts[parts.length - 1] === '') parts.pop();
      return parts;
    },
  },
  dedent: {
    params: [],
    fn: (f, v) => {
      const lines = needString(f, 'dedent', v).split('\n');
      let common = null;
      for (const line of lines) {
        if (/^[ \t]*$/.test(line)) continue;
        const ws = /^[ \t]*/.exec(line)[0];
        if (common === null) common = ws;
        else {
          let k = 0;
          while (k < common.length && k < ws.length && common[k] === ws[k]) k++;
          common = common.slice(0, k);
        }
      }
      const n = common === null ? 0 : common.length;
      return lines.map((line) => (/^[ \t]*$/.test(line) ? line.replace(/^[ \t]*/, (m) => m.slice(Math.min(n, m.length))) : line.slice(n))).join('\n');
    },
  },
  compact: {
    params: [],
    fn: (f, v, p, off) => needSeq(f, 'compact', v, off).filter((x) => x !== null && !(x instanceof Undefined)),
  },
  zfill: {
    params: [['width', REQUIRED]],
    fn: (f, v, p, off) => {
      const s = needString(f, 'zfill', v);
      const w = needInt(f, 'zfill', 'width', p.width, off);
      const chars = Array.from(s);
      if (chars.length >= w) return s;
      const zeros = '0'.repeat(w - chars.length);
      if (chars[0] === '-' || chars[0] === '+') return chars[0] + zeros + chars.slice(1).join('');
      return zeros + s;
    },
  },
  slugify: {
    params: [],
    fn: (f, v) => needString(f, 'slugify', v).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, ''),
  },
  pluralize: {
    params: [['singular', ''], ['plural', 's']],
    fn: (f, v, p, off) => {
      const n = needNumber(f, 'pluralize', null, v, off);
      const one = needStrArg(f, 'pluralize', 'singular', p.singular, off);
      const many = needStrArg(f, 'pluralize', 'plural', p.plural, off);
      return n === 1 ? one : many;
    },
  },
  ordinal: {
    params: [],
    fn: (f, v, p, off) => {
      if (typeof v !== 'number' || !Number.isInteger(v)) {
        throw f.error(`filter 'ordinal' expects an integer, not ${typeof v === 'number' ? formatNumber(v) : typeName(v)}`, off);
      }
      const a = Math.abs(v);
      let suffix = 'th';
      if (a % 100 < 11 || a % 100 > 13) {
        if (a % 10 === 1) suffix = 'st';
        else if (a % 10 === 2) suffix = 'nd';
        else if (a % 10 === 3) suffix = 'rd';
      }
      return formatNumber(v) + suffix;
    },
  },
  commas: {
    params: [['precision', null]],
    fn: (f, v, p, off) => {
      const n = needNumber(f, 'commas', null, v, off);
      const prec = p.precision === null ? null : needInt(f, 'commas', 'precision', p.precision, off);
      if (prec !== null && (prec < 0 || prec > 20)) throw f.error("filter 'commas' precision must be between 0 and 20", off);
      if (!Number.isFinite(n) || Math.abs(n) >= 1e21) return formatNumber(n);
      let text = prec === null ? formatNumber(n) : n.toFixed(prec);
      if (/e/.test(text)) return text;
      let sign = '';
      if (text.startsWith('-')) {
        sign = '-';
        text = text.slice(1);
      }
      const dot = text.indexOf('.');
      const intPart = dot < 0 ? text : text.slice(0, dot);
      const frac = dot < 0 ? '' : text.slice(dot);
      const grouped = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
      if (sign === '-' && /^[0.,]*$/.test(grouped + frac)) sign = '';
      return sign + grouped + frac;
    },
  },
};
FILTERS.d = FILTERS.default;
FILTERS.e = FILTERS.escape;
FILTERS.count = FILTERS.length;

function pad(f, fname, v, p, off, side) {
  const s = needString(f, fname, v);
  const w = needInt(f, fname, 'width', p.width, off);
  const fill = needStrArg(f, fname, 'fill', p.fill, off);
  if (Array.from(fill).length !== 1) throw f.error(`filter '${fname}' fill must be a single character`, off);
  const len = Array.from(s).length;
  if (len >= w) return s;
  return side === 'left' ? s + fill.repeat(w - len) : fill.repeat(w - len) + s;
}

function extreme(f, fname, v, p, off, sign) {
  const items = needSeq(f, fname, v, off);
  if (items.length === 0) return new Undefined(fname);
  const cs = truthyLenient(p.case_sensitive);
  const key = (x) => (p.attribute === null ? x : attrPath(f, x, p.attribute));
  let best = items[0];
  for (let k = 1; k < items.length; k++) {
    if (sign * sortCompare(f, fname, key(items[k]), key(best), cs, off) > 0) best = items[k];
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// Tests (`is NAME`)

function testArg(frame, name, args, count, offset) {
  if (args.length !== count) {
    throw frame.error(`test '${name}' takes ${count} argument${count === 1 ? '' : 's'} (${args.length} given)`, offset);
  }
}

function numberTest(frame, name, v, offset) {
  if (typeof v !== 'number') throw frame.error(`test '${name}' expects a number, not ${typeName(v)}`, offset);
  return v;
}

function orderTest(op) {
  return (frame, v, args, offset, name) => {
    testArg(frame, name, args, 1, offset);
    return compareValues(frame, op, v, args[0], offset);
  };
}

const TESTS = {
  defined: { undef: true, fn: (f, v, a, off, n) => (testArg(f, n, a, 0, off), !(v instanceof Undefined)) },
  undefined: { undef: true, fn: (f, v, a, off, n) => (testArg(f, n, a, 0, off), v instanceof Undefined) },
  none: { fn: (f, v, a, off, n) => (testArg(f, n, a, 0, off), v === null) },
  boolean: { fn: (f, v, a, off, n) => (testArg(f, n, a, 0, off), typeof v === 'boolean') },
  true: { fn: (f, v, a, off, n) => (testArg(f, n, a, 0, off), v === true) },
  false: { fn: (f, v, a, off, n) => (testArg(f, n, a, 0, off), v === false) },
  number: { fn: (f, v, a, off, n) => (testArg(f, n, a, 0, off), typeof v === 'number') },
  integer: { fn: (f, v, a, off, n) => (testArg(f, n, a, 0, off), typeof v === 'number' && Number.isInteger(v)) },
  float: { fn: (f, v, a, off, n) => (testArg(f, n, a, 0, off), typeof v === 'number' && !Number.isInteger(v)) },
  string: { fn: (f, v, a, off, n) => (testArg(f, n, a, 0, off), isStr(v)) },
  mapping: { fn: (f, v, a, off, n) => (testArg(f, n, a, 0, off), isDict(v)) },
  list: { fn: (f, v, a, off, n) => (testArg(f, n, a, 0, off), Array.isArray(v)) },
  sequence: { fn: (f, v, a, off, n) => (testArg(f, n, a, 0, off), Array.isArray(v) || isStr(v)) },
  iterable: { fn: (f, v, a, off, n) => (testArg(f, n, a, 0, off), Array.isArray(v) || isStr(v) || isDict(v)) },
  callable: { fn: (f, v, a, off, n) => (testArg(f, n, a, 0, off), v instanceof Macro || v instanceof Builtin) },
  empty: {
    fn: (f, v, a, off, n) => {
      testArg(f, n, a, 0, off);
      if (isStr(v)) return str(v).length === 0;
      if (Array.isArray(v)) return v.length === 0;
      if (isDict(v)) return Object.keys(v).length === 0;
      throw f.error(`test 'empty' expects a string, list or mapping, not ${typeName(v)}`, off);
    },
  },
  odd: {
    fn: (f, v, a, off, n) => {
      testArg(f, n, a, 0, off);
      const x = numberTest(f, n, v, off);
      return Number.isInteger(x) && pyMod(x, 2) === 1;
    },
  },
  even: {
    fn: (f, v, a, off, n) => {
      testArg(f, n, a, 0, off);
      const x = numberTest(f, n, v, off);
      return Number.isInteger(x) && pyMod(x, 2) === 0;
    },
  },
  divisibleby: {
    fn: (f, v, a, off, n) => {
      testArg(f, n, a, 1, off);
      const x = numberTest(f, n, v, off);
      const d = numberTest(f, n, a[0], off);
      if (d === 0) throw f.error('division by zero', off);
      return pyMod(x, d) === 0;
    },
  },
  lower: {
    fn: (f, v, a, off, n) => {
      testArg(f, n, a, 0, off);
      return isStr(v) && str(v) === str(v).toLowerCase();
    },
  },
  upper: {
    fn: (f, v, a, off, n) => {
      testArg(f, n, a, 0, off);
      return isStr(v) && str(v) === str(v).toUpperCase();
    },
  },
  startingwith: {
    fn: (f, v, a, off, n) => {
      testArg(f, n, a, 1, off);
      if (!isStr(a[0])) throw f.error(`test 'startingwith' expects a string argument, not ${typeName(a[0])}`, off);
      return isStr(v) && str(v).startsWith(str(a[0]));
    },
  },
  endingwith: {
    fn: (f, v, a, off, n) => {
      testArg(f, n, a, 1, off);
      if (!isStr(a[0])) throw f.error(`test 'endingwith' expects a string argument, not ${typeName(a[0])}`, off);
      return isStr(v) && str(v).endsWith(str(a[0]));
    },
  },
  in: {
    fn: (f, v, a, off, n) => {
      testArg(f, n, a, 1, off);
      return compareValues(f, 'in', v, a[0], off);
    },
  },
  sameas: {
    fn: (f, v, a, off, n) => {
      testArg(f, n, a, 1, off);
      const b = a[0];
      if (isStr(v) || isStr(b)) return isStr(v) && isStr(b) && str(v) === str(b);
      return v === b;
    },
  },
  escaped: { fn: (f, v, a, off, n) => (testArg(f, n, a, 0, off), v instanceof Safe) },
  filter: {
    fn: (f, v, a, off, n) => {
      testArg(f, n, a, 0, off);
      return isStr(v) && hasKey(FILTERS, str(v));
    },
  },
  test: {
    fn: (f, v, a, off, n) => {
      testArg(f, n, a, 0, off);
      return isStr(v) && hasKey(TESTS, str(v));
    },
  },
  eq: { fn: orderTest('==') },
  ne: { fn: orderTest('!=') },
  lt: { fn: orderTest('<') },
  le: { fn: orderTest('<=') },
  gt: { fn: orderTest('>') },
  ge: { fn: orderTest('>=') },
};
TESTS['=='] = TESTS.eq;
TESTS.equalto = TESTS.eq;
TESTS['!='] = TESTS.ne;
TESTS['<'] = TESTS.lt;
TESTS.lessthan = TESTS.lt;
TESTS['<='] = TESTS.le;
TESTS['>'] = TESTS.gt;
TESTS.greaterthan = TESTS.gt;
TESTS['>='] = TESTS.ge;

function runTest(frame, name, v, args, offset) {
  const t = TESTS[name];
  return t.fn(frame, v, args, offset, name);
}

function evalTest(frame, node) {
  const v = evaluate(frame, node.subject);
  if (!TESTS[node.name].undef) check(frame, v, startOf(node.subject));
  const args = node.args.map((a) => check(frame, evaluate(frame, a), startOf(a)));
  const r = runTest(frame, node.name, v, args, node.offset);
  return node.negate ? !r : r;
}

// ---------------------------------------------------------------------------------------------
// Global functions

function makeGlobals() {
  return {
    range: new Builtin('range', (f, args, kwargs, offset) => {
      if (kwargs.length > 0) throw f.error(`range() got an unexpected keyword argument '${kwargs[0].name}'`, offset);
      if (args.length < 1 || args.length > 3) throw f.error(`range() takes 1 to 3 arguments (${args.length} given)`, offset);
      for (const a of args) {
        check(f, a, offset);
        if (typeof a !== 'number' || !Number.isInteger(a)) throw f.error(`range() arguments must be integers, not ${typeof a === 'number' ? formatNumber(a) : typeName(a)}`, offset);
      }
      let start = 0;
      let stop;
      let step = 1;
      if (args.length === 1) stop = args[0];
      else {
        start = args[0];
        stop = args[1];
        if (args.length === 3) step = args[2];
      }
      if (step === 0) throw f.error('range() step must not be zero', offset);
      const count = Math.max(0, Math.ceil((stop - start) / step));
      if (count > 100000) throw f.error('range() result too large', offset);
      const out = [];
      for (let k = 0; k < count; k++) out.push(start + k * step);
      return out;
    }),
    namespace: new Builtin('namespace', (f, args, kwargs, offset) => {
      if (args.length > 0) throw f.error('namespace() takes only keyword arguments', offset);
      const out = {};
      for (const kw of kwargs) setKey(out, kw.name, kw.value);
      return out;
    }),
    dict: new Builtin('dict', (f, args, kwargs, offset) => {
      if (args.length > 0) throw f.error('dict() takes only keyword arguments', offset);
      const out = {};
      for (const kw of kwargs) setKey(out, kw.name, kw.value);
      return out;
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// Environment: options, template loading

class Environment {
  constructor(opts) {
    this.opts = opts;
    this.cache = new Map();
    this.root = null;
    this.counters = new Map();
    this.cycles = new Map();
  }
  // Returns a parsed template or null when no search directory holds the name.
  load(name, frame, offset) {
    if (this.cache.has(name)) return this.cache.get(name);
    let text = null;
    for (const dir of this.opts.searchPath) {
      const file = path.join(dir, name);
      try {
        const st = fs.statSync(file);
        if (!st.isFile()) continue;
        text = fs.readFileSync(file, 'utf8');
        break;
      } catch (e) {
        continue;
      }
    }
    if (text === null) return null;
    const tpl = parseTemplate(name, text, this);
    this.cache.set(name, tpl);
    return tpl;
  }
}

// ---------------------------------------------------------------------------------------------
// Command line

const USAGE = `usage: stencil [OPTIONS] TEMPLATE
Render TEMPLATE (a file name, or - for standard input) with the given data.

options:
  -d, --data FILE           read variables from the JSON object in FILE (repeatable)
  -D, --define NAME=VALUE   set variable NAME to the string VALUE (repeatable)
  -J, --define-json NAME=JSON
                            set variable NAME to the JSON value JSON (repeatable)
  -I, --include-path DIR    search DIR for included and extended templates (repeatable)
  -o, --output FILE         write the result to FILE instead of standard output
  -u, --undefined MODE      undefined variables: lenient (default), strict or debug
      --max-depth N         allow N nested macro calls, includes and imports (default 64)
      --line-statement-prefix P
                            lines starting with P are statements
      --line-comment-prefix P
                            lines starting with P are comments
      --strict              the same as --undefined strict
  -e, --autoescape          escape output for HTML
      --escape-mode MODE    how autoescaping escapes: html (default), xml, json or shell
      --trim-blocks         remove the first newline after a block tag
      --lstrip-blocks       strip spaces and tabs before a block tag at the start of a line
      --check               only check the template's syntax; write nothing
  -h, --help                print this help and exit
      --version             print the version and exit
`;

const VALUE_OPTIONS = {
  '-d': 'data', '--data': 'data',
  '-D': 'define', '--define': 'define',
  '-J': 'definejson', '--define-json': 'definejson',
  '-I': 'include', '--include-path': 'include',
  '-o': 'output', '--output': 'output',
  '-u': 'undefined', '--undefined': 'undefined',
  '--max-depth': 'maxdepth',
  '--line-statement-prefix': 'linestmt',
  '--line-comment-prefix': 'linecomment',
  '--escape-mode': 'escapemode',
};

const FLAG_OPTIONS = {
  '--strict': 'strict',
  '-e': 'autoescape', '--autoescape': 'autoescape',
  '--trim-blocks': 'trimBlocks',
  '--lstrip-blocks': 'lstripBlocks',
  '--check': 'check',
  '-h': 'help', '--help': 'help',
  '--version': 'version',
};

function parseArgs(argv) {
  const actions = [];
  const operands = [];
  const flags = {};
  const includes = [];
  let output = null;
  let undefinedMode = null;
  let maxDepth = DEFAULT_MAX_DEPTH;
  let lineStatementPrefix = null;
  let escapeMode = 'html';
  let lineCommentPrefix = null;
  let k = 0;
  while (k < argv.length) {
    const a = argv[k++];
    if (a === '--') {
      while (k < argv.length) operands.push(argv[k++]);
      break;
    }
    if (a === '-' || !a.startsWith('-')) {
      operands.push(a);
      continue;
    }
    let opt = a;
    let value = null;
    if (a.startsWith('--') && a.includes('=')) {
      opt = a.slice(0, a.indexOf('='));
      value = a.slice(a.indexOf('=') + 1);
    }
    if (FLAG_OPTIONS[opt] && value === null) {
      flags[FLAG_OPTIONS[opt]] = true;
      continue;
    }
    if (FLAG_OPTIONS[opt]) throw new UsageError(`option ${opt} takes no value`);
    const kind = VALUE_OPTIONS[opt];
    if (!kind) {
      throw new UsageError(`unknown option: ${a}`);
    }
    if (value === null) {
      if (k >= argv.length) throw new UsageError(`option ${opt} requires a value`);
      value = argv[k++];
    }
    switch (kind) {
      case 'data':
        actions.push({ kind: 'data', file: value });
        break;
      case 'define': {
        const eq = value.indexOf('=');
        const name = eq < 0 ? '' : value.slice(0, eq);
        if (eq < 0 || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new UsageError(`invalid definition: ${value}`);
        actions.push({ kind: 'define', name, value: value.slice(eq + 1) });
        break;
      }
      case 'definejson': {
        const eq = value.indexOf('=');
        const name = eq < 0 ? '' : value.slice(0, eq);
        if (eq < 0 || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new UsageError(`invalid definition: ${value}`);
        let parsed;
        try {
          parsed = JSON.parse(value.slice(eq + 1));
        } catch (e) {
          throw new UsageError(`invalid JSON in definition: ${value}`);
        }
        actions.push({ kind: 'define', name, value: parsed });
        break;
      }
      case 'include':
        includes.push(value);
        break;
      case 'output':
        output = value;
        break;
      case 'linestmt':
      case 'linecomment':
        if (value === '') throw new UsageError(`option ${opt} requires a non-empty value`);
        if (kind === 'linestmt') lineStatementPrefix = value;
        else lineCommentPrefix = value;
        break;
      case 'escapemode':
        if (!['html', 'xml', 'json', 'shell'].includes(value)) throw new UsageError(`invalid escape mode: ${value}`);
        escapeMode = value;
        break;
      case 'maxdepth':
        if (!/^[0-9]+$/.test(value) || Number(value) < 1 || Number(value) > 1000) throw new UsageError(`invalid depth: ${value}`);
        maxDepth = Number(value);
        break;
      case 'undefined':
        if (!['lenient', 'strict', 'debug'].includes(value)) throw new UsageError(`invalid undefined mode: ${value}`);
        undefinedMode = value;
        break;
      default:
        break;
    }
  }
  return { actions, operands, flags, includes, output, undefinedMode, maxDepth, lineStatementPrefix, lineCommentPrefix, escapeMode };
}

function readStdin() {
  try {
    return fs.readFileSync(0);
  } catch (e) {
    return Buffer.alloc(0);
  }
}

function main(argv) {
  const out = (s) => process.stdout.write(s);
  const err = (s) => process.stderr.write(`stencil: ${s}\n`);
  let args;
  try {
    args = parseArgs(argv);
    if (args.flags.help) {
      out(USAGE);
      return 0;
    }
    if (args.flags.version) {
      out(`stencil ${VERSION}\n`);
      return 0;
    }
    if (args.operands.length === 0) throw new UsageError('missing template argument');
    if (args.operands.length > 1) throw new UsageError('too many arguments');
    const stdinUses = (args.operands[0] === '-' ? 1 : 0) + args.actions.filter((a) => a.kind === 'data' && a.file === '-').length;
    if (stdinUses > 1) throw new UsageError('standard input can be read only once');
    if (args.flags.strict && args.undefinedMode !== null && args.undefinedMode !== 'strict') {
      throw new UsageError('--strict conflicts with --undefined ' + args.undefinedMode);
    }
  } catch (e) {
    if (e instanceof UsageError) {
      err(e.message);
      return 2;
    }
    throw e;
  }
  const opts = {
    undefinedMode: args.flags.strict ? 'strict' : args.undefinedMode || 'lenient',
    autoescape: !!args.flags.autoescape,
    trimBlocks: !!args.flags.trimBlocks,
    lstripBlocks: !!args.flags.lstripBlocks,
    maxDepth: args.maxDepth,
    lineStatementPrefix: args.lineStatementPrefix,
    lineCommentPrefix: args.lineCommentPrefix,
    escapeMode: args.escapeMode,
    searchPath: [],
  };
  const templateArg = args.operands[0];
  try {
    // Data
    const root = new Scope(null);
    const globals = makeGlobals();
    for (const g of Object.keys(globals)) root.set(g, globals[g]);
    for (const act of args.actions) {
      if (act.kind === 'define') {
        root.set(act.name, act.value);
        continue;
      }
      const label = act.file === '-' ? '<stdin>' : act.file;
      let text;
      try {
        text = act.file === '-' ? readStdin().toString('utf8') : fs.readFileSync(act.file, 'utf8');
      } catch (e) {
        throw new InputError(`${label}: cannot read file`);
      }
      let data;
      try {
        data = JSON.parse(text);
      } catch (e) {
        throw new InputError(`${label}: invalid JSON`);
      }
      if (!isDict(data)) throw new InputError(`${label}: data must be a JSON object`);
      for (const key of Object.keys(data)) root.set(key, data[key]);
    }
    // Template
    let text;
    let name;
    if (templateArg === '-') {
      name = '<stdin>';
      text = readStdin().toString('utf8');
      opts.searchPath = args.includes.length > 0 ? args.includes : ['.'];
    } else {
      name = templateArg;
      try {
        const st = fs.statSync(templateArg);
        if (!st.isFile()) throw new Error('not a file');
        text = fs.readFileSync(templateArg, 'utf8');
      } catch (e) {
        throw new InputError(`${templateArg}: cannot read template`);
      }
      opts.searchPath = args.includes.length > 0 ? args.includes : [path.dirname(templateArg)];
    }
    const env = new Environment(opts);
    env.root = root;
    const tpl = parseTemplate(name, text, env);
    if (args.flags.check) return 0;
    const buf = [];
    renderTemplate(env, tpl, new Scope(root), opts.autoescape, 0, buf);
    const result = buf.join('');
    if (args.output !== null) {
      try {
        fs.writeFileSync(args.output, result);
      } catch (e) {
        throw new InputError(`${args.output}: cannot write output`);
      }
    } else out(result);
    return 0;
  } catch (e) {
    if (e instanceof InputError) {
      err(e.message);
      return 3;
    }
    if (e instanceof TemplateError) {
      err(`${e.tpl}:${e.line}:${e.col}: ${e.message}`);
      return 1;
    }
    if (e instanceof LoopSignal) throw new Error('internal: loop signal escaped');
    if (e instanceof RangeError && /call stack/.test(e.message)) {
      err('recursion limit exceeded');
      return 1;
    }
    throw e;
  }
}

Promise.all([import('node:fs'), import('node:path')]).then(([fsModule, pathModule]) => {
  fs = fsModule.default;
  path = pathModule.default;
  process.exitCode = main(process.argv.slice(2));
});
