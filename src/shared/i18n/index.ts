export { languageNames, languageSchema, languages, pickLanguage, type Language } from './languages';
export {
  catalogueOf,
  holdCatalogue,
  holdsCatalogue,
  type MessageKey,
  type Messages,
} from './catalogues';
export {
  currentIntl,
  intlConfig,
  intlFor,
  processLanguage,
  setProcessLanguage,
  t,
  type Formatter,
  type MessageValues,
} from './translate';
