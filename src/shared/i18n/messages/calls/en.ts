/**
 * Calls through the phone system (English): what a refused call, transfer or hang-up says, and
 * what to do about it. Spread into `../en.ts`; the rules of that file apply.
 */
export const callsEn = {
  'error.code.10050':
    "Switchboard isn't linked to your phone in this session. Sign out and sign in again, then try once more.",
  'error.code.10052':
    'No phone is set to ring first. Choose your phone in Settings → Calls, then call again.',
  'error.code.10053':
    'No mobile number is set for calls through your mobile. Enter it in Settings → Calls, or choose your own phone there.',
  'error.call.noNumber': 'Enter the number you want to call.',
  'error.call.badNumber': "The phone system can't dial this number. Check it and try again.",
  'error.call.notEnabled':
    "Calling from Switchboard isn't enabled for your account. Ask your administrator to let the phone system set up calls for you.",
  'error.device.notLinked':
    "Switchboard couldn't link your phone because of a problem in the app. Sign out and sign in again.",
  'error.device.badNumbers':
    "The phone system couldn't read your phone's details. Check the numbers in Settings → Calls and try again.",
  'error.transfer.needsTwoCalls':
    'To transfer, first call the person you want to pass the call to, then transfer while both calls are in progress.',
  'error.transfer.callEnded':
    'One of these calls has ended. Check your current calls and try again.',
  'error.hangup.notYours': 'You can only hang up your own calls.',
  'error.hangup.ended': 'This call has already ended.',
  'call.bar.label': 'Current call',
  'call.bar.ringingYou': 'Your phone is ringing. Pick it up to call {who}.',
  'call.bar.ringingThem': 'Calling {who}…',
  'call.bar.connected': 'On a call with {who}',
  'call.bar.ended': 'Call with {who} ended',
  'call.bar.elapsed': 'Call time {time}',
  'call.bar.hangUp': 'Hang up',
  'call.bar.hangUp.label': 'Hang up the call with {who}',
  'call.bar.hangingUp': 'Hanging up…',
  'call.action.call': 'Call',
  'call.action.call.label': 'Call {name}',
  'call.action.callBack': 'Call back',
  'call.action.callBack.label': 'Call back {name}',
  'call.action.message': 'Message',
  'call.action.placed': 'Your phone rings first. Pick it up and {name} is called.',
  'call.link.title': 'Call {number}',
  'call.number.open': 'Call a number',
  'call.number.title': 'Call a number',
  'call.number.confirmTitle': 'Call this number?',
  'call.number.confirmHint': 'A link asked to call this number. Check it, then choose Call.',
  'call.number.field': 'Number',
  'call.number.hint':
    'Type it as you would dial it: spaces, dashes, +31 or 0031 and extensions are fine. Shortcut: {shortcut}.',
  'call.number.call': 'Call',
  'call.number.calling': 'Calling…',
  'error.transfer.notConnected':
    "You can transfer a call once you're talking. Wait until it is answered, then transfer it.",
  'error.transfer.underWay':
    'This call is already being transferred. Wait until it is, or cancel that transfer first.',
  'error.transfer.callGone': 'The call ended before it could be transferred.',
  'error.transfer.notReached':
    "{to} didn't answer, so the call wasn't transferred. You're still on the call: pick it up again on your phone.",
  'call.bar.incoming': '{who} is calling you. Answer on your phone.',
  'call.bar.transferred': 'Call with {who} transferred to {to}',
  'call.bar.transferring.ringingYou':
    'Transferring {who} to {to}: pick up your phone to call them.',
  'call.bar.transferring.ringingThem': 'Transferring {who} to {to}: calling {to}…',
  'call.bar.hangUp.incoming.label': 'Hang up: decline the call from {who}',
  'call.bar.transfer': 'Transfer',
  'call.bar.transfer.label': 'Transfer the call with {who}',
  'call.bar.transfer.cancel': 'Cancel transfer',
  'call.bar.transfer.cancel.label': 'Cancel the transfer to {to}',
  'call.transfer.title': 'Transfer the call with {who}',
  'call.transfer.hint':
    'Your phone rings first. Once they answer, {who} is connected with them and your call ends.',
  'call.transfer.find': 'Find a colleague',
  'call.transfer.colleagues': 'Colleagues',
  'call.transfer.loading': 'Loading colleagues…',
  'call.transfer.noMatch': 'No colleague matches “{query}”.',
  'call.transfer.to.label': 'Transfer to {name}',
  'call.transfer.number': 'Or a number',
  'call.transfer.toNumber': 'Transfer',
} as const;
