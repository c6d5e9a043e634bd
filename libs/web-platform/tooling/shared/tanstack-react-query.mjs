// What the shell provides as the shared module '@tanstack/react-query': the names the front
// ends import from it, and nothing else (see react-router-dom.mjs beside this file for why).
// The request below is an alias of the package itself (create-frontend-config.mjs: UNSHARED)
// that Module Federation does not intercept; '@tanstack/query-core' is not shared either, so
// only the parts of both these names need are bundled.
export {
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from 'treina-unshared/@tanstack/react-query';
