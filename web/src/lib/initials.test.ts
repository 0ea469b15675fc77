import { initials } from './initials';

describe('initials', () => {
  it.each([
    ['Youssef Al-Werfalli', 'YW'],
    ['Khaled Ben Omran', 'KO'],
    ['Ali Abusaa', 'AA'],
    ['Dr. Nadia Al-Fitouri', 'NF'],
    ['huda', 'H'],
    ['  Salma   Al-Obeidi ', 'SO'],
  ])('gives the Latin initials of %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it.each([
    ['يوسف الورفلي', 'ي و'],
    ['خالد بن عمران', 'خ ع'],
    ['علي أبوسعة', 'ع أ'],
    ['د. نادية الفيتوري', 'ن ف'],
    ['هدى', 'ه'],
  ])('gives the Arabic initials of %s, apart so they do not join into a word', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('keeps a short family name that only looks like the article', () => {
    expect(initials('Omar Ali')).toBe('OA');
    expect(initials('عمر الي')).toBe('ع ا');
  });

  it('gives nothing for a blank name', () => {
    expect(initials('   ')).toBe('');
  });
});
