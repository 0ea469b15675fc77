import '@/locales/register-admin';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/lib/i18n';
import { answer, envelope, type Reply } from '@/testing/api-server';
import { installFakeXhr, lastXhr } from '@/testing/fake-xhr';
import { renderAt } from '@/testing/render';
import type { MediaItem, MediaUse } from '../api/media';
import { MediaLibraryPage } from './media-library-page';

const ID = '0b6f6a52-4a1e-4a57-9a4f-5d6a2a1b9c01';

const item = (overrides: Partial<MediaItem> = {}): MediaItem => ({
  id: ID,
  url: `/media/${ID}-v1-1600.jpg`,
  revision: 1,
  alt: { en: '', ar: '' },
  fileName: 'fibre-splicing.jpg',
  width: 1600,
  height: 1200,
  sourceFormat: 'jpeg',
  bytes: 400_000,
  files: [
    { name: `${ID}-v1-480.webp`, width: 480, format: 'webp', bytes: 30_000, url: `/media/${ID}-v1-480.webp` },
    {
      name: `${ID}-v1-1600.jpg`,
      width: 1600,
      format: 'jpg',
      bytes: 300_000,
      url: `/media/${ID}-v1-1600.jpg`,
    },
  ],
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
  ...overrides,
});

const page = (items: MediaItem[]): Reply => ({
  status: 200,
  body: { items, total: items.length, page: 1, pageSize: 24 },
});

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'photo.jpg', { type: 'image/jpeg' });

describe('the media library screen', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('lists the images and uploads a chosen file as the `file` field, then reads the list again', async () => {
    const restore = installFakeXhr();
    try {
      const lists = answer('GET', '/api/media', page([]), page([item()]));
      renderAt(<MediaLibraryPage />);

      expect(await screen.findByText('No images yet. Upload the first one.')).toBeInTheDocument();
      await userEvent.upload(screen.getByLabelText('Upload images'), photo());
      const xhr = lastXhr();
      expect({ method: xhr.method, url: xhr.url }).toEqual({ method: 'POST', url: '/api/media' });
      expect(((xhr.body as FormData).get('file') as File).name).toBe('photo.jpg');
      act(() => xhr.respond(201, item()));

      expect(await screen.findByRole('status')).toHaveTextContent('photo.jpg was added to the library.');
      expect(await screen.findByText('fibre-splicing.jpg')).toBeInTheDocument();
      // No alt text yet: the thumbnail is decorative (alt=""), the file name beside it names it.
      expect(document.querySelector('.media-card__thumb')).toHaveAttribute('src', `/media/${ID}-v1-480.webp`);
      expect(lists.length).toBeGreaterThanOrEqual(2);
    } finally {
      restore();
    }
  });

  it('uploads dropped files too, and says why one was refused', async () => {
    const restore = installFakeXhr();
    try {
      answer('GET', '/api/media', page([]));
      renderAt(<MediaLibraryPage />);
      await screen.findByText('No images yet. Upload the first one.');

      const notes = new File(['just text'], 'notes.png', { type: 'image/png' });
      fireEvent.drop(screen.getByTestId('media-drop'), { dataTransfer: { files: [notes] } });
      await waitFor(() => expect(lastXhr().url).toBe('/api/media'));
      act(() =>
        lastXhr().respond(
          415,
          envelope(415, 'MEDIA.UNSUPPORTED_TYPE', 'The file is not a PNG, JPEG, WebP, GIF or AVIF image'),
        ),
      );

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'notes.png: This file is not a PNG, JPEG, WebP, GIF or AVIF image.',
      );
    } finally {
      restore();
    }
  });

  it('saves the alt text only with both languages', async () => {
    answer('GET', '/api/media', page([item()]));
    const patches = answer('PATCH', `/api/media/${ID}`, { status: 200, body: item() });
    renderAt(<MediaLibraryPage />);
    await screen.findByText('fibre-splicing.jpg');

    await userEvent.type(screen.getByLabelText('In English'), 'Engineers splicing fibre');
    await userEvent.click(screen.getByRole('button', { name: 'Save text' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Write the alternative text in both languages.',
    );
    expect(patches).toHaveLength(0);

    const arabic = screen.getByLabelText('In Arabic');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    await userEvent.type(arabic, 'مهندسون يلحمون الألياف');
    await userEvent.click(screen.getByRole('button', { name: 'Save text' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]?.body).toEqual({
      alt: { en: 'Engineers splicing fibre', ar: 'مهندسون يلحمون الألياف' },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Alternative text saved.');
  });

  it('names the posts that use an image when its delete is refused', async () => {
    answer('GET', '/api/media', page([item()]));
    answer('DELETE', `/api/media/${ID}`, { status: 409, body: envelope(409, 'MEDIA.IN_USE', 'in use') });
    const uses: MediaUse[] = [
      {
        postId: 'p1',
        slug: 'fibre',
        title: { en: 'Fibre in Misrata', ar: 'الألياف في مصراتة' },
        field: 'image',
      },
    ];
    answer('GET', `/api/media/${ID}/uses`, { status: 200, body: uses });
    renderAt(<MediaLibraryPage />);
    await screen.findByText('fibre-splicing.jpg');

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This image is still used, so it was not deleted.');
    expect(alert).toHaveTextContent('Fibre in Misrata (cover image)');
  });

  it('speaks Arabic', async () => {
    await act(() => i18n.changeLanguage('ar'));
    answer('GET', '/api/media', page([item({ alt: { en: 'Fibre', ar: 'ألياف' } })]));
    renderAt(<MediaLibraryPage />);
    expect(await screen.findByRole('heading', { name: 'مكتبة الوسائط' })).toBeInTheDocument();
    // The heading is there before the list has loaded: wait for the image itself.
    expect(await screen.findByRole('img', { name: 'ألياف' })).toBeInTheDocument();
    expect(screen.getByLabelText('رفع صور')).toBeInTheDocument();
  });
});
