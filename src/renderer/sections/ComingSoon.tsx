import { icons } from '../components/icons';
import { type SectionInfo } from '../state/sections';

/** An honest placeholder for a section that is not built yet. */
export function ComingSoon({ section }: { section: SectionInfo }) {
  return (
    <div className="empty-state">
      <div className="empty-icon">{icons.construction}</div>
      <h2>{section.label} is coming soon</h2>
      <p className="muted">
        Coming soon: {section.comingSoon} This part of Switchboard is not built yet.
      </p>
    </div>
  );
}
