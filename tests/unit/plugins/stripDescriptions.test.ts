import { describe, expect, it } from 'vitest';
import { stripDescriptions } from '../../../src/plugins/strip-descriptions/strip.cjs';

describe('translator descriptions are left out of the bundles', () => {
  it('drops the description of a translate() call, keeping id, message and values', () => {
    const source = `const a = translate(
  {
    id: 'x.y',
    message: 'Hello {name}',
    description: 'Greets ' + 'the member',
  },
  { name },
);`;
    expect(stripDescriptions(source, 'a.ts')).toBe(`const a = translate(
  {
    id: 'x.y',
    message: 'Hello {name}',
  },
  { name },
);`);
  });

  it('drops a description that comes first or last without a comma', () => {
    expect(stripDescriptions(`translate({ description: \`d\`, id: 'a', message: 'm' })`, 'a.ts')).toBe(
      `translate({ id: 'a', message: 'm' })`,
    );
    expect(stripDescriptions(`translate({ id: 'a', message: 'm', description: "d" })`, 'a.ts')).toBe(
      `translate({ id: 'a', message: 'm', })`,
    );
  });

  it('drops the description attribute of <Translate>', () => {
    const source = `<Translate id="a" description="for translators" values={{ n }}>Text</Translate>`;
    expect(stripDescriptions(source, 'a.tsx')).toBe(`<Translate id="a" values={{ n }}>Text</Translate>`);
    expect(stripDescriptions(`<Translate id="b" description={'x' + 'y'} />`, 'b.tsx')).toBe(`<Translate id="b" />`);
  });

  it('keeps descriptions that are not plain text, and other objects with a description', () => {
    const computed = `translate({ id: 'a', message: 'm', description: describe() })`;
    expect(stripDescriptions(computed, 'a.ts')).toBe(computed);
    const meta = `const page = { title: 't', description: 'shown in search results' };`;
    expect(stripDescriptions(meta, 'a.ts')).toBe(meta);
    const layout = `<Layout title="t" description="meta description" />`;
    expect(stripDescriptions(layout, 'a.tsx')).toBe(layout);
  });
});
