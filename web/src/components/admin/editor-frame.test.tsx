import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AdminFormField } from '@/components/ui/admin-form-field';
import { api } from '@/lib/api-client';
import i18n from '@/lib/i18n';
import { answer, answerLater, envelope, validationEnvelope } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { EditorFrame } from './editor-frame';
import { placeByPath, useEditorSave } from './use-editor-save';

/** An editor of one name on the frame: required here, and the server may refuse a name in use. */
function NameEditor({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const [name, setName] = useState('');
  const editor = useEditorSave({
    validate: () => (name.trim() ? {} : { name: { key: 'common.required' } }),
    save: async () => {
      await api.post('/things', { name });
      onDone();
    },
    placeDetails: (details) => placeByPath(details, ['name']),
    refusal: (error) =>
      error.code === 'THING.NAME_TAKEN' ? { field: 'name', key: 'blog.editor.slugTaken' } : undefined,
  });
  return (
    <EditorFrame className="thing-editor" heading="New thing" editor={editor} onCancel={onCancel}>
      <AdminFormField label="Name" error={editor.problem('name')}>
        {(control) => <input {...control} value={name} onChange={(event) => setName(event.target.value)} />}
      </AdminFormField>
    </EditorFrame>
  );
}

function renderEditor() {
  const onDone = jest.fn();
  const onCancel = jest.fn();
  renderAt(<NameEditor onDone={onDone} onCancel={onCancel} />);
  return { onDone, onCancel, user: userEvent.setup() };
}

const save = () => screen.getByRole('button', { name: 'Save' });

describe('EditorFrame with useEditorSave', () => {
  it('is a form named by its heading, checked by the editor and not by the browser', async () => {
    const posts = answer('POST', '/api/things', { status: 201, body: {} });
    const { onDone, user } = renderEditor();
    const form = screen.getByRole('form', { name: 'New thing' });
    expect(form).toHaveAttribute('novalidate');
    expect(form).toHaveClass('admin-editor', 'thing-editor');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('New thing');

    await user.click(save());
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('This field is required.');
    expect(posts).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('waits while saving (Save says so, neither button answers), then hands over', async () => {
    const release = answerLater('POST', '/api/things', { status: 201, body: {} });
    const { onDone, user } = renderEditor();
    await user.type(screen.getByLabelText('Name'), 'Lamp');
    await user.click(save());
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    act(release);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("puts the server's failed rules beside their fields, and the rest in the banner", async () => {
    answer('POST', '/api/things', {
      status: 400,
      body: validationEnvelope([
        { field: 'name', rule: 'maxLength', params: { max: 80 } },
        { field: 'colour', rule: 'unknownField' },
      ]),
    });
    const { onDone, user } = renderEditor();
    await user.type(screen.getByLabelText('Name'), 'Lamp');
    await user.click(save());
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Failed to save. Please check the fields and try again.');
    expect(banner).toHaveTextContent('The form sent a field the server does not accept: colour.');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Use at most 80 characters.');
    expect(save()).toBeEnabled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows a refusal the editor knows on its field, and any other failure in the banner', async () => {
    answer(
      'POST',
      '/api/things',
      { status: 409, body: envelope(409, 'THING.NAME_TAKEN', 'Name taken') },
      { status: 503, body: envelope(503, 'SERVICE.UNAVAILABLE', 'Down') },
    );
    const { user } = renderEditor();
    await user.type(screen.getByLabelText('Name'), 'Lamp');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Another post already uses this slug.');

    await user.click(save());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Failed to save. Please check the fields and try again.',
      ),
    );
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });

  it('goes back on Cancel without sending, in the page’s language', async () => {
    await act(() => i18n.changeLanguage('ar'));
    const { onCancel, user } = renderEditor();
    expect(screen.getByRole('button', { name: 'حفظ' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'إلغاء' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
