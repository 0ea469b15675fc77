import { fireEvent, render, screen } from '@testing-library/react';
import { ACTIONS_COLUMN, DataTable } from './data-table';

const box = { scrollWidth: 0, clientWidth: 0, scrollLeft: 0 };
const originals = Object.fromEntries(
  Object.keys(box).map((key) => [key, Object.getOwnPropertyDescriptor(Element.prototype, key)]),
);

// jsdom lays nothing out: the sizes a browser would measure are set per test.
beforeAll(() => {
  for (const key of Object.keys(box) as (keyof typeof box)[]) {
    Object.defineProperty(Element.prototype, key, { configurable: true, get: () => box[key] });
  }
});
afterAll(() => {
  for (const [key, descriptor] of Object.entries(originals)) {
    if (descriptor) Object.defineProperty(Element.prototype, key, descriptor);
  }
});

const rows = [{ id: 'b1', company: 'Sahara Star', email: 'info@sahara.example' }];
const renderTable = () =>
  render(
    <DataTable
      columns={[
        { key: 'company', header: 'Company', cell: (row) => row.company },
        { key: 'email', header: 'Email', cell: (row) => row.email },
      ]}
      rows={rows}
      rowKey={(row) => row.id}
      caption="Client briefs"
    />,
  );

describe('DataTable on a narrow screen', () => {
  it('shows that a wide table scrolls sideways, and lets the keyboard scroll it', () => {
    Object.assign(box, { scrollWidth: 800, clientWidth: 390, scrollLeft: 0 });
    renderTable();
    const region = screen.getByRole('region', { name: 'Client briefs' });
    expect(region).toHaveAttribute('tabindex', '0');
    const frame = region.parentElement!;
    expect(frame).toHaveAttribute('data-more-end', 'true');
    expect(frame).toHaveAttribute('data-more-start', 'false');

    // Scrolled to the far end of a right-to-left table: scrollLeft is negative there.
    box.scrollLeft = -410;
    fireEvent.scroll(region);
    expect(frame).toHaveAttribute('data-more-end', 'false');
    expect(frame).toHaveAttribute('data-more-start', 'true');
  });

  it('adds no shade and no extra Tab stop when the table fits', () => {
    Object.assign(box, { scrollWidth: 1200, clientWidth: 1200, scrollLeft: 0 });
    renderTable();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    const frame = screen.getByRole('table').parentElement!.parentElement!;
    expect(frame).toHaveAttribute('data-more-end', 'false');
    expect(screen.getByRole('table').parentElement).toHaveAttribute('tabindex', '-1');
  });
});

describe('DataTable actions column', () => {
  it('pins the actions column at the inline end (header and cells), and no other column', () => {
    Object.assign(box, { scrollWidth: 1400, clientWidth: 960, scrollLeft: 0 });
    render(
      <DataTable
        columns={[
          { key: 'company', header: 'Company', cell: (row) => row.company },
          {
            key: ACTIONS_COLUMN,
            header: 'Actions',
            className: 'briefs-table__actions',
            cell: () => <button type="button">View</button>,
          },
        ]}
        rows={rows}
        rowKey={(row) => row.id}
        caption="Client briefs"
      />,
    );
    const header = screen.getByRole('columnheader', { name: 'Actions' });
    const cell = screen.getByRole('button', { name: 'View' }).closest('td')!;
    for (const pinned of [header, cell]) {
      expect(pinned).toHaveClass('admin-table__pinned', 'briefs-table__actions');
    }
    expect(screen.getByRole('cell', { name: 'Sahara Star' })).not.toHaveClass('admin-table__pinned');
  });
});
