import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { render, screen } from '@testing-library/react';
import { DeleteButton } from './delete-button';

const SRC = join(__dirname, '..', '..');

/** Every component source of the web app (tests left out). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

/** A delete or remove action, by its label's or accessible name's translation key. */
const DELETE_LABEL = /'common\.(delete|remove)'|\.deleteOf'/;

describe('DeleteButton', () => {
  it('is a plain button in the danger outline, at the standard or the small size', () => {
    render(
      <>
        <DeleteButton onClick={() => undefined}>Delete</DeleteButton>
        <DeleteButton small aria-label="Delete: Sara">
          Delete
        </DeleteButton>
      </>,
    );
    const [standard, small] = screen.getAllByRole('button');
    expect(standard).toHaveAttribute('type', 'button');
    expect(standard).toHaveClass('admin-button', 'admin-button--danger-ghost');
    expect(standard).not.toHaveClass('admin-button--sm');
    expect(small).toHaveClass('admin-button', 'admin-button--danger-ghost', 'admin-button--sm');
    expect(small).toHaveAccessibleName('Delete: Sara');
  });

  it('is the only way the panel draws a Delete or Remove button', () => {
    const files = sources(SRC);
    expect(files.length).toBeGreaterThan(50);
    // A raw <button> whose label or accessible name says delete/remove has its own look: the one style
    // is DeleteButton's (the confirmation dialog's solid button is labelled by its caller, not here).
    const raw = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/<button\b[\s\S]*?<\/button>/g)]
        .filter(([element]) => DELETE_LABEL.test(element))
        .map(() => relative(SRC, file)),
    );
    expect(raw).toEqual([]);
  });
});
