import { useEffect } from 'react';
import { type Api } from '../../shared/contract';

/**
 * Call links other programs opened (`tel:`, `callto:`, `sip:`): main keeps the newest until the
 * shell takes it, at its start (the link may have started the app) and when told of one.
 */
export function useCallLinks(api: Api, open: (number: string) => void): void {
  useEffect(() => {
    const take = () => {
      api.phone
        .takeCallLink()
        .then((link) => {
          if (link) open(link.number);
        })
        .catch(() => {});
    };
    take();
    return api.on('phone.callLinkOpened', take);
  }, [api, open]);
}
