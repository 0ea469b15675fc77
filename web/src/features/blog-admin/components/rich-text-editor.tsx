import { directionOf, type Language } from '@madar/shared';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import type { FieldControlProps } from '@/components/ui/admin-form-field';
import { toStoredHtml } from '../lib/editor-html';
import { postEditorExtensions } from '../lib/rich-text-schema';
import { RichTextToolbar } from './rich-text-toolbar';

/**
 * A post body edited as formatted text (Tiptap), in its language's direction: the editable element
 * carries `lang` and `dir`, so lists, numbering and alignment follow the script. It reports the body
 * as stored HTML (lib/editor-html.ts) on every change, and takes a new value from outside (the HTML
 * source, a restore) without reporting it back. The default export, for `lazy`.
 */
export default function RichTextEditor({
  language,
  label,
  control,
  value,
  onChange,
}: {
  language: Language;
  label: string;
  control: FieldControlProps;
  value: string;
  onChange: (html: string) => void;
}) {
  // The value the editor holds, so a value coming back from the form is not loaded again.
  const held = useRef(value);
  const [extensions] = useState(postEditorExtensions);
  const editor = useEditor({
    extensions,
    content: value,
    shouldRerenderOnTransaction: false,
    editorProps: {
      // The field's wiring (id, hint and error descriptions) as the editable element's attributes.
      attributes: {
        id: control.id,
        ...(control['aria-describedby'] ? { 'aria-describedby': control['aria-describedby'] } : {}),
        ...(control['aria-invalid'] ? { 'aria-invalid': 'true' } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        lang: language,
        dir: directionOf(language),
        class: 'rich-text__content',
      },
    },
    onUpdate: ({ editor: changed }) => {
      held.current = toStoredHtml(changed.getHTML());
      onChange(held.current);
    },
  });

  useEffect(() => {
    if (value === held.current) return;
    held.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="rich-text">
      <RichTextToolbar editor={editor} language={language} />
      <EditorContent editor={editor} />
    </div>
  );
}
