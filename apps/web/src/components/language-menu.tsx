import { Button, Menu } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { languageOf, languages } from '../lib/languages';

/** The language switch: each language under its own name; the detector remembers the choice. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = languageOf(i18n.resolvedLanguage);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          leftSection={<IconLanguage size={18} />}
          aria-label={t('common.languageNamed', { name: current.name })}
        >
          {current.name}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {languages.map((language) => (
          <Menu.Item
            key={language.code}
            lang={language.htmlLang}
            dir={language.dir}
            fw={language.code === current.code ? 700 : undefined}
            onClick={() => i18n.changeLanguage(language.code)}
          >
            {language.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
