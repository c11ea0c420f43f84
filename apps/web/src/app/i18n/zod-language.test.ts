import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applyZodLanguage } from './zod-language.ts';

const tooShort = () => z.string().min(3).safeParse('a').error?.issues[0]?.message;

describe("zod's own messages follow the page's language (issue 16)", () => {
  afterEach(() => applyZodLanguage('en'));

  it('says a check of no text of ours in French, then Portuguese, then English again', async () => {
    const english = tooShort();
    await applyZodLanguage('fr');
    const french = tooShort();
    await applyZodLanguage('pt');
    const portuguese = tooShort();
    await applyZodLanguage('en');
    expect(tooShort()).toBe(english);
    expect(english).toMatch(/Too small/);
    expect(french).toMatch(/Trop petit/);
    expect(portuguese).toMatch(/pequeno/i);
  });
});
