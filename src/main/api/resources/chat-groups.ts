import {
  attachmentContentsResponseSchema,
  chatSessionResponseSchema,
  conceptResponseSchema,
  conceptSetRequestSchema,
  groupCreateRequestSchema,
  groupParticipantAddSchema,
  groupParticipantListSchema,
  type Concept,
  type ConceptSetRequest,
  type GroupParticipantAdd,
  type Oid,
} from '../../../shared/interface';
import { type CallOptions } from '../http';
import { type Caller } from '../session';
import { checkParams, fetchNothing, fetchObject, fetchValue } from './kit';

/**
 * Group chats and chat concepts (drafts), from the platform's guide (docs/decisions.md, "Group
 * chats and drafts"): beyond the interface.
 */
export function chatGroupsApi(call: Caller) {
  return {
    /** `POST /chats/group` (chats_group_create.html): a group with the caller in it. */
    createGroup: (name: string, options?: CallOptions) =>
      fetchObject(call, () => ({
        operation: 'chats.createGroup',
        body: checkParams('chats.createGroup', groupCreateRequestSchema, { name }),
        response: chatSessionResponseSchema,
        ...options,
      })),
    /** `GET /chats/group/<oid>/participants` (chats_group_get_participants.html), not paged. */
    participants: async (session: Oid, options?: CallOptions) => {
      const list = await fetchValue(call, () => ({
        operation: 'chats.groupParticipants',
        params: { oid: session },
        response: groupParticipantListSchema,
        ...options,
      }));
      return list.data.map((entry) => entry.object);
    },
    /** Not in the guide: one member added, by user profile and person (docs/decisions.md). */
    addParticipant: (session: Oid, participant: GroupParticipantAdd, options?: CallOptions) =>
      fetchNothing(call, () => ({
        operation: 'chats.addGroupParticipant',
        params: { oid: session },
        body: checkParams('chats.addGroupParticipant', groupParticipantAddSchema, participant),
        response: null,
        ...options,
      })),
    /** `GET /chats/<oid>/concept` (chats_concept_get.html): the draft, or undefined for none. */
    concept: async (session: Oid, options?: CallOptions): Promise<Concept | undefined> => {
      const answer = await fetchValue(call, () => ({
        operation: 'chats.concept',
        params: { oid: session },
        response: conceptResponseSchema,
        ...options,
      }));
      return answer.object ?? undefined;
    },
    /** `PUT /chats/<oid>/concept` (chats_concept_set.html): the whole draft; answers nothing. */
    setConcept: (session: Oid, concept: ConceptSetRequest, options?: CallOptions) =>
      fetchNothing(call, () => ({
        operation: 'chats.setConcept',
        params: { oid: session },
        body: checkParams('chats.setConcept', conceptSetRequestSchema, concept),
        response: null,
        ...options,
      })),
    /** `GET /chats/<oid>/concept/attachment` (chats_get_concept_attachment.html), as JSON. */
    conceptAttachment: (session: Oid, options?: CallOptions) =>
      fetchObject(call, () => ({
        operation: 'chats.conceptAttachment',
        params: { oid: session },
        query: { response_type: 'json' },
        response: attachmentContentsResponseSchema,
        ...options,
      })),
  };
}
