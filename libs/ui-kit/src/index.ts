// The theme has its own entry, '@treina/ui-kit/theme': only the shell needs it, at start.
export { DRAWER_WIDTH } from './theme/theme';
export { DataTable } from './data-table/data-table';
export { DATA_TABLE_TEXT } from './data-table/data-table-text';
export type { DataTableProps, DataTableServerMode, DataTableServerState } from './data-table/data-table-props';
export {
  deleteConfirmationText,
  filterRows,
  isRowSelectable,
  sortRows,
  tableToCsv,
  SELECTION_BLOCKING_VALUES,
} from './data-table/table-model';
export type { CellValue, CsvTable, DataTableColumn, SortState } from './data-table/table-model';
export { buildCsv, csvCell, downloadCsv, neutraliseCsvCell, CSV_BOM, CSV_SEPARATOR } from './data-table/csv';
export type { CsvCell } from './data-table/csv';
export { containsNormalized, matchesSearch, normalizeSearchText, searchTerms } from './data-table/search';
export { ConfirmDialog } from './confirm-dialog/confirm-dialog';
export type { ConfirmDialogProps } from './confirm-dialog/confirm-dialog';
export { FormModal, FORM_MODAL_TEXT } from './form-modal/form-modal';
export type { FormModalDraft, FormModalProps } from './form-modal/form-modal';
export { fieldErrorProps, hasFieldErrors, useFieldErrors } from './form-modal/field-errors';
export type { FieldErrorOf, FieldErrorProps, FieldErrors } from './form-modal/field-errors';
export { sameFormData, useFormState } from './form-modal/form-state';
export {
  formDraftStorageKey,
  readFormDrafts,
  removeFormDraft,
  useFormDrafts,
  withoutPasswords,
  writeFormDraft,
} from './form-modal/form-drafts';
export type { FormDraftKey, FormDrafts, StoredFormDraft } from './form-modal/form-drafts';
export { FormDraftOffers, FORM_DRAFT_TEXT } from './form-modal/form-draft-offers';
export type { FormDraftOffersProps } from './form-modal/form-draft-offers';
export { Notification, NOTIFICATION_AUTO_HIDE_MS, useNotification } from './notification/notification';
export type { NotificationMessage, NotificationProps, NotificationSeverity } from './notification/notification';
export { TabsPanel } from './tabs/tabs';
export type { TabDefinition, TabsPanelProps } from './tabs/tabs';
export {
  applyPattern,
  maskCpf,
  maskCpfCnpj,
  maskDate,
  maskPhone,
  maskTime,
  onlyDigits,
  MASKS,
  CPF_CNPJ_MAX_LENGTH,
  CPF_MAX_LENGTH,
  DATE_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  TIME_MAX_LENGTH,
} from './masks/masks';
export type { MaskKind } from './masks/masks';
export { MaskedTextField } from './masks/masked-text-field';
export { DatePickerField, preloadDatePicker } from './date-picker/date-picker-field';
export { DATE_PICKER_TEXT } from './date-picker/date-picker-props';
export type { DatePickerFieldProps } from './date-picker/date-picker-props';
export type { MaskedTextFieldProps } from './masks/masked-text-field';
export { StudentTypeahead, filterStudentOptions, STUDENT_TYPEAHEAD_TEXT } from './student-typeahead/student-typeahead';
export type { StudentOption, StudentTypeaheadProps } from './student-typeahead/student-typeahead';
export { DATE_FORMAT, DATE_TIME_FORMAT, formatDate, formatDateTime, todayBR } from './dates/format-date';
export { isoToBR, parseDateBR } from './dates/calendar-date';
export { PageCard } from './page-card/page-card';
export type { PageCardProps } from './page-card/page-card';
export { RecordHistory, RECORD_HISTORY_TEXT, plainValue } from './record-history/record-history';
export type { DescribedChange, RecordHistoryProps } from './record-history/record-history';
export { describeFields, historyDate, historyList, historyName } from './record-history/history-fields';
export type { HistoryFields, HistoryValueText } from './record-history/history-fields';
