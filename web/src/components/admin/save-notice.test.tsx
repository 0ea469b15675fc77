import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import i18n from '@/lib/i18n';
import { SAVE_NOTICE_MS, SaveNoticeProvider, useSaveNotice } from './save-notice';

function Screen() {
  const notify = useSaveNotice();
  return (
    <>
      <button type="button" onClick={() => notify('saved')}>
        Save
      </button>
      <button type="button" onClick={() => notify('deleted')}>
        Remove
      </button>
    </>
  );
}

function renderScreen() {
  return render(
    <I18nextProvider i18n={i18n}>
      <SaveNoticeProvider>
        <Screen />
      </SaveNoticeProvider>
    </I18nextProvider>,
  );
}

describe('SaveNoticeProvider', () => {
  afterEach(() => jest.useRealTimers());

  it('shows "Saved" or "Deleted" in a polite live region for a few seconds', () => {
    jest.useFakeTimers();
    renderScreen();
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(region).toHaveTextContent('Saved');
    const first = region.firstElementChild;
    act(() => jest.advanceTimersByTime(SAVE_NOTICE_MS - 1000));
    // A second change replaces the element, so screen readers announce it again, and the time restarts.
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(region).toHaveTextContent('Deleted');
    expect(region.firstElementChild).not.toBe(first);
    act(() => jest.advanceTimersByTime(SAVE_NOTICE_MS - 1));
    expect(region).toHaveTextContent('Deleted');
    act(() => jest.advanceTimersByTime(1));
    expect(region).toBeEmptyDOMElement();
  });

  it('speaks Arabic on an Arabic admin', async () => {
    await act(() => i18n.changeLanguage('ar'));
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status')).toHaveTextContent('تم الحفظ');
  });
});
