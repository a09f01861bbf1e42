import { type SiteLanguage, siteFallbackLanguage, siteLanguages } from '@portside/contracts/site';
import { useTranslation } from 'react-i18next';

/** The visitor's language (the app's language switch) as the site's texts name it; English when it is none of them. */
export function useSiteLanguage(): SiteLanguage {
  const { i18n } = useTranslation();
  return siteLanguages.find((language) => language === i18n.resolvedLanguage) ?? siteFallbackLanguage;
}
