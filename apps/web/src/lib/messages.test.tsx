import { renderHook } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { useMessage } from './messages';

const ns = 'translation';
const catalogue = {
  known: 'Item not found.',
  cleared: 'BL {{blNo}} is already cleared under clearance {{clearanceNumber}}.',
};

describe('useMessage', () => {
  afterEach(async () => {
    i18n.removeResourceBundle('es', ns);
    await i18n.changeLanguage('en');
  });

  async function inSpanish() {
    i18n.addResourceBundle('en', ns, { messages: catalogue }, true, true);
    i18n.addResourceBundle(
      'es',
      ns,
      {
        messages: {
          known: 'Artículo no encontrado.',
          cleared: 'El BL {{blNo}} ya está despachado con la autorización {{clearanceNumber}}.',
        },
      },
      true,
      true,
    );
    await i18n.changeLanguage('es');
    return renderHook(() => useMessage()).result.current;
  }

  it('translates a known sentence, line by line, and leaves an unknown one as it came', async () => {
    const translate = await inSpanish();
    expect(translate('Item not found.\nSomething else')).toBe('Artículo no encontrado.\nSomething else');
  });

  it('carries the values of a sentence with placeholders into its translation', async () => {
    const translate = await inSpanish();
    expect(translate('BL MNL-77 (A) is already cleared under clearance C.2026/001.')).toBe(
      'El BL MNL-77 (A) ya está despachado con la autorización C.2026/001.',
    );
    expect(translate('BL  is already cleared under clearance X.')).toBe('BL  is already cleared under clearance X.');
  });
});
