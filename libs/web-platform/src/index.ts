export {
  API_BASE,
  ApiRequestError,
  GENERIC_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  api,
  apiDownload,
  apiRequest,
  apiRequestWithResponse,
  buildApiUrl,
  dispositionFileName,
  errorMessage,
  isApiError,
  refusalOr,
  setUnauthorizedHandler,
} from './api/api-client';
export type { ApiRequestOptions, ApiResponse, QueryValue } from './api/api-client';
export { SessionContext, useAnyPermission, useCrudPermissions, useCurrentUser, usePermission, useSession } from './auth/session-context';
export type { CrudPermissions, LogoutOptions, SessionContextValue, SessionStatus } from './auth/session-context';
export { apiGetQuery, defaultQueryClientOptions } from './query/query-helpers';
export { usePrefetchWhenIdle } from './query/prefetch-when-idle';
export { numberInTextFilter, shownDateFilter, toPageQuery, toServerQuery } from './table/server-query';
export type {
  FilterTransform,
  FilterTransforms,
  ServerQuery,
  ServerQueryOptions,
  ServerTableParams,
  ServerTableState,
} from './table/server-query';
export { fetchAllPages, fetchPage } from './table/fetch-pages';
export { initialListState, listDefaults, useListState } from './table/use-list-state';
export { useListTable } from './table/use-list-table';
export type { ListStateBinding, UseListStateOptions } from './table/use-list-state';
export { readListUrl, writeListUrl } from './table/list-url';
export { readListPreferences, saveListPreferences } from './table/list-preferences';
export type { ListPreferences } from './table/list-preferences';
export { fittingPageSize } from './table/page-size';
export type { PagedResult } from './table/fetch-pages';
export { initialServerTableState, prefetchServerTable, serverTablePageQuery, useServerTable } from './table/use-server-table';
export { HISTORY_PAGE_SIZE, recordHistoryKey, useRecordHistory, useRecordHistoryView } from './history/use-record-history';
export type { RecordHistoryView } from './history/use-record-history';
export type { ServerTableBinding, UseServerTableOptions } from './table/use-server-table';
export { REMOTE_BUILD_INFO_MODULE, REMOTE_PAGES, REMOTE_PAGES_MODULE, REMOTE_PRELOAD_EXPORT } from './remotes/remote-modules';
export type { PreloadPage, RemoteName, RemotePageName, RemotePagePreloadContext } from './remotes/remote-modules';
export {
  RemoteLoadError,
  RemoteUnavailableError,
  fetchRemotesManifest,
  getRemoteStatuses,
  isRemoteAvailable,
  loadRemotePages,
  loadedBuildOf,
  registerManifestRemotes,
  subscribeRemoteStatuses,
} from './remotes/remote-loader';
export type { RemoteStatus } from './remotes/remote-loader';
export { screenPreloader } from './remotes/screen-preloader';
export type { FirstScreenTable, PreloadableScreens } from './remotes/screen-preloader';
export {
  REMOTE_CRASHED_TITLE,
  REMOTE_FAILED_TEXT,
  REMOTE_FAILED_TITLE,
  REMOTE_RETRY_LABEL,
  REMOTE_UNAVAILABLE_TEXT,
  REMOTE_UNAVAILABLE_TITLE,
} from './remotes/remote-error-texts';
export type { RemoteErrorProps } from './remotes/remote-error-texts';
export { RemoteError, RemoteLoading, RemotePage, preloadRemoteScreen, remoteFailureDetail } from './remotes/remote-page';
export type { RemotePageProps } from './remotes/remote-page';
export { LoadingSpinner } from './ui/loading-spinner';
export { onDemand } from './ui/on-demand';
export type { OnDemandComponent } from './ui/on-demand';
