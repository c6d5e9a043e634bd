export { AuditEntryEntity } from './audit-entry.entity.js';
export { CreateAuditEntries1764100000000 } from './1764100000000-create-audit-entries.js';
export { fieldChanges, HIDDEN_VALUE } from './field-changes.js';
export {
  auditHistory,
  insertAuditRecords,
  recordHistory,
  worthRecording,
  type AuditActor,
  type AuditRecord,
  type SystemActor,
} from './audit-trail.js';
export { ImmutableAuditEntries1764300000001 } from './1764300000001-immutable-audit-entries.js';
export { anonymisedChanges, ANONYMISED_VALUE, rewriteAuditTrail, type AuditSubject } from './audit-rewrite.js';
