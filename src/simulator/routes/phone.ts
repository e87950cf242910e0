import { patchSpecs } from '../../shared/interface';
import { type Handler } from '../context';
import { badRequest } from '../errors';
import { type ListBinding } from '../patch';
import { getScoped, listScoped, nextNumber, patchScoped, tenantBinding } from './resource';

const keyList = (entryType: string): ListBinding => ({
  entryType,
  defaults: (entries) => ({
    type: 'speeddial',
    label: '',
    value: '',
    ...nextNumber('keyIndex')(entries),
  }),
});

/** 4.1; configFileName belongs to the generic phone type only (2.8). */
const updateTemplate: Handler = patchScoped(
  (s) => s.phoneTemplates,
  'phone template',
  (ctx) =>
    tenantBinding(
      ctx,
      patchSpecs.phoneTemplate,
      { functionKeys: keyList('PhoneFunctionKey'), softKeys: keyList('PhoneSoftKey') },
      {
        referenceKinds: { monitoredPhone: ['XCCPhone', 'XCCPhoneLine'] },
        check: (draft, replaced) => {
          if (replaced.has('configFileName') && draft.phoneType !== 'generic') {
            throw badRequest('configFileName can only be set on the generic phone type');
          }
        },
      },
    ),
);

/** 4.13 */
const updateGroup: Handler = patchScoped(
  (s) => s.phoneLineGroups,
  'phone line group',
  (ctx) =>
    tenantBinding(ctx, patchSpecs.phoneLineGroup, {
      lines: { entryType: 'XCCPhoneLineGroupMember' },
    }),
);

export const phoneHandlers = {
  'phoneTemplates.list': listScoped((s) => s.phoneTemplates, 'phonetemplates'),
  'phoneLineGroups.list': listScoped((s) => s.phoneLineGroups, 'phonelinesgroups'),
  'provisioning.list': listScoped((s) => s.provisioning, 'provisioning'),
  'phoneTemplates.get': getScoped((s) => s.phoneTemplates, 'phone template', 'phonetemplates'),
  'phoneTemplates.update': updateTemplate,
  'phoneLineGroups.get': getScoped(
    (s) => s.phoneLineGroups,
    'phone line group',
    'phonelinesgroups',
  ),
  'phoneLineGroups.update': updateGroup,
  'provisioning.get': getScoped((s) => s.provisioning, 'provisioning', 'provisioning'),
};
