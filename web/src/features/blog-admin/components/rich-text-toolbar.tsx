import { directionOf, type Language } from '@madar/shared';
import { useEditorState, type Editor } from '@tiptap/react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAME_KEYS } from '@/lib/languages';
import { HEADING_LEVELS, type HeadingLevel } from '../lib/rich-text-schema';
import { RichTextImageForm } from './rich-text-image-form';
import { RichTextLinkForm } from './rich-text-link-form';

type ToolKey =
  | `heading${HeadingLevel}`
  | 'bold'
  | 'italic'
  | 'code'
  | 'link'
  | 'bulletList'
  | 'orderedList'
  | 'blockquote'
  | 'codeBlock'
  | 'horizontalRule'
  | 'image'
  | 'table'
  | 'addRow'
  | 'deleteRow'
  | 'addColumn'
  | 'deleteColumn'
  | 'deleteTable'
  | 'undo'
  | 'redo';

interface Tool {
  key: ToolKey;
  /** What the button shows; its name is always the translated label. */
  glyph?: string;
  /** For formats that are on or off at the cursor: the button's aria-pressed. */
  pressed?: boolean;
  disabled?: boolean;
  run: () => void;
}

/** What the buttons show for the selection, re-read on each transaction. */
function useToolbarState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      headings: HEADING_LEVELS.map((level) => e.isActive('heading', { level })),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      blockquote: e.isActive('blockquote'),
      code: e.isActive('code'),
      codeBlock: e.isActive('codeBlock'),
      inTable: e.isActive('table'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
}

/** Arrow keys move between the buttons, in reading order (mirrored in Arabic); Home and End jump. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>, rtl: boolean) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
  const target =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? buttons.length - 1
        : step
          ? (at + step + buttons.length) % buttons.length
          : undefined;
  if (target === undefined) return;
  event.preventDefault();
  buttons[target]?.focus();
}

/** The editor's buttons, and the link or image form below them when one is open. */
export function RichTextToolbar({ editor, language }: { editor: Editor; language: Language }) {
  const { t } = useTranslation('adminContent');
  const [panel, setPanel] = useState<'link' | 'image' | null>(null);
  const state = useToolbarState(editor);
  const chain = () => editor.chain().focus();
  const label = (key: ToolKey) => t(`blog.editor.rich.${key}`);

  const groups: Tool[][] = [
    HEADING_LEVELS.map((level, index) => ({
      key: `heading${level}` as const,
      glyph: `H${level}`,
      pressed: state.headings[index],
      run: () => chain().toggleHeading({ level }).run(),
    })),
    [
      { key: 'bold', glyph: 'B', pressed: state.bold, run: () => chain().toggleBold().run() },
      { key: 'italic', glyph: 'I', pressed: state.italic, run: () => chain().toggleItalic().run() },
      { key: 'code', glyph: '</>', pressed: state.code, run: () => chain().toggleCode().run() },
      { key: 'link', pressed: state.link, run: () => setPanel(panel === 'link' ? null : 'link') },
    ],
    [
      {
        key: 'bulletList',
        glyph: '•',
        pressed: state.bulletList,
        run: () => chain().toggleBulletList().run(),
      },
      {
        key: 'orderedList',
        glyph: '1.',
        pressed: state.orderedList,
        run: () => chain().toggleOrderedList().run(),
      },
      {
        key: 'blockquote',
        glyph: '❝',
        pressed: state.blockquote,
        run: () => chain().toggleBlockquote().run(),
      },
      {
        key: 'codeBlock',
        glyph: '{ }',
        pressed: state.codeBlock,
        run: () => chain().toggleCodeBlock().run(),
      },
      { key: 'horizontalRule', glyph: '―', run: () => chain().setHorizontalRule().run() },
      { key: 'image', run: () => setPanel(panel === 'image' ? null : 'image') },
    ],
    [
      {
        key: 'table',
        glyph: '⊞',
        run: () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
      },
      { key: 'addRow', glyph: '+≡', disabled: !state.inTable, run: () => chain().addRowAfter().run() },
      { key: 'deleteRow', glyph: '−≡', disabled: !state.inTable, run: () => chain().deleteRow().run() },
      { key: 'addColumn', glyph: '+⦀', disabled: !state.inTable, run: () => chain().addColumnAfter().run() },
      { key: 'deleteColumn', glyph: '−⦀', disabled: !state.inTable, run: () => chain().deleteColumn().run() },
      { key: 'deleteTable', glyph: '⊠', disabled: !state.inTable, run: () => chain().deleteTable().run() },
    ],
    [
      { key: 'undo', glyph: '↶', disabled: !state.canUndo, run: () => chain().undo().run() },
      { key: 'redo', glyph: '↷', disabled: !state.canRedo, run: () => chain().redo().run() },
    ],
  ];

  const close = () => {
    setPanel(null);
    editor.commands.focus();
  };
  return (
    <>
      <div
        role="toolbar"
        className="rich-text__toolbar"
        aria-label={t('blog.editor.rich.toolbar', { language: t(LANGUAGE_NAME_KEYS[language]) })}
        onKeyDown={(event) => moveFocus(event, directionOf(language) === 'rtl')}
      >
        {groups.map((tools) => (
          <div key={tools[0]?.key} className="rich-text__group">
            {tools.map((tool) => (
              <button
                key={tool.key}
                type="button"
                className={`rich-text__tool rich-text__tool--${tool.key}`}
                aria-label={tool.glyph ? label(tool.key) : undefined}
                title={label(tool.key)}
                aria-pressed={tool.pressed}
                disabled={tool.disabled}
                // The editor keeps its selection: the command acts where the author was typing.
                onMouseDown={(event) => event.preventDefault()}
                onClick={tool.run}
              >
                {tool.glyph ?? label(tool.key)}
              </button>
            ))}
          </div>
        ))}
      </div>
      {panel === 'link' ? <RichTextLinkForm editor={editor} onClose={close} /> : null}
      {panel === 'image' ? <RichTextImageForm editor={editor} language={language} onClose={close} /> : null}
    </>
  );
}
