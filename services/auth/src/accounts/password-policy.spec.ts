import { isCommonPassword, passwordProblems } from './password-policy';

const owner = { email: 'nadia.elmagrahi@madar.ly', name: 'Nadia Elmagrahi' };
const rules = (password: string) => passwordProblems('password', password, owner).map((p) => p.rule);

describe('password policy', () => {
  it('accepts a long password that is not common and names nobody', () => {
    expect(passwordProblems('password', 'Olive grove at dawn 1987', owner)).toEqual([]);
  });

  it('names every broken rule at once, with its figure', () => {
    expect(passwordProblems('newPassword', 'nadia', owner)).toEqual([
      { field: 'newPassword', rule: 'minLength', params: { min: 12 } },
      { field: 'newPassword', rule: 'containsEmail' },
      { field: 'newPassword', rule: 'containsName' },
      { field: 'newPassword', rule: 'commonPassword' },
    ]);
    expect(rules('x'.repeat(1025))).toEqual(['maxLength']);
  });

  it('counts characters, not UTF-16 units, towards the minimum', () => {
    expect(rules('😀'.repeat(11))).toEqual(['minLength']);
    expect(rules('كلمة سر طويلة')).toEqual([]);
  });

  it('refuses the email or a part of the name, without case', () => {
    expect(rules('my NADIA.ELMAGRAHI@madar.ly pass')).toContain('containsEmail');
    expect(rules('Elmagrahi-garden-77')).toEqual(expect.arrayContaining(['containsName']));
  });

  it('refuses a common password from the shipped list whatever its case', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('QWERTY123456')).toBe(true);
    expect(rules('Password1234')).toEqual(['commonPassword']);
    expect(isCommonPassword('Olive grove at dawn 1987')).toBe(false);
  });
});
