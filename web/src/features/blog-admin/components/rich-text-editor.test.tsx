import type { Language } from '@madar/shared';
import type { Editor } from '@tiptap/react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import i18n from '@/lib/i18n';
import { answer } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { PostBodyField } from './post-body-field';

// ProseMirror measures the selection to scroll it into view; jsdom lays nothing out.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const emptyRect = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = emptyRect;
  Element.prototype.getClientRects = noRects;
  document.elementFromPoint = () => null;
});

/** The field as the post editor holds it: the value in state, every change recorded. */
function Harness({ initial, language, changes }: { initial: string; language: Language; changes: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <PostBodyField
      language={language}
      value={value}
      onChange={(html) => {
        changes.push(html);
        setValue(html);
      }}
    />
  );
}

async function renderBody(initial: string, language: Language = 'en') {
  const changes: string[] = [];
  renderAt(<Harness initial={initial} language={language} changes={changes} />);
  const name = i18n.language === 'ar' ? 'المحتوى' : 'Content';
  // The HTML source stands in until the editor's chunk has loaded.
  const editable = await waitFor(() => {
    const box = screen.getByRole('textbox', { name });
    expect(box).toHaveAttribute('contenteditable', 'true');
    return box;
  });
  // Tiptap hangs the editor on its element: tests select text through it, as typing needs a layout.
  const editor = (editable as HTMLElement & { editor: Editor }).editor;
  return { changes, editable, editor, last: () => changes.at(-1) };
}

const tool = (name: string) => within(screen.getByRole('toolbar')).getByRole('button', { name });

describe('the post body editor', () => {
  it('turns a paragraph into a bulleted list and shows the list button pressed', async () => {
    const { last, editor } = await renderBody('<p>Cloud</p>');
    act(() => void editor.commands.setTextSelection(2));
    expect(tool('Bulleted list')).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(tool('Bulleted list'));

    expect(last()).toBe('<ul><li>Cloud</li></ul>');
    expect(tool('Bulleted list')).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(tool('Undo'));
    expect(last()).toBe('<p>Cloud</p>');
    fireEvent.click(tool('Redo'));
    expect(last()).toBe('<ul><li>Cloud</li></ul>');
  });

  it('links the selected words to an allowed address', async () => {
    const { last, editor } = await renderBody('<p>Cloud services</p>');
    act(() => void editor.commands.setTextSelection({ from: 1, to: 6 }));

    fireEvent.click(tool('Link'));
    const form = screen.getByRole('group', { name: 'Link' });
    fireEvent.change(within(form).getByLabelText('Link address'), { target: { value: '/services/cloud' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply link' }));

    expect(last()).toBe('<p><a href="/services/cloud">Cloud</a> services</p>');
    expect(screen.queryByRole('group', { name: 'Link' })).not.toBeInTheDocument();
  });

  it('shows the address of the link at the cursor, and removes the link', async () => {
    const { last, editor } = await renderBody('<p><a href="mailto:info@madar.ly">Write to us</a> today</p>');
    act(() => void editor.commands.setTextSelection(3));

    fireEvent.click(tool('Link'));
    const form = screen.getByRole('group', { name: 'Link' });
    expect(within(form).getByLabelText('Link address')).toHaveValue('mailto:info@madar.ly');
    fireEvent.click(within(form).getByRole('button', { name: 'Remove link' }));

    expect(last()).toBe('<p>Write to us today</p>');
  });

  it('refuses a javascript: link with the reason, in the admin’s language, and changes nothing', async () => {
    await act(() => i18n.changeLanguage('ar'));
    const { changes, editor } = await renderBody('<p>Cloud</p>');
    act(() => void editor.commands.setTextSelection({ from: 1, to: 6 }));

    fireEvent.click(tool('رابط'));
    const address = screen.getByLabelText('عنوان الرابط');
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.keyDown(address, { key: 'Enter' });

    expect(screen.getByRole('alert')).toHaveTextContent(
      'استخدم عنوان http أو https أو mailto، أو مسارًا في هذا الموقع.',
    );
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(changes).toEqual([]);
  });

  it('inserts a 3 × 3 table with a header row, then adds a row and removes a column', async () => {
    const { last, editor } = await renderBody('<p>Prices</p>');
    act(() => void editor.commands.focus('end'));

    fireEvent.click(tool('Insert a table (3 × 3, with a header row)'));
    const headerRow = '<tr><th scope="col"></th><th scope="col"></th><th scope="col"></th></tr>';
    const row = '<tr><td></td><td></td><td></td></tr>';
    expect(last()).toBe(`<p>Prices</p><table><thead>${headerRow}</thead><tbody>${row}${row}</tbody></table>`);

    fireEvent.click(tool('Add a row below'));
    fireEvent.click(tool('Delete the column'));
    expect(last()).toBe(
      '<p>Prices</p><table><thead><tr><th scope="col"></th><th scope="col"></th></tr></thead>' +
        `<tbody>${'<tr><td></td><td></td></tr>'.repeat(3)}</tbody></table>`,
    );

    fireEvent.click(tool('Delete the table'));
    expect(last()).toBe('<p>Prices</p>');
    expect(tool('Delete the table')).toBeDisabled();
  });

  it('inserts an image from the media library with its alt text in the body’s language', async () => {
    answer('GET', '/api/media', {
      status: 200,
      body: {
        items: [
          { id: 'm1', url: '/media/m1-tower.jpg', fileName: 'tower.jpg', alt: { en: 'A tower', ar: 'برج' } },
        ],
        total: 1,
        page: 1,
        pageSize: 100,
      },
    });
    const { last, editor } = await renderBody('<p>Sites</p>', 'ar');
    act(() => void editor.commands.focus('end'));

    fireEvent.click(tool('Image'));
    const form = screen.getByRole('group', { name: 'Image' });
    const library = within(form).getByLabelText('From the media library');
    await within(library).findByRole('option', { name: 'tower.jpg — برج' });
    fireEvent.change(library, { target: { value: 'm1' } });
    const alt = within(form).getByLabelText('Alternative text (Arabic)');
    expect(alt).toHaveValue('برج');
    expect(alt).toHaveAttribute('lang', 'ar');

    fireEvent.change(alt, { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Insert image' }));
    expect(alt).toHaveAccessibleDescription(expect.stringContaining('alternative text is required'));

    fireEvent.change(alt, { target: { value: 'برج الاتصالات' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Insert image' }));
    expect(last()).toBe('<p>Sites</p><img src="/media/m1-tower.jpg" alt="برج الاتصالات">');
  });

  it('refuses an image outside /images/ and /media/', async () => {
    answer('GET', '/api/media', { status: 200, body: { items: [], total: 0, page: 1, pageSize: 100 } });
    const { changes } = await renderBody('<p>Sites</p>');
    fireEvent.click(tool('Image'));
    const form = screen.getByRole('group', { name: 'Image' });
    // The library's (empty) list has come: no request is left in flight for the next test.
    await within(within(form).getByLabelText('From the media library')).findByRole('option', {
      name: 'Choose an image',
    });
    fireEvent.change(within(form).getByLabelText('Image path'), {
      target: { value: 'https://tracker.example.com/a.png' },
    });
    fireEvent.change(within(form).getByLabelText('Alternative text (English)'), { target: { value: 'A' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Insert image' }));
    expect(within(form).getByLabelText('Image path')).toHaveAccessibleDescription(
      expect.stringContaining('Use a path under /images/ or /media/.'),
    );
    expect(changes).toEqual([]);
  });

  it('edits the Arabic body right to left, in Arabic', async () => {
    const { editable } = await renderBody('<ul><li>أولًا</li></ul>', 'ar');
    expect(editable).toHaveAttribute('dir', 'rtl');
    expect(editable).toHaveAttribute('lang', 'ar');
    expect(editable.querySelector('li')).toHaveTextContent('أولًا');
  });

  it('edits the same value as HTML source, and shows the source’s changes in the editor', async () => {
    const { changes, editable } = await renderBody('<p>One</p>');

    const toggle = screen.getByRole('button', { name: 'Edit as HTML' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const source = screen.getByRole('textbox', { name: 'Content (HTML)' });
    expect(source).toHaveValue('<p>One</p>');
    fireEvent.change(source, {
      target: {
        value: '<p>One</p><figure><img src="/images/a.svg" alt="A"><figcaption>Cap</figcaption></figure>',
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Edit as HTML' }));

    const again = await screen.findByRole('textbox', { name: 'Content' });
    await waitFor(() => expect(again.querySelector('figcaption')).toHaveTextContent('Cap'));
    expect(again).not.toBe(editable);
    expect(changes).toEqual([
      '<p>One</p><figure><img src="/images/a.svg" alt="A"><figcaption>Cap</figcaption></figure>',
    ]);
  });

  it('moves between the toolbar’s buttons with the arrow keys, in reading order', async () => {
    await renderBody('<p>One</p>', 'ar');
    const first = tool('Heading 2');
    first.focus();
    // In Arabic the next button is to the left.
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(tool('Heading 3')).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(first).toHaveFocus();
  });
});
