/**
 * A legacy .doc is an OLE compound file; SheetJS's cfb parses its directory (pure JavaScript). Word keeps
 * a document's VBA project in a `Macros` storage (holding `VBA` with `_VBA_PROJECT` and `dir`, beside
 * the `PROJECT` and `PROJECTwm` streams); Excel and embedded workbooks use `_VBA_PROJECT_CUR`. Any of
 * those names, at any depth (an embedded object's storage included), refuses the file; so does a file
 * cfb cannot parse or that has no WordDocument stream, since then nobody can say it has no macros.
 */
import * as CFB from 'cfb';
import { type Inspection, safe, unsafe } from './inspection-result';

// CFB$EntryType values (the typings declare a non-const enum the package does not export).
const STREAM = 2;
const ROOT = 5;
const MACRO_NAMES = new Set(['macros', '_vba_project_cur', 'vba', '_vba_project', 'project', 'projectwm']);

export function inspectDoc(bytes: Buffer): Promise<Inspection> {
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(bytes, { type: 'buffer' });
  } catch {
    return Promise.resolve(unsafe('unreadable'));
  }
  // cfb reads a damaged directory leniently (names of garbage): without a root and the Word text stream
  // this is no readable Word document, and its macros cannot be ruled out.
  const [root] = container.FileIndex;
  const isWord = container.FileIndex.some((entry) => entry.type === STREAM && entry.name === 'WordDocument');
  if (root?.type !== ROOT || !isWord) return Promise.resolve(unsafe('unreadable'));
  const hasMacros = container.FileIndex.some((entry) => MACRO_NAMES.has(entry.name.toLowerCase()));
  return Promise.resolve(hasMacros ? unsafe('macros') : safe());
}
