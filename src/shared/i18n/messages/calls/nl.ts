import { type callsEn } from './en';

/** Calls through the phone system (Dutch), typed against English: see `../nl.ts`. */
export const callsNl: Record<keyof typeof callsEn, string> = {
  'error.code.10050':
    'Switchboard is in deze sessie niet aan je telefoon gekoppeld. Meld je af en weer aan en probeer het dan opnieuw.',
  'error.code.10052':
    'Er is geen telefoon ingesteld die als eerste overgaat. Kies je telefoon bij Instellingen → Oproepen en bel dan opnieuw.',
  'error.code.10053':
    'Er is geen mobiel nummer ingesteld om via je mobiel te bellen. Vul het in bij Instellingen → Oproepen, of kies daar je eigen telefoon.',
  'error.call.noNumber': 'Vul het nummer in dat je wilt bellen.',
  'error.call.badNumber':
    'De telefooncentrale kan dit nummer niet kiezen. Controleer het en probeer het opnieuw.',
  'error.call.notEnabled':
    'Bellen vanuit Switchboard is voor je account niet ingeschakeld. Vraag je beheerder om de telefooncentrale oproepen voor je te laten opzetten.',
  'error.device.notLinked':
    'Switchboard kon je telefoon niet koppelen door een probleem in de app. Meld je af en weer aan.',
  'error.device.badNumbers':
    'De telefooncentrale kon de gegevens van je telefoon niet lezen. Controleer de nummers bij Instellingen → Oproepen en probeer het opnieuw.',
  'error.transfer.needsTwoCalls':
    'Om door te verbinden bel je eerst degene aan wie je de oproep wilt doorgeven; verbind door terwijl beide oproepen lopen.',
  'error.transfer.callEnded':
    'Een van deze oproepen is beëindigd. Bekijk je huidige oproepen en probeer het opnieuw.',
  'error.hangup.notYours': 'Je kunt alleen je eigen oproepen beëindigen.',
  'error.hangup.ended': 'Deze oproep is al beëindigd.',
  'call.bar.label': 'Huidig gesprek',
  'call.bar.ringingYou': 'Je telefoon gaat over. Neem op om {who} te bellen.',
  'call.bar.ringingThem': '{who} wordt gebeld…',
  'call.bar.connected': 'In gesprek met {who}',
  'call.bar.ended': 'Gesprek met {who} beëindigd',
  'call.bar.elapsed': 'Gespreksduur {time}',
  'call.bar.hangUp': 'Ophangen',
  'call.bar.hangUp.label': 'Hang het gesprek met {who} op',
  'call.bar.hangingUp': 'Ophangen…',
  'call.action.call': 'Bellen',
  'call.action.call.label': '{name} bellen',
  'call.action.callBack': 'Terugbellen',
  'call.action.callBack.label': '{name} terugbellen',
  'call.action.message': 'Bericht sturen',
  'call.action.placed': 'Eerst gaat je eigen telefoon over. Neem op en {name} wordt gebeld.',
  'call.link.title': '{number} bellen',
  'call.number.open': 'Nummer bellen',
  'call.number.title': 'Nummer bellen',
  'call.number.confirmTitle': 'Dit nummer bellen?',
  'call.number.confirmHint':
    'Een link vraagt dit nummer te bellen. Controleer het en kies dan Bellen.',
  'call.number.field': 'Nummer',
  'call.number.hint':
    'Typ het zoals je het zou kiezen: spaties, streepjes, +31 of 0031 en toestelnummers mogen. Sneltoets: {shortcut}.',
  'call.number.call': 'Bellen',
  'call.number.calling': 'Bellen…',
  'error.transfer.notConnected':
    'Je kunt een gesprek doorverbinden zodra je in gesprek bent. Wacht tot er wordt opgenomen en verbind dan door.',
  'error.transfer.underWay':
    'Dit gesprek wordt al doorverbonden. Wacht daarop, of annuleer dat doorverbinden eerst.',
  'error.transfer.callGone': 'Het gesprek is beëindigd voordat het kon worden doorverbonden.',
  'error.transfer.notReached':
    '{to} nam niet op, dus het gesprek is niet doorverbonden. Je bent nog in gesprek: neem het weer op met je telefoon.',
  'call.bar.incoming': '{who} belt je. Neem op met je telefoon.',
  'call.bar.transferred': 'Gesprek met {who} doorverbonden naar {to}',
  'call.bar.transferring.ringingYou':
    '{who} doorverbinden naar {to}: neem je telefoon op om hen te bellen.',
  'call.bar.transferring.ringingThem': '{who} doorverbinden naar {to}: {to} wordt gebeld…',
  'call.bar.hangUp.incoming.label': 'Ophangen: weiger het gesprek van {who}',
  'call.bar.transfer': 'Doorverbinden',
  'call.bar.transfer.label': 'Verbind het gesprek met {who} door',
  'call.bar.transfer.cancel': 'Doorverbinden annuleren',
  'call.bar.transfer.cancel.label': 'Annuleer het doorverbinden naar {to}',
  'call.transfer.title': 'Gesprek met {who} doorverbinden',
  'call.transfer.hint':
    'Je telefoon gaat eerst over. Zodra zij opnemen, wordt {who} met hen verbonden en eindigt jouw gesprek.',
  'call.transfer.find': 'Zoek een collega',
  'call.transfer.colleagues': 'Collega’s',
  'call.transfer.loading': 'Collega’s laden…',
  'call.transfer.noMatch': 'Geen collega gevonden voor “{query}”.',
  'call.transfer.to.label': 'Doorverbinden naar {name}',
  'call.transfer.number': 'Of een nummer',
  'call.transfer.toNumber': 'Doorverbinden',
};
