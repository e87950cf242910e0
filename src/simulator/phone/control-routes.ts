import { type FastifyInstance } from 'fastify';
import { type SimState } from '../context';
import { notFound } from '../errors';
import { type SimCall } from './calls';
import { controlCallView } from './views';

type Step = 'answer' | 'reject' | 'hangup';

/**
 * What the PBX did, and the far side's hand in it, for tests: `GET <prefix>/calls` lists every
 * call placed (oldest first); `POST <prefix>/calls/<id>/answer`, `/reject` and `/hangup` act for
 * whoever rings now, or for the other party of a running call. Each answers the call as it is
 * then; a step that does not apply is 409.
 */
export function registerCallControl(app: FastifyInstance, state: SimState, prefix: string): void {
  const { phone } = state;
  app.get(`${prefix}/calls`, (_request, reply) =>
    reply.send({ data: phone.calls.all().map(controlCallView) }),
  );
  const steps: Record<Step, (call: SimCall) => void> = {
    answer: (call) => phone.answer(state, call),
    reject: (call) => phone.reject(state, call),
    hangup: (call) => phone.hangup(state, call),
  };
  for (const [step, act] of Object.entries(steps)) {
    app.post<{ Params: { id: string } }>(`${prefix}/calls/:id/${step}`, (request, reply) => {
      const call = phone.calls.get(request.params.id);
      if (!call) throw notFound(`call ${request.params.id}`);
      act(call);
      return reply.send(controlCallView(call));
    });
  }
}
