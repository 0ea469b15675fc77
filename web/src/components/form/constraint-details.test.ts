import { constraintDetails } from './constraint-details';

function formWith(html: string): HTMLFormElement {
  const form = document.createElement('form');
  form.noValidate = true;
  form.innerHTML = html;
  document.body.append(form);
  return form;
}

afterEach(() => document.body.replaceChildren());

describe('constraintDetails', () => {
  it("turns each browser check into the server's rule, in document order", () => {
    const form = formWith(`
      <input name="name" required>
      <input name="email" type="email" value="not an email">
      <input name="code" pattern="[A-Z]{3}" value="ab">
      <input name="count" type="number" min="1" max="9" value="12">
      <textarea name="ok" required>filled</textarea>
      <select name="kind" required><option value="">Choose</option></select>
    `);
    const { details, first } = constraintDetails(form);
    expect(details).toEqual([
      { field: 'name', rule: 'isNotEmpty' },
      { field: 'email', rule: 'isEmail' },
      { field: 'code', rule: 'matches' },
      { field: 'count', rule: 'max', params: { max: '9' } },
      { field: 'kind', rule: 'isNotEmpty' },
    ]);
    expect(first).toBe(form.elements.namedItem('name'));
  });

  it('reports an over-long value with the limit the message names', () => {
    const form = formWith('<input name="subject" maxlength="5">');
    const input = form.elements.namedItem('subject') as HTMLInputElement;
    // Browsers flag tooLong only for text the user typed; jsdom never does, so the state is set here.
    Object.defineProperty(input, 'validity', { value: { valid: false, tooLong: true } });
    expect(constraintDetails(form).details).toEqual([
      { field: 'subject', rule: 'maxLength', params: { max: 5 } },
    ]);
  });

  it('finds nothing in a valid form, and skips disabled controls', () => {
    const form = formWith('<input name="a" required value="x"><input name="b" required disabled>');
    expect(constraintDetails(form)).toEqual({ details: [], first: undefined });
  });
});
