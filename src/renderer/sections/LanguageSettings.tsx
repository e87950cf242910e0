import { useId } from 'react';
import { useIntl } from 'react-intl';
import { type Api } from '../../shared/contract';
import { languageNames, languages, languageSchema } from '../../shared/i18n';
import { chooseLanguage, useLanguage } from '../i18n/language-store';

/**
 * Settings: the language of the whole app, applied at once (no restart) and kept by main for
 * the next start. Each language is listed in its own words, so it can be found in any language.
 */
export function LanguageSettings({ api }: { api: Api }) {
  const intl = useIntl();
  const language = useLanguage((s) => s.language);
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {intl.formatMessage({ id: 'settings.language' })}
      </label>
      <select
        id={id}
        value={language}
        onChange={(e) => {
          const chosen = languageSchema.safeParse(e.target.value);
          if (chosen.success) void chooseLanguage(api, chosen.data).catch(() => {});
        }}
      >
        {languages.map((l) => (
          <option key={l} value={l} lang={l}>
            {languageNames[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
