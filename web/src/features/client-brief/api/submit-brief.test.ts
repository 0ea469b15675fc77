import { act } from '@testing-library/react';
import i18n from '@/lib/i18n';
import { answer } from '@/testing/api-server';
import { toBriefInput, EMPTY_BRIEF } from '../components/brief-values';
import { submitBrief } from './submit-brief';

describe('submitBrief', () => {
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it("sends the page's language, for the visitor's confirmation mail", async () => {
    const requests = answer('POST', '/api/briefs', { status: 201, body: { success: true, id: 'b1' } });
    const input = toBriefInput(EMPTY_BRIEF);
    await submitBrief(input);
    await act(() => i18n.changeLanguage('ar'));
    await submitBrief(input);
    expect(requests.map((request) => (request.body as { language?: string }).language)).toEqual(['en', 'ar']);
  });
});
