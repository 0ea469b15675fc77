/**
 * The rich-text editor's HTML made into the shape posts are stored in. ProseMirror wraps the text of
 * every list item and table cell in a paragraph and keeps a table's rows in one body; a post written by
 * hand says `<li>text</li>` and puts its header row in `<thead>`. Without this step, opening a post and
 * saving it would rewrite every list of it. Cells and items holding more than one block keep their
 * paragraphs: there they separate the blocks.
 */
import { SITE_IMAGE_PATTERN } from '@madar/shared';

/** Cells and list items whose only child is one paragraph: that paragraph is unwrapped. */
function unwrapLoneParagraphs(root: ParentNode) {
  for (const holder of root.querySelectorAll('li, td, th')) {
    const only = holder.children.length === 1 ? holder.firstElementChild : null;
    if (only?.tagName === 'P' && holder.childNodes.length === 1) only.replaceWith(...only.childNodes);
  }
}

/** A table's leading row of header cells moves into <thead>. */
function headerRowsToHead(root: ParentNode) {
  for (const table of root.querySelectorAll('table')) {
    const body = table.querySelector(':scope > tbody');
    const first = body?.querySelector(':scope > tr');
    if (!body || !first || table.querySelector(':scope > thead')) continue;
    if (![...first.children].every((cell) => cell.tagName === 'TH')) continue;
    const head = table.ownerDocument.createElement('thead');
    head.append(first);
    table.insertBefore(head, body);
    if (!body.children.length) body.remove();
  }
}

/** The editor's HTML as stored: see the module's comment. An empty body is an empty string. */
export function toStoredHtml(editorHtml: string): string {
  const template = document.createElement('template');
  template.innerHTML = editorHtml;
  const root = template.content;
  unwrapLoneParagraphs(root);
  headerRowsToHead(root);
  // The empty paragraph the editor keeps after a final list or table, so the cursor can get past it.
  while (root.lastChild?.nodeName === 'P' && !root.lastChild.hasChildNodes()) root.lastChild.remove();
  return template.innerHTML;
}

/** Whether an image inserted in a body may point there: a path under /images/ or /media/, never `..`. */
export function isSiteImagePath(path: string): boolean {
  return SITE_IMAGE_PATTERN.test(path) && !path.split('/').includes('..');
}
