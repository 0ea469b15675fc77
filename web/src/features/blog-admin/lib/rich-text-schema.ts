/**
 * The rich-text editor's document model, cut to POST_HTML_ALLOWLIST: every node and mark it offers maps
 * to an allowed tag, and renders only allowed attributes (no class, style, target, colspan or width),
 * so what the editor writes is what the content service stores. What a schema cannot express (the lone
 * paragraph ProseMirror keeps inside list items and cells, a header row in <thead>) is done by
 * `toStoredHtml` in editor-html.ts. Imported only by the lazily loaded editor: Tiptap stays out of every
 * other chunk.
 */
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { mergeAttributes, Node, type AnyExtension } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedPostUrl } from './preview-sanitizer';

/** The levels the allowlist keeps: the post's title is the page's h1. */
export const HEADING_LEVELS = [2, 3, 4] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

// Cells keep their spans in the model (prosemirror-tables needs them) but never write them: the toolbar
// offers no merging, and the allowlist would drop them anyway. No alignment: text follows the direction.
const cellAttributes = () => ({
  colspan: { default: 1, renderHTML: () => ({}) },
  rowspan: { default: 1, renderHTML: () => ({}) },
  colwidth: { default: null, renderHTML: () => ({}) },
});

const PostTable = Table.extend({
  addAttributes: () => ({}),
  // No <colgroup> and no width style: the public stylesheet lays tables out.
  renderHTML: ({ HTMLAttributes }) => ['table', HTMLAttributes, ['tbody', 0]],
}).configure({ resizable: false, View: null });

const PostTableCell = TableCell.extend({ addAttributes: cellAttributes });

const PostTableHeader = TableHeader.extend({
  addAttributes: () => ({
    ...cellAttributes(),
    // A header cell says what it heads; the toolbar's tables have a header row, so `col`.
    scope: {
      default: 'col',
      parseHTML: (element: HTMLElement) => (element.getAttribute('scope') === 'row' ? 'row' : 'col'),
    },
  }),
});

// Only the attributes the allowlist keeps: a pasted link's target or class is not carried along.
const PostLink = Link.extend({
  addAttributes: () => ({ href: { default: null }, title: { default: null } }),
}).configure({
  openOnClick: false,
  autolink: false,
  linkOnPaste: false,
  // Not Tiptap's default target and rel: the content service sets rel on every link itself.
  HTMLAttributes: { target: null, rel: null, class: null },
  isAllowedUri: (url) => isAllowedPostUrl(url),
});

const PostImage = Image.extend({
  addAttributes: () => ({ src: { default: null }, alt: { default: null } }),
}).configure({ inline: false, allowBase64: false });

/** <figcaption>: the caption of a figure, inline text only. */
const Figcaption = Node.create({
  name: 'figcaption',
  content: 'inline*',
  defining: true,
  parseHTML: () => [{ tag: 'figcaption' }],
  renderHTML: ({ HTMLAttributes }) => ['figcaption', mergeAttributes(HTMLAttributes), 0],
});

/** <figure>: an image with an optional caption, as posts written in HTML may hold. */
const Figure = Node.create({
  name: 'figure',
  group: 'block',
  content: 'image figcaption?',
  defining: true,
  parseHTML: () => [{ tag: 'figure' }],
  renderHTML: ({ HTMLAttributes }) => ['figure', mergeAttributes(HTMLAttributes), 0],
});

/** The extensions of one editor (a new list each time: Tiptap configures extensions per instance). */
export function postEditorExtensions(): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: { levels: [...HEADING_LEVELS] },
      // Not in the allowlist: <s> and <u> would be stripped on save.
      strike: false,
      underline: false,
      // No language class on <code>: the allowlist keeps no class.
      codeBlock: { languageClassPrefix: '', defaultLanguage: null },
      // PostLink below, without target, rel and class (the content service sets rel itself).
      link: false,
    }),
    PostLink,
    PostTable,
    TableRow,
    PostTableHeader,
    PostTableCell,
    PostImage,
    Figure,
    Figcaption,
  ];
}
