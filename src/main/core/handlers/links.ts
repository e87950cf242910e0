import { parseExternalUrl } from '../../platform/external-links';
import { invalidInput } from '../core-error';
import { type Handlers } from '../handler-registry';
import { type HandlerContext } from './context';
import { t } from '../../../shared/i18n';

export function linkHandlers({ platform }: HandlerContext): Pick<Handlers, 'links.open'> {
  return {
    'links.open': async ({ url }) => {
      const parsed = parseExternalUrl(url);
      if (!parsed) throw invalidInput(t('error.linkRefused'));
      await platform.links.open(parsed);
    },
  };
}
