import { holdAllCatalogues } from '../src/shared/i18n/all-catalogues';

// The tests format in any language, as main does; the renderer's loading of a language's
// catalogue is tested on its own (test/renderer/load-catalogue.test.ts).
holdAllCatalogues();
