import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { answer } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import type { ListRules } from './list-params';
import { SaveNoticeProvider } from './save-notice';
import { useAdminList } from './use-admin-list';
import { NEW_RECORD, useEditorMode } from './use-editor-mode';
import { ROW_ACTION } from './use-focus-after-removal';

interface Thing {
  id: string;
  name: string;
}
const RULES: ListRules<'name', never> = { path: '/things', sortFields: ['name'], defaultSort: 'name:asc' };

/** An editor holding its own draft, as the real ones do. */
function ThingEditor({
  thing,
  onDone,
  onCancel,
}: {
  thing: Thing | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(thing?.name ?? '');
  return (
    <form aria-label={thing ? `Edit ${thing.name}` : 'New thing'}>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <button type="button" onClick={onDone}>
        Save
      </button>
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </form>
  );
}

function Things() {
  const list = useAdminList<Thing, 'name'>(RULES);
  const editor = useEditorMode<Thing>(list);
  if (editor.open) {
    return <ThingEditor key={editor.key} thing={editor.row} onDone={editor.saved} onCancel={editor.close} />;
  }
  return (
    <>
      <button type="button" onClick={editor.startNew} {...{ [NEW_RECORD]: '' }}>
        Add
      </button>
      <table>
        <tbody>
          {list.items.map((thing) => (
            <tr key={thing.id} data-row-id={thing.id}>
              <td>
                <button type="button" onClick={() => editor.startEdit(thing)} {...{ [ROW_ACTION]: 'edit' }}>
                  Edit {thing.name}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function renderThings() {
  const lists = answer('GET', '/api/things', {
    status: 200,
    body: {
      items: [
        { id: 't1', name: 'Lamp' },
        { id: 't2', name: 'Desk' },
      ],
      total: 2,
      page: 1,
      pageSize: 20,
    },
  });
  renderAt(
    <SaveNoticeProvider>
      <Things />
    </SaveNoticeProvider>,
    '/things',
  );
  return { lists, user: userEvent.setup() };
}

describe('useEditorMode', () => {
  it('opens the editor in the list’s place, and Cancel goes back with nothing said or reloaded', async () => {
    const { lists, user } = renderThings();
    await user.click(await screen.findByRole('button', { name: 'Edit Lamp' }));
    expect(screen.getByRole('form', { name: 'Edit Lamp' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Lamp');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(lists).toHaveLength(1);
  });

  it('gives focus back to the button that opened the editor: the row’s Edit, or Add', async () => {
    const { user } = renderThings();
    await user.click(await screen.findByRole('button', { name: 'Edit Desk' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Desk' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add' })).toHaveFocus());
  });

  it('starts each record afresh: a draft typed for one is not shown for another or a new one', async () => {
    const { user } = renderThings();
    await user.click(await screen.findByRole('button', { name: 'Edit Lamp' }));
    await user.type(screen.getByLabelText('Name'), ' shade');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Edit Desk' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Desk');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('form', { name: 'New thing' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('after a save, says "Saved", reloads the list and shows it again', async () => {
    const { lists, user } = renderThings();
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Edit Lamp' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    await waitFor(() => expect(lists).toHaveLength(2));
  });
});
