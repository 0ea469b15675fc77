import { parseLegalBody } from './parse-legal-body';

describe('parseLegalBody', () => {
  it('splits paragraphs on blank lines and turns dash lines into a list', () => {
    expect(parseLegalBody('Intro text.\n\n- one;\n- two.\n\nClosing\nline.')).toEqual([
      { kind: 'paragraph', text: 'Intro text.' },
      { kind: 'list', items: ['one;', 'two.'] },
      { kind: 'paragraph', text: 'Closing line.' },
    ]);
  });

  it('ignores empty blocks', () => {
    expect(parseLegalBody('\n\nOnly one.\n\n\n')).toEqual([{ kind: 'paragraph', text: 'Only one.' }]);
  });
});
