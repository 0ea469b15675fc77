import type { ErrorEnvelope } from '../errors';
import { AppError } from './app-error';
import { toEnvelope } from './error.filter';
import { LocalizedTextInput } from './localized-text.input';
import { NestedField, NestedListField } from './nested-fields';
import { createValidationPipe } from './validation';

class TitleInput extends LocalizedTextInput(20) {}
class ItemInput extends LocalizedTextInput(10) {}

class JobLikeDto {
  @NestedField(TitleInput, { reportMissing: true })
  title!: TitleInput;

  @NestedField(TitleInput)
  subtitle!: TitleInput;

  @NestedListField(ItemInput, { minItems: 1, maxItems: 2 })
  items!: ItemInput[];

  @NestedListField(ItemInput, { maxItems: 2, optional: true })
  tags?: ItemInput[];
}

const text = (en: string, ar: string) => ({ en, ar });
const valid = () => ({
  title: text('Engineer', 'مهندس'),
  subtitle: text('Tripoli', 'طرابلس'),
  items: [text('Cables', 'كوابل')],
});

const pipe = createValidationPipe();
const accept = (body: Record<string, unknown>) =>
  pipe.transform(body, { type: 'body', metatype: JobLikeDto });

async function refuse(body: Record<string, unknown>): Promise<ErrorEnvelope> {
  const error: unknown = await accept(body).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return toEnvelope(error);
}

describe('nested field decorators', () => {
  it('accepts nested objects and turns them into their input classes, an optional list left out', async () => {
    const dto = (await accept(valid())) as JobLikeDto;
    expect(dto.title).toBeInstanceOf(TitleInput);
    expect(dto.items[0]).toBeInstanceOf(ItemInput);
    expect(dto.tags).toBeUndefined();
  });

  it('reports a missing object as isDefined only where asked, always as isObject', async () => {
    const { title, subtitle, ...rest } = valid();
    void title;
    void subtitle;
    const envelope = await refuse(rest);
    expect(envelope.details).toEqual(
      expect.arrayContaining([
        { field: 'title', rule: 'isDefined' },
        { field: 'title', rule: 'isObject' },
        { field: 'subtitle', rule: 'isObject' },
      ]),
    );
    expect(envelope.details).not.toContainEqual({ field: 'subtitle', rule: 'isDefined' });
  });

  it('validates inside the objects and each list item, with the field path', async () => {
    const envelope = await refuse({
      ...valid(),
      title: text('x'.repeat(21), 'مهندس'),
      items: [text('Cables', 'كوابل'), text('Fibre', '')],
    });
    expect(envelope.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'title.en', rule: 'maxLength' }),
        expect.objectContaining({ field: 'items.1.ar' }),
      ]),
    );
  });

  it('holds a list between its sizes, items that are objects, and an optional list to not-null', async () => {
    const tooFew = await refuse({ ...valid(), items: [] });
    expect(tooFew.details).toContainEqual(expect.objectContaining({ field: 'items', rule: 'arrayMinSize' }));
    const tooMany = await refuse({ ...valid(), tags: [text('a', 'أ'), text('b', 'ب'), text('c', 'ج')] });
    expect(tooMany.details).toContainEqual(expect.objectContaining({ field: 'tags', rule: 'arrayMaxSize' }));
    const notObjects = await refuse({ ...valid(), items: ['Cables'] });
    expect(notObjects.details).toContainEqual(expect.objectContaining({ field: 'items', rule: 'isObject' }));
    const nullTags = await refuse({ ...valid(), tags: null });
    expect(nullTags.details).toContainEqual(expect.objectContaining({ field: 'tags', rule: 'isArray' }));
  });
});
