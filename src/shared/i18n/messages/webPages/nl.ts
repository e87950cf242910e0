import { type webPagesEn } from './en';

/** Webpagina's in het Nederlands (je-vorm, de vaste termen van `../nl.ts`). */
export const webPagesNl: Record<keyof typeof webPagesEn, string> = {
  'webPages.opening': 'Je webpagina’s worden geopend…',
  'webPages.nav': 'Je webpagina’s',
  'webPages.loading': 'Je webpagina’s laden…',
  'webPages.refresh': 'Lijst vernieuwen',
  'webPages.refreshing': 'Vernieuwen…',
  'webPages.none': 'Je bedrijf heeft hier geen webpagina’s voor je.',
  'webPages.offline':
    'Offline: de lijst zoals die het laatst gezien is. De pagina’s zelf hebben een verbinding nodig.',
  'webPages.choose': 'Kies een webpagina.',
  'webPages.checking': '{name} wordt geopend…',

  'webPages.toolbar': '{name}: paginaknoppen',
  'webPages.back': 'Terug',
  'webPages.forward': 'Vooruit',
  'webPages.reload': 'Opnieuw laden',
  'webPages.address': 'Adres',
  'webPages.openInBrowser': 'Openen in browser',
  'webPages.openInNewTab': 'Openen in een nieuw tabblad',

  'webPages.failure.refusesFraming':
    '{name} kan niet in Switchboard worden getoond: de site staat dat niet toe. Open de pagina in een nieuw tabblad.',
  'webPages.failure.unreachable':
    '{name} is niet bereikbaar. Controleer je verbinding, of open de pagina in een nieuw tabblad.',
  'webPages.failure.certificate':
    '{name} heeft een beveiligingscertificaat dat deze computer niet vertrouwt, dus Switchboard toont de pagina niet. Open de pagina alleen in je browser als je haar vertrouwt.',
  'webPages.failure.httpError':
    '{name} antwoordde met een fout (HTTP {status}). Probeer het later opnieuw, of open de pagina in je browser.',
  'webPages.failure.load':
    '{name} kon niet worden geladen. Controleer je verbinding en laad opnieuw, of open de pagina in je browser.',
  'webPages.failure.crashed':
    '{name} werkt niet meer. Laad de pagina opnieuw om het nog eens te proberen.',

  'webPages.permission.media': '{name} vraagt om je camera of microfoon te gebruiken.',
  'webPages.permission.notifications': '{name} vraagt om meldingen te tonen.',
  'webPages.permission.clipboardWrite': '{name} vraagt om naar je klembord te kopiëren.',
  'webPages.permission.pointerLock': '{name} vraagt om de muisaanwijzer over te nemen.',
  'webPages.permission.fullscreen': '{name} vraagt om het volledige scherm te gebruiken.',
  'webPages.permission.other':
    '{name} vraagt om een functie van deze computer te gebruiken ({permission}).',
  'webPages.permission.allow': 'Toestaan',
  'webPages.permission.deny': 'Weigeren',
};
