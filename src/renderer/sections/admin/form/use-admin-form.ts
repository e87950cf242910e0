import { zodResolver } from '@hookform/resolvers/zod';
import { type BaseSyntheticEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { useForm, useWatch, type DefaultValues, type FieldValues } from 'react-hook-form';
import { type z } from 'zod';
import {
  diffForm,
  rebaseForm,
  type AdminChanges,
  type Current,
  type DiffRow,
  type FormDiff,
  type FormSpec,
  type FormValues,
  type SaveResult,
} from '../../../../shared/admin';
import { sentenceOf } from '../../../components/describe-error';
import { useAppStore } from '../../../state/app-store';

/**
 * A form's field rules both ways (`adminFormRules(schema)`, `src/shared/admin`), each taking and
 * giving the form's values `F` (`AdminFormValues` of the schema).
 */
export interface AdminFormRules<F> {
  /** The server shows the current values: every field as its rule says. */
  readonly strict: z.ZodType<F, F>;
  /** It does not: any field may also be left as is. */
  readonly relaxed: z.ZodType<F, F>;
}

export interface AdminFormOptions<V, F extends FieldValues> {
  spec: FormSpec;
  /** Its field rules: `adminFormRules` of the schema its values' type comes from. */
  rules: AdminFormRules<NoInfer<F>>;
  toForm: (view: V) => NoInfer<F>;
  /**
   * The form's values when the server does not show the current ones: every field left as is.
   * Its type (`AdminFormValues` of the form's schema) is the form's; it is also its defaults.
   */
  blank: F & NoInfer<DefaultValues<F>>;
  load: () => Promise<Current<V>>;
  save: (args: { base: V | null; changes: AdminChanges }) => Promise<SaveResult<V>>;
}

export type Phase<V> =
  | { name: 'loading' }
  | { name: 'load-failed'; sentence: string }
  | { name: 'editing' }
  | { name: 'review'; diff: FormDiff }
  | { name: 'saving'; diff: FormDiff }
  | { name: 'conflict'; rows: readonly DiffRow[]; fresh: V };

export type Notice = 'saved' | 'saved-unreadable' | 'no-changes' | null;

/**
 * The life of one admin form: load what the server holds, edit with react-hook-form under the
 * zod rules, review exactly what will change, save (main checks for a change made meanwhile,
 * sends the minimal patch and reads back), show what the server holds. Leaving with unsaved
 * changes goes through the app's leave guard, which asks first.
 */
export function useAdminForm<V, F extends FieldValues>(options: AdminFormOptions<V, F>) {
  const { spec, rules, toForm, blank, load, save } = options;
  const [current, setCurrent] = useState<Current<V> | null>(null);
  const [phase, setPhase] = useState<Phase<V>>({ name: 'loading' });
  const [notice, setNoticeSaid] = useState<{ said: Notice; values: string }>({
    said: null,
    values: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [pendingLeave, setPendingLeave] = useState<(() => void) | null>(null);
  const [attempt, setAttempt] = useState(0);

  // The rules follow what is shown: with current values every field is checked as it is;
  // without them a field may also be left as is. (useForm takes a new resolver on every render.)
  const available = current?.available ?? true;
  const strict = useMemo(() => zodResolver(rules.strict), [rules]);
  const relaxed = useMemo(() => zodResolver(rules.relaxed), [rules]);
  const resolver = available ? strict : relaxed;
  const form = useForm<F>({ resolver, defaultValues: blank, mode: 'onTouched' });
  const { reset, handleSubmit, control, getValues } = form;
  /** Says a result about the values the form holds now (`notice` below drops it once they change). */
  const setNotice = useCallback(
    (said: Notice) => setNoticeSaid({ said, values: JSON.stringify(getValues()) }),
    [getValues],
  );

  const base: F | null = useMemo(
    () => (current?.available ? toForm(current.value) : null),
    [current, toForm],
  );
  const show = useCallback(
    (next: Current<V>) => {
      setCurrent(next);
      reset(next.available ? toForm(next.value) : blank);
    },
    [blank, reset, toForm],
  );

  // Starts in 'loading'; a retry sets it again (another object is another component: `key`).
  useEffect(() => {
    let live = true;
    load()
      .then((loaded) => {
        if (!live) return;
        show(loaded);
        setPhase({ name: 'editing' });
      })
      .catch((e: unknown) => live && setPhase({ name: 'load-failed', sentence: sentenceOf(e) }));
    return () => {
      live = false;
    };
  }, [load, show, attempt]);

  const values: FormValues = useWatch({ control });
  const hasErrors = Object.keys(form.formState.errors).length > 0;
  // Said about other values: gone for good, also when the user types the same values back.
  if (notice.said !== null && JSON.stringify(values) !== notice.values) {
    setNoticeSaid({ said: null, values: '' });
  }
  const pending = useMemo(() => diffForm(spec, base, values), [spec, base, values]);
  const dirty = pending.rows.length > 0;

  const setLeaveGuard = useAppStore((s) => s.setLeaveGuard);
  useEffect(() => {
    if (!dirty) return;
    setLeaveGuard((leave) => setPendingLeave(() => leave));
    return () => setLeaveGuard(null);
  }, [dirty, setLeaveGuard]);

  // Closing the window (or reloading the page) with unsaved changes asks first: the browser's
  // own prompt in the browser host, Switchboard's dialog in the desktop app.
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    globalThis.addEventListener('beforeunload', ask);
    return () => globalThis.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const check = handleSubmit((checked) => {
    const diff = diffForm(spec, base, checked);
    if (diff.rows.length === 0) {
      setNotice('no-changes');
      return;
    }
    setPhase({ name: 'review', diff });
  });
  /** "Review changes": what an earlier try said goes, whether the rules pass this time or not. */
  const review = (event?: BaseSyntheticEvent) => {
    setNotice(null);
    setError(null);
    return check(event);
  };

  const confirmSave = (diff: FormDiff) => {
    setPhase({ name: 'saving', diff });
    save({ base: current?.available ? current.value : null, changes: diff.changes })
      .then((result) => {
        if (result.outcome === 'conflict') {
          setPhase({
            name: 'conflict',
            rows: diffForm(spec, base, toForm(result.current)).rows,
            fresh: result.current,
          });
          return;
        }
        show(result.current);
        setNotice(result.current.available ? 'saved' : 'saved-unreadable');
        setPhase({ name: 'editing' });
      })
      .catch((e: unknown) => {
        // The form keeps every value typed; the sentence says what went wrong.
        setError(sentenceOf(e));
        setPhase({ name: 'editing' });
      });
  };

  const resolveConflict = (keepMine: boolean) => {
    if (phase.name !== 'conflict') return;
    const fresh = phase.fresh;
    const mine = getValues();
    setCurrent({ available: true, value: fresh });
    const freshForm = toForm(fresh);
    reset(keepMine ? rebaseForm(spec, base, mine, freshForm) : freshForm);
    setPhase({ name: 'editing' });
  };

  return {
    form,
    /** What the server held when last read (null while loading). */
    current,
    phase,
    /**
     * A result said before ("Saved.", "Nothing has changed yet.") is stale once the form changes,
     * even to values that change nothing, and beside a field's error (issue #32).
     */
    notice: dirty || hasErrors ? null : notice.said,
    error,
    available,
    dirty,
    pendingLeave,
    review,
    confirmSave,
    backToEditing: () => setPhase({ name: 'editing' }),
    revert: () => {
      reset(base ?? blank);
      setNotice(null);
      setError(null);
    },
    keepMine: () => resolveConflict(true),
    takeTheirs: () => resolveConflict(false),
    retryLoad: () => {
      setPhase({ name: 'loading' });
      setAttempt((n) => n + 1);
    },
    stay: () => setPendingLeave(null),
    leave: () => {
      const leave = pendingLeave;
      setPendingLeave(null);
      setLeaveGuard(null);
      leave?.();
    },
  };
}

export type AdminForm<F extends FieldValues> = ReturnType<typeof useAdminForm<unknown, F>>;

/** `useAdminForm` for one object of a resource, read and saved by its oid. */
export function useObjectForm<V, F extends FieldValues>(
  options: Omit<AdminFormOptions<V, F>, 'load' | 'save'> & {
    oid: string;
    read: (args: { oid: string }) => Promise<Current<V>>;
    write: (args: { oid: string; base: V | null; changes: AdminChanges }) => Promise<SaveResult<V>>;
  },
) {
  const { oid, read, write, ...rest } = options;
  const load = useCallback(() => read({ oid }), [read, oid]);
  const save = useCallback(
    (args: { base: V | null; changes: AdminChanges }) => write({ oid, ...args }),
    [write, oid],
  );
  return useAdminForm<V, F>({ ...rest, load, save });
}
