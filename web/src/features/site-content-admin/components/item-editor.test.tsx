import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answer } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { ITEM_KINDS, type ItemKind } from '../lib/item-kinds';
import { ItemEditor } from './item-editor';

const kind = (path: ItemKind['path']) => ITEM_KINDS.find((each) => each.path === path)!;

describe('ItemEditor', () => {
  it('sends a team member whole, the fields it does not show (the photo) as loaded', async () => {
    const member = {
      id: 'ahmed',
      name: { en: 'Ahmed', ar: 'أحمد' },
      position: { en: 'Founder', ar: 'المؤسس' },
      image: '/images/placeholders/avatar.svg',
      bio: { en: 'Founded Madar.', ar: 'أسس مدار.' },
    };
    const patches = answer('PATCH', '/api/team/ahmed', { status: 200, body: member });
    const onDone = jest.fn();
    renderAt(<ItemEditor kind={kind('team')} item={member} onDone={onDone} onCancel={jest.fn()} />);

    expect(screen.getByLabelText('Biography (Arabic)')).toHaveAttribute('dir', 'rtl');
    fireEvent.change(screen.getByLabelText('Position (Arabic)'), { target: { value: 'المؤسس والرئيس' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(patches[0]?.body).toEqual({
      name: member.name,
      position: { en: 'Founder', ar: 'المؤسس والرئيس' },
      image: member.image,
      bio: member.bio,
    });
  });

  it('edits a milestone by its year and a figure as a number', async () => {
    const milestone = {
      year: 2015,
      title: { en: 'Benghazi', ar: 'بنغازي' },
      description: { en: 'Opened.', ar: 'افتتاح.' },
    };
    const timeline = answer('PATCH', '/api/timeline/2015', { status: 200, body: milestone });
    const done = jest.fn();
    const { unmount } = renderAt(
      <ItemEditor kind={kind('timeline')} item={milestone} onDone={done} onCancel={jest.fn()} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(timeline[0]?.body).toEqual({ title: milestone.title, description: milestone.description });
    unmount();

    const figure = { id: 'years', value: 15, label: { en: 'Years', ar: 'سنة' }, icon: 'calendar-check' };
    const statistics = answer('PATCH', '/api/statistics/years', { status: 200, body: figure });
    const saved = jest.fn();
    renderAt(<ItemEditor kind={kind('statistics')} item={figure} onDone={saved} onCancel={jest.fn()} />);
    fireEvent.change(screen.getByLabelText('Figure'), { target: { value: '16' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(statistics[0]?.body).toEqual({ value: 16, label: figure.label, icon: 'calendar-check' });
  });
});
