/** The admin area's shared parts: field rules, form specs and their diff, views of each resource. */
export * from './rules';
export * from './changes';
export * from './current';
export * from './form-spec';
export * from './leave-as-is';
export * from './server-email';
export * from './tenant';
export * from './object-list';
export * from './phone-line-group';
export * from './phone-template';
export * from './report-schedule';
export * from './read-only';
export * from './server-provisioning';
export * from './backup';
export * from './choices';
