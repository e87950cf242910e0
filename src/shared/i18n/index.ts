export { languageNames, languageSchema, languages, pickLanguage, type Language } from './languages';
export { areas, type Area } from './areas';
export {
  catalogueOf,
  holdCatalogue,
  holdsCatalogue,
  type AreaKey,
  type CoreKey,
  type MessageKey,
  type Messages,
  type Part,
  type PartMessages,
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
