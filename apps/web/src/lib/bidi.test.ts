import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../public/locales/en/translation.json';
import pkr from '../../public/locales/pkr/translation.json';
import { isolate, isolatingInterpolation } from './bidi';

async function instanceIn(lng: string) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    resources: { en: { translation: en }, pkr: { translation: pkr } },
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
  it('isolates the interpolated values of an Urdu message', async () => {
    const i18n = await instanceIn('pkr');
    expect(i18n.t('kinds.deleted', { name: 'AGENCY INC.' })).toBe('کمپنی کی قسم "\u2068AGENCY INC.\u2069" حذف ہو گئی۔');
  });

  it('leaves the values of a left-to-right message as they are, and does not HTML-escape them', async () => {
    const i18n = await instanceIn('en');
    expect(i18n.t('kinds.deleted', { name: 'A & B <Ltd>' })).toBe('Kind of company "A & B <Ltd>" deleted.');
  });

  it('follows the language when it changes', async () => {
    const i18n = await instanceIn('en');
    await i18n.changeLanguage('pkr');
    expect(i18n.t('kinds.deleted', { name: 'AGENCY INC.' })).toContain('\u2068AGENCY INC.\u2069');
    await i18n.changeLanguage('en');
    expect(i18n.t('kinds.deleted', { name: 'AGENCY INC.' })).toBe('Kind of company "AGENCY INC." deleted.');
  });

  it("keeps a tally hour's range in reading order in Urdu: one isolated value, not two around a dash", async () => {
    const i18n = await instanceIn('pkr');
    const option = i18n.t('operations.monitoring.tally.hourOption', { day: '2026-03-01', hours: '10:00–11:00' });
    expect(option).toBe('\u20682026-03-01\u2069 \u206810:00–11:00\u2069');
  });
});
