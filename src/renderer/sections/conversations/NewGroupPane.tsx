import { useEffect, useState, type ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { icons } from '../../components/icons';
import type * as NewGroupChunk from './NewGroup';

type NewGroupModule = typeof NewGroupChunk;
type Props = ComponentProps<NewGroupModule['NewGroup']>;

let loaded: NewGroupModule | undefined;

/**
 * The new group form, a chunk of its own (the first screen carries Conversations): loaded when
 * first opened, with a polite status meanwhile and Try again if the load fails.
 */
export function NewGroupPane(props: Props) {
  const intl = useIntl();
  const [module, setModule] = useState(loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (module || failed) return;
    let live = true;
    import('./NewGroup').then(
      (m) => {
        loaded = m;
        if (live) setModule(m);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [module, failed]);
  if (module) return <module.NewGroup {...props} />;
  const label = intl.formatMessage({ id: 'newGroup.title' });
  if (failed) {
    return (
      <div role="alert" className="alert alert-error conversations-problem">
        {icons.alert}
        <span>{intl.formatMessage({ id: 'section.loadFailed' }, { section: label })}</span>
        <button type="button" className="button button-secondary" onClick={() => setFailed(false)}>
          {intl.formatMessage({ id: 'common.tryAgain' })}
        </button>
      </div>
    );
  }
  return (
    <p role="status" className="muted conversations-problem">
      {intl.formatMessage({ id: 'group.opening' })}
    </p>
  );
}
