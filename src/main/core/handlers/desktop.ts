import { type Handlers } from '../handler-registry';
import { type HandlerContext } from './context';

type DesktopCalls =
  | 'desktop.get'
  | 'desktop.setUnread'
  | 'desktop.setKeepInTray'
  | 'desktop.setOpenAtLogin'
  | 'desktop.setOpensCallLinks';

export function desktopHandlers({ desktop }: HandlerContext): Pick<Handlers, DesktopCalls> {
  return {
    'desktop.get': () => desktop.state(),
    'desktop.setUnread': ({ count }) => {
      desktop.setUnread(count);
      return undefined;
    },
    'desktop.setKeepInTray': ({ on }) => desktop.setKeepInTray(on),
    'desktop.setOpenAtLogin': ({ on }) => desktop.setOpenAtLogin(on),
    'desktop.setOpensCallLinks': ({ on }) => desktop.setOpensCallLinks(on),
  };
}
