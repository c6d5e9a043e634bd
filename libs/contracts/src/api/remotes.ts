/**
 * Runtime manifest the gateway serves at `GET /remotes.json`: where the shell loads
 * each domain's UI remote from. A deployment can move a remote by changing this
 * answer (env `REMOTES_MANIFEST` on the gateway) without rebuilding the shell.
 */
export interface RemotesManifest {
  remotes: Array<{
    /** Federation name, e.g. `identity_ui`. */
    name: string;
    /** URL of the remote's entry, e.g. `/remotes/identity-ui/remoteEntry.js`. */
    entry: string;
  }>;
}

export const REMOTES_MANIFEST_PATH = '/remotes.json';
