import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { isolate, isolatingInterpolation } from './bidi';

async function instanceIn(lng: string) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    resources: {
      en: { translation: { deleted: 'Deleted {{name}} ({{count}} rows)' } },
      pkr: { translation: { deleted: '{{name}} حذف ہو گیا ({{count}} قطاریں)' } },
    },
    interpolation: isolatingInterpolation(i18n),
  });
  return i18n;
}

describe('isolate', () => {
  it('wraps the text in first strong isolate and pop directional isolate', () => {
    expect(isolate('AGENCY INC.')).toBe('\u2068AGENCY INC.\u2069');
  });
});

describe('isolatingInterpolation', () => {
  it('isolates every interpolated value of an Urdu message', async () => {
    const i18n = await instanceIn('pkr');
    expect(i18n.t('deleted', { name: 'AGENCY INC.', count: 3 })).toBe(
      '\u2068AGENCY INC.\u2069 حذف ہو گیا (\u20683\u2069 قطاریں)',
    );
  });

  it('leaves the values of a left-to-right message as they are, and does not HTML-escape them', async () => {
    const i18n = await instanceIn('en');
    expect(i18n.t('deleted', { name: 'A & B <Ltd>', count: 3 })).toBe('Deleted A & B <Ltd> (3 rows)');
  });

  it('follows the language when it changes', async () => {
    const i18n = await instanceIn('en');
    await i18n.changeLanguage('pkr');
    expect(i18n.t('deleted', { name: 'AGENCY INC.', count: 1 })).toContain('\u2068AGENCY INC.\u2069');
    await i18n.changeLanguage('en');
    expect(i18n.t('deleted', { name: 'AGENCY INC.', count: 1 })).toBe('Deleted AGENCY INC. (1 rows)');
  });
});
