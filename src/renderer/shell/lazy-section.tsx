import { useEffect, useId, useReducer, useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { type Area, type Language } from '../../shared/i18n';
import { icons } from '../components/icons';
import { holdsAreas, loadAreas } from '../i18n/load-catalogue';
import { comingLanguage, useLanguage } from '../i18n/language-store';

/**
 * A section whose code is a chunk of its own (`import()`), and whose messages are its areas'
 * catalogues (`src/shared/i18n/areas.ts`), loaded when it is first opened, or earlier: while the
 * browser is idle after the first screen (`prefetchChunks` in `section-chunks.ts`), or at start
 * when it is the section the app opens on (`main.tsx`).
 */
export interface SectionChunk<P extends object> {
  /** The section's component once its chunk has run. */
  readonly loaded: ComponentType<P> | undefined;
  /** The areas whose messages the section shows. */
  readonly areas: readonly Area[];
  /**
   * Loads the chunk, once (a failed load is forgotten, so the next call tries again), and the
   * areas' messages in `language`: by default the one the UI speaks or is switching to.
   */
  readonly load: (language?: Language) => Promise<ComponentType<P>>;
}

export function sectionChunk<P extends object>(
  importChunk: () => Promise<ComponentType<P>>,
  areas: readonly Area[],
): SectionChunk<P> {
  let pending: Promise<ComponentType<P>> | undefined;
  const chunk: SectionChunk<P> & { loaded: ComponentType<P> | undefined } = {
    loaded: undefined,
    areas,
    load: (language = comingLanguage()) => {
      pending ??= importChunk().then(
        (component) => (chunk.loaded = component),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return Promise.all([pending, loadAreas(language, areas)]).then(([component]) => component);
    },
  };
  return chunk;
}

/**
 * A lazily loaded section in the content area. Loaded already, its areas' messages held in the
 * UI's language (the usual case, see `prefetchChunks`), it renders at once. Otherwise a polite
 * status names it while its chunk and messages load (filling the area, so nothing moves when
 * the section replaces it), and a failed load (a browser page left open across an update) says
 * so with Try again. The section never renders without its messages in the language the UI
 * speaks: no key, no other language on screen (a change of language waits for the areas
 * already opened, `applyLanguage`).
 *
 * Not React's `lazy` and `<Suspense>`: React shows the content that replaces a Suspense
 * fallback no sooner than 300 ms after the fallback appeared, a delay a chunk read from disk
 * in a few milliseconds need not pay; a state update shows the section as soon as it is there.
 */
export function LazySection<P extends object>({
  chunk,
  props,
  label,
  quiet = false,
}: {
  chunk: SectionChunk<P>;
  props: P;
  /** The section's name, in the UI's language. */
  label: string;
  /**
   * Nothing is shown until the chunk is there, nor when it fails: for a small part that only
   * adds to a screen (the "update ready" line), where a status would say more than the part.
   */
  quiet?: boolean;
}) {
  const [, loadedNow] = useReducer((n: number) => n + 1, 0);
  const [failed, setFailed] = useState(false);
  const language = useLanguage((s) => s.language);
  const Section = holdsAreas(language, chunk.areas) ? chunk.loaded : undefined;

  useEffect(() => {
    if (Section || failed) return;
    let live = true;
    chunk.load(language).then(
      () => live && loadedNow(),
      (error: unknown) => {
        console.error('section chunk:', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [chunk, Section, failed, language]);

  if (Section) return <Section {...props} />;
  if (quiet) return null;
  if (failed) return <SectionLoadFailed label={label} retry={() => setFailed(false)} />;
  return <SectionLoading label={label} />;
}

/** A polite live region, named by its sentence ("Opening People…"). */
function SectionLoading({ label }: { label: string }) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="section-loading" role="status" aria-labelledby={id}>
      <div className="spinner" aria-hidden="true" />
      <p id={id}>{intl.formatMessage({ id: 'section.loading' }, { section: label })}</p>
    </div>
  );
}

function SectionLoadFailed({ label, retry }: { label: string; retry: () => void }) {
  const intl = useIntl();
  return (
    <div role="alert" className="alert alert-error">
      {icons.alert}
      <span>{intl.formatMessage({ id: 'section.loadFailed' }, { section: label })}</span>
      <button type="button" className="button button-secondary" onClick={retry}>
        {intl.formatMessage({ id: 'common.tryAgain' })}
      </button>
    </div>
  );
}
