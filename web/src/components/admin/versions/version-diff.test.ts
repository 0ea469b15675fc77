import { htmlText, type VersionField, versionDifferences } from './version-diff';

interface Item {
  title: string;
  body: string;
  tags: string[];
  published: boolean;
}

const FIELDS: VersionField<Item>[] = [
  { key: 'title', label: 'Title', read: (item) => item.title },
  { key: 'body', label: 'Body', read: (item) => item.body, kind: 'html' },
  { key: 'tags', label: 'Tags', read: (item) => item.tags },
  { key: 'published', label: 'Status', read: (item) => item.published },
];
const current: Item = {
  title: 'Fibre in Misrata',
  body: '<p>Forty kilometres.</p>',
  tags: ['a'],
  published: true,
};

describe('versionDifferences', () => {
  it('names only the fields a restore would change, each as words removed and brought back', () => {
    const version = { ...current, title: 'Fibre backbone in Misrata', tags: ['a', 'b'] };

    const differences = versionDifferences(FIELDS, version, current);

    expect(differences.map((difference) => difference.label)).toEqual(['Title', 'Tags']);
    expect(differences[0]?.parts).toEqual([
      { value: 'Fibre ', added: false, removed: false },
      { value: 'backbone ', added: true, removed: false },
      { value: 'in Misrata', added: false, removed: false },
    ]);
    expect(differences[1]?.parts.filter((part) => part.added).map((part) => part.value.trim())).toEqual([
      'b',
    ]);
  });

  it('compares an HTML body by its text, so markup alone is no difference', () => {
    for (const body of ['<p><b>Forty</b> kilometres.</p>', '<p>\n  Forty   kilometres.\n</p>']) {
      expect(versionDifferences(FIELDS, { ...current, body }, current)).toEqual([]);
    }
    expect(htmlText('<h2>One</h2><p>Two &amp; three</p>')).toBe('One\nTwo & three');
    const changed = versionDifferences(FIELDS, { ...current, body: '<p>Fifty kilometres.</p>' }, current);
    expect(changed.map((difference) => difference.label)).toEqual(['Body']);
  });

  it('finds nothing when the version is the current state', () => {
    expect(versionDifferences(FIELDS, { ...current }, current)).toEqual([]);
  });
});
