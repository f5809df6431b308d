/**
 * Front matter is nearly always a few `key: value` lines: a title, a description, a list of keywords. Read
 * through the full YAML library, that costs about a millisecond a page, more than anything else in loading
 * content. This reads that common shape directly and gives up (returns null) on anything else, which the
 * YAML library then reads: block lists, nested maps, multi-line or escaped strings, anchors, tags, comments,
 * duplicate keys. What it returns is what the library returns for the same text (YAML 1.2 core schema).
 */

export interface SimpleYaml {
  data: Record<string, unknown>;
  /** 1-based line of each key within the YAML text. */
  keyLines: Record<string, number>;
}

const LINE = /^([A-Za-z_][A-Za-z0-9_-]*):(?:[ ]+(.*))?$/;
/** A plain scalar this reader accepts: no YAML indicator first, no `: ` or ` #` inside, no trailing space. */
const PLAIN = /^[^-?:,[\]{}#&*!|>'"%@`\s](?:[^:#]|:(?=\S)|(?<=\S)#)*$/;
const PLAIN_IN_FLOW = /^[^-?:,[\]{}#&*!|>'"%@`\s](?:[^:#,[\]{}]|:(?=[^\s,[\]{}])|(?<=\S)#)*$/;
const INT = /^[-+]?[0-9]+$/;
const FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/;

class GiveUp extends Error {}

/** A plain scalar's value under the core schema; gives up on the rarer forms (hex, octal, .inf, .nan). */
function plainValue(text: string): unknown {
  if (/^(?:true|True|TRUE)$/.test(text)) return true;
  if (/^(?:false|False|FALSE)$/.test(text)) return false;
  if (/^(?:null|Null|NULL|~)$/.test(text)) return null;
  if (INT.test(text)) {
    const n = Number(text);
    if (!Number.isSafeInteger(n)) throw new GiveUp();
    return n;
  }
  if (FLOAT.test(text)) return Number(text);
  if (
    /^[-+]?\.(?:inf|Inf|INF|nan|NaN|NAN)$/.test(text) ||
    /^(?:0x[0-9a-fA-F]+|0o[0-7]+)$/.test(text)
  )
    throw new GiveUp();
  return text;
}

function quoted(text: string): string | null {
  if (/^"[^"\\]*"$/.test(text)) return text.slice(1, -1);
  if (/^'(?:[^']|'')*'$/.test(text)) return text.slice(1, -1).replace(/''/g, "'");
  return null;
}

function scalar(text: string, inFlow: boolean): unknown {
  const q = quoted(text);
  if (q !== null) return q;
  if (!(inFlow ? PLAIN_IN_FLOW : PLAIN).test(text) || /\s$/.test(text)) throw new GiveUp();
  return plainValue(text);
}

/** `[a, "b", 3]`: a one-line flow list of scalars. */
function flowList(text: string): unknown[] {
  const inner = text.slice(1, -1).trim();
  if (!inner) return [];
  const items: unknown[] = [];
  // quoted items may hold commas: take each item as a quoted string or a run up to the next comma
  const item = /\s*("[^"\\]*"|'(?:[^']|'')*'|[^,"']*?)\s*(?:,|$)/gy;
  let at = 0;
  while (at < inner.length) {
    item.lastIndex = at;
    const m = item.exec(inner);
    if (!m || m[0] === '') throw new GiveUp();
    if (m[1] === '') throw new GiveUp();
    items.push(scalar(m[1], true));
    at = item.lastIndex;
    if (at === inner.length && inner.endsWith(',')) break;
  }
  return items;
}

function value(text: string | undefined): unknown {
  if (text === undefined || text === '') return null;
  if (text.startsWith('[') && text.endsWith(']')) return flowList(text);
  return scalar(text, false);
}

/** The front matter's data, or null when it is not the simple shape (the YAML library reads it then). */
export function readSimpleYaml(text: string): SimpleYaml | null {
  const data: Record<string, unknown> = {};
  const keyLines: Record<string, number> = {};
  const lines = text.split('\n');
  try {
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i].replace(/\r$/, '');
      if (line === '') continue;
      const m = LINE.exec(line);
      if (!m || m[1] in data || m[1] === '__proto__') return null;
      data[m[1]] = value(m[2]);
      keyLines[m[1]] = i + 1;
    }
  } catch (e) {
    if (e instanceof GiveUp) return null;
    throw e;
  }
  return { data, keyLines };
}
