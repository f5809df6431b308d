#!/usr/bin/env node
// Compares a Docusaurus build with a tn-docs build of the same site: routes only in one, then,
// for the routes in both, pages whose title, h1, headings or content links differ.
// Usage: node test/compat/compareBuilds.mjs DOCUSAURUS_BUILD TN_BUILD [--details]
import { readBuiltPages } from './readBuiltPages.mjs';

const [a, b, flag] = process.argv.slice(2);
const docu = readBuiltPages(a);
const tn = readBuiltPages(b);
const only = (x, y) => Object.keys(x).filter((r) => !(r in y));
const same = (x, y) => JSON.stringify(x) === JSON.stringify(y);
const diffs = { title: [], h1: [], headings: [], links: [] };
for (const route of Object.keys(docu).filter((r) => r in tn))
  for (const key of Object.keys(diffs))
    if (!same(docu[route][key], tn[route][key]))
      diffs[key].push({ route, docusaurus: docu[route][key], tn: tn[route][key] });
console.log(`routes: docusaurus ${Object.keys(docu).length}, tn-docs ${Object.keys(tn).length}`);
console.log('only in docusaurus:', only(docu, tn));
console.log('only in tn-docs:', only(tn, docu));
for (const [key, list] of Object.entries(diffs)) {
  console.log(`${key} differs on ${list.length} pages`);
  if (flag === '--details') for (const d of list.slice(0, 8)) console.log('  ', JSON.stringify(d));
}
