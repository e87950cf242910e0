import {
  phoneLineGroupResponseSchema,
  phoneProvisioningResponseSchema,
  phoneTemplateResponseSchema,
  type Oid,
} from '../../../shared/interface';
import { type CallOptions } from '../http';
import { type PatchInput } from '../patch-builder';
import { type Caller } from '../session';
import { fetchObject, referenceLister, sendPatch } from './kit';

/** Phones: templates (4.1), provisioning records (4.9), line groups (4.13). */
export function phoneTemplatesApi(call: Caller) {
  return {
    /** Beyond the interface: the templates in short form, paged. */
    list: referenceLister(call, 'phoneTemplates.list'),
    /** Beyond the interface (design section 4): a 404/405 means the server does not offer it. */
    get: (template: Oid, options?: CallOptions) =>
      fetchObject(call, () => ({
        operation: 'phoneTemplates.get',
        params: { oid: template },
        response: phoneTemplateResponseSchema,
        ...options,
      })),
    update: (template: Oid, input: PatchInput<'phoneTemplate'>, options?: CallOptions) =>
      sendPatch(
        call,
        {
          operation: 'phoneTemplates.update',
          resource: 'phoneTemplate',
          params: { oid: template },
        },
        input,
        options,
      ),
  };
}

export function provisioningApi(call: Caller) {
  return {
    /** Beyond the interface: the provisioning records in short form, paged. */
    list: referenceLister(call, 'provisioning.list'),
    get: (record: Oid, options?: CallOptions) =>
      fetchObject(call, () => ({
        operation: 'provisioning.get',
        params: { oid: record },
        response: phoneProvisioningResponseSchema,
        ...options,
      })),
  };
}

export function phoneLineGroupsApi(call: Caller) {
  return {
    /** Beyond the interface: the groups in short form, paged. */
    list: referenceLister(call, 'phoneLineGroups.list'),
    /** Beyond the interface (design section 4). */
    get: (group: Oid, options?: CallOptions) =>
      fetchObject(call, () => ({
        operation: 'phoneLineGroups.get',
        params: { oid: group },
        response: phoneLineGroupResponseSchema,
        ...options,
      })),
    update: (group: Oid, input: PatchInput<'phoneLineGroup'>, options?: CallOptions) =>
      sendPatch(
        call,
        { operation: 'phoneLineGroups.update', resource: 'phoneLineGroup', params: { oid: group } },
        input,
        options,
      ),
  };
}
