import { useIntl } from 'react-intl';
import { icons } from '../components/icons';
import { type SectionInfo } from '../state/sections';

/** An honest placeholder for a section that is not built yet. */
export function ComingSoon({ section }: { section: SectionInfo }) {
  const intl = useIntl();
  return (
    <div className="empty-state">
      <div className="empty-icon">{icons.construction}</div>
      <h2>
        {intl.formatMessage(
          { id: 'comingSoon.title' },
          { section: intl.formatMessage({ id: section.label }) },
        )}
      </h2>
      {section.comingSoon && (
        <p className="muted">{intl.formatMessage({ id: section.comingSoon })}</p>
      )}
    </div>
  );
}
